import { randomBytes } from 'node:crypto';
import { encodePushToken, formatHostDateTime } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, queryRows } from '../../db/client';
import { queuedLotAlerts } from '../../jobs/lot-alerts-port';
import { createTestApp, type TestApp } from '../../test/app';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../../test/live-fixtures';
import { call } from '../lots/test-kit';
import { wonLot } from '../winnings/winnings-test-kit';
import {
  LOT_BIDS_JOB,
  LOT_EVENT_JOB,
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  OUTBID_WINDOW_MS,
  REMINDER_JOB,
  SETTLEMENT_STEP_JOB,
} from './alert-jobs';
import { alertLotPostponed, alertSavedFilterMatches } from './listing-alerts';
import { alertOutbid } from './lot-alerts';
import { DELIVER_JOB } from './raise-notification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs every queued alert job of `app` until nothing is due. Staff calls queue their alert jobs (through the
 * LotAlerts port) before they answer, so nothing needs waiting for.
 */
async function drain(app: FastifyInstance) {
  for (let round = 0; round < 5; round += 1) {
    let ran = 0;
    for (const name of [
      LOT_EVENT_JOB,
      LOT_POSTPONED_JOB,
      LOT_PUBLISHED_JOB,
      SETTLEMENT_STEP_JOB,
      REMINDER_JOB,
      DELIVER_JOB,
    ])
      ran += await app.jobs.runDue(name);
    if (ran === 0) return;
  }
}

/** Jobs of `name` queued for the lot. */
async function queuedJobs(name: string, lotId: number) {
  const [row] = await queryRows<{ n: string | number }>(
    t.db,
    sql`select count(*) as n from pgboss.job where name = ${name} and (data->>'lotId')::int = ${lotId}`,
  );
  return Number(row!.n);
}

/**
 * Runs the outbid job of every window the lot's bids fell in, as the queue would once each window ends
 * (the job itself waits for its window to close; the test does not wait).
 */
async function outbidNow(db: typeof t.db, jobs: FastifyInstance['jobs'], lotId: number) {
  const rows = await queryRows<{ created_date: string | Date }>(
    db,
    sql`select created_date from bids where lot_id = ${lotId}`,
  );
  const windows = new Set(
    rows.map((row) => Math.floor(new Date(row.created_date).getTime() / OUTBID_WINDOW_MS)),
  );
  for (const window of windows) await alertOutbid(db, jobs, { lotId, window });
}

async function alertsOf(userId: number, kind?: string) {
  return queryRows<{ kind: string; occurrence: string; title: string; body: string }>(
    t.db,
    sql`select kind, occurrence, title, body from notifications where user_id = ${userId}
      ${kind ? sql`and kind = ${kind}` : sql``} order by id`,
  );
}

async function outboxOf(recipient: string) {
  return queryRows<{ channel: string; subject: string | null; body: string }>(
    t.db,
    sql`select channel, subject, body from dev_outbox where recipient = ${recipient} order by id`,
  );
}

async function openLotWithTwo() {
  const host = await createHost(t);
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
  const first = await createBidder(t);
  const second = await createBidder(t);
  await joinLot(t, first, auctionId, lotId, 20_000);
  await joinLot(t, second, auctionId, lotId, 20_000);
  return { host, auctionId, lotId, first, second };
}

const emailOf = async (userId: number) =>
  (
    await queryRows<{ email: string; user_name: string }>(
      t.db,
      sql`select email, user_name from users where id = ${userId}`,
    )
  )[0]!;

