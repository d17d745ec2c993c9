import { minimumNextBid, practiceRivalCeilingCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { placeBid } from '../../live/bidding/place-bid';
import type { LiveContext } from '../../live/context';
import type { PracticeSale } from './ensure-practice-sale';

/** When a rival answers, in milliseconds after the lot's latest bid (or its opening, before any bid). */
export type RivalDelay = (lot: { lotId: number; bidCount: number }) => number;

/**
 * A human-like pause of 3 to 8 seconds, the same for the same lot and bid count (no hidden randomness: a
 * replay of the same bids meets the same rivals). Tests inject their own.
 */
export const humanLikeDelay: RivalDelay = ({ lotId, bidCount }) =>
  3000 + ((lotId * 7919 + bidCount * 104_729) % 5000);

interface OpenPracticeLot {
  id: number;
  lot_number: number;
  opening_price_cents: number;
  min_bid_increment_cents: number;
  high_bid_cents: number | null;
  bid_count: number;
  started_time: string;
  stop_time: string | null;
  high_user_id: number | null;
  last_bid: string | null;
}

/**
 * One pass of the scripted rivals (ADR 0076). On each open practice lot a rival bids the minimum when a
 * person leads (or nobody has bid) and the pause since the latest bid has passed, up to the lot's ceiling
 * (`practiceRivalCeilingCents`): above it the person wins. Rivals bid through the same bid path as people
 * (`placeBid`: the lot's queue, row lock, rules, maximums' proxy answers, events), so what a newcomer
 * practises is the real thing. A refusal (a race, the lot closing) is simply the script's bad luck.
 * Resolves with the number of rival bids accepted.
 */
export async function runRivals(
  ctx: LiveContext,
  sale: PracticeSale,
  options: { now: Date; delay: RivalDelay },
): Promise<number> {
  if (sale.rivalUserIds.length === 0) return 0;
  const lots = await queryRows<OpenPracticeLot>(
    ctx.db,
    sql`select l.id, l.lot_number, l.opening_price_cents, l.min_bid_increment_cents, l.high_bid_cents,
        l.bid_count, l.started_time, l.stop_time, ab.bidder_id as high_user_id,
        (select max(b.created_date) from bids b where b.lot_id = l.id) as last_bid
      from lots l left join auction_bidders ab on ab.id = l.high_bidder_id
      where l.auction_id = ${sale.auctionId} and l.lot_status = 'Listed' and l.started_time is not null
        and l.stopped_time is null
      order by l.id`,
  );
  let placed = 0;
  for (const lot of lots) {
    const now = options.now.getTime();
    if (lot.stop_time && new Date(lot.stop_time).getTime() <= now) continue;
    const highUser = lot.high_user_id === null ? null : Number(lot.high_user_id);
    if (highUser !== null && sale.rivalUserIds.includes(highUser)) continue;
    const bidCount = Number(lot.bid_count);
    const since = new Date(lot.last_bid ?? lot.started_time).getTime();
    if (now - since < options.delay({ lotId: Number(lot.id), bidCount })) continue;
    const amountCents = minimumNextBid({
      highBidCents: lot.high_bid_cents === null ? null : Number(lot.high_bid_cents),
      openingPriceCents: Number(lot.opening_price_cents),
      minIncrementCents: Number(lot.min_bid_increment_cents),
    });
    const ceiling = practiceRivalCeilingCents({
      lotNumber: Number(lot.lot_number),
      openingPriceCents: Number(lot.opening_price_cents),
      minBidIncrementCents: Number(lot.min_bid_increment_cents),
    });
    if (amountCents > ceiling) continue;
    const rival = sale.rivalUserIds[bidCount % sale.rivalUserIds.length]!;
    try {
      await placeBid(ctx, {
        lotId: Number(lot.id),
        auctionId: sale.auctionId,
        bidderUserId: rival,
        amountCents,
      });
      placed += 1;
    } catch {
      // Refused (another bid came first, the lot closed, a maximum answered): the next pass looks again.
    }
  }
  return placed;
}
