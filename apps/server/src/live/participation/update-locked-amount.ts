import { formatUsd, JOIN_MESSAGES, MAXIMUM_BID_MESSAGES, toCents, toDollars } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import { commitAndPublish, type LiveContext } from '../context';
import { LiveEvent } from '../messages';
import { availableBalanceCents } from './funds';
import {
  appendParticipationEvent,
  assertLotJoinable,
  currentLockCents,
  depositNeededCents,
  highBidDepositMessage,
  holdsOpenHighBid,
  isInLot,
  loadParticipation,
  lockLot,
  PARTICIPATION_MESSAGES,
} from './participation-kernel';
import {
  bidderLabel,
  describeParticipation,
  logParticipation,
  PARTICIPATION_LOG_TITLES,
} from './participation-log';

export interface TUpdateLockedAmountResult {
  lotId: string;
  auctionId: string;
  /** The new locked amount, dollars. */
  amount: number;
}

/**
 * Changes the deposit locked for a lot the bidder is in (a spectator or pre-registered bidder becomes
 * active). The new amount may use the available balance plus the deposit it replaces, and may not fall
 * below what the bidder's standing high bid needs. Funds are checked under the bidder row lock.
 */
export async function updateLockedAmount(
  ctx: LiveContext,
  input: { bidderId: number; auctionId: number; lotId: number; amount: number },
): Promise<TUpdateLockedAmountResult> {
  const { bidderId, auctionId, lotId } = input;
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      await tx.execute(sql`select user_id from bidders where user_id = ${bidderId} for update`);
      const lot = await lockLot(tx, auctionId, lotId);
      assertLotJoinable(lot);
      const current = await loadParticipation(tx, auctionId, lotId, bidderId);
      if (!isInLot(current.lot)) throw badRequest(PARTICIPATION_MESSAGES.notJoined);

      const amountCents = toCents(input.amount);
      const availableCents = (await availableBalanceCents(tx, bidderId)) + currentLockCents(current.lot);
      if (availableCents <= 0) {
        throw badRequest(JOIN_MESSAGES.insufficientBalance, { amount: JOIN_MESSAGES.insufficientBalance });
      }
      if (amountCents > availableCents) {
        const message = JOIN_MESSAGES.exceedsAvailable.replace('{available}', formatUsd(availableCents));
        throw badRequest(message, { amount: message });
      }
      if (lot.highBidCents !== null && holdsOpenHighBid(lot, current.auctionBidder?.id)) {
        const needed = depositNeededCents(lot.highBidCents, lot.requiredDown);
        if (amountCents < needed) {
          throw badRequest(highBidDepositMessage(needed), { amount: highBidDepositMessage(needed) });
        }
      }

      // A standing maximum stays funded: the deposit may not fall below what it needs (issue 32).
      const [maximum] = await queryRows<{ amount_cents: string | number }>(
        tx,
        sql`select amount_cents from maximum_bids where lot_id = ${lotId} and bidder_id = ${bidderId}
          and exceeded_at is null`,
      );
      if (maximum) {
        const needed = depositNeededCents(Number(maximum.amount_cents), lot.requiredDown);
        if (amountCents < needed) {
          const message = MAXIMUM_BID_MESSAGES.depositBelowMaximum(Number(maximum.amount_cents), needed);
          throw badRequest(message, { amount: message });
        }
      }

      await tx.execute(sql`update auction_bidder_lots set mode = 'Active', locked_cents = ${amountCents}
        where auction_bidder_id = ${current.auctionBidder?.id} and lot_id = ${lotId}`);
      const event = await appendParticipationEvent(tx, lotId, auctionId, bidderId, LiveEvent.CHANGE_AMOUNT);
      const before = current.lot
        ? describeParticipation(current.lot.mode, current.lot.lockedCents)
        : 'nothing';
      await logParticipation(tx, {
        lot,
        userId: bidderId,
        title: PARTICIPATION_LOG_TITLES.changed,
        body: `${bidderLabel(event)} changed from ${before} to ${describeParticipation('Active', amountCents)}.`,
      });
      return {
        result: { lotId: String(lotId), auctionId: String(auctionId), amount: toDollars(amountCents) },
        events: [event],
      };
    }),
  );
}
