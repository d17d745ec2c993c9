import { toDollars } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  activeLocksFrom,
  availableBalanceCents,
  DOWN_PAYMENT_CENTS,
  lockedFunds,
  pendingWinningsFrom,
} from '../../live/participation/funds';

interface LotRow {
  lot_id: number;
  lot_number: number | null;
  street_line1: string | null;
  street_line2: string | null;
  city: string | null;
  state_code: string | null;
  zip_code: string | null;
}

const presentLot = (row: LotRow) => ({
  lotId: String(row.lot_id),
  lotNumber: row.lot_number,
  address1: row.street_line1,
  address2: row.street_line2,
  city: row.city,
  state: row.state_code,
  zip: row.zip_code,
});

const ADDRESS = sql`left join properties p on p.lot_id = l.id and p.is_primary`;

/**
 * GET /api/bidders/lockedfunds: the lots behind the locked balance, selected by the same fragments as the
 * totals in `live/participation/funds.ts`, so the sums and the list never disagree.
 */
export async function listLockedFunds(db: Db, bidderId: number) {
  const [active, pending, totals, available] = await Promise.all([
    queryRows<LotRow & { locked_cents: string | number }>(
      db,
      sql`select l.id as lot_id, l.lot_number, p.street_line1, p.street_line2, p.city, p.state_code, p.zip_code,
                 abl.locked_cents
          ${activeLocksFrom(bidderId, ADDRESS)}
          order by l.id`,
    ),
    queryRows<LotRow & { amount_cents: string | number; down_cents: string | number }>(
      db,
      sql`select l.id as lot_id, l.lot_number, p.street_line1, p.street_line2, p.city, p.state_code, p.zip_code,
                 b.amount_cents, ${DOWN_PAYMENT_CENTS} as down_cents
          ${pendingWinningsFrom(bidderId, ADDRESS)}
          order by l.id`,
    ),
    lockedFunds(db, bidderId),
    availableBalanceCents(db, bidderId),
  ]);
  return {
    activeAuctions: active
      .filter((row) => Number(row.locked_cents) > 0)
      .map((row) => ({ lot: presentLot(row), amount: toDollars(Number(row.locked_cents)) })),
    pendingWinnings: pending.map((row) => ({
      lot: presentLot(row),
      bidAmount: toDollars(Number(row.amount_cents)),
      downAmount: toDollars(Number(row.down_cents)),
    })),
    available_balance: toDollars(available),
    locked_balance: toDollars(totals.totalCents),
  };
}
