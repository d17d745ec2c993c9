import {
  LIVE_MESSAGES,
  PRACTICE_MESSAGES,
  PRACTICE_PLAY_BALANCE_CENTS,
  type TPracticeJoin,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { commitAndPublish, type LiveContext } from '../../live/context';
import { LiveEvent } from '../../live/messages';
import { appendParticipationEvent } from '../../live/participation/participation-kernel';
import type { PracticeSale } from './ensure-practice-sale';
import { joinWithPlayMoney } from './ensure-practice-sale';

/**
 * A signed-in bidder joins a practice lot with play money (ADR 0076): no verification, phone, bank,
 * purchase profile or deposit is asked for, and no real balance is read or locked. The participation is
 * the real one (a paddle and an Active lot seat), so every bid and maximum after it takes the real path.
 * Joining again is harmless. Runs in the lot's queue and publishes the join like any other.
 */
export async function joinPracticeLot(
  ctx: LiveContext,
  sale: PracticeSale,
  input: { lotId: number; userId: number },
): Promise<TPracticeJoin> {
  return ctx.lotQueue.run(input.lotId, () =>
    commitAndPublish(ctx, async (tx: Db) => {
      const [lot] = await queryRows<{
        auction_id: number | null;
        lot_status: string;
        stopped_time: string | null;
      }>(tx, sql`select auction_id, lot_status, stopped_time from lots where id = ${input.lotId} for update`);
      // A draft, in no sale yet, is no more visible here than on the lot page.
      if (!lot || lot.auction_id === null || lot.lot_status === 'Draft')
        throw notFound(LIVE_MESSAGES.lotNotFound);
      // A real lot is joined with a deposit from its auction page, never with play money.
      if (Number(lot.auction_id) !== sale.auctionId) throw conflict(PRACTICE_MESSAGES.realLotNotPractice);
      if (lot.lot_status !== 'Listed' || lot.stopped_time !== null)
        throw conflict(PRACTICE_MESSAGES.lotClosed);
      const [profile] = await queryRows<{ id: number }>(
        tx,
        sql`select id from purchase_profiles where bidder_id = ${input.userId} and deleted_at is null
          order by is_primary desc, id limit 1`,
      );
      const seat = await joinWithPlayMoney(tx, {
        auctionId: sale.auctionId,
        lotId: input.lotId,
        userId: input.userId,
        purchaseProfileId: profile ? Number(profile.id) : null,
      });
      const event = await appendParticipationEvent(
        tx,
        input.lotId,
        sale.auctionId,
        input.userId,
        LiveEvent.BIDDER_JOINED,
      );
      return {
        result: {
          auctionId: String(sale.auctionId),
          lotId: String(input.lotId),
          paddleNumber: seat.paddleNumber,
          playAmount: toDollars(PRACTICE_PLAY_BALANCE_CENTS),
        },
        events: [event],
      };
    }),
  );
}
