import { type MatrixRow, row } from './matrix';

const ADDRESS = {
  streetLine1: '1 Matrix Way',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60602',
};

/** Uploads: the matrix sends no multipart form, so the other company's 'ok' is a 400; lots/*.test.ts check their ownership. */
const MULTIPART = 'no multipart form sent: ownership is covered by the module tests';

/** Lots, properties, photos, documents and featured lots. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
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
  row('PUT /api/lots/{id}/markasfeatured/{flag}', '401 403 ok ok 403 403 403', { params: { id: 'lot' } }),
  row('PUT /api/lots/unmarkasfeatured/{id}', '401 403 ok 404 403 403 404', { params: { id: 1 } }),
  row('GET /api/auctioneers/featuredlot', '401 403 ok ok 403 403 ok'),
  row('GET /api/properties/{lotId}/list', '401 ok ok ok ok ok 403'),
  row('POST /api/properties/list', '401 403 ok ok ok ok ok'),
  row('GET /api/properties/{propertyId}', '401 403 ok ok ok ok 403'),
  row('PUT /api/properties/{propertyId}', '401 403 ok ok 403 403 403', { body: ADDRESS }),
  row('DELETE /api/properties/{propertyId}', '401 403 ok ok 403 403 403', {
    params: { propertyId: (f) => f.fresh.property() },
  }),
  row('POST /api/properties/{lotId}', '401 403 ok ok 403 403 403', { body: ADDRESS }),
  row('PUT /api/properties/{propertyId}/attribute', '401 403 ok ok 403 403 403', {
    body: { attributeId: 1, value: null },
  }),
  row('DELETE /api/properties/{propertyId}/attributes', '401 403 ok ok 403 403 403'),
  row('PUT /api/properties/{propertyId}/primary', '401 403 ok ok 403 403 403'),
  row('GET /api/propextattr', 'ok ok ok ok ok ok ok'),
  row('POST /api/propertyimages/{propertyId}', '401 403 ok ok 403 403 ok', { note: MULTIPART }),
  row('DELETE /api/propertyimages/{imageId}', '401 403 ok ok 403 403 403', {
    params: { imageId: (f) => f.fresh.image() },
  }),
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
