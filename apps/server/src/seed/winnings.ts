import { SETTLEMENT_SETTING_KEYS, winReliefFeeCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { loadSettlementSettings } from '../db/settlement-settings';

/**
 * Demo data of winnings and alerts: the settlement settings (as an admin would see them on the system
 * settings screen), the relief fee of each closed demo lot by the domain rule under those settings (as
 * the live close stores it; none for the plaintiff), and an in-app alert for each demo win.
 */
export async function seedWinnings(db: Db) {
  await db.execute(sql`insert into configurations (key, value, display_name) values
      (${SETTLEMENT_SETTING_KEYS.paymentDayRule}, 'calendar', 'Balance due at 2:00 PM on the next day: calendar or business'),
      (${SETTLEMENT_SETTING_KEYS.reliefFeePercent}, '0.1', 'Relief fee, percent of the winning bid'),
      (${SETTLEMENT_SETTING_KEYS.reliefFeeCapDollars}, '300', 'Relief fee cap in dollars (0 = no cap)')
    on conflict (key) do nothing`);
  const settings = await loadSettlementSettings(db);
  const closed = await queryRows<{ id: number; sold_to: string; amount_cents: string | number | null }>(
    db,
    sql`select l.id, l.sold_to, b.amount_cents from lots l left join bids b on b.id = l.winner_bid_id
      where l.sold_to is not null`,
  );
  for (const lot of closed) {
    const winCents = lot.amount_cents === null ? null : Number(lot.amount_cents);
    const fee = winReliefFeeCents({ soldTo: lot.sold_to, winCents, settings });
    await db.execute(sql`update lots set relief_fee_cents = ${fee} where id = ${lot.id}`);
  }
  const wins = await queryRows<{ lot_id: number; bidder_id: number; bid_id: number; street: string | null }>(
    db,
    sql`select l.id as lot_id, b.bidder_id, b.id as bid_id,
        (select p.street_line1 from properties p where p.lot_id = l.id order by p.is_primary desc limit 1) as street
      from lots l join bids b on b.id = l.winner_bid_id where l.sold_to = 'ThirdParty'`,
  );
  for (const win of wins)
    await db.execute(sql`insert into notifications (user_id, lot_id, kind, occurrence, title, body, link, read_at)
      values (${win.bidder_id}, ${win.lot_id}, 'Won', ${`won:${win.bid_id}`}, ${`You won ${win.street ?? `lot ${win.lot_id}`}`},
        'Open the winning to see the deposit and payment deadlines.', ${`/account/winning/${win.lot_id}`}, now())
      on conflict do nothing`);
}
