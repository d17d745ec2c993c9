// The outage policy's rules (issue 43 point 1, ADR 0077) on one app and database: the health beat's gap, the
// recovery's extension, its record in the hash chain, the notices exactly once, and the staff pause.
import { OUTAGE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { SALE_INTERRUPTED_JOB } from '../../jobs/lot-alerts-port';
import { DELIVER_JOB } from '../../modules/notifications/raise-notification';
import { pdfText } from '../../modules/winnings/test/winnings-test-kit';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  lotEvents,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { verifyLotChain } from '../audit-chain';
import type { LiveBus } from '../bus';
import { LiveEvent } from '../messages';
import type { RecoveredOutage } from './health-beat';
import { applyDueTransitions } from './lot-clock';

const THRESHOLD_S = 30;
const MARGIN_S = 120;

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp({ OUTAGE_THRESHOLD_S: String(THRESHOLD_S), OUTAGE_MARGIN_S: String(MARGIN_S) });
  host = await createHost(t);
});
afterAll(() => t?.close());

/** A context of its own: a process that has not beaten yet (its cause of a gap is "no process running"). */
const freshProcess = () => ({ ...t.app.live.ctx });

/** The last health beat, as if it had been `seconds` ago. */
const lastBeatAgo = (seconds: number) =>
  t.db.execute(
    sql`update service_health set last_healthy_at = clock_timestamp() - make_interval(secs => ${seconds})`,
  );

const lotRow = async (lotId: number) =>
  (
    await queryRows<{ stop_time: string; stopped_time: string | null; lot_status: string }>(
      t.db,
      sql`select stop_time, stopped_time, lot_status from lots where id = ${lotId}`,
    )
  )[0]!;

/** An open timed lot (its auction on the clock) closing `closesInS` from now, with two joined bidders. */
async function openTimedLot(closesInS: number) {
  const auctionId = await createAuction(t.db, host, {
    startType: 'Auto',
    startTime: new Date(Date.now() - 60_000),
  });
  const stopTime = new Date(Date.now() + closesInS * 1000);
  const lotId = await createLot(t.db, host, auctionId, { started: true, stopTime });
  const bidders: TestBidder[] = [await createBidder(t), await createBidder(t)];
  for (const bidder of bidders) await joinLot(t, bidder, auctionId, lotId, 20_000);
  return { auctionId, lotId, bidders };
}

/** Runs the notice jobs and their deliveries, as the queue's workers would. */
async function deliverNotices() {
  for (let round = 0; round < 3; round += 1) {
    const ran = (await t.app.jobs.runDue(SALE_INTERRUPTED_JOB)) + (await t.app.jobs.runDue(DELIVER_JOB));
    if (ran === 0) return;
  }
}

async function noticesOf(userId: number) {
  return queryRows<{ occurrence: string; title: string; body: string; channels: string }>(
    t.db,
    sql`select n.occurrence, n.title, n.body,
        (select string_agg(d.channel, ',' order by d.channel) from notification_deliveries d
          where d.notification_id = n.id) as channels
      from notifications n where n.user_id = ${userId} and n.kind = 'SaleInterrupted' order by n.occurrence`,
  );
}

