import {
  CREDIT_BID_MESSAGES,
  creditBidOverrideNeeded,
  creditBidOverrideText,
  isBeforeCreditBidDeadline,
  type TCreditBidEntryBody,
  type TLotCreditBid,
  toCents,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { inTransaction } from '../lots/public';
import { readLotCreditBid } from './list-credit-bids';
import { loadCreditBidLot, loadCurrentEntries, recordStep, standingOf } from './load-credit-bid';

/** How a lot is named in the case's activity log. */
export const lotLabelOf = (lot: { lotId: number; lotNumber: number | null }) =>
  lot.lotNumber === null ? `lot ${lot.lotId}` : `lot ${lot.lotNumber}`;

/**
 * POST /api/credit-bids/lots/{lotId}/entry: an attorney of the case's firm enters the plaintiff's credit
 * bid (or that the plaintiff does not bid), before the deadline and before the lot starts. An amount above
 * the judgment or below the host's share of it needs a written reason. A new entry withdraws the one
 * before, confirmed or not: what counts must be confirmed again. The lot row is locked, so an entry never
 * races a START. The activity log names no amount until it is confirmed: its readers include the confirmer.
 */
export async function enterCreditBid(
  db: Db,
  caller: AuthUser,
  lotId: number,
  body: TCreditBidEntryBody,
): Promise<TLotCreditBid> {
  await inTransaction(db, async (tx) => {
    const lot = await loadCreditBidLot(tx, lotId, { forUpdate: true });
    if ((await standingOf(tx, caller, lot)) !== 'firm') throw forbidden();
    if (!lot.isRequired || !lot.deadline) throw badRequest(CREDIT_BID_MESSAGES.notRequired);
    if (lot.hasStarted) throw conflict(CREDIT_BID_MESSAGES.lotStarted);
    const [clock] = await queryRows<{ now: string }>(tx, sql`select clock_timestamp() as now`);
    const now = new Date(clock!.now);
    if (!isBeforeCreditBidDeadline({ deadline: lot.deadline, now }))
      throw badRequest(CREDIT_BID_MESSAGES.deadlinePassed);

    const amountCents = body.plaintiffDoesNotBid || body.amount == null ? null : toCents(body.amount);
    const overrideKind =
      amountCents === null
        ? null
        : creditBidOverrideNeeded({
            amountCents,
            judgmentCents: lot.judgmentCents,
            minSharePercent: lot.minSharePercent,
          });
    const reason = body.overrideReason?.trim() || null;
    if (overrideKind && !reason)
      throw badRequest(CREDIT_BID_MESSAGES.overrideRequired, {
        overrideReason: creditBidOverrideText(overrideKind, lot),
      });

    const previous = (await loadCurrentEntries(tx, [lot.lotId])).get(lot.lotId);
    if (previous) {
      await tx.execute(
        sql`update credit_bids set withdrawn_at = ${now.toISOString()} where id = ${previous.id}`,
      );
      await recordStep(tx, {
        creditBidId: previous.id,
        lotId: lot.lotId,
        action: 'Withdrawn',
        userId: caller.id,
        amountCents: null,
        plaintiffDoesNotBid: false,
        note: 'Replaced by a new entry.',
      });
    }
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into credit_bids (lot_id, amount_cents, plaintiff_does_not_bid, override_kind, override_reason,
          entered_by, entered_at)
        values (${lot.lotId}, ${amountCents}, ${amountCents === null}, ${overrideKind ? overrideKind : null},
          ${overrideKind ? reason : null}, ${caller.id}, ${now.toISOString()}) returning id`,
    );
    const creditBidId = Number(created!.id);
    await recordStep(tx, {
      creditBidId,
      lotId: lot.lotId,
      action: 'Entered',
      userId: caller.id,
      amountCents,
      plaintiffDoesNotBid: amountCents === null,
      note: overrideKind ? reason : null,
    });
    const what = amountCents === null ? 'that the plaintiff does not bid' : "the plaintiff's credit bid";
    await logActivity(tx, {
      companyId: lot.companyId,
      caseId: lot.caseId,
      lotId: lot.lotId,
      userId: caller.id,
      title: previous ? 'Credit bid entered again' : 'Credit bid entered',
      body:
        `${caller.userName} entered ${what} on ${lotLabelOf(lot)}; it awaits a second person's confirmation.` +
        (overrideKind ? ` Override (${overrideKind}) with a written reason.` : ''),
    });
  });
  return readLotCreditBid(db, caller, lotId);
}
