import { type MatrixRow, row } from './matrix';

/** Maps: address autocomplete and reverse geocoding. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const mapsRows: MatrixRow[] = [
  row('GET /api/maps/autocomplete', 'ok ok ok ok ok ok ok'),
  row('GET /api/maps/reverse', 'ok ok ok ok ok ok ok'),
];
