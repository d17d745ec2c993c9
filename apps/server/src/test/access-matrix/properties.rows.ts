import { type MatrixRow, row } from './matrix';

const ADDRESS = {
  streetLine1: '1 Matrix Way',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60602',
};

/** Uploads: the matrix sends no multipart form, so the other company's 'ok' is a 400; the module tests check their ownership. */
const MULTIPART = 'no multipart form sent: ownership is covered by the module tests';

/** Properties and their photos. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const propertiesRows: MatrixRow[] = [
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
];
