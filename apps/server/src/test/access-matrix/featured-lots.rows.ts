import { type MatrixRow, row } from './matrix';

/** The host's featured lots (admin-content). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const featuredLotsRows: MatrixRow[] = [
  row('PUT /api/lots/{id}/markasfeatured/{flag}', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/unmarkasfeatured/{id}', '401 403 ok 404 403 403 404', { params: { id: 1 } }),
  row('GET /api/auctioneers/featuredlot', '401 403 ok ok 403 403 ok'),
];
