import { AUDIT_OPERATIONS, type TAuditOperation, type TAuditTrailEntry } from '@bidright/domain';
import type { AuditTrailRow, TAuditScope } from './audit-trail-rows';

const idText = (value: string | number | null) => (value === null ? null : String(value));

/** The columns whose values differ between before and after (every column of an insert or a delete). */
export function changedColumns(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null))
    .sort();
}

/** A stored row as the wire carries it. A host never sees another party's (an admin's) address. */
export function presentAuditRow(row: AuditTrailRow, scope: TAuditScope): TAuditTrailEntry {
  const isOwnStaff = scope.kind === 'all' || row.actor_company_id === scope.companyId;
  return {
    id: String(row.id),
    createdAt: row.created_at_text,
    actorUserId: idText(row.actor_user_id),
    actorName: row.actor_name,
    actorRole: row.actor_role,
    actorCompanyId: idText(row.actor_company_id),
    actorIp: isOwnStaff ? row.actor_ip : null,
    route: row.route,
    table: row.table_name,
    rowId: row.row_id,
    operation: (AUDIT_OPERATIONS as readonly string[]).includes(row.operation)
      ? (row.operation as TAuditOperation)
      : 'UPDATE',
    companyId: idText(row.company_id),
    companyName: row.company_name,
    before: row.old_values,
    after: row.new_values,
    changed: changedColumns(row.old_values, row.new_values),
    hash: row.hash,
  };
}
