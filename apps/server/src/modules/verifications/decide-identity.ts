import { type TVerificationDecisionBody, VERIFICATION_MESSAGES } from '@bidright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { bidders, identityEvidence } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { completeVerification } from './complete-verification';

/**
 * PUT /api/admin/verifications/identity/:id: an admin approves or denies a check that did not match. The
 * decision (who, when, reason) is written on the evidence row; the bidder's identity becomes Verified (and the
 * bidder verified when the phone is too) or Denied, in one transaction with an activity entry.
 */
export async function decideIdentity(
  db: Db,
  admin: { id: number },
  evidenceId: number,
  body: TVerificationDecisionBody,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityEvidence)
      .where(eq(identityEvidence.id, evidenceId))
      .for('update');
    if (row?.result !== 'no_match') throw notFound('Verification not found.');
    const [bidder] = await tx
      .select({ status: bidders.identityStatus })
      .from(bidders)
      .where(eq(bidders.userId, row.bidderId))
      .for('update');
    if (row.decision !== null || bidder?.status !== 'Pending review')
      throw conflict(VERIFICATION_MESSAGES.notPending);
    const reason = body.reason?.trim() || null;
    await tx
      .update(identityEvidence)
      .set({ decision: body.decision, decidedBy: admin.id, decidedAt: new Date(), decisionReason: reason })
      .where(and(eq(identityEvidence.id, evidenceId), isNull(identityEvidence.decision)));
    await tx
      .update(bidders)
      .set({ identityStatus: body.decision === 'Approved' ? 'Verified' : 'Denied' })
      .where(eq(bidders.userId, row.bidderId));
    if (body.decision === 'Approved') await completeVerification(tx, row.bidderId);
    await logActivity(tx, {
      userId: row.bidderId,
      title: `Identity ${body.decision === 'Approved' ? 'approved' : 'denied'}`,
      body: `Admin #${admin.id} ${body.decision === 'Approved' ? 'approved' : 'denied'} the identity check #${evidenceId}${reason ? `: ${reason}` : '.'}`,
    });
    return {
      message: body.decision === 'Approved' ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.denied,
    };
  });
}
