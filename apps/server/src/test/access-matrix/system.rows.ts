import { type MatrixRow, row } from './matrix';

/** System: health and server time. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const systemRows: MatrixRow[] = [
  row('GET /api/auctions/servertime', 'ok ok ok ok ok ok ok'),
  row('GET /api/health', 'ok ok ok ok ok ok ok'),
];
