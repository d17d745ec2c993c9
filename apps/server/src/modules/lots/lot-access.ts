import { caseCanEdit, combinedLotStatus, LOT_MESSAGES } from '@bidright/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, cases, lots, type properties } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';

export type LotRecord = typeof lots.$inferSelect;
export type CaseRecord = typeof cases.$inferSelect;
export type PropertyRecord = typeof properties.$inferSelect;

export const LOT_NOT_FOUND = 'Lot is not found!';
export const CASE_NOT_FOUND = 'Case is not found!';

const isStaff = (caller: AuthUser) => caller.role === 'Auctioneer' || caller.role === 'Employee';

/** Whether a Client user is an attorney of the firm (client) that owns a case. */
async function isAttorneyOf(db: Db, userId: number, clientId: number) {
  const [row] = await db
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(and(eq(attorneys.userId, userId), eq(attorneys.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Read access to a case's records: staff of the owning company, admins, and attorneys of the case's
 * firm. Unknown records answer 404 before anything else, so ids cannot be probed.
 */
export async function assertCaseReadable(
  db: Db,
  caller: AuthUser,
  kase: CaseRecord | undefined,
  what: string,
) {
  if (!kase) throw notFound(what);
  if (caller.role === 'Client') {
    if (!(await isAttorneyOf(db, caller.id, kase.clientId))) throw forbidden();
    return kase;
  }
  if (caller.role === 'Bidder') throw forbidden();
  assertCompanyAccess(caller, kase.companyId, 'Record');
  return kase;
}

/** Write access to a case's records: staff of the owning company only. */
export function assertCaseWritable(caller: AuthUser, kase: CaseRecord | undefined, what: string) {
  if (!kase) throw notFound(what);
  if (!isStaff(caller)) throw forbidden();
  assertCompanyAccess(caller, kase.companyId, 'Record');
  return kase;
}

export async function findCase(db: Db, caseId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(cases).where(eq(cases.id, caseId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A lot with its case, the lot row optionally locked for the rest of the transaction. */
export async function findLotWithCase(db: Db, lotId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(lots).where(eq(lots.id, lotId));
  const [lot] = options.forUpdate ? await query.for('update') : await query;
  if (!lot) return { lot: undefined, kase: undefined };
  return { lot, kase: await findCase(db, lot.caseId) };
}

/** Loads a lot a staff member of its company may change (404 unknown, 403 anyone else). */
export async function lotForWrite(
  db: Db,
  caller: AuthUser,
  lotId: number,
  options: { forUpdate?: boolean } = {},
) {
  const { lot, kase } = await findLotWithCase(db, lotId, options);
  if (!lot) throw notFound(LOT_NOT_FOUND);
  return { lot, kase: assertCaseWritable(caller, kase, LOT_NOT_FOUND) };
}

/** Loads a lot the caller may read. */
export async function lotForRead(db: Db, caller: AuthUser, lotId: number) {
  const { lot, kase } = await findLotWithCase(db, lotId);
  if (!lot) throw notFound(LOT_NOT_FOUND);
  return { lot, kase: await assertCaseReadable(db, caller, kase, LOT_NOT_FOUND) };
}

/**
 * Editing a case, its lots, properties and attributes needs the case's canEdit (the case is New and no
 * lot is past Listed); otherwise 409.
 */
export async function assertCaseEditable(db: Db, kase: CaseRecord) {
  const rows = await db.select({ status: lots.lotStatus }).from(lots).where(eq(lots.caseId, kase.id));
  const combined = combinedLotStatus(rows.map((row) => row.status));
  if (!caseCanEdit({ caseStatus: kase.caseStatus, combinedLotStatus: combined }))
    throw conflict(LOT_MESSAGES.cannotEdit);
}

/** Runs `work` in one transaction with the Db type the use cases take. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