const post = (path: string, token: string) =>
  t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` } });

describe('the health beat and an outage', () => {
  it('a stale beat: the lots that came due inside the gap are extended, recorded in the chain, and told once', async () => {
    const { lotId, bidders } = await openTimedLot(-10);
    const { lotId: laterLotId } = await openTimedLot(600);
    const before = await lotRow(lotId);
    await lastBeatAgo(60);
    const recovered: RecoveredOutage[] = [];
    await applyDueTransitions(freshProcess(), { onRecovered: (outage) => recovered.push(outage) });

    // Not closed: moved by the gap (about 60 s) plus the margin, so at least the margin from now.
    const after = await lotRow(lotId);
    expect(after.stopped_time).toBeNull();
    const movedMs = new Date(after.stop_time).getTime() - new Date(before.stop_time).getTime();
    expect(movedMs).toBeGreaterThanOrEqual((60 + MARGIN_S) * 1000);
    expect(movedMs).toBeLessThan((60 + MARGIN_S + 30) * 1000);
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ cause: 'NoProcess' });
    expect(recovered[0]!.extendedLotIds).toContain(lotId);
    expect(recovered[0]!.extendedLotIds).not.toContain(laterLotId);

    // The outage and the changed close are in the lot's hash chain, which still verifies.
    const resumed = (await lotEvents(t.db, lotId)).filter((event) => event.event === LiveEvent.SALE_RESUMED);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]!.payload).toMatchObject({
      interruption: {
        kind: 'Outage',
        cause: 'NoProcess',
        previousStopTime: new Date(before.stop_time).toISOString(),
        newStopTime: new Date(after.stop_time).toISOString(),
        marginSeconds: MARGIN_S,
      },
    });
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);
    const [record] = await queryRows<{ kind: string; cause: string; length_s: string | number }>(
      t.db,
      sql`select i.kind, i.cause, extract(epoch from i.ended_at - i.started_at) as length_s
        from sale_interruptions i join sale_interruption_lots s on s.interruption_id = i.id where s.lot_id = ${lotId}`,
    );
    expect(record).toMatchObject({ kind: 'Outage', cause: 'NoProcess' });
    expect(Number(record!.length_s)).toBeGreaterThanOrEqual(60);

    // Each registered bidder: one notice of the interruption and one of the new times, on every channel,
    // however often the jobs run.
    await deliverNotices();
    await t.app.jobs.runDue(SALE_INTERRUPTED_JOB);
    for (const bidder of bidders) {
      const notices = await noticesOf(bidder.id);
      expect(notices.map((notice) => notice.title)).toEqual(['Sale interrupted', 'New closing times']);
      for (const notice of notices) expect(notice.channels).toBe('email,push,sms');
      expect(notices[0]!.body).toContain('no server process was running');
    }
    // A tick once the beat is fresh closes nothing early and records nothing new.
    await applyDueTransitions(t.app.live.ctx);
    expect((await lotRow(lotId)).stopped_time).toBeNull();
    const [count] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from sale_interruption_lots where lot_id = ${lotId}`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('a fresh beat: a lot that came due closes at its own stop time', async () => {
    const { lotId } = await openTimedLot(-2);
    await lastBeatAgo(5);
    await applyDueTransitions(t.app.live.ctx);
    const after = await lotRow(lotId);
    expect(after.lot_status).toBe('CompleteTransaction');
    expect(new Date(after.stopped_time!).toISOString()).toBe(new Date(after.stop_time).toISOString());
  });

  it('a gap shorter than the threshold is no outage: the lot closes a little late, at its own time', async () => {
    const { lotId } = await openTimedLot(-10);
    await lastBeatAgo(THRESHOLD_S - 5);
    await applyDueTransitions(freshProcess());
    const after = await lotRow(lotId);
    expect(after.stopped_time).not.toBeNull();
    expect(new Date(after.stopped_time!).toISOString()).toBe(new Date(after.stop_time).toISOString());
    const [count] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from sale_interruption_lots where lot_id = ${lotId}`,
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('while Redis is out nothing is stamped and nothing closes; the gap is an outage caused by Redis', async () => {
    const { lotId } = await openTimedLot(600);
    // Due a second ago; the last beat was before that.
    await t.db.execute(
      sql`update lots set stop_time = clock_timestamp() - interval '1 second' where id = ${lotId}`,
    );
    await lastBeatAgo(5);
    // The process's bus as Redis out: the same bus, reporting itself disconnected.
    const redisDown: LiveBus = Object.assign(Object.create(t.app.live.ctx.bus) as LiveBus, {
      status: () => ({ kind: 'redis' as const, connected: false }),
    });
    const process = { ...t.app.live.ctx, bus: redisDown };
    await applyDueTransitions(process);
    expect((await lotRow(lotId)).stopped_time).toBeNull();
    // Redis comes back after the threshold: the same process recovers, and names the cause.
    await lastBeatAgo(THRESHOLD_S + 10);
    const recovered: RecoveredOutage[] = [];
    process.bus = t.app.live.ctx.bus;
    await applyDueTransitions(process, { onRecovered: (outage) => recovered.push(outage) });
    expect(recovered[0]).toMatchObject({ cause: 'Redis' });
    expect((await lotRow(lotId)).stopped_time).toBeNull();
  });
});

describe('staff pause and resume', () => {
  it('refuses every bid and maximum while paused, stops the clock, and moves each close by the pause on resume', async () => {
    const { auctionId, lotId, bidders } = await openTimedLot(-1);
    const [first] = bidders;
    await lastBeatAgo(1);
    const paused = await post(`/api/auctions/${auctionId}/pause`, host.token);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ auctionId: String(auctionId), changedLots: [] });
    expect((await post(`/api/auctions/${auctionId}/pause`, host.token)).json()).toMatchObject({
      message: OUTAGE_MESSAGES.alreadyPaused,
    });

    // Bids and maximums are refused with the policy's words; the lot's own page says it is paused.
    const refused = await bid(t, first!, auctionId, lotId, 100_500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OUTAGE_MESSAGES.salePaused);
    const maximum = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`,
      headers: { authorization: `Bearer ${first!.token}` },
      payload: { amount: 105_000 },
    });
    expect(maximum.statusCode).toBe(409);
    const page = await t.app.inject({
      url: `/api/lots/${lotId}/bidder`,
      headers: { authorization: `Bearer ${first!.token}` },
    });
    expect(page.json().salePausedAt).toEqual(expect.any(String));

    // The lot came due, but a paused sale's clock stands still.
    await applyDueTransitions(t.app.live.ctx);
    expect((await lotRow(lotId)).stopped_time).toBeNull();

    // As if the pause had lasted 90 seconds: on resume the close moves by that much.
    await t.db.execute(
      sql`update auctions set paused_at = paused_at - interval '90 seconds' where id = ${auctionId}`,
    );
    await t.db.execute(sql`update sale_interruptions set started_at = started_at - interval '90 seconds'
      where auction_id = ${auctionId}`);
    const before = await lotRow(lotId);
    const resumed = await post(`/api/auctions/${auctionId}/resume`, host.token);
    expect(resumed.statusCode).toBe(200);
    const after = await lotRow(lotId);
    const movedMs = new Date(after.stop_time).getTime() - new Date(before.stop_time).getTime();
    expect(movedMs).toBeGreaterThanOrEqual(90_000);
    expect(movedMs).toBeLessThan(150_000);
    expect(resumed.json()).toMatchObject({
      pausedAt: null,
      changedLots: [{ lotId: String(lotId), newStopTime: new Date(after.stop_time).toISOString() }],
    });
    expect((await bid(t, first!, auctionId, lotId, 100_500)).statusCode).toBe(200);
    expect((await post(`/api/auctions/${auctionId}/resume`, host.token)).statusCode).toBe(409);

    const events = (await lotEvents(t.db, lotId)).map((event) => event.event);
    expect(events.filter((event) => event === LiveEvent.SALE_PAUSED)).toHaveLength(1);
    expect(events.filter((event) => event === LiveEvent.SALE_RESUMED)).toHaveLength(1);
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);

    await deliverNotices();
    for (const bidder of bidders)
      expect((await noticesOf(bidder.id)).map((notice) => notice.title)).toEqual([
        'Sale paused',
        'New closing times',
      ]);

    // Once closed, the lot's Report of Sale lists the pause with the close it moved.
    await t.db.execute(
      sql`update lots set stop_time = clock_timestamp() - interval '1 second' where id = ${lotId}`,
    );
    await applyDueTransitions(t.app.live.ctx);
    const report = await t.app.inject({
      url: `/api/lots/${lotId}/reportofsale`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(report.statusCode).toBe(200);
    // A long line wraps in the PDF: read it as one. Where it wraps depends on the times' widths, and a wrap
    // inside the arrow reads as "- >".
    const text = pdfText(report.rawPayload).replace(/\n/g, ' ');
    expect(text).toContain('Pauses and outages (1), under the outage policy');
    expect(text).toMatch(/Paused by staff: .* \(\d+ s\); close .* - ?> /);
  });

  it('only staff of the auction’s company may pause it', async () => {
    const { auctionId, bidders } = await openTimedLot(600);
    const other = await createHost(t);
    expect((await post(`/api/auctions/${auctionId}/pause`, other.token)).statusCode).toBe(403);
    expect((await post(`/api/auctions/${auctionId}/pause`, bidders[0]!.token)).statusCode).toBe(403);
    expect((await post('/api/auctions/999999/pause', host.token)).statusCode).toBe(404);
  });

  it('serves the policy’s numbers to the public page', async () => {
    const answer = await t.app.inject({ url: '/api/outage-policy' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      thresholdSeconds: THRESHOLD_S,
      marginSeconds: MARGIN_S,
      beatSeconds: 0.5,
    });
  });
});
