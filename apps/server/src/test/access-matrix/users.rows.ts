import { type MatrixRow, row } from './matrix';

/** Users: user-name and e-mail checks, the signed-in user. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const usersRows: MatrixRow[] = [
  row('GET /api/user/username/{name}', 'ok ok ok ok ok ok ok'),
  row('GET /api/user/email/{email}', 'ok ok ok ok ok ok ok'),
  row('GET /api/user/me', '401 ok ok ok ok ok ok'),
];
