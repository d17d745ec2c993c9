import { type MatrixRow, row } from './matrix';

const STREAM = { title: 'Matrix', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status: 'Offline' };

/** Auctions: auctions, streams, the host lot list. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const auctionsRows: MatrixRow[] = [
  row('POST /api/auctions', '401 403 ok ok 403 403 ok'),
  row('GET /api/auctions/statuscount', '401 403 ok ok 403 ok ok'),
  row('POST /api/auctions/list', '401 403 ok ok 403 ok ok'),
  row('GET /api/auctions/lookup', '401 403 ok ok 403 ok ok'),
  row('POST /api/auctions/lookup', '401 403 ok ok 403 ok ok'),
  row('POST /api/auctions/lookup/auctioneer', '401 403 ok ok 403 ok ok'),
  row('GET /api/auctions/{auctionId}', '401 403 ok ok 403 ok 403'),
  row('PUT /api/auctions/{auctionId}', '401 403 ok ok 403 403 403', {
    body: {
      type: 'Online',
      startType: 'Manual',
      startTime: '2031-01-06T15:00:00.000Z',
      timeLeft: 0,
      extraTime: 0,
    },
  }),
  row('DELETE /api/auctions/{auctionId}', '401 403 ok ok 403 403 403', {
    params: { auctionId: (f) => f.fresh.auction() },
  }),
  row('GET /api/auctions/{auctionId}/streams', '401 ok ok ok 403 ok 403'),
  row('POST /api/auctions/{auctionId}/streams', '401 403 ok ok 403 403 403', { body: STREAM }),
  row('PUT /api/auctions/{auctionId}/streams/{streamId}', '401 403 ok ok 403 403 403', { body: STREAM }),
  row('DELETE /api/auctions/{auctionId}/streams/{streamId}', '401 403 ok ok 403 403 403', {
    params: { streamId: (f) => f.fresh.stream() },
  }),
  row('POST /api/lots/list/auctionhost', '401 403 ok ok 403 ok ok'),
];
