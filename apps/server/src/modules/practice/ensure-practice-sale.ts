import { randomBytes } from 'node:crypto';
import { PRACTICE_OPEN_LOTS, PRACTICE_PLAY_BALANCE_CENTS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { hashPassword } from '../auth/public';

/** The practice sale's fixed lot terms: a $100,000 opening, $1,000 steps, 10% down (play money only). */
export const PRACTICE_LOT_TERMS = {
  openingPriceCents: 100_000_00,
  minBidIncrementCents: 1_000_00,
  requiredDown: 10,
} as const;

/** How many scripted rivals bid in the practice sale. */
export const PRACTICE_RIVAL_SEATS = 2;

/** Practice houses: invented addresses, shown with the "Practice" banner only. */
const PRACTICE_STREETS = [
  '101 Practice Lane',
  '202 Rehearsal Road',
  '303 Dry Run Drive',
  '404 Sandbox Street',
  '505 Trial Terrace',
  '606 Warm-up Way',
];

export interface PracticeSale {
  auctionId: number;
  companyId: number;
  caseId: number;
  hostUserId: number;
  /** Rival user ids by seat (1-based order). */
  rivalUserIds: number[];
}

const LOCK_KEY = 'bidright:practice-sale';

/**
 * Creates the practice sale once (ADR 0076): the platform's practice company, a host user and the rivals
 * (users that cannot sign in: deactivated, with a random password), one case and the practice auction.
 * Idempotent and safe with several processes at boot: one advisory lock serialises the creators, and the
 * partial unique indexes (one practice company, one practice auction) hold even without it.
 */
export async function ensurePracticeSale(db: Db): Promise<PracticeSale> {
  const existing = await loadPracticeSale(db);
  if (existing) return existing;
  // Hashed outside the transaction: argon2 is slow and the lock should be short.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    if (await loadPracticeSale(t)) return;
    const [company] = await queryRows<{ id: number }>(
      t,
      sql`insert into companies (name, is_public, status, is_practice, description)
        values ('Bidright Practice', false, 'Active', true, 'Play-money practice sale; never a real host.')
        on conflict do nothing returning id`,
    );
    const companyId = company
      ? Number(company.id)
      : Number((await queryRows<{ id: number }>(t, sql`select id from companies where is_practice`))[0]!.id);
    const user = async (userName: string, role: string, first: string, last: string) => {
      const [row] = await queryRows<{ id: number }>(
        t,
        sql`insert into users (user_name, email, password_hash, first_name, last_name, role, company_id, deactivated_date)
          values (${userName}, ${`${userName}@practice.bidright.invalid`}, ${passwordHash}, ${first}, ${last}, ${role},
            ${role === 'Bidder' ? null : companyId}, now())
          on conflict do nothing returning id`,
      );
      if (row) return Number(row.id);
      const [found] = await queryRows<{ id: number }>(
        t,
        sql`select id from users where lower(user_name) = lower(${userName})`,
      );
      return Number(found!.id);
    };
    const hostUserId = await user('practice-host', 'Auctioneer', 'Practice', 'Host');
    for (let seat = 1; seat <= PRACTICE_RIVAL_SEATS; seat += 1) {
      const userId = await user(`practice-rival-${seat}`, 'Bidder', 'Practice', `Rival ${seat}`);
      await t.execute(
        sql`insert into bidders (user_id, is_verified) values (${userId}, true) on conflict do nothing`,
      );
      await t.execute(
        sql`insert into practice_rivals (seat, user_id) values (${seat}, ${userId}) on conflict do nothing`,
      );
    }
    const [client] = await queryRows<{ id: number }>(
      t,
      sql`insert into clients (name, status) values ('Practice Plaintiff', 'Inactive') returning id`,
    );
    await t.execute(sql`insert into cases (company_id, client_id, case_number, county, file_number, created_by)
      values (${companyId}, ${client!.id}, 'PRACTICE', 'Practice', 'PRACTICE', ${hostUserId})`);
    await t.execute(sql`insert into auctions (company_id, type, start_type, start_time, time_left, extra_time,
        is_practice, location, created_by)
      values (${companyId}, 'Online', 'Auto', now() - interval '1 minute', 0, 0, true, 'Practice sale (play money)',
        ${hostUserId})
      on conflict do nothing`);
  });
  return (await loadPracticeSale(db))!;
}

/** The practice sale's ids, or null before it is made. */
export async function loadPracticeSale(db: Db): Promise<PracticeSale | null> {
  const [row] = await queryRows(
    db,
    sql`select a.id as auction_id, a.company_id, a.created_by,
        (select min(c.id) from cases c where c.company_id = a.company_id) as case_id,
        (select coalesce(json_agg(r.user_id order by r.seat), '[]'::json) from practice_rivals r) as rivals
      from auctions a where a.is_practice`,
  );
  if (!row || row.case_id === null) return null;
  const rivals = (typeof row.rivals === 'string' ? JSON.parse(row.rivals) : row.rivals) as number[];
  return {
    auctionId: Number(row.auction_id),
    companyId: Number(row.company_id),
    caseId: Number(row.case_id),
    hostUserId: Number(row.created_by),
    rivalUserIds: rivals.map(Number),
  };
}

