import type { TAuditTrailEntry, TAuditTrailFilter } from '@bidright/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { DATE_FORMAT, sendExcel, type TExcelColumn } from '../../http/export-files';
import { auditWhere, readAuditRows, type TAuditScope } from './audit-trail-rows';
import { presentAuditRow } from './presenter';

const BATCH = 1000;

/** The scope's trail under the filters, newest first, read a batch at a time (keyset on id). */
async function* auditEntries(db: Db, scope: TAuditScope, filter: TAuditTrailFilter) {
  const where = auditWhere(scope, filter);
  let beforeId: number | undefined;
  for (;;) {
    const rows = await readAuditRows(db, where, { limit: BATCH, beforeId });
    for (const row of rows) yield presentAuditRow(row, scope);
    if (rows.length < BATCH) return;
    beforeId = Number(rows[rows.length - 1]!.id);
  }
}

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

const COLUMNS: TExcelColumn<TAuditTrailEntry>[] = [
  { header: 'Id', width: 10, value: (e) => Number(e.id) },
  { header: 'When (UTC)', width: 20, numFmt: DATE_FORMAT, value: (e) => new Date(e.createdAt) },
  { header: 'Actor', width: 22, value: (e) => e.actorName ?? '' },
  { header: 'Actor id', width: 10, value: (e) => e.actorUserId ?? '' },
  { header: 'Role', width: 12, value: (e) => e.actorRole },
  { header: 'Address', width: 16, value: (e) => e.actorIp ?? '' },
  { header: 'Route', width: 40, value: (e) => e.route ?? '' },
  { header: 'Table', width: 22, value: (e) => e.table },
  { header: 'Row', width: 10, value: (e) => e.rowId ?? '' },
  { header: 'Operation', width: 10, value: (e) => e.operation },
  { header: 'Company', width: 24, value: (e) => e.companyName ?? '' },
  { header: 'Changed', width: 30, value: (e) => e.changed.join(', ') },
  { header: 'Before', width: 60, value: (e) => json(e.before) },
  { header: 'After', width: 60, value: (e) => json(e.after) },
  { header: 'Hash', width: 66, value: (e) => e.hash },
];

/** GET …/audit-trail/export: the filtered trail as an .xlsx streamed while it is read. */
export function exportAuditTrail(reply: FastifyReply, db: Db, scope: TAuditScope, filter: TAuditTrailFilter) {
  return sendExcel(reply, 'AuditTrail', COLUMNS, auditEntries(db, scope, filter));
}
