import { canStartWithCreditBid, creditBidStatus } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * The credit bid's gate on START (issue 43 point 2, ADR 0074), for staff's start and the clock's alike; the
 * caller holds the lot's row lock, which entries and confirmations also take. When the lot's auction
 * requires a credit bid, only a confirmed amount or a confirmed "does not bid" opens the gate, and a
 * confirmed amount is written as the lot's opening price (staff may have edited it since). When it does
 * not, the gate is always open and nothing is written: the spec's start as it was.
 */
export async function passCreditBidGate(tx: Db, lotId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{
    credit_bid_required: boolean | null;
    amount_cents: string | number | null;
    plaintiff_does_not_bid: boolean | null;
    confirmed_at: string | Date | null;
    entry_id: number | null;
    opening_price_cents: string | number;
  }>(
    tx,
    sql`select a.credit_bid_required, l.opening_price_cents, cb.id as entry_id, cb.amount_cents,
        cb.plaintiff_does_not_bid, cb.confirmed_at
      from lots l left join auctions a on a.id = l.auction_id
        left join credit_bids cb on cb.lot_id = l.id and cb.withdrawn_at is null
      where l.id = ${lotId}`,
  );
  if (!row?.credit_bid_required) return true;
  const status = creditBidStatus(
    row.entry_id === null
      ? null
      : { plaintiffDoesNotBid: Boolean(row.plaintiff_does_not_bid), isConfirmed: row.confirmed_at !== null },
  );
  if (!canStartWithCreditBid({ isRequired: true, status })) return false;
  if (status === 'Confirmed' && Number(row.amount_cents) !== Number(row.opening_price_cents))
    await tx.execute(sql`update lots set opening_price_cents = ${Number(row.amount_cents)},
        updated_at = ${now.toISOString()} where id = ${lotId}`);
  return true;
}

/** The clock's condition for a due auto start: no requirement, or a confirmed entry (as the gate says). */
export const CREDIT_BID_READY = sql`(not a.credit_bid_required or exists (select 1 from credit_bids cb
  where cb.lot_id = l.id and cb.withdrawn_at is null and cb.confirmed_at is not null))`;
