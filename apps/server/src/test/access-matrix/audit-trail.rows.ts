import { type MatrixRow, row } from './matrix';

/**
 * The staff and admin audit trail (issue 42 point 3, ADR 0071): admins read, export and verify all of it; a
 * host's Auctioneer and Employees read and export their own company's (the other company's auctioneer gets
 * its own, so 'ok'); bidders and law firms are refused.
 */
export const auditTrailRows: MatrixRow[] = [
  row('GET /api/admin/audit-trail', '401 403 403 403 403 ok 403'),
  row('GET /api/admin/audit-trail/export', '401 403 403 403 403 ok 403'),
  row('GET /api/admin/audit-trail/verify', '401 403 403 403 403 ok 403'),
  row('GET /api/audit-trail', '401 403 ok ok 403 403 ok'),
  row('GET /api/audit-trail/export', '401 403 ok ok 403 403 ok'),
];
