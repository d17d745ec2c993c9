import { type MatrixRow, row } from './matrix';

/**
 * Maximum bids (issue 32): bidders only, each on their own maximum (the calls read and write the caller's
 * row, so no one reaches another's amount; staff and admins never do). Columns: anonymous, Bidder,
 * Auctioneer, Employee, Client, Admin, other company's Auctioneer.
 */
export const maximumBidRows: MatrixRow[] = [
  row('GET /api/auctions/{auctionId}/lots/{lotId}/maximum-bid', '401 ok 403 403 403 403 403'),
  row('PUT /api/auctions/{auctionId}/lots/{lotId}/maximum-bid', '401 ok 403 403 403 403 403', {
    body: { amount: 5_000_000 },
    note: 'bidder1 has a participation row on the fixture lot; the rules may refuse the amount (400)',
  }),
  row('DELETE /api/auctions/{auctionId}/lots/{lotId}/maximum-bid', '401 404 403 403 403 403 403', {
    note: 'the fixture lot has started, so the PUT above is refused and bidder1 has no maximum to withdraw',
  }),
];
