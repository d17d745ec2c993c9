import type { TLotStatus } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, cases, lots } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';

export type TCaseRecord = typeof cases.$inferSelect;

export const CASE_NOT_FOUND = 'Case is not found!';

/** A case row, optionally locked for the rest of the transaction (status changes, edits). */
export async function findCase(db: Db, caseId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(cases).where(eq(cases.id, caseId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The law firms (clients) a Client user signs in for: the firms where the user is an attorney. */
export async function firmIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: attorneys.clientId })
    .from(attorneys)
    .where(eq(attorneys.userId, userId));
  return rows.map((row) => row.clientId);
}

/**
 * Read access to a case: staff of the owning company, admins, and attorneys of the case's firm.
 * Unknown cases answer 404 before anything else.
 */
export async function assertCaseReadable(
  db: Db,
  caller: AuthUser,
  kase: TCaseRecord | undefined,
): Promise<TCaseRecord> {
  if (!kase) throw notFound(CASE_NOT_FOUND);
  if (caller.role === 'Client') {
    if (!(await firmIdsOf(db, caller.id)).includes(kase.clientId)) throw forbidden();
    return kase;
  }
  if (caller.role === 'Bidder') throw forbidden();
  assertCompanyAccess(caller, kase.companyId, 'Case');
  return kase;
}

/** Write access to a case: staff of the owning company only (routes already refuse other roles). */
export function assertCaseWritable(caller: AuthUser, kase: TCaseRecord | undefined): TCaseRecord {
  if (!kase) throw notFound(CASE_NOT_FOUND);
  if (caller.role !== 'Auctioneer' && caller.role !== 'Employee') throw forbidden();
  assertCompanyAccess(caller, kase.companyId, 'Case');
  return kase;
}

/** Statuses of a case's lots, the input of the combined lot status. */
export async function lotStatusesOf(db: Db, caseId: number): Promise<TLotStatus[]> {
  const rows = await db.select({ status: lots.lotStatus }).from(lots).where(eq(lots.caseId, caseId));
  return rows.map((row) => row.status);
}
