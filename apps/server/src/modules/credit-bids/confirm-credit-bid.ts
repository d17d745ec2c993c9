import {
  CREDIT_BID_MESSAGES,
  creditBidsMatch,
  formatUsd,
  MAX_CREDIT_BID_MISMATCHES,
  type TCreditBidConfirmBody,
  type TCreditBidFigure,
  type TLotCreditBid,
  toCents,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { queryRows } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { ModuleDeps } from '../deps';
import { inTransaction } from '../lots/public';
import { lotLabelOf } from './enter-credit-bid';
import { readLotCreditBid } from './list-credit-bids';
import { loadCreditBidLot, loadCurrentEntries, recordStep, standingOf } from './load-credit-bid';

/**
 * POST /api/credit-bids/lots/{lotId}/confirmation: a second person (another attorney of the firm, or the
 * host's staff) types the credit bid again without having seen it. A match confirms it, and a confirmed
 * amount becomes the lot's opening price at once (START applies it again). A mismatch is recorded and
 * refused, and both people are told by a queued alert; after MAX_CREDIT_BID_MISMATCHES the entry is
 * withdrawn, so an amount cannot be found by guessing. Confirming stays open after the entry deadline,
 * until the lot starts.
 */
export async function confirmCreditBid(
  deps: Pick<ModuleDeps, 'db' | 'alerts'>,
  caller: AuthUser,
  lotId: number,
  body: TCreditBidConfirmBody,
): Promise<TLotCreditBid> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const lot = await loadCreditBidLot(tx, lotId, { forUpdate: true });
    const standing = await standingOf(tx, caller, lot);
    if (standing === 'admin') throw badRequest(CREDIT_BID_MESSAGES.nothingToConfirm);
    if (lot.hasStarted) throw conflict(CREDIT_BID_MESSAGES.lotStarted);
    const entry = (await loadCurrentEntries(tx, [lot.lotId])).get(lot.lotId);
    if (!lot.isRequired || !entry || entry.confirmedAt !== null)
      throw badRequest(CREDIT_BID_MESSAGES.nothingToConfirm);
    if (entry.enteredBy === caller.id) throw badRequest(CREDIT_BID_MESSAGES.selfConfirm);

    const [clock] = await queryRows<{ now: string }>(tx, sql`select clock_timestamp() as now`);
    const now = new Date(clock!.now).toISOString();
    const typed: TCreditBidFigure =
      body.plaintiffDoesNotBid || body.amount == null
        ? { plaintiffDoesNotBid: true }
        : { amountCents: toCents(body.amount) };
    const entered: TCreditBidFigure =
      entry.amountCents === null ? { plaintiffDoesNotBid: true } : { amountCents: entry.amountCents };
    const typedCents = 'amountCents' in typed ? typed.amountCents : null;

    if (creditBidsMatch(entered, typed)) {
      await tx.execute(sql`update credit_bids set confirmed_by = ${caller.id}, confirmed_at = ${now}
        where id = ${entry.id}`);
      await recordStep(tx, {
        creditBidId: entry.id,
        lotId: lot.lotId,
        action: 'Confirmed',
        userId: caller.id,
        amountCents: entry.amountCents,
        plaintiffDoesNotBid: entry.amountCents === null,
      });
      if (entry.amountCents !== null)
        await tx.execute(sql`update lots set opening_price_cents = ${entry.amountCents}, updated_at = ${now}
          where id = ${lot.lotId}`);
      await logActivity(tx, {
        companyId: lot.companyId,
        caseId: lot.caseId,
        lotId: lot.lotId,
        userId: caller.id,
        title: 'Credit bid confirmed',
        body:
          entry.amountCents === null
            ? `${caller.userName} confirmed that the plaintiff does not bid on ${lotLabelOf(lot)} (entered by ${entry.enteredByName}).`
            : `${caller.userName} confirmed the plaintiff's credit bid of ${formatUsd(entry.amountCents)} on ${lotLabelOf(lot)} (entered by ${entry.enteredByName}); it is the lot's opening price.`,
      });
      return { isMatch: true };
    }

    const mismatches = entry.mismatchCount + 1;
    const isWithdrawn = mismatches >= MAX_CREDIT_BID_MISMATCHES;
    await tx.execute(sql`update credit_bids set mismatch_count = ${mismatches},
        withdrawn_at = ${isWithdrawn ? now : null} where id = ${entry.id}`);
    const historyId = await recordStep(tx, {
      creditBidId: entry.id,
      lotId: lot.lotId,
      action: 'Mismatch',
      userId: caller.id,
      amountCents: typedCents,
      plaintiffDoesNotBid: typedCents === null,
    });
    if (isWithdrawn)
      await recordStep(tx, {
        creditBidId: entry.id,
        lotId: lot.lotId,
        action: 'Withdrawn',
        userId: caller.id,
        amountCents: null,
        plaintiffDoesNotBid: false,
        note: `${MAX_CREDIT_BID_MISMATCHES} confirmations did not match.`,
      });
    await logActivity(tx, {
      companyId: lot.companyId,
      caseId: lot.caseId,
      lotId: lot.lotId,
      userId: caller.id,
      title: 'Credit bid not confirmed',
      body:
        `${caller.userName} typed a credit bid on ${lotLabelOf(lot)} that does not match the entry of ${entry.enteredByName}.` +
        (isWithdrawn ? ' The entry was withdrawn and must be entered again.' : ''),
    });
    // Both people hear of it from a job queued with this change (ADR 0039), never inside this request.
    await deps.alerts.creditBidMismatch(tx, historyId);
    return { isMatch: false };
  });
  // The mismatch is committed (recorded, alerts queued) before the refusal is answered.
  if (!outcome.isMatch) throw badRequest(CREDIT_BID_MESSAGES.mismatch);
  return readLotCreditBid(deps.db, caller, lotId);
}
