import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** Who a defaulted lot would be offered to: a bid of the committed bid log, its bidder and amount. */
export interface TRunnerUp {
  bidId: number;
  bidderId: number;
  bidderName: string;
  amountCents: number;
}

/**
 * The runner-up of a lot from its committed bids (`bids`, each announced by the lot event of the same seq):
 * each bidder's own highest accepted bid (their latest at that amount), leaving out every bidder who
 * defaulted on this lot and every bidder already offered it (declined, lapsed or accepted); the highest
 * amount first, and of equal amounts the earlier bid (lower seq), as the close picks a winner.
 */
export async function findRunnerUp(db: Db, lotId: number): Promise<TRunnerUp | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select best.id, best.bidder_id, best.amount_cents,
        trim(u.first_name || ' ' || u.last_name) as name
      from (
        select distinct on (b.bidder_id) b.id, b.bidder_id, b.amount_cents, b.seq
        from bids b
        where b.lot_id = ${lotId}
          and b.bidder_id not in (select d.bidder_id from lot_defaults d where d.lot_id = ${lotId})
          and b.bidder_id not in (select o.bidder_id from runner_up_offers o where o.lot_id = ${lotId})
        order by b.bidder_id, b.amount_cents desc, b.seq desc
      ) best
      join users u on u.id = best.bidder_id
      order by best.amount_cents desc, best.seq asc
      limit 1`,
  );
  if (!row) return null;
  return {
    bidId: Number(row.id),
    bidderId: Number(row.bidder_id),
    bidderName: String(row.name),
    amountCents: Number(row.amount_cents),
  };
}
