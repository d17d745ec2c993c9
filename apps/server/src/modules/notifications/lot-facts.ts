import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export interface LotFacts {
  id: number;
  address: string;
  timeZone: string;
  companyId: number;
  requiredDown: number;
  reliefFeeCents: number;
  winnerBidId: number | null;
  winnerUserId: number | null;
  winCents: number | null;
  soldTo: string | null;
  winDate: Date | null;
  depositReceived: Date | null;
  paymentReceived: Date | null;
  lotStatus: string;
  /** A lot of the practice sale (ADR 0076): play money, nothing is owed. */
  isPractice: boolean;
}

/** What the alerts of a lot say and whom they go to: its address, host zone, winner and payments. */
export async function lotFacts(db: Db, lotId: number): Promise<LotFacts | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.required_down, l.relief_fee_cents, l.winner_bid_id, l.sold_to, l.lot_status,
        coalesce(l.winner_created_date, l.stopped_time) as win_date, l.deposit_received_date, l.payment_received_date,
        b.bidder_id as winner_user_id, b.amount_cents as win_cents, co.time_zone, co.id as company_id,
        co.is_practice,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
      left join bids b on b.id = l.winner_bid_id where l.id = ${lotId}`,
  );
  if (!row) return undefined;
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: Number(row.id),
    address: (row.address as string | null) || `Lot ${row.id}`,
    timeZone: row.time_zone as string,
    companyId: Number(row.company_id),
    requiredDown: Number(row.required_down),
    reliefFeeCents: Number(row.relief_fee_cents),
    winnerBidId: row.winner_bid_id == null ? null : Number(row.winner_bid_id),
    winnerUserId: row.winner_user_id == null ? null : Number(row.winner_user_id),
    winCents: row.win_cents == null ? null : Number(row.win_cents),
    soldTo: row.sold_to as string | null,
    winDate: date(row.win_date),
    depositReceived: date(row.deposit_received_date),
    paymentReceived: date(row.payment_received_date),
    lotStatus: row.lot_status as string,
    isPractice: row.is_practice === true,
  };
}

/** Bidders in a lot (joined in any mode, not left or removed), optionally with those who pinned it. */
export async function lotAudience(
  db: Db,
  lotId: number,
  options: { activeOnly?: boolean; withPins?: boolean },
) {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct ab.bidder_id as user_id from auction_bidder_lots abl
        join auction_bidders ab on ab.id = abl.auction_bidder_id
        where abl.lot_id = ${lotId} and abl.left_date is null and abl.removed_at is null
          ${options.activeOnly ? sql`and abl.mode = 'Active'` : sql``}
      ${options.withPins ? sql`union select bidder_id as user_id from pins where lot_id = ${lotId}` : sql``}`,
  );
  return rows.map((row) => Number(row.user_id));
}
