import { type MatrixRow, row } from './matrix';

/**
 * Wire instructions (issue 42 point 4, ADR 0070). The upload routes themselves keep their rows in
 * companies.rows.ts. The code request and the upload are the auctioneer's (admins by id); the version list
 * is the company's staff only; the stamped download is its staff's, admins' and its winners'. The demo's
 * Lakeshore has no wire instructions yet, so a caller who passes the checks gets 404 ("none uploaded"),
 * which still tells them apart from the refused (403). The demo's bidder1 won a Lakeshore lot, so may download.
 */
export const wireInstructionRows: MatrixRow[] = [
  row('POST /api/companies/wireinstructions/code', '401 403 ok 403 403 403 ok'),
  row('POST /api/companies/{companyId}/wireinstructions/code', '401 403 403 403 403 ok 403', {
    params: { companyId: 'lakeshore' },
  }),
  row('GET /api/companies/wireinstructions/versions', '401 403 ok ok 403 403 ok'),
  row('GET /api/companies/{companyId}/wireinstructions/versions', '401 403 403 403 403 ok 403', {
    params: { companyId: 'lakeshore' },
  }),
  row('GET /api/wireinstructions/{companyId}/file', '401 404 404 404 403 404 403', {
    params: { companyId: 'lakeshore' },
  }),
];
