import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import { commitAndPublish, type LiveContext } from '../context';
import { LiveEvent } from '../messages';
import {
  appendParticipationEvent,
  holdsOpenHighBid,
  isInLot,
  loadParticipation,
  lockLot,
  PARTICIPATION_MESSAGES,
} from './participation-kernel';
import { bidderLabel, logParticipation, PARTICIPATION_LOG_TITLES, releaseText } from './participation-log';

export interface TLeaveResult {
  lotId: string;
  auctionId: string;
  leftDate: string;
}

/**
 * A bidder leaves a lot (or unregisters before it starts): the participation gets a left date, which
 * releases its deposit (locked funds count only present participations). The current high bidder of
 * an open lot must stay: their bid is binding (the page shows the message as a warning).
 */
export async function leaveLot(
  ctx: LiveContext,
  input: { bidderId: number; auctionId: number; lotId: number },
): Promise<TLeaveResult> {
  const { bidderId, auctionId, lotId } = input;
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      const lot = await lockLot(tx, auctionId, lotId);
      const current = await loadParticipation(tx, auctionId, lotId, bidderId);
      if (!isInLot(current.lot)) throw badRequest(PARTICIPATION_MESSAGES.notJoined);
      if (holdsOpenHighBid(lot, current.auctionBidder?.id)) {
        throw badRequest(PARTICIPATION_MESSAGES.highBidderCannotLeave);
      }
      const [row] = await queryRows<{ left_date: string | Date }>(
        tx,
        sql`update auction_bidder_lots set left_date = now()
          where auction_bidder_id = ${current.auctionBidder?.id} and lot_id = ${lotId}
          returning left_date`,
      );
      const event = await appendParticipationEvent(tx, lotId, auctionId, bidderId, LiveEvent.BIDDER_LEFT);
      await logParticipation(tx, {
        lot,
        userId: bidderId,
        title: PARTICIPATION_LOG_TITLES.left,
        body: `${bidderLabel(event)} left the lot${releaseText(current.lot)}.`,
      });
      return {
        result: {
          lotId: String(lotId),
          auctionId: String(auctionId),
          leftDate: new Date(row?.left_date ?? Date.now()).toISOString(),
        },
        events: [event],
      };
    }),
  );
}
