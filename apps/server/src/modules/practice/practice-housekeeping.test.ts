import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithAuditActor } from '../../db/audit-actor';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createAuction, createHost, createLot } from '../../test/live-fixtures';
import {
  api,
  closeNow,
  createNewcomer,
  createPracticeApp,
  practiceLots,
  tickPractice,
} from './test/practice-kit';

/**
 * What the practice sale leaves behind as it runs all day (issue 43 point 4, ADR 0076): nothing on the staff
 * audit trail (ADR 0071) from listing, joining, bidding, closing or pruning its lots, while a change to it by
 * an admin is still recorded; and old practice lots pruned on relist, so its tables do not grow forever.
 */
let t: TestApp;
let practiceCompanyId: number;

const lastAuditId = async () => {
  const [row] = await queryRows(t.db, sql`select coalesce(max(id), 0) as id from audit_trail`);
  return Number(row!.id);
};
const auditRowsAfter = (id: number) =>
  queryRows<{ table_name: string; operation: string; actor_role: string; actor_user_id: number | null }>(
    t.db,
    sql`select table_name, operation, actor_role, actor_user_id from audit_trail where id > ${id} order by id`,
  );
const countOf = async (query: ReturnType<typeof sql>) => Number((await queryRows(t.db, query))[0]!.n);

beforeAll(async () => {
  // Hour-long lots: none closes on its own clock while the test runs; the test closes them.
  t = await createPracticeApp({ PRACTICE_LOT_SECONDS: '3600' });
  const [company] = await queryRows<{ id: number }>(t.db, sql`select id from companies where is_practice`);
  practiceCompanyId = Number(company!.id);
});
afterAll(() => t.close());

type Newcomer = Awaited<ReturnType<typeof createNewcomer>>;

/**
 * A newcomer joins a practice lot and bids, a rival answers, the newcomer bids above every rival's ceiling
 * and wins; the lot closes, its alerts are raised, and a fresh lot is listed.
 */
async function playOneLot(newcomer: Newcomer, lotIndex: number) {
  await tickPractice(t);
  const as = api(t, newcomer);
  const lotId = Number((await practiceLots(t))[lotIndex]!.id);
  const auctionId = Number((await as.get('/api/practice')).json().auctionId);
  expect((await as.post(`/api/practice/lots/${lotId}/join`)).statusCode).toBe(200);
  const [lot] = await queryRows(t.db, sql`select high_bid_cents from lots where id = ${lotId}`);
  const amount = Number(lot!.high_bid_cents ?? 100_000_00) / 100 + 1000;
  const bid = await as.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, { amount });
  expect(bid.statusCode, bid.body).toBe(200);
  expect((await tickPractice(t)).rivalBids).toBeGreaterThanOrEqual(1);
  const last = await as.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, { amount: 120_000 });
  expect(last.statusCode, last.body).toBe(200);
  await closeNow(t, lotId);
  await t.app.lotEvents.drainAll();
  for (const job of ['notification.lot-event', 'notification.lot-bids']) await t.app.jobs.runDue(job);
  expect((await tickPractice(t)).listed).toHaveLength(1);
  return lotId;
}

describe('the practice sale and the audit trail (issue 43, point 4)', () => {
  it('records none of the rows the server made for the practice company at boot', async () => {
    const rows = await queryRows(
      t.db,
      sql`select table_name from audit_trail where company_id = ${practiceCompanyId}`,
    );
    expect(rows).toEqual([]);
  });

  it('records nothing while practice lots are joined, bid on, closed and listed again', async () => {
    const newcomer = await createNewcomer(t);
    const before = await lastAuditId();
    await playOneLot(newcomer, 0);
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('still records a change to the practice sale made by an admin', async () => {
    const admin = await createUser(t.db, 'Admin');
    const before = await lastAuditId();
    await runWithAuditActor(
      () => ({ userId: admin.id, role: 'Admin', companyId: null, ip: '127.0.0.1', route: 'PUT /test' }),
      async () => {
        await t.db.execute(sql`update companies set description = 'Edited by an admin' where is_practice`);
      },
    );
    expect(await auditRowsAfter(before)).toEqual([
      { table_name: 'companies', operation: 'UPDATE', actor_role: 'Admin', actor_user_id: admin.id },
    ]);
  });
});

describe('pruning old practice lots (issue 43, point 4)', () => {
  it('deletes, on relist, the lots closed longer ago than PRACTICE_KEEP_MINUTES with all they hold, and nothing else', async () => {
    const old = await playOneLot(await createNewcomer(t), 0);
    // Closed two hours ago (past the default 60 minutes); stopped_time is not a column the trail follows.
    await t.db.execute(sql`update lots set stopped_time = now() - interval '2 hours' where id = ${old}`);
    const held = {
      bids: sql`select count(*) as n from bids where lot_id = ${old}`,
      events: sql`select count(*) as n from lot_events where lot_id = ${old}`,
      seats: sql`select count(*) as n from auction_bidder_lots where lot_id = ${old}`,
      properties: sql`select count(*) as n from properties where lot_id = ${old}`,
      alerts: sql`select count(*) as n from notifications where lot_id = ${old}`,
    };
    for (const [what, query] of Object.entries(held)) expect(await countOf(query), what).toBeGreaterThan(0);
    // A real lot that closed as long ago is no business of the prune.
    const host = await createHost(t);
    const realAuction = await createAuction(t.db, host);
    const realLot = await createLot(t.db, host, realAuction, { started: true });
    await t.db.execute(sql`update lots set stopped_time = now() - interval '3 hours' where id = ${realLot}`);

    const before = await lastAuditId();
    // The next close and relist prunes the old lot; the lot closed just now is kept.
    const recent = Number((await practiceLots(t))[0]!.id);
    await closeNow(t, recent);
    const pass = await tickPractice(t);
    expect(pass).toMatchObject({ pruned: 1 });
    expect(pass.listed).toHaveLength(1);

    expect(await countOf(sql`select count(*) as n from lots where id = ${old}`)).toBe(0);
    for (const [what, query] of Object.entries(held)) expect(await countOf(query), what).toBe(0);
    expect(await countOf(sql`select count(*) as n from lots where id = ${recent}`)).toBe(1);
    expect(await countOf(sql`select count(*) as n from lots where id = ${realLot}`)).toBe(1);
    expect(await practiceLots(t)).toHaveLength(3);
    // The prune, like the rest of the practice sale's housekeeping, is not on the staff trail.
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('keeps the practice tables bounded: each relist prunes what fell out of the window', async () => {
    const practiceLotCount = sql`select count(*) as n from lots l join auctions a on a.id = l.auction_id
      where a.is_practice`;
    const size = await countOf(practiceLotCount);
    for (let round = 0; round < 4; round += 1) {
      const [lot] = await practiceLots(t);
      await closeNow(t, Number(lot!.id));
      // As if this lot had closed two hours ago: the relist that replaces it prunes it.
      await t.db.execute(
        sql`update lots set stopped_time = now() - interval '2 hours' where id = ${lot!.id}`,
      );
      const pass = await tickPractice(t);
      expect(pass, `round ${round}`).toMatchObject({ pruned: 1, listed: [expect.any(Number)] });
    }
    // Four lots listed, four pruned: the sale is the size it was.
    expect(await countOf(practiceLotCount)).toBe(size);
    const stale = await countOf(
      sql`select count(*) as n from lots l join auctions a on a.id = l.auction_id
        where a.is_practice and l.stopped_time < now() - interval '60 minutes'`,
    );
    expect(stale).toBe(0);
  });
});
