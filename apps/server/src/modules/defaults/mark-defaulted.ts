import {
  DEFAULT_MESSAGES,
  formatUsd,
  type TMarkDefaultedBody,
  type TSettlementSettings,
} from '@bidright/domain';
import { paymentSchedule } from '@bidright/domain/settlement-schedule';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { loadSettlementSettings } from '../configurations/public';
import { inTransaction } from '../lots/public';
import { lotOfStaff, type TDefaultLot } from './lot-of-staff';

/**
 * Whether the lot's current win is past due at `now` by the one payment rule (ADR 0020): a third-party win
 * awaiting payment whose deposit deadline (or balance deadline) passed without the money.
 */
export function isWinPastDue(
  lot: TDefaultLot,
  winCents: number,
  settings: TSettlementSettings,
  now: Date,
): boolean {
  if (lot.lotStatus !== 'PendingTransaction' || lot.soldTo !== 'ThirdParty' || lot.winnerBidId === null)
    return false;
  const schedule = paymentSchedule({
    bidCents: winCents,
    requiredDownPercent: lot.requiredDown,
    reliefFeeCents: lot.reliefFeeCents,
    winDate: lot.winnerCreatedDate ?? lot.stoppedTime ?? now,
    timeZone: lot.timeZone,
    rule: settings.paymentDayRule,
    depositReceivedDate: lot.depositReceivedDate,
    paymentReceivedDate: lot.paymentReceivedDate,
    now,
  });
  return schedule.isDepositPastDue || schedule.isBalancePastDue;
}

/**
 * POST /api/lots/:lotId/default: staff of the host mark the lot's past-due win as defaulted, with a reason.
 * The win is kept in `lot_defaults` as it was; the lot no longer has a winner (so the defaulter's deposit
 * lock and My Winnings entry end, and the lot awaits an offer or a resale); the defaulter goes on the host's
 * non-payer list. All in one transaction, under the lot's row lock.
 */
export async function markDefaulted(
  db: Db,
  caller: AuthUser,
  lotId: number,
  body: TMarkDefaultedBody,
  now = new Date(),
) {
  const settings = await loadSettlementSettings(db);
  return inTransaction(db, async (tx) => {
    const lot = await lotOfStaff(tx, caller, lotId, { forUpdate: true });
    const [win] =
      lot.winnerBidId === null
        ? []
        : await queryRows<{ bidder_id: number; amount_cents: string | number; name: string }>(
            tx,
            sql`select b.bidder_id, b.amount_cents, trim(u.first_name || ' ' || u.last_name) as name
              from bids b join users u on u.id = b.bidder_id where b.id = ${lot.winnerBidId}`,
          );
    if (!win || !isWinPastDue(lot, Number(win.amount_cents), settings, now))
      throw badRequest(DEFAULT_MESSAGES.notPastDue);
    const bidderId = Number(win.bidder_id);
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into lot_defaults (lot_id, company_id, bid_id, bidder_id, amount_cents, won_at, reason, defaulted_by_user_id)
        values (${lot.id}, ${lot.companyId}, ${lot.winnerBidId}, ${bidderId}, ${Number(win.amount_cents)},
          ${(lot.winnerCreatedDate ?? lot.stoppedTime)?.toISOString() ?? null}, ${body.reason}, ${caller.id})
        returning id`,
    );
    const defaultId = Number(created!.id);
    await tx.execute(sql`update lots set winner_bid_id = null, winner_created_date = null,
        deposit_received_date = null, payment_received_date = null, updated_at = ${now.toISOString()}
      where id = ${lot.id}`);
    await tx.execute(sql`insert into non_payers (company_id, bidder_id, lot_id, default_id, reason)
      values (${lot.companyId}, ${bidderId}, ${lot.id}, ${defaultId}, ${body.reason})`);
    await logActivity(tx, {
      companyId: lot.companyId,
      caseId: lot.caseId,
      lotId: lot.id,
      userId: caller.id,
      title: 'Win Defaulted',
      body: `${win.name}'s win at ${formatUsd(Number(win.amount_cents))} was marked as defaulted: ${body.reason}`,
    });
    return { defaultId };
  });
}
