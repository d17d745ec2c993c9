import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import {
  api,
  closeNow,
  createNewcomer,
  createPracticeApp,
  practiceLots,
  tickPractice,
} from './test/practice-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createPracticeApp();
});
afterAll(() => t.close());

const lotAt = async (lotId: number) => {
  const [row] = await queryRows(
    t.db,
    sql`select l.high_bid_cents, l.lot_status, l.sold_to, l.relief_fee_cents, ab.bidder_id as high_user
      from lots l left join auction_bidders ab on ab.id = l.high_bidder_id where l.id = ${lotId}`,
  );
  return {
    high: row!.high_bid_cents === null ? null : Number(row!.high_bid_cents) / 100,
    status: String(row!.lot_status),
    soldTo: row!.sold_to as string | null,
    reliefFeeCents: Number(row!.relief_fee_cents),
    highUser: row!.high_user === null ? null : Number(row!.high_user),
  };
};

describe('the practice sale (issue 43, point 4)', () => {
  it('is made once at boot with three staggered lots, and a second start makes nothing more', async () => {
    const [auctions] = await queryRows(t.db, sql`select count(*) as n from auctions where is_practice`);
    expect(Number(auctions!.n)).toBe(1);
    const lots = await queryRows<{ stop_time: string }>(
      t.db,
      sql`select l.stop_time from lots l join auctions a on a.id = l.auction_id where a.is_practice order by l.stop_time`,
    );
    expect(lots).toHaveLength(3);
    const stops = lots.map((lot) => new Date(lot.stop_time).getTime());
    expect(stops[1]! - stops[0]!).toBeGreaterThan(30_000);
    expect(stops[2]! - stops[1]!).toBeGreaterThan(30_000);
    await t.app.practice!.tick();
    const { ensurePracticeSale } = await import('./ensure-practice-sale');
    await Promise.all([ensurePracticeSale(t.db), ensurePracticeSale(t.db)]);
    const [again] = await queryRows(t.db, sql`select count(*) as n from auctions where is_practice`);
    expect(Number(again!.n)).toBe(1);
    expect(await practiceLots(t)).toHaveLength(3);
  });

  it('lets a newcomer join without deposit or verification, bid through the real path, be outbid, set a maximum and win', async () => {
    await tickPractice(t);
    const newcomer = await createNewcomer(t);
    const as = api(t, newcomer);
    const lobby = await as.get('/api/practice');
    expect(lobby.statusCode).toBe(200);
    const body = lobby.json();
    expect(body.isPractice).toBe(true);
    expect(body.playBalance).toBe(500_000);
    expect(body.lots).toHaveLength(3);
    // Lot 2's rivals stop three steps above the opening ($103,000).
    const lot = body.lots.find((entry: { lotNumber: number }) => entry.lotNumber === 2);
    const lotId = Number(lot.id);
    const auctionId = Number(body.auctionId);
    // The live lot page reads a practice lot like any other.
    const page = await as.get(`/api/lots/${lotId}/bidder`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().auctionIsPractice).toBe(true);
    const joined = await as.post(`/api/practice/lots/${lotId}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().playAmount).toBe(500_000);

    // A rival opened the lot with the first allowed bid after its pause (zero here).
    expect((await lotAt(lotId)).high).toBe(101_000);
    // The real bid route, the real rules.
    const tooLow = await as.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, { amount: 101_500 });
    expect([400, 409]).toContain(tooLow.statusCode);
    const first = await as.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, { amount: 102_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect((await lotAt(lotId)).highUser).toBe(newcomer.id);

    // A rival answers on the next pass (the test's pause is zero).
    const pass = await tickPractice(t);
    expect(pass.rivalBids).toBeGreaterThanOrEqual(1);
    const outbid = await lotAt(lotId);
    expect(outbid.high).toBe(103_000);
    expect(outbid.highUser).not.toBe(newcomer.id);

    // A maximum answers the rival at once, one step above.
    const maximum = await as.put(`/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`, { amount: 110_000 });
    expect(maximum.statusCode).toBe(200);
    const led = await lotAt(lotId);
    expect(led.highUser).toBe(newcomer.id);
    expect(led.high).toBe(104_000);
    // Above its ceiling the rival stops.
    expect((await tickPractice(t)).rivalBids).toBe(0);

    await closeNow(t, lotId);
    const closed = await lotAt(lotId);
    expect(closed.status).toBe('CompleteTransaction');
    expect(closed.soldTo).toBe('ThirdParty');
    expect(closed.highUser).toBe(newcomer.id);
    expect(closed.reliefFeeCents).toBe(0);

    // A fresh lot is listed in its place.
    const { listed } = await tickPractice(t);
    expect(listed).toHaveLength(1);
    expect(await practiceLots(t)).toHaveLength(3);

    // Play money never touched the real tables.
    const [bank] = await queryRows(
      t.db,
      sql`select count(*) as n from bank_accounts where bidder_id = ${newcomer.id}`,
    );
    expect(Number(bank!.n)).toBe(0);
    // Not a winning (My Winnings reads real sales only).
    const winnings = await as.get('/api/bidders/winning');
    expect(winnings.statusCode).toBe(200);
    expect(winnings.json()).toEqual([]);
    expect((await as.get(`/api/bidders/winning/${lotId}`)).statusCode).toBe(404);
  });

  it('a rival outbids a newcomer on a lot where nobody has bid yet only after its pause', async () => {
    const newcomer = await createNewcomer(t);
    const as = api(t, newcomer);
    const [lot] = await practiceLots(t);
    const lotId = Number(lot!.id);
    await as.post(`/api/practice/lots/${lotId}/join`);
    const { humanLikeDelay } = await import('./run-rivals');
    const delay = humanLikeDelay({ lotId, bidCount: 3 });
    expect(delay).toBeGreaterThanOrEqual(3000);
    expect(delay).toBeLessThan(8000);
    expect(humanLikeDelay({ lotId, bidCount: 3 })).toBe(delay);
  });
});

describe('the practice sale turned off', () => {
  it('has no routes and makes no practice auction', async () => {
    const off = await createTestApp({ PRACTICE_SALE: 'off' });
    try {
      const newcomer = await createNewcomer(off);
      expect((await api(off, newcomer).get('/api/practice')).statusCode).toBe(404);
      expect((await api(off, newcomer).post('/api/practice/lots/1/join')).statusCode).toBe(404);
      const [auctions] = await queryRows(off.db, sql`select count(*) as n from auctions where is_practice`);
      expect(Number(auctions!.n)).toBe(0);
      expect(off.app.practice).toBeNull();
    } finally {
      await off.close();
    }
  });
});
