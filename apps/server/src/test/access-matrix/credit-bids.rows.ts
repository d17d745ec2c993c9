import { type MatrixRow, row } from './matrix';

/**
 * The plaintiff's credit bid (issue 43 point 2, ADR 0074). Reading a case's credit bids: its host's staff,
 * its firm's attorneys, admins. The auction's requirement: its host's staff only. Entering: the firm's
 * attorneys only (on a fresh lot without an auction, which passes the ownership check and is then refused
 * with 400 for taking no credit bids: still `ok`, told apart from 403). Confirming: the firm's attorneys
 * and the host's staff (the fixture lot has nothing to confirm: 400, `ok`). Prairie's auctioneer is refused
 * everywhere; settings go to a fresh auction so the demo's own requirement is left as seeded.
 */
export const creditBidRows: MatrixRow[] = [
  row('GET /api/credit-bids/cases/{caseId}', '401 403 ok ok ok ok 403'),
  row('GET /api/credit-bids/auctions/{auctionId}', '401 403 ok ok 403 403 403'),
  row('PUT /api/credit-bids/auctions/{auctionId}/settings', '401 403 ok ok 403 403 403', {
    params: { auctionId: (f) => f.fresh.auction() },
    body: { isRequired: false },
  }),
  row('POST /api/credit-bids/lots/{lotId}/entry', '401 403 403 403 ok 403 403', {
    params: { lotId: (f) => f.fresh.lot() },
    body: { amount: 150_000 },
  }),
  row('POST /api/credit-bids/lots/{lotId}/confirmation', '401 403 ok ok ok 403 403', {
    body: { amount: 150_000 },
  }),
];
