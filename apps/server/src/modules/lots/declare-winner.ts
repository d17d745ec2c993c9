import { formatUsd, LOT_MESSAGES, type TDeclareWinnerBody, winReliefFeeCents } from '@bidright/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { bids, lots } from '../../db/schema/index';
import { loadSettlementSettings } from '../../db/settlement-settings';
import { badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { inTransaction, lotForWrite } from './lot-access';
import { loadLotView } from './presenter';

/**
 * POST /api/lots/{lotId}/declarewinner: after the lot stopped, staff add, change (to a chosen bid of the
 * lot) or remove the winner, always with a reason. A new winner starts the payment steps afresh; without a
 * winner the lot is sold to the plaintiff, which has nothing to pay (as when a lot closes without bids).
 * The stored relief fee is recomputed for the new winner (none for the plaintiff), as at the live close.
 */
export async function declareWinner(db: Db, caller: AuthUser, lotId: number, body: TDeclareWinnerBody) {
  if (body.action === 'Change' && !body.bidId)
    throw badRequest(LOT_MESSAGES.bidderRequired, { bidId: LOT_MESSAGES.bidderRequired });
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    if (
      !lot.stoppedTime ||
      (lot.lotStatus !== 'PendingTransaction' && lot.lotStatus !== 'CompleteTransaction')
    )
      throw conflict('The winner can be changed only after the lot has stopped and before the deed steps.');
    const [bidCount] = await tx.select({ n: count() }).from(bids).where(eq(bids.lotId, lotId));
    const now = new Date();
    let text: string;
    if (body.action === 'Remove') {
      if (!lot.winnerBidId) throw conflict('The lot has no winner to remove.');
      await tx
        .update(lots)
        .set({
          winnerBidId: null,
          soldTo: 'Plaintiff',
          // At its confirmed credit bid, as when the lot closes unsold (ADR 0074); null without one.
          plaintiffBidCents: sql`(select cb.amount_cents from credit_bids cb where cb.lot_id = ${lotId}
            and cb.withdrawn_at is null and cb.confirmed_at is not null)`,
          reliefFeeCents: 0,
          lotStatus: 'CompleteTransaction',
          winnerCreatedDate: now,
          depositReceivedDate: null,
          paymentReceivedDate: null,
          deedDelivery: null,
          deedShippingAddress: null,
          updatedAt: now,
        })
        .where(eq(lots.id, lotId));
      text = 'The winner was removed; the lot goes to the plaintiff.';
    } else {
      if (Number(bidCount?.n ?? 0) === 0) throw conflict(LOT_MESSAGES.noBids);
      const [chosen] = body.bidId
        ? await tx
            .select()
            .from(bids)
            .where(and(eq(bids.id, body.bidId), eq(bids.lotId, lotId)))
        : await tx
            .select()
            .from(bids)
            .where(eq(bids.lotId, lotId))
            .orderBy(desc(bids.amountCents), asc(bids.seq))
            .limit(1);
      if (!chosen) throw conflict('The bid is not a bid of this lot.');
      await tx
        .update(lots)
        .set({
          winnerBidId: chosen.id,
          soldTo: 'ThirdParty',
          plaintiffBidCents: null,
          reliefFeeCents: winReliefFeeCents({
            soldTo: 'ThirdParty',
            winCents: chosen.amountCents,
            settings: await loadSettlementSettings(tx),
          }),
          lotStatus: 'PendingTransaction',
          winnerCreatedDate: now,
          depositReceivedDate: null,
          paymentReceivedDate: null,
          deedDelivery: null,
          deedShippingAddress: null,
          updatedAt: now,
        })
        .where(eq(lots.id, lotId));
      text = `Bid ${chosen.id} of ${formatUsd(chosen.amountCents)} is now the winning bid.`;
    }
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: `Winner ${body.action === 'Add' ? 'Added' : body.action === 'Change' ? 'Changed' : 'Removed'}`,
      body: `${text} Reason: ${body.description}`,
    });
  });
  return (await loadLotView(db, lotId))!;
}
