import {
  checkJoin,
  JOIN_MESSAGES,
  modeForAmount,
  modeWhenLotStarts,
  type TJoinBody,
  type TParticipationMode,
  toCents,
  VERIFICATION_MESSAGES,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import { commitAndPublish, type LiveContext } from '../context';
import { LiveEvent } from '../messages';
import { participationAmount } from '../views/presenter';
import { availableBalanceCents } from './funds';
import {
  appendParticipationEvent,
  assertLotJoinable,
  currentLockCents,
  depositNeededCents,
  ensureAuctionBidder,
  highBidDepositMessage,
  holdsOpenHighBid,
  isInLot,
  loadParticipation,
  lockLot,
  ownPurchaseProfile,
  PARTICIPATION_MESSAGES,
  upsertLotParticipation,
} from './participation-kernel';
import {
  bidderLabel,
  describeParticipation,
  joinText,
  logParticipation,
  PARTICIPATION_LOG_TITLES,
} from './participation-log';

/** Answer of a join: the paddle, and the participation as the wire writes it (-1 pre-registered, 0 spectating). */
export interface TJoinResult {
  paddleNumber: number;
  /** Locked dollars; -1 pre-registered, 0 spectating. */
  amount: number;
  mode: TParticipationMode;
  lotId: string;
  auctionId: string;
}

/**
 * A bidder joins a lot with funds, pre-registers (amount -1, only before the lot starts; afterwards it
 * is spectating) or spectates (0). Joining again (after leaving, or to change mode or deposit) updates
 * the same participation. The funds check runs in the transaction after locking the bidder row, so two
 * joins of one bidder cannot both spend the same balance.
 */
export async function joinLot(
  ctx: LiveContext,
  input: { bidderId: number; auctionId: number; lotId: number; body: TJoinBody },
): Promise<TJoinResult> {
  const { bidderId, auctionId, lotId, body } = input;
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      const [bidder] = await queryRows<{ is_verified: boolean }>(
        tx,
        sql`select is_verified from bidders where user_id = ${bidderId} for update`,
      );
      const lot = await lockLot(tx, auctionId, lotId);
      assertLotJoinable(lot);
      const current = await loadParticipation(tx, auctionId, lotId, bidderId);
      if (current.lot?.removedAt) throw badRequest(PARTICIPATION_MESSAGES.removed);

      let mode = modeForAmount(body.amount);
      if (lot.startedTime !== null) mode = modeWhenLotStarts(mode);
      const amountCents = toCents(body.amount);
      const lockedCents = mode === 'Active' ? amountCents : 0;
      // The deposit being replaced goes back to the pool before the new one is checked.
      const availableCents =
        mode === 'Active' ? (await availableBalanceCents(tx, bidderId)) + currentLockCents(current.lot) : 0;
      const check = checkJoin({
        isVerified: bidder?.is_verified === true,
        amountCents,
        availableCents,
        purchaseProfileId: body.purchaseProfileId,
      });
      if (!check.ok)
        throw badRequest(check.message, check.field ? { [check.field]: check.message } : undefined);
      const profile = await ownPurchaseProfile(tx, bidderId, body.purchaseProfileId);
      if (!profile) {
        throw badRequest(JOIN_MESSAGES.selectPurchaseProfile, {
          purchaseProfileId: JOIN_MESSAGES.selectPurchaseProfile,
        });
      }
      // ADR 0072: an entity grantee joins only once an admin approved its papers.
      if (!profile.usable)
        throw badRequest(VERIFICATION_MESSAGES.papersNotApproved, {
          purchaseProfileId: VERIFICATION_MESSAGES.papersNotApproved,
        });
      if (lot.highBidCents !== null && holdsOpenHighBid(lot, current.auctionBidder?.id)) {
        const needed = depositNeededCents(lot.highBidCents, lot.requiredDown);
        if (lockedCents < needed)
          throw badRequest(highBidDepositMessage(needed), { amount: highBidDepositMessage(needed) });
      }

      const auctionBidder = await ensureAuctionBidder(tx, {
        auctionId,
        bidderId,
        purchaseProfileId: body.purchaseProfileId,
        type: body.type,
        balanceType: null,
      });
      if (!auctionBidder.created) {
        await tx.execute(sql`update auction_bidders set purchase_profile_id = ${body.purchaseProfileId}
          where id = ${auctionBidder.id}`);
      }
      await upsertLotParticipation(tx, { auctionBidderId: auctionBidder.id, lotId, mode, lockedCents });
      const event = await appendParticipationEvent(tx, lotId, auctionId, bidderId, LiveEvent.BIDDER_JOINED);
      await logParticipation(
        tx,
        isInLot(current.lot) && current.lot
          ? {
              lot,
              userId: bidderId,
              title: PARTICIPATION_LOG_TITLES.changed,
              body: `${bidderLabel(event)} changed from ${describeParticipation(current.lot.mode, current.lot.lockedCents)} to ${describeParticipation(mode, lockedCents)}.`,
            }
          : {
              lot,
              userId: bidderId,
              title: PARTICIPATION_LOG_TITLES.joined,
              body: `${bidderLabel(event)} ${joinText(mode, lockedCents)}.`,
            },
      );
      return {
        result: {
          paddleNumber: auctionBidder.paddleNumber,
          amount: participationAmount(mode, lockedCents),
          mode,
          lotId: String(lotId),
          auctionId: String(auctionId),
        },
        events: [event],
      };
    }),
  );
}