describe('outbid alerts', () => {
  it('tells the outbid bidder once, on every channel, and never twice', async () => {
    const lot = await openLotWithTwo();
    expect((await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500)).statusCode).toBe(200);
    expect((await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000)).statusCode).toBe(200);
    // The bus listener queued one outbid job for the lot's window, to run once the window has closed.
    for (let i = 0; i < 100; i += 1) {
      const [row] = await queryRows<{ n: string | number }>(
        t.db,
        sql`select count(*) as n from pgboss.job where name = ${LOT_BIDS_JOB} and (data->>'lotId')::int = ${lot.lotId}
          and start_after > created_on`,
      );
      if (Number(row!.n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [queued] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from pgboss.job where name = ${LOT_BIDS_JOB} and (data->>'lotId')::int = ${lot.lotId}`,
    );
    expect(Number(queued!.n)).toBeGreaterThanOrEqual(1);
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

describe('winner alerts and reminders', () => {
  it('tells the winner, schedules the reminders, and cancels them as payments arrive', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const won = await alertsOf(sale.winner.id, 'Won');
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatch(
      /^Your winning bid: \$101,000\. The deposit of \$10,100 is due by \d\d\/\d\d\/2026 /,
    );
    const reminders = () =>
      queryRows<{ key: string; state: string }>(
        t.db,
        sql`select data->>'kind' as key, state::text from pgboss.job where name = ${REMINDER_JOB}
          and (data->>'lotId')::int = ${sale.lotId} order by data->>'kind'`,
      );
    expect((await reminders()).map((r) => r.state)).toEqual(['created', 'created', 'created', 'created']);

    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/deposit`, sale.host.token)).statusCode).toBe(200);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body)).toEqual([
      'Your deposit was received.',
    ]);
    expect(Object.fromEntries((await reminders()).map((r) => [r.key, r.state]))).toEqual({
      BalancePastDue: 'created',
      BalanceReminder: 'created',
      DepositPastDue: 'cancelled',
      DepositReminder: 'cancelled',
    });

    // The balance deadline passes unpaid: the winner is reminded and the host's staff hear of it.
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId} and state = 'created'`);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'Won')).map((a) => a.occurrence.split(':')[0]).sort()).toEqual([
      'BalancePastDue',
      'BalanceReminder',
      'won',
    ]);
    const staff = await alertsOf(sale.host.auctioneerId, 'HostPastDue');
    expect(staff.map((a) => a.title)).toEqual([expect.stringMatching(/^Payment past due: /)]);

    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/payment`, sale.host.token)).statusCode).toBe(200);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body)).toEqual([
      'Your deposit was received.',
      'Your payment was received; the transaction is complete.',
    ]);
  });

  it('tells the winner each post-sale step, court approval and the deed among them', async () => {
    const sale = await wonLot(t);
    const put = async (url: string) => {
      const answer = await call(t, 'PUT', url, sale.host.token);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    };
    await put(`/api/lots/${sale.lotId}/deposit`);
    await put(`/api/lots/${sale.lotId}/payment`);
    await put(`/api/cases/${sale.host.caseId}/updatestatus/WaitingCourtHouse`);
    await put(`/api/cases/${sale.host.caseId}/updatestatus/Approved`);
    await put(`/api/lots/${sale.lotId}/deedready`);
    await t.db.execute(sql`update lots set deed_delivery = 'PickUp' where id = ${sale.lotId}`);
    await put(`/api/lots/${sale.lotId}/deedissued`);
    await drain(t.app);
    // The queue runs the steps' jobs in no set order.
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body).sort()).toEqual(
      [
        'Your deposit was received.',
        'Your payment was received; the transaction is complete.',
        'The court approved the sale.',
        'The deed is ready: choose how you want to receive it.',
        'The deed was issued.',
      ].sort(),
    );
    expect(await alertsOf(sale.loser.id, 'PaymentSteps')).toEqual([]);
  });

  it('sends nothing for a reminder whose payment arrived before it ran', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    await t.db.execute(
      sql`update lots set deposit_received_date = now(), payment_received_date = now() where id = ${sale.lotId}`,
    );
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId}`);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'Won')).map((a) => a.occurrence.split(':')[0])).toEqual(['won']);
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

const timeZoneOf = async (companyId: number) =>
  (
    await queryRows<{ time_zone: string }>(t.db, sql`select time_zone from companies where id = ${companyId}`)
  )[0]!.time_zone;

describe('postponed and cancelled lots', () => {
  async function upcomingLotWithAudience() {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 3 * 86_400_000) });
    const lotId = await createLot(t.db, host, auctionId);
    const pinner = await createBidder(t);
    const registered = await createBidder(t);
    const stranger = await createBidder(t);
    expect((await call(t, 'GET', `/api/bidders/pin/${lotId}`, pinner.token)).statusCode).toBe(200);
    await joinLot(t, registered, auctionId, lotId, 20_000);
    return { host, auctionId, lotId, pinner, registered, stranger };
  }

  it('tells the bidders who pinned or registered for the lot, with the new date, once per postponement', async () => {
    const lot = await upcomingLotWithAudience();
    const continuance = new Date(Date.now() + 10 * 86_400_000);
    const postponed = await call(t, 'PUT', `/api/lots/${lot.lotId}/postpone`, lot.host.token, {
      isPostpone: true,
      date: continuance.toISOString(),
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    // The use case queued the job before it answered.
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    const expected = `The sale was postponed to ${formatHostDateTime(continuance, await timeZoneOf(lot.host.companyId))}.`;
    for (const bidder of [lot.pinner, lot.registered]) {
      const alerts = await alertsOf(bidder.id, 'LotPostponed');
      expect(alerts.map((a) => a.body)).toEqual([expected]);
      expect(alerts[0]!.title).toMatch(/ was postponed$/);
    }
    expect(await alertsOf(lot.stranger.id, 'LotPostponed')).toEqual([]);

    // Lifting the postponement tells nobody; the job of a postponement lifted before it ran tells nobody.
    const lifted = await call(t, 'PUT', `/api/lots/${lot.lotId}/postpone`, lot.host.token, {
      isPostpone: false,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    expect(await alertsOf(lot.pinner.id, 'LotPostponed')).toHaveLength(1);
  });

  it('cancelling the case cancels its lots for sale and tells their bidders once', async () => {
    const lot = await upcomingLotWithAudience();
    const cancelled = await call(
      t,
      'PUT',
      `/api/cases/${lot.host.caseId}/updatestatus/Cancelled`,
      lot.host.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await queryRows<{ lot_status: string }>(
      t.db,
      sql`select lot_status from lots where id = ${lot.lotId}`,
    );
    expect(row!.lot_status).toBe('Cancelled');
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    for (const bidder of [lot.pinner, lot.registered]) {
      const alerts = await alertsOf(bidder.id, 'LotPostponed');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        occurrence: 'cancelled',
        body: 'The sale of this lot was cancelled.',
      });
      expect(alerts[0]!.title).toMatch(/ was cancelled$/);
    }
    expect(await alertsOf(lot.stranger.id, 'LotPostponed')).toEqual([]);
    // The bidders' search shows it cancelled; joining it is refused.
    const listed = await call(t, 'POST', '/api/lots/list/bidder', lot.pinner.token, { showCancelled: true });
    expect(listed.json().data.map((l: { lotId: string }) => l.lotId)).toContain(String(lot.lotId));
    // The job again (a retry, another process): nothing new.
    await alertLotPostponed(t.db, t.app.jobs, { lotId: lot.lotId, change: 'cancelled' });
    await drain(t.app);
    expect(await alertsOf(lot.registered.id, 'LotPostponed')).toHaveLength(1);
  });

  it('leaves sold and started lots of a cancelled case alone', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const lotStatus = async () =>
      (
        await queryRows<{ lot_status: string }>(
          t.db,
          sql`select lot_status from lots where id = ${sale.lotId}`,
        )
      )[0]!.lot_status;
    const before = await lotStatus();
    expect(
      (await call(t, 'PUT', `/api/cases/${sale.host.caseId}/updatestatus/Cancelled`, sale.host.token))
        .statusCode,
    ).toBe(200);
    expect(await lotStatus()).toBe(before);
    expect(await queuedJobs(LOT_POSTPONED_JOB, sale.lotId)).toBe(0);
  });
});

describe('saved filter matches', () => {
  async function saveFilter(bidder: { token: string }, name: string, savedFilter: object) {
    const saved = await call(t, 'POST', '/api/bidders/filters', bidder.token, { name, savedFilter });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('tells each bidder whose saved filter finds a newly published lot, once, however many filters match', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 5 * 86_400_000) });
    const lotId = await createLot(t.db, host, auctionId, { status: 'Draft' });
    await t.db.execute(sql`update properties set city = 'Oak Park' where lot_id = ${lotId}`);
    const twice = await createBidder(t);
    const once = await createBidder(t);
    const elsewhere = await createBidder(t);
    const tooEarly = await createBidder(t);
    const stale = await createBidder(t);
    await saveFilter(twice, 'Oak Park', { search: 'oak park' });
    await saveFilter(twice, 'Everything', {});
    await saveFilter(once, 'Upcoming in Oak Park', {
      search: 'Oak Park',
      beginDate: new Date().toISOString(),
    });
    await saveFilter(elsewhere, 'Springfield', { search: 'Springfield' });
    await saveFilter(tooEarly, 'This week', {
      search: 'Oak Park',
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // A filter naming an attribute that no longer exists is skipped (the list call would refuse it too).
    await t.db.execute(sql`insert into bidder_filters (bidder_id, name, saved_filter)
      values (${stale.id}, 'Old', ${JSON.stringify({ searchAttributes: [{ name: 'Gone', values: ['x'] }] })}::jsonb)`);

    // Still a draft: nobody hears; the draft is in nobody's search.
    await drain(t.app);
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(0);

    const published = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(published.statusCode, published.body).toBe(200);
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(1);
    await drain(t.app);

    const told = await alertsOf(twice.id, 'SavedFilterMatch');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ occurrence: 'lot-published' });
    expect(told[0]!.title).toMatch(/^New lot matching "Oak Park": .*Oak Park$/);
    const start = (
      await queryRows<{ start_time: string }>(
        t.db,
        sql`select start_time from auctions where id = ${auctionId}`,
      )
    )[0]!.start_time;
    expect(told[0]!.body).toBe(
      `A new lot matches your saved filter "Oak Park". The auction starts ${formatHostDateTime(start, await timeZoneOf(host.companyId))}.`,
    );
    const [item] = (await call(t, 'GET', '/api/notifications', twice.token)).json().data;
    expect(item).toMatchObject({ kind: 'SavedFilterMatch', link: `/details/${lotId}`, lotId: String(lotId) });
    expect(await alertsOf(once.id, 'SavedFilterMatch')).toHaveLength(1);
    for (const bidder of [elsewhere, tooEarly, stale])
      expect(await alertsOf(bidder.id, 'SavedFilterMatch')).toEqual([]);

    // The job again (a retry, a restart, another process): nothing new.
    await alertSavedFilterMatches(t.db, t.app.jobs, { lotId });
    await drain(t.app);
    expect(await alertsOf(twice.id, 'SavedFilterMatch')).toHaveLength(1);
    const { email } = await emailOf(twice.id);
    expect((await outboxOf(email)).filter((m) => m.subject?.startsWith('New lot matching'))).toHaveLength(1);
  });
});

describe('the LotAlerts port', () => {
  it('queues one keyed job per change and logs, without throwing, a failure to queue', async () => {
    const errors: string[] = [];
    const log = { error: (_object: object, message: string) => void errors.push(message) };
    const alerts = queuedLotAlerts(t.app.jobs, log);
    const lotId = 2_000_000_000;
    await alerts.lotPublished(lotId);
    await alerts.lotPublished(lotId);
    const at = new Date();
    await alerts.lotPostponed(lotId, at);
    await alerts.lotPostponed(lotId, at);
    await alerts.lotPostponed(lotId, new Date(at.getTime() + 1000));
    await alerts.settlementStep(lotId, 'DepositReceived');
    await alerts.settlementStep(lotId, 'DepositReceived');
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(1);
    expect(await queuedJobs(LOT_POSTPONED_JOB, lotId)).toBe(2);
    expect(await queuedJobs(SETTLEMENT_STEP_JOB, lotId)).toBe(1);
    await t.db.execute(sql`delete from pgboss.job where (data->>'lotId')::int = ${lotId}`);
    expect(errors).toEqual([]);

    const broken = queuedLotAlerts(
      { ...t.app.jobs, send: () => Promise.reject(new Error('queue down')) },
      log,
    );
    await expect(broken.lotCancelled(lotId)).resolves.toBeUndefined();
    expect(errors).toEqual(['could not queue the cancellation alert']);
  });
});

describe('notification routes', () => {
  it('lists my alerts with the unread count, marks them read, and keeps others out', async () => {
    const lot = await openLotWithTwo();
    await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500);
    await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    await call(t, 'PUT', '/api/notifications/readall', lot.first.token);
    await bid(t, lot.first, lot.auctionId, lot.lotId, 101_500);
    await bid(t, lot.second, lot.auctionId, lot.lotId, 102_000);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    const list = await call(t, 'GET', '/api/notifications', lot.first.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(1);
    const [item] = list.json().data;
    expect(item).toMatchObject({
      kind: 'Outbid',
      isRead: false,
      lotId: String(lot.lotId),
      link: `/details/${lot.lotId}`,
    });
    expect((await call(t, 'PUT', `/api/notifications/${item.id}/read`, lot.second.token)).statusCode).toBe(
      404,
    );
    const read = await call(t, 'PUT', `/api/notifications/${item.id}/read`, lot.first.token);
    expect(read.json().unreadCount).toBe(0);
    const theirs = (await call(t, 'GET', '/api/notifications', lot.second.token)).json().data;
    expect(theirs.map((n: { id: string }) => n.id)).not.toContain(item.id);
    expect((await call(t, 'PUT', '/api/notifications/readall', lot.first.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('refuses a bad preference body', async () => {
    const bidder = await createBidder(t);
    const bad = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [{ kind: 'Nope', channel: 'sms', enabled: false }],
    });
    expect(bad.statusCode).toBe(400);
    const twice = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [
        { kind: 'Outbid', channel: 'sms', enabled: false },
        { kind: 'Outbid', channel: 'sms', enabled: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/notifications/preferences', bidder.token)).json()).toEqual([]);
  });

  it('lets each role switch only the alerts it receives', async () => {
    const bidder = await createBidder(t);
    const host = await createHost(t);
    const staffOnly = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [
        { kind: 'Outbid', channel: 'email', enabled: false },
        { kind: 'HostPastDue', channel: 'email', enabled: false },
      ],
    });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.json()).toEqual({
      message: '"Payments past due" alerts do not apply to your account.',
      errors: { 'preferences.1.kind': '"Payments past due" alerts do not apply to your account.' },
    });
    // Nothing of the refused body was saved.
    expect((await call(t, 'GET', '/api/notifications/preferences', bidder.token)).json()).toEqual([]);

    const bidderKind = await call(t, 'PUT', '/api/notifications/preferences', host.token, {
      preferences: [{ kind: 'Outbid', channel: 'sms', enabled: false }],
    });
    expect(bidderKind.statusCode).toBe(400);
    expect(bidderKind.json().message).toBe('"Outbid" alerts do not apply to your account.');
    const saved = await call(t, 'PUT', '/api/notifications/preferences', host.token, {
      preferences: [{ kind: 'HostPastDue', channel: 'email', enabled: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([{ kind: 'HostPastDue', channel: 'email', enabled: false }]);
    expect((await call(t, 'GET', '/api/notifications/preferences', host.token)).json()).toEqual([
      { kind: 'HostPastDue', channel: 'email', enabled: false },
    ]);
  });

  it('sends a staff member no e-mail for past-due payments once they switched it off', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const off = await call(t, 'PUT', '/api/notifications/preferences', sale.host.token, {
      preferences: [{ kind: 'HostPastDue', channel: 'email', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId} and state = 'created'`);
    await drain(t.app);
    const staff = await alertsOf(sale.host.auctioneerId, 'HostPastDue');
    expect(staff.map((a) => a.title.split(':')[0]).sort()).toEqual(['Deposit past due', 'Payment past due']);
    const { email } = await emailOf(sale.host.auctioneerId);
    expect((await outboxOf(email)).filter((m) => m.subject?.includes('past due'))).toEqual([]);
  });

  it('registers a device push subscription once per endpoint and refuses garbage', async () => {
    const bidder = await createBidder(t);
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authsecret' },
    };
    const token = encodePushToken(subscription);
    for (let i = 0; i < 2; i += 1)
      expect((await call(t, 'PUT', `/updatepushnotificationkey/${token}`, bidder.token)).json()).toEqual({
        ok: true,
      });
    const rows = await queryRows(
      t.db,
      sql`select user_id from push_subscriptions where endpoint = ${subscription.endpoint}`,
    );
    expect(rows).toEqual([{ user_id: bidder.id }]);
    expect(
      (await call(t, 'PUT', '/updatepushnotificationkey/not-a-subscription', bidder.token)).statusCode,
    ).toBe(400);
    expect((await call(t, 'PUT', `/updatepushnotificationkey/${token}`)).statusCode).toBe(401);
    const key = await call(t, 'GET', '/api/notifications/pushkey', bidder.token);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
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
      // Both processes hear the bids on the Redis bus and queue the same keyed job: one job per window.
      for (let i = 0; i < 40; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
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
      // One job per window the bids fell in (usually one), not one per process.
      expect(Number(queued!.n)).toBeLessThanOrEqual(windows.size + 1);
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
