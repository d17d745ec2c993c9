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

/** Which cases a caller may see: admins every case, staff their company's, clients their firms'. */
export type TCaseScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  | { kind: 'firms'; clientIds: number[] };

/**
 * The one rule of who sees which cases, for the queries that list them without naming one (the case list,
 * the activity logs). Bidders and staff without a company see none: 403.
 */
export async function caseScopeOf(db: Db, caller: AuthUser): Promise<TCaseScope> {
  switch (caller.role) {
    case 'Admin':
      return { kind: 'all' };
    case 'Auctioneer':
    case 'Employee':
      if (caller.companyId === null) throw forbidden();
      return { kind: 'company', companyId: caller.companyId };
    case 'Client':
      return { kind: 'firms', clientIds: await firmIdsOf(db, caller.id) };
    default:
      throw forbidden();
  }
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