/**
 * Keeps PRACTICE_OPEN_LOTS lots running: when a lot closed, a fresh one is listed (the lot clock opens it on
 * its next pass). The first lots' clocks are staggered across one lot's length, so one is always about to
 * close. The rivals join every new lot with play money in the same transaction. Serialised by the same
 * advisory lock, so two processes never both add the missing lot. Each relist first prunes the lots that
 * closed more than `keepMinutes` ago (pruneClosedPracticeLots), so the sale's tables stay the size of an hour
 * or so however long it runs.
 */
export async function topUpPracticeLots(
  db: Db,
  sale: PracticeSale,
  options: { lotSeconds: number; keepMinutes: number; now: Date },
): Promise<{ listed: number[]; pruned: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    const [counts] = await queryRows<{ running: number; top: number | null }>(
      t,
      sql`select count(*) filter (where lot_status = 'Listed' and stopped_time is null) as running,
          max(lot_number) as top
        from lots where auction_id = ${sale.auctionId}`,
    );
    const missing = PRACTICE_OPEN_LOTS - Number(counts?.running ?? 0);
    const created: number[] = [];
    if (missing <= 0) return { listed: created, pruned: 0 };
    const pruned = await pruneClosedPracticeLots(t, sale, options);
    const firstEver = counts?.top === null || counts?.top === undefined;
    // Counted before the prune below, so numbers go on past the pruned lots.
    let lotNumber = Number(counts?.top ?? 0);
    for (let index = 0; index < missing; index += 1) {
      lotNumber += 1;
      // The first lots close one, two and three thirds of a lot's length from now; later ones a full length.
      const seconds = firstEver
        ? Math.round((options.lotSeconds * (index + 1)) / PRACTICE_OPEN_LOTS)
        : options.lotSeconds;
      const stopTime = new Date(options.now.getTime() + seconds * 1000);
      const [lot] = await queryRows<{ id: number }>(
        t,
        sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down,
            min_bid_increment_cents, stop_time)
          values (${sale.caseId}, ${sale.auctionId}, ${lotNumber}, 'Listed', ${PRACTICE_LOT_TERMS.openingPriceCents},
            ${PRACTICE_LOT_TERMS.requiredDown}, ${PRACTICE_LOT_TERMS.minBidIncrementCents}, ${stopTime.toISOString()})
          returning id`,
      );
      const lotId = Number(lot!.id);
      const street = PRACTICE_STREETS[lotNumber % PRACTICE_STREETS.length]!;
      await t.execute(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
        values (${lotId}, ${street}, 'Springfield', 'Practice', 'IL', '62701', true)`);
      for (const userId of sale.rivalUserIds) {
        await joinWithPlayMoney(t, { auctionId: sale.auctionId, lotId, userId, purchaseProfileId: null });
      }
      created.push(lotId);
    }
    return { listed: created, pruned };
  });
}

/**
 * Deletes the practice lots that closed before `now - keepMinutes`, and with them (by their foreign keys'
 * cascade) their bids, lot events, maximums, seats and alerts. Nothing of a real sale is touched: only lots
 * of the practice auction. Practice lots have their own bid chains (ADR 0008 chains per lot), so removing a
 * whole lot breaks no real sale's record. The audit trail's triggers are made to fire per statement here and
 * the properties go first, while their lots still exist: the trigger then finds each row's company (the
 * practice company, whose server-made changes stay off the trail) instead of a lot already gone at commit.
 */
export async function pruneClosedPracticeLots(
  t: Db,
  sale: PracticeSale,
  options: { keepMinutes: number; now: Date },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.keepMinutes * 60_000).toISOString();
  const old = sql`select id from lots where auction_id = ${sale.auctionId} and stopped_time < ${cutoff}`;
  await t.execute(sql`set constraints "audit_trail" immediate`);
  await t.execute(sql`delete from properties where lot_id in (${old})`);
  const deleted = await queryRows(t, sql`delete from lots where id in (${old}) returning id`);
  return deleted.length;
}

/**
 * Seats a bidder on a practice lot with play money: an auction paddle and an Active participation whose
 * locked amount is the play balance. No bank balance, deposit or phone is read or touched: the real funds
 * queries skip practice auctions (live/participation/funds.ts).
 */
export async function joinWithPlayMoney(
  t: Db,
  input: { auctionId: number; lotId: number; userId: number; purchaseProfileId: number | null },
): Promise<{ auctionBidderId: number; paddleNumber: number }> {
  await t.execute(sql`select pg_advisory_xact_lock(872401, ${input.auctionId})`);
  let [bidder] = await queryRows<{ id: number; paddle_number: number }>(
    t,
    sql`select id, paddle_number from auction_bidders where auction_id = ${input.auctionId} and bidder_id = ${input.userId}`,
  );
  if (!bidder) {
    [bidder] = await queryRows<{ id: number; paddle_number: number }>(
      t,
      sql`insert into auction_bidders (auction_id, bidder_id, paddle_number, purchase_profile_id, type)
        values (${input.auctionId}, ${input.userId},
          (select coalesce(max(paddle_number), 0) + 1 from auction_bidders where auction_id = ${input.auctionId}),
          ${input.purchaseProfileId}, 'ONLINE')
        returning id, paddle_number`,
    );
  }
  const auctionBidderId = Number(bidder!.id);
  await t.execute(sql`insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents)
    values (${auctionBidderId}, ${input.lotId}, 'Active', ${PRACTICE_PLAY_BALANCE_CENTS})
    on conflict (auction_bidder_id, lot_id) do update set mode = 'Active', locked_cents = excluded.locked_cents,
      left_date = null`);
  return { auctionBidderId, paddleNumber: Number(bidder!.paddle_number) };
}
