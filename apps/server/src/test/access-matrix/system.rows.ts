import { type MatrixRow, row } from './matrix';

/** System: health, server time and the app's public address. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const systemRows: MatrixRow[] = [
  row('GET /api/auctions/servertime', 'ok ok ok ok ok ok ok'),
  row('GET /api/health', 'ok ok ok ok ok ok ok'),
  // Probes for balancers and orchestrators: public, and they say nothing about anyone's data.
  row('GET /api/health/live', 'ok ok ok ok ok ok ok'),
  row('GET /api/health/ready', 'ok ok ok ok ok ok ok'),
  row('GET /api/app/links', 'ok ok ok ok ok ok ok'),
];
