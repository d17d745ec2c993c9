import { LIVE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors';
import { commitAndPublish, type LiveContext } from '../context';
import { LiveEvent } from '../messages';
import { assertStaffOfLot, type TStaffCaller } from './add-bidder';
import {
  appendParticipationEvent,
  holdsOpenHighBid,
  loadParticipation,
  lockLot,
} from './participation-kernel';
import { bidderLabel, logParticipation, PARTICIPATION_LOG_TITLES, releaseText } from './participation-log';

/** Why the current high bidder cannot be removed (their bid stands until the lot ends). */
export const REMOVE_HIGH_BIDDER_MESSAGE = `${LIVE_MESSAGES.removeBidderFailed} The bidder holds the highest bid on this lot.`;

export interface TRemoveBidderResult {
  lotId: string;
  auctionId: string;
  bidderId: string;
}

/**
 * Staff remove a bidder from a lot: the participation is marked removed and left (its deposit is
 * released and the bidder cannot join the lot again by themselves). After the commit the bidder's live
 * connections for the lot are kicked. The current high bidder of an open lot cannot be removed.
 */
export async function removeBidder(
  ctx: LiveContext,
  input: { staff: TStaffCaller; auctionId: number; lotId: number; bidderId: number },
): Promise<TRemoveBidderResult> {
  const { staff, auctionId, lotId, bidderId } = input;
  const result = await ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      const lot = await lockLot(tx, auctionId, lotId);
      assertStaffOfLot(staff, lot);
      const current = await loadParticipation(tx, auctionId, lotId, bidderId);
      if (!current.auctionBidder || !current.lot || current.lot.removedAt) {
        throw notFound(LIVE_MESSAGES.bidderNotFound);
      }
      if (holdsOpenHighBid(lot, current.auctionBidder.id)) throw badRequest(REMOVE_HIGH_BIDDER_MESSAGE);
      await tx.execute(sql`update auction_bidder_lots set removed_at = now(), left_date = coalesce(left_date, now())
        where auction_bidder_id = ${current.auctionBidder.id} and lot_id = ${lotId}`);
      const event = await appendParticipationEvent(tx, lotId, auctionId, bidderId, LiveEvent.BIDDER_LEFT);
      // A bidder who had already left held nothing any more.
      await logParticipation(tx, {
        lot,
        userId: staff.id,
        title: PARTICIPATION_LOG_TITLES.removed,
        body: `${bidderLabel(event)} was removed from the lot${current.lot.leftDate === null ? releaseText(current.lot) : ' (had already left)'}.`,
      });
      return {
        result: { lotId: String(lotId), auctionId: String(auctionId), bidderId: String(bidderId) },
        events: [event],
      };
    }),
  );
  // Only after the commit: a kicked client reloads and must find itself removed.
  await ctx.bus.publishControl({ type: 'kick', userId: bidderId, lotId }).catch(() => {
    // The removal is committed and its BidderLeft event published; a lost kick only leaves a stale connection.
  });
  return result;
}
