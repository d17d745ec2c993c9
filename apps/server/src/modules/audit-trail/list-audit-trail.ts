import type { TAuditTrailPage, TAuditTrailQuery } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { auditWhere, readAuditRows, type TAuditScope } from './audit-trail-rows';
import { presentAuditRow } from './presenter';

/** GET /api/admin/audit-trail and GET /api/audit-trail: one page of the scope's trail, newest first. */
export async function listAuditTrail(
  db: Db,
  scope: TAuditScope,
  query: TAuditTrailQuery,
): Promise<TAuditTrailPage> {
  const where = auditWhere(scope, query);
  const [rows, [count]] = await Promise.all([
    readAuditRows(db, where, { limit: query.pageSize, offset: (query.current - 1) * query.pageSize }),
    queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from audit_trail a where ${where}`,
    ),
  ]);
  return {
    items: rows.map((row) => presentAuditRow(row, scope)),
    total: Number(count?.total ?? 0),
    current: query.current,
    pageSize: query.pageSize,
  };
}
