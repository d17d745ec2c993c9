import { type MatrixRow, row } from './matrix';

/** Uploads: the matrix sends no multipart form, so the other company's 'ok' is a 400; the module tests check their ownership. */
const MULTIPART = 'no multipart form sent: ownership is covered by the module tests';

/** Case documents and lot documents. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const documentsRows: MatrixRow[] = [
  row('POST /api/documents/list/{caseId}', '401 403 ok ok ok ok 403'),
  row('POST /api/documents/types/list', '401 ok ok ok ok ok ok'),
  row('POST /api/documents', '401 403 ok ok 403 403 ok', { note: MULTIPART }),
  row('PUT /api/documents/{id}', '401 403 ok ok 403 403 403', {
    params: { id: 'document' },
    body: (f) => ({ documentTypeId: 1, caseId: f.case }),
  }),
  row('DELETE /api/documents/{id}', '401 403 ok ok 403 403 403', {
    params: { id: (f) => f.fresh.document() },
  }),
  row('GET /api/lotdocuments/{lotId}', '401 403 ok ok ok ok 403'),
  row('POST /api/lotdocuments/{lotId}', '401 403 ok ok 403 403 ok', { note: MULTIPART }),
  row('DELETE /api/lotdocuments/{id}', '401 403 ok ok 403 403 403', {
    params: { id: (f) => f.fresh.lotDocument() },
  }),
];
