import type { TAuditTrailFilter } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** Whose trail a reader may see: all of it (admins) or one host company's. */
export type TAuditScope = { kind: 'all' } | { kind: 'company'; companyId: number };

/** One stored row with the names the screens show beside ids. */
export interface AuditTrailRow {
  id: string | number;
  created_at_text: string;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_role: string;
  actor_company_id: number | null;
  actor_ip: string | null;
  route: string | null;
  table_name: string;
  row_id: string | null;
  operation: string;
  company_id: number | null;
  company_name: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  hash: string;
}

/** The WHERE of a scope and its filters. */
export function auditWhere(scope: TAuditScope, filter: TAuditTrailFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.kind === 'company') parts.push(sql`a.company_id = ${scope.companyId}`);
  if (filter.companyId !== undefined) parts.push(sql`a.company_id = ${filter.companyId}`);
  if (filter.actorUserId !== undefined) parts.push(sql`a.actor_user_id = ${filter.actorUserId}`);
  if (filter.table !== undefined) parts.push(sql`a.table_name = ${filter.table}`);
  if (filter.rowId !== undefined) parts.push(sql`a.row_id = ${filter.rowId}`);
  if (filter.operation !== undefined) parts.push(sql`a.operation = ${filter.operation}`);
  if (filter.from !== undefined) parts.push(sql`a.created_at >= ${filter.from}::timestamptz`);
  if (filter.to !== undefined) parts.push(sql`a.created_at <= ${filter.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Rows of the trail, newest first: `limit` of them below `beforeId` (keyset) or from `offset`. */
export function readAuditRows(
  db: Db,
  where: SQL,
  page: { limit: number; offset?: number; beforeId?: number },
): Promise<AuditTrailRow[]> {
  const keyset = page.beforeId === undefined ? sql`` : sql`and a.id < ${page.beforeId}`;
  return queryRows<AuditTrailRow>(
    db,
    sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at_text,
      a.actor_user_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as actor_name,
      a.actor_role, a.actor_company_id, a.actor_ip, a.route, a.table_name, a.row_id, a.operation,
      a.company_id, c.name as company_name, a.old_values, a.new_values, a.hash
    from audit_trail a
    left join users u on u.id = a.actor_user_id
    left join companies c on c.id = a.company_id
    where ${where} ${keyset}
    order by a.id desc limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}
