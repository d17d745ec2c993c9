import { PRACTICE_PLAY_BALANCE_CENTS, type TPracticeLobby, toDollars } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { PracticeSale } from './ensure-practice-sale';

/** The practice lobby: the open (or about to open) practice lots with their close times, for the caller. */
export async function getPracticeLobby(
  db: Db,
  sale: PracticeSale,
  userId: number,
  now: Date,
): Promise<TPracticeLobby> {
  const rows = await queryRows(
    db,
    sql`select l.id, l.lot_number, l.stop_time, l.high_bid_cents, l.opening_price_cents, l.bid_count,
        l.sale_paused_at, p.street_line1, p.city,
        exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
          where abl.lot_id = l.id and ab.bidder_id = ${userId} and abl.mode = 'Active' and abl.left_date is null
            and abl.removed_at is null) as joined
      from lots l left join properties p on p.lot_id = l.id and p.is_primary
      where l.auction_id = ${sale.auctionId} and l.lot_status = 'Listed' and l.stopped_time is null
      order by l.stop_time nulls last, l.id`,
  );
  return {
    isPractice: true,
    auctionId: String(sale.auctionId),
    playBalance: toDollars(PRACTICE_PLAY_BALANCE_CENTS),
    serverTime: now.toISOString(),
    lots: rows.map((row) => ({
      id: String(row.id),
      lotNumber: Number(row.lot_number),
      title: row.street_line1 ? `${row.street_line1}, ${row.city}` : `Practice lot ${row.lot_number}`,
      stopTime: row.stop_time ? new Date(row.stop_time as string).toISOString() : '',
      currentBid: toDollars(Number(row.high_bid_cents ?? row.opening_price_cents)),
      bidCount: Number(row.bid_count),
      joined: row.joined === true,
      ...(row.sale_paused_at ? { salePausedAt: new Date(row.sale_paused_at as string).toISOString() } : {}),
    })),
  };
}
