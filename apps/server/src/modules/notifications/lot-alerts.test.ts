import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../../test/live-fixtures';
import { call } from '../lots/test/test-kit';
import { LOT_BIDS_JOB, OUTBID_WINDOW_MS } from './alert-jobs';
import { outbidJobFor } from './lot-event-alerts';
import { alertTestKit } from './test/alert-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { drain, outbidNow, alertsOf, outboxOf, openLotWithTwo, emailOf } = alertTestKit(() => t);

describe('outbid alerts', () => {
  it('cover each bid by a window job that has not run yet, one job per window in steady bidding', () => {
    // Drained while its window is open: the window's own job (it runs when the window closes).
    expect(outbidJobFor(7, 100, 100, 1)).toEqual({ key: '7:100', window: 100 });
    // Drained in the next window (the drain at its window's end): the next window's job, which reads both.
    expect(outbidJobFor(7, 100, 101, 1)).toEqual({ key: '7:101', window: 101 });
    expect(outbidJobFor(7, 101, 101, 1)).toEqual({ key: '7:101', window: 101 });
    // Drained later (a backlog after an outage): a job of its own, new for each drain batch.
    expect(outbidJobFor(7, 100, 105, 40)).toEqual({ key: '7:100:40', window: 100 });
  });

  it('tells the outbid bidder once, on every channel, and never twice', async () => {
    const lot = await openLotWithTwo();
    expect((await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500)).statusCode).toBe(200);
    expect((await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000)).statusCode).toBe(200);
    // The outbox turns the committed bids into one outbid job per window they fell in, to run once it closed.
    await t.app.lotEvents.drainLot(lot.lotId);
    const windows = await queryRows<{ window: number; start_after: Date | string }>(
      t.db,
      sql`select (data->>'window')::bigint as window, start_after from pgboss.job
        where name = ${LOT_BIDS_JOB} and (data->>'lotId')::int = ${lot.lotId}`,
    );
    expect(windows.length).toBeGreaterThanOrEqual(1);
    for (const job of windows)
      expect(new Date(job.start_after).getTime()).toBe((Number(job.window) + 1) * OUTBID_WINDOW_MS);
    // Drained once: a second drain finds nothing new.
    expect(await t.app.lotEvents.drainLot(lot.lotId)).toBe(0);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    const alerts = await alertsOf(lot.first.id, 'Outbid');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'Outbid' });
    expect(alerts[0]!.body).toBe('The high bid is now $101,000.');
    expect(await alertsOf(lot.second.id, 'Outbid')).toEqual([]);
    const { email, user_name } = await emailOf(lot.first.id);
    const outbid = (m: { body: string }) => m.body.includes('The high bid is now');
    const sent = async () =>
      [...(await outboxOf(email)), ...(await outboxOf(user_name)), ...(await outboxOf('3125550199'))]
        .filter(outbid)
        .filter((m) => m.channel !== 'sms' || m.body.includes(`/details/${lot.lotId}`))
        .map((m) => m.channel);
    expect((await sent()).sort()).toEqual(['email', 'push', 'sms']);

    // The same window handled again (a retry, a restart, another process): nothing new.
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    expect(await alertsOf(lot.first.id, 'Outbid')).toHaveLength(1);
    expect((await sent()).sort()).toEqual(['email', 'push', 'sms']);
  });

  it('respects the switches: SMS off for outbid sends no SMS', async () => {
    const lot = await openLotWithTwo();
    const saved = await call(t, 'PUT', '/api/notifications/preferences', lot.first.token, {
      preferences: [{ kind: 'Outbid', channel: 'sms', enabled: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([{ kind: 'Outbid', channel: 'sms', enabled: false }]);
    await t.db.execute(sql`update bidder_phones set number = '3125550777' where user_id = ${lot.first.id}`);
    await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500);
    await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    expect(await alertsOf(lot.first.id, 'Outbid')).toHaveLength(1);
    const outbid = (m: { body: string }) => m.body.includes('outbid') || m.body.includes('high bid');
    expect((await outboxOf('3125550777')).filter(outbid)).toEqual([]);
    const { email } = await emailOf(lot.first.id);
    expect((await outboxOf(email)).filter(outbid).map((m) => m.channel)).toEqual(['email']);
  });
});

describe('stop time extensions', () => {
  it('tell the active bidders once per new stop time', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startType: 'Auto', timeLeft: 5, extraTime: 3 });
    const lotId = await createLot(t.db, host, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 60_000),
    });
    const first = await createBidder(t);
    const second = await createBidder(t);
    await joinLot(t, first, auctionId, lotId, 20_000);
    await joinLot(t, second, auctionId, lotId, 20_000);
    // An earlier bid, a while ago (its event carries the stop time before the window).
    expect((await bid(t, second, auctionId, lotId, 100_500)).statusCode).toBe(200);
    await t.db.execute(
      sql`update lot_events set created_at = created_at - interval '1 minute' where lot_id = ${lotId}`,
    );
    await t.db.execute(
      sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const late = await bid(t, first, auctionId, lotId, 101_000);
    expect(late.statusCode, late.body).toBe(200);
    await outbidNow(t.db, t.app.jobs, lotId);
    await outbidNow(t.db, t.app.jobs, lotId);
    await drain(t.app);
    for (const bidder of [first, second]) {
      const alerts = await alertsOf(bidder.id, 'StopAlert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.body).toMatch(/^A late bid extended the sale to \d\d\/\d\d\/\d{4} /);
    }
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('two server processes', () => {
  it('send one outbid alert on each channel, however many processes see the event', async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    const a = await createTestApp({ JWT_SECRET: jwtSecret, REDIS_URL: process.env.REDIS_URL! });
    const database = await openDatabase({ url: a.databaseUrl!, poolSize: 5 });
    const b = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: a.dataDir,
        SEED_DEMO: 'false',
        REDIS_URL: process.env.REDIS_URL!,
      }),
      database,
      jwtSecret: new TextEncoder().encode(jwtSecret),
      lotClock: { enabled: false },
      jobs: { workers: false },
    });
    await b.ready();
    try {
      const previous = t;
      t = a;
      const lot = await openLotWithTwo();
      await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500);
      await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000);
      // Both processes drain the lot's events at once: the cursor lets one of them queue each window's job.
      await Promise.all([
        a.app.lotEvents.drainAll(),
        b.lotEvents.drainAll(),
        b.lotEvents.drainLot(lot.lotId),
      ]);
      const [queued] = await queryRows<{ n: string }>(
        t.db,
        sql`select count(*) as n from pgboss.job where name = ${LOT_BIDS_JOB} and (data->>'lotId')::int = ${lot.lotId}`,
      );
      const bidTimes = await queryRows<{ created_date: string | Date }>(
        t.db,
        sql`select created_date from bids where lot_id = ${lot.lotId}`,
      );
      const windows = new Set(
        bidTimes.map((row) => Math.floor(new Date(row.created_date).getTime() / OUTBID_WINDOW_MS)),
      );
      // One job per window the bids fell in at most (usually one), not one per process.
      expect(Number(queued!.n)).toBeLessThanOrEqual(windows.size);
      expect(Number(queued!.n)).toBeGreaterThanOrEqual(1);
      // Both run the window's alerts at once, and both drain the deliveries at once.
      await Promise.all([outbidNow(t.db, a.app.jobs, lot.lotId), outbidNow(database.db, b.jobs, lot.lotId)]);
      await Promise.all([drain(a.app), drain(b)]);
      await Promise.all([drain(a.app), drain(b)]);
      expect(await alertsOf(lot.first.id, 'Outbid')).toHaveLength(1);
      const { email, user_name } = await emailOf(lot.first.id);
      const outbid = (m: { body: string }) => m.body.includes('The high bid is now');
      expect((await outboxOf(email)).filter(outbid)).toHaveLength(1);
      expect((await outboxOf(user_name)).filter(outbid)).toHaveLength(1);
      t = previous;
    } finally {
      await b.close();
      await database.close().catch(() => undefined);
      await a.close();
    }
  }, 60_000);
});
