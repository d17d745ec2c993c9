import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTLEMENT_SETTINGS, winReliefFeeCents } from '@bidright/domain';
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client';
import {
  auctions,
  bankAccounts,
  bids,
  lotEvents,
  lots,
  properties,
  propertyImages,
  users,
} from '../db/schema/index';
import { openTestDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

// The demo is seeded only into the embedded database (main.ts), so this file runs in the PGlite pass, on a
// copy of its migrated template; the PostgreSQL pass would only repeat it on a PGlite migrated from scratch.
describe.skipIf(process.env.DATABASE_URL)('seedDemoData', () => {
  let database: Database;
  let dataDir: string;
  const now = new Date();

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'bidright-seed-'));
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo data once', async () => {
    const { db } = database;
    const result = await seedDemoData(db, { dataDir, now });
    expect(result.seeded).toBe(true);
    expect(result.logins).toContainEqual({ role: 'Admin', userName: 'admin' });
    expect(result.logins).toContainEqual({ role: 'Bidder', userName: 'bidder1' });

    // Users and roles.
    const roleOf = new Map((await db.select().from(users)).map((u) => [u.userName, u.role]));
    expect(Object.fromEntries(roleOf)).toMatchObject({
      admin: 'Admin',
      auctioneer: 'Auctioneer',
      employee: 'Employee',
      prairie: 'Auctioneer',
      client: 'Client',
      bidder1: 'Bidder',
      bidder2: 'Bidder',
      bidder3: 'Bidder',
    });
    for (const login of result.logins) expect(roleOf.get(login.userName)).toBe(login.role);

    // Bank balances of valid accounts.
    const balances = await db
      .select({ userName: users.userName, total: sql<string>`sum(${bankAccounts.balanceCents})` })
      .from(bankAccounts)
      .innerJoin(users, eq(users.id, bankAccounts.bidderId))
      .where(and(eq(bankAccounts.isValid, true), isNull(bankAccounts.removedAt)))
      .groupBy(users.userName);
    const balanceOf = Object.fromEntries(balances.map((b) => [b.userName, Number(b.total)]));
    expect(balanceOf).toEqual({
      bidder1: 25_000_000,
      bidder2: 10_000_000,
      bidder3: 2_000_000,
      bidder4: 6_000_000,
    });

    // ADR 0072: the demo's bidders stay verified through a matching identity check; bidder4 waits for review.
    const identities = await queryRows(
      db,
      sql`
      select u.user_name, b.identity_status, b.is_verified, e.result
      from users u join bidders b on b.user_id = u.id join identity_evidence e on e.bidder_id = u.id
      order by u.user_name`,
    );
    expect(identities).toEqual([
      { user_name: 'bidder1', identity_status: 'Verified', is_verified: true, result: 'match' },
      { user_name: 'bidder2', identity_status: 'Verified', is_verified: true, result: 'match' },
      { user_name: 'bidder3', identity_status: 'Verified', is_verified: true, result: 'match' },
      { user_name: 'bidder4', identity_status: 'Pending review', is_verified: false, result: 'no_match' },
    ]);
    const papers = await queryRows(
      db,
      sql`select name, papers_status from purchase_profiles where type = 'Corporation' order by name`,
    );
    expect(papers).toEqual([
      { name: 'Raman Family Trust', papers_status: 'Pending review' },
      { name: 'Whitaker Holdings LLC', papers_status: 'Approved' },
    ]);

    // Every lot's live state agrees with its events and bids.
    const allLots = await db.select().from(lots);
    expect(allLots.length).toBeGreaterThanOrEqual(12);
    let lotsWithBids = 0;
    for (const lot of allLots) {
      const [events] = await db
        .select({ maxSeq: sql<string | null>`max(${lotEvents.seq})` })
        .from(lotEvents)
        .where(eq(lotEvents.lotId, lot.id));
      expect(lot.seq).toBe(Number(events?.maxSeq ?? 0));
      const lotBids = await db.select().from(bids).where(eq(bids.lotId, lot.id));
      expect(lot.bidCount).toBe(lotBids.length);
      if (lotBids.length === 0) {
        expect(lot.highBidCents).toBeNull();
        continue;
      }
      lotsWithBids += 1;
      const top = lotBids.reduce((a, b) => (b.amountCents > a.amountCents ? b : a));
      expect(lot.highBidCents).toBe(top.amountCents);
      expect(lot.highBidId).toBe(top.id);
      expect(lot.highBidderId).toBe(top.auctionBidderId);
      // Each bid was announced by a BidPlaced event with the same seq.
      for (const bid of lotBids) {
        const [event] = await db
          .select()
          .from(lotEvents)
          .where(and(eq(lotEvents.lotId, lot.id), eq(lotEvents.seq, bid.seq)));
        expect(event?.event).toBe(4);
        expect(event?.payload).toMatchObject({
          event: 'BID_PLACED',
          seq: String(bid.seq),
          bidder: { bid: { id: String(bid.id), amount: bid.amountCents / 100 } },
        });
      }
      // A defaulted win leaves the lot without a winner until a runner-up accepts (issue 43, ADR 0075).
      const defaulted = await queryRows(db, sql`select 1 from lot_defaults where lot_id = ${lot.id}`);
      if (lot.stoppedTime && defaulted.length === 0) expect(lot.winnerBidId).toBe(top.id);
    }
    expect(lotsWithBids).toBeGreaterThanOrEqual(3);
    expect(allLots.some((l) => l.lotStatus === 'Draft' && l.auctionId === null)).toBe(true);
    expect(allLots.some((l) => l.soldTo === 'Plaintiff' && l.bidCount === 0)).toBe(true);

    // Defaults and approval (issue 43): bidder2's open offer at their own highest bid, bidder5 (a defaulter) on Lakeshore's
    // non-payer list, and bidder3's pending request in the auction that requires approval.
    const [offer] = await queryRows<{
      user_name: string;
      amount_cents: string;
      status: string;
      open: boolean;
    }>(
      db,
      sql`select u.user_name, o.amount_cents, o.status, o.deadline_at > now() as open
        from runner_up_offers o join users u on u.id = o.bidder_id`,
    );
    expect(offer).toMatchObject({ user_name: 'bidder2', status: 'Open', open: true });
    expect(Number(offer!.amount_cents)).toBe(88_000_00);
    const nonPayers = await queryRows<{ user_name: string }>(
      db,
      sql`select u.user_name from non_payers n join users u on u.id = n.bidder_id where n.removed_at is null`,
    );
    expect(nonPayers.map((row) => row.user_name)).toEqual(['bidder5']);
    const pending = await queryRows<{ user_name: string; require: boolean }>(
      db,
      sql`select u.user_name, a.require_bidder_approval as require from sale_approvals sa
        join users u on u.id = sa.bidder_id join auctions a on a.id = sa.auction_id where sa.status = 'Pending'`,
    );
    expect(pending).toEqual([{ user_name: 'bidder3', require: true }]);

    // A manual auction that is live now with a Listed lot not yet started.
    const liveManual = await db
      .select({ lotId: lots.id })
      .from(auctions)
      .innerJoin(lots, eq(lots.auctionId, auctions.id))
      .where(
        and(
          eq(auctions.startType, 'Manual'),
          lte(auctions.startTime, now),
          isNull(auctions.finishedAt),
          eq(lots.lotStatus, 'Listed'),
          isNull(lots.startedTime),
        ),
      );
    expect(liveManual.length).toBeGreaterThan(0);

    // Photos are on disk, and every property has a main one.
    const images = await db.select().from(propertyImages);
    expect(images.length).toBeGreaterThanOrEqual(24);
    for (const image of images) {
      const file = join(dataDir, 'files', image.storageKey);
      expect(existsSync(file)).toBe(true);
      // JPEGs, as hosts upload: the sniffed type of the file, not its name.
      expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const [propertyCount] = await db.select({ n: count() }).from(properties);
    expect(images.filter((i) => i.isMain).length).toBe(propertyCount?.n);
  });

  it('stores each demo win relief fee by the rule: none for the plaintiff, at most $300', async () => {
    const { db } = database;
    const closed = await db
      .select({ soldTo: lots.soldTo, fee: lots.reliefFeeCents, amount: bids.amountCents })
      .from(lots)
      .leftJoin(bids, eq(bids.id, lots.winnerBidId))
      .where(sql`${lots.soldTo} is not null`);
    expect(closed.some((lot) => lot.soldTo === 'ThirdParty')).toBe(true);
    for (const lot of closed)
      expect(lot.fee).toBe(
        winReliefFeeCents({
          soldTo: lot.soldTo,
          winCents: lot.amount,
          settings: DEFAULT_SETTLEMENT_SETTINGS,
        }),
      );
    const [{ max } = { max: 0 }] = await db
      .select({ max: sql<number>`max(${lots.reliefFeeCents})` })
      .from(lots);
    expect(Number(max)).toBeLessThanOrEqual(300_00);
  });

  it('carries maximum bids from two demo bidders on a live timed lot and an upcoming manual lot', async () => {
    const { db } = database;
    const rows = await db.execute(sql`select a.start_type, (l.started_time is not null) as started,
        l.maximum_bid_count, (select count(*) from maximum_bids m where m.lot_id = l.id) as maximums,
        (select count(*) from bids b where b.lot_id = l.id and b.placed_by_maximum) as proxy_bids
      from lots l join auctions a on a.id = l.auction_id where l.maximum_bid_count > 0
      order by a.start_type`);
    const lotsWithMaximums = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
      startType: row.start_type,
      started: Boolean(row.started),
      count: Number(row.maximum_bid_count),
      maximums: Number(row.maximums),
      proxyBids: Number(row.proxy_bids),
    }));
    expect(lotsWithMaximums).toEqual([
      { startType: 'Auto', started: true, count: 2, maximums: 2, proxyBids: 3 },
      { startType: 'Manual', started: false, count: 2, maximums: 2, proxyBids: 0 },
    ]);
  });

  it('requires credit bids for the in-person sale only: one confirmed, one awaiting confirmation', async () => {
    const rows = await queryRows<{
      type: string;
      lot_number: number;
      confirmed: boolean;
      is_opening: boolean;
    }>(
      database.db,
      sql`select a.type, l.lot_number, cb.confirmed_at is not null as confirmed,
          cb.amount_cents = l.opening_price_cents as is_opening
        from credit_bids cb join lots l on l.id = cb.lot_id join auctions a on a.id = l.auction_id
        where cb.withdrawn_at is null and not cb.plaintiff_does_not_bid order by l.lot_number`,
    );
    expect(rows.map((row) => ({ ...row, lot_number: Number(row.lot_number) }))).toEqual([
      { type: 'InPerson', lot_number: 1, confirmed: true, is_opening: true },
      { type: 'InPerson', lot_number: 2, confirmed: false, is_opening: true },
    ]);
    const required = await queryRows<{ type: string }>(
      database.db,
      sql`select type from auctions where credit_bid_required`,
    );
    expect(required).toEqual([{ type: 'InPerson' }]);
    // Every other lot of that sale may start: its "does not bid" is confirmed.
    const [unready] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from lots l join auctions a on a.id = l.auction_id
        where a.credit_bid_required and not exists (select 1 from credit_bids cb where cb.lot_id = l.id
          and cb.withdrawn_at is null and cb.confirmed_at is not null)`,
    );
    expect(unready!.n).toBe(1);
  });

  it('does nothing the second time', async () => {
    const { db } = database;
    const counts = async () => ({
      users: (await db.select({ n: count() }).from(users))[0]?.n,
      lots: (await db.select({ n: count() }).from(lots))[0]?.n,
      bids: (await db.select({ n: count() }).from(bids))[0]?.n,
      events: (await db.select({ n: count() }).from(lotEvents))[0]?.n,
    });
    const before = await counts();
    const again = await seedDemoData(db, { dataDir, now });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
