import { CASE_STATUS_LABELS, combinedLotStatus, type TCaseStatus } from '@bidright/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { cases, lots } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LotAlerts } from '../../jobs/lot-alerts-port';
import { availableCaseTransitions, refusedTransitionMessage } from './case-transitions';
import { assertCaseWritable, findCase, lotStatusesOf } from './load-case';

/**
 * PUT /api/cases/{caseId}/updatestatus/{status}: one of the case status changes of spec part 2 §4,
 * checked against the case and its lots under a row lock, so two clicks cannot both pass.
 *
 * Cancelling the case cancels its lots still for sale (published, not started): bidders see them as
 * cancelled and cannot join them. The alerts port is told in the same transaction: each cancelled lot's
 * bidders hear of it, and court approval tells each winner of the case's lots.
 */
export async function updateCaseStatus(
  db: Db,
  alerts: LotAlerts,
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
    const cancelledLots =
      target === 'Cancelled'
        ? await tx
            .update(lots)
            .set({ lotStatus: 'Cancelled', updatedAt: new Date() })
            .where(and(eq(lots.caseId, kase.id), eq(lots.lotStatus, 'Listed'), isNull(lots.startedTime)))
            .returning({ id: lots.id })
        : [];
    const caseLots = await tx.select({ id: lots.id }).from(lots).where(eq(lots.caseId, kase.id));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Case status changed',
      body: `Case ${kase.caseNumber} changed from ${CASE_STATUS_LABELS[kase.caseStatus]} to ${CASE_STATUS_LABELS[target]} by ${caller.userName}.`,
    });
    for (const lot of cancelledLots)
      await logActivity(tx, {
        companyId: kase.companyId,
        caseId: kase.id,
        lotId: lot.id,
        userId: caller.id,
        title: 'Lot Cancelled',
        body: 'The lot was cancelled with its case.',
      });
    for (const lot of cancelledLots) await alerts.lotCancelled(tx, lot.id);
    if (target === 'Approved')
      for (const lot of caseLots) await alerts.settlementStep(tx, lot.id, 'CourtApproved');
    return { id: String(kase.id), caseStatus: target };
  });
}
