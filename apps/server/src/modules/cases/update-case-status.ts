import { CASE_STATUS_LABELS, combinedLotStatus, type TCaseStatus } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { conflict } from '../../errors';
import { logActivity } from '../activity';
import type { AuthUser } from '../auth/access-token';
import { availableCaseTransitions, refusedTransitionMessage } from './case-transitions';
import { assertCaseWritable, findCase, lotStatusesOf } from './load-case';

/**
 * PUT /api/cases/{caseId}/updatestatus/{status}: one of the case status changes of spec part 2 §4,
 * checked against the case and its lots under a row lock, so two clicks cannot both pass.
 */
export async function updateCaseStatus(
  db: Db,
  caller: AuthUser,
  caseId: number,
  target: TCaseStatus,
): Promise<{ id: string; caseStatus: TCaseStatus }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const kase = assertCaseWritable(caller, await findCase(tx, caseId, { forUpdate: true }));
    const combined = combinedLotStatus(await lotStatusesOf(tx, kase.id));
    const allowed = availableCaseTransitions({ caseStatus: kase.caseStatus, combinedLotStatus: combined });
    if (!allowed.includes(target)) throw conflict(refusedTransitionMessage(target, kase.caseStatus));
    await tx.update(cases).set({ caseStatus: target, updatedAt: sql`now()` }).where(eq(cases.id, kase.id));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Case status changed',
      body: `Case ${kase.caseNumber} changed from ${CASE_STATUS_LABELS[kase.caseStatus]} to ${CASE_STATUS_LABELS[target]} by ${caller.userName}.`,
    });
    return { id: String(kase.id), caseStatus: target };
  });
}
