import { type MatrixRow, row } from './matrix';

/** Auth: the token endpoint is public; the grant decides. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const authRows: MatrixRow[] = [row('POST /connect/token', 'ok ok ok ok ok ok ok')];
