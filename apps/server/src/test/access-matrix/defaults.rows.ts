import { sql } from 'drizzle-orm';
import { type Fixture, type MatrixRow, row } from './matrix';
import { first } from './sql-helper';

/** A pending request of bidder3 in Lakeshore's auction, set back to pending for each call (a decision changes it). */
const freshApproval = (f: Fixture) =>
  first(
    f,
    sql`insert into sale_approvals (auction_id, bidder_id)
      select ${f.auction}, u.id from users u where u.user_name = 'bidder3'
      on conflict (auction_id, bidder_id) do update set status = 'Pending', decided_at = null, reason = null
      returning id`,
  );

/** A fresh non-payer entry of Lakeshore (bidder1), one per call (a removal changes it). */
const freshNonPayer = (f: Fixture) =>
  first(
    f,
    sql`insert into non_payers (company_id, bidder_id, reason) values (${f.lakeshore}, ${f.bidder}, 'matrix')
      returning id`,
  );

/** Any runner-up offer not made to bidder1 (the demo's offer to bidder2), else an id nobody has. */
const othersOffer = async (f: Fixture) =>
  first(
    f,
    sql`select coalesce((select id from runner_up_offers where bidder_id <> ${f.bidder} order by id limit 1), 999999)`,
  );

const reason = { reason: 'Matrix reason' };

/**
 * Defaults, the runner-up, non-payers and per-sale approval (issue 43, ADR 0075). Columns: anonymous, Bidder,
 * Auctioneer, Employee, Client, Admin, other company's Auctioneer. A bidder answers only their own offers
 * (another's is 404); staff touch only their own host's lots and auctions.
 */
export const defaultsRows: MatrixRow[] = [
  row('GET /api/lots/{lotId}/defaults', '401 403 ok ok 403 ok 403'),
  row('POST /api/lots/{lotId}/default', '401 403 ok ok 403 403 403', {
    body: reason,
    note: "the fixture lot's win is not past due: staff get the coded 400",
  }),
  row('POST /api/lots/{lotId}/runnerupoffer', '401 403 ok ok 403 403 403'),
  row('POST /api/lots/{lotId}/default/close', '401 403 ok ok 403 403 403', { body: reason }),
  row('GET /api/bidders/runnerupoffers', '401 ok 403 403 403 403 403'),
  row('POST /api/bidders/runnerupoffers/{offerId}/accept', '401 404 403 403 403 403 403', {
    params: { offerId: othersOffer },
  }),
  row('POST /api/bidders/runnerupoffers/{offerId}/decline', '401 404 403 403 403 403 403', {
    params: { offerId: othersOffer },
  }),
  row('GET /api/nonpayers', '401 403 ok ok 403 ok ok', {
    note: "the other auctioneer reads its own host's list",
  }),
  row('POST /api/nonpayers/{id}/remove', '401 403 403 403 403 ok 403', {
    params: { id: freshNonPayer },
    body: reason,
  }),
  row('GET /api/companies/runnerupofferhours', '401 403 ok ok 403 403 ok', {
    note: "the caller's own company",
  }),
  row('PUT /api/companies/runnerupofferhours', '401 403 ok 403 403 403 ok', {
    body: { hours: 24 },
    note: "the caller's own company",
  }),
  row('PUT /api/auctions/{auctionId}/bidderapproval', '401 403 ok ok 403 403 403', {
    body: { requireApproval: false },
  }),
  row('GET /api/auctions/{auctionId}/approvals', '401 403 ok ok 403 ok 403'),
  row('POST /api/saleapprovals/{approvalId}/decision', '401 403 ok ok 403 ok 403', {
    params: { approvalId: freshApproval },
    body: { status: 'Approved', reason: 'Matrix reason' },
  }),
  row('GET /api/auctions/{auctionId}/myapproval', '401 ok 403 403 403 403 403'),
];
