import { type MatrixRow, row } from './matrix';

/** Lots. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const lotsRows: MatrixRow[] = [
  row('POST /api/lots/{caseId}', '401 403 ok ok 403 403 403', { body: {} }),
  row('PUT /api/lots/{lotId}', '401 403 ok ok 403 403 403', { body: {} }),
  row('DELETE /api/lots/{lotId}', '401 403 ok ok 403 403 403', { params: { lotId: (f) => f.fresh.lot() } }),
  row('PUT /api/lots/{lotId}/list', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/postpone', '401 403 ok ok 403 403 403', { body: { isPostpone: false } }),
  row('POST /api/lots/{lotId}/declarewinner', '401 403 ok ok 403 403 403', {
    body: { action: 'Add', description: 'Matrix' },
  }),
  row('POST /api/lots/{lotId}/{auctionId}', '401 403 ok ok 403 403 403'),
  row('DELETE /api/lots/{lotId}/{auctionId}', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/reorder/{auctionId}', '401 403 ok ok 403 403 403', { body: { aboveId: null } }),
  row('PUT /api/lots/{lotId}/deposit', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/payment', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/deedready', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/deedissued', '401 403 ok ok 403 403 403'),
  row('PUT /api/lots/{lotId}/setdeeddelivery', '401 ok 403 403 403 403 403'),
  row('GET /api/lots/{lotId}/activity', '401 403 ok ok ok ok 403'),
];
