import { sql } from 'drizzle-orm';
import { type MatrixRow, row } from './matrix';
import { first } from './sql-helper';

/** Live core REST: bids, lot control, participation (join, add bidder), bidder search. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const liveRows: MatrixRow[] = [
  row('POST /api/auctions/{auctionId}/lots/{lotId}/bids', '401 ok 403 403 403 403 403'),
  row('POST /api/auctions/{auctionId}/lots/{lotId}/bids/placebid', '401 403 ok ok 403 403 403', {
    body: (f) => ({ amount: 2_000_000, bidderId: f.bidder }),
  }),
  row('GET /api/lots/{lotId}/lastbid', '401 ok ok ok ok ok ok'),
  row('POST /api/auctions/lots/{lotId}/bids', '401 ok ok ok ok ok ok'),
  row('PUT /api/lots/{id}/start', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/{id}/stop', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/{id}/notifystop', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/{id}/notifystopcancel', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/{id}/mininc', '401 403 ok ok 403 403 403', { params: { id: 'lot' }, body: '500' }),
  // The outage policy (ADR 0077): a fresh auction per cell, so the seeded sale is never left paused.
  row('POST /api/auctions/{auctionId}/pause', '401 403 ok ok 403 403 403', {
    params: { auctionId: (f) => f.fresh.auction() },
  }),
  row('POST /api/auctions/{auctionId}/resume', '401 403 ok ok 403 403 403', {
    params: {
      auctionId: async (f) => {
        const id = await f.fresh.auction();
        await f.db.execute(sql`update auctions set paused_at = now() where id = ${id}`);
        return id;
      },
    },
  }),
  row('GET /api/outage-policy', 'ok ok ok ok ok ok ok'),
  row('GET /api/lots/{lotId}/bidder', '401 ok ok ok ok ok ok'),
  row('GET /api/lots/auction/{auctionId}', '401 ok ok ok ok ok 403'),
  row('GET /api/auctions/{auctionId}/live', '401 ok ok ok ok ok 403'),
  row('GET /api/bidders/grpc/{timestamp}', '401 ok 403 403 403 403 403'),
  row('PUT /api/bidders/grpc/{lotId}', '401 ok 403 403 403 403 403'),
  row('POST /api/auctions/unsubscribegrpc', '401 ok 403 403 403 403 403'),
  row('POST /api/auctions/unsubscribegrpc/{isPresenter}', '401 403 ok ok 403 ok ok'),
  row('POST /api/auctions/{auctionId}/{lotId}/bidders', '401 ok 403 403 403 403 403'),
  row('DELETE /api/auctions/{auctionId}/{lotId}/bidders', '401 ok 403 403 403 403 403'),
  row('PUT /api/auctions/{auctionId}/{lotId}/biddersamount', '401 ok 403 403 403 403 403'),
  row('PUT /api/auctions/{auctionId}/bidders', '401 ok 403 403 403 403 403', {
    body: (f) => ({ purchaseProfileId: f.profile }),
    note: "the caller's own registration only (no bidder in the path), with one of their own profiles",
  }),
  row('POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}', '401 403 ok ok 403 403 403', {
    body: (f) => ({ amount: 100, purchaseProfileId: f.profile, type: 'INPERSON' }),
  }),
  row('DELETE /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}', '401 403 ok ok 403 403 403'),
  row('GET /api/user/bidder/{name}/name', '401 403 ok ok 403 403 ok'),
  row('GET /api/user/bidder/{userName}', '401 403 ok ok 403 403 ok'),
  row('GET /api/bidders', '401 ok 403 403 403 403 403'),
  row('PUT /api/bidders', '401 ok 403 403 403 403 403'),
  row('POST /api/bidders', 'ok ok ok ok ok ok ok'),
  row('GET /api/lots/{lotId}/audit', '401 ok ok ok 403 ok 403', {
    note: 'bidder1 has a participation row on the fixture lot',
  }),
  row('GET /api/lots/{lotId}/audit', '401 403 ok ok 403 ok 403', {
    params: {
      lotId: (f) =>
        first(
          f,
          sql`select min(l.id) from lots l join cases c on c.id = l.case_id
            where c.company_id = ${f.lakeshore} and not exists (
              select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
              where abl.lot_id = l.id and ab.bidder_id = ${f.bidder})`,
        ),
    },
    note: 'a lot bidder1 never joined',
  }),
];
