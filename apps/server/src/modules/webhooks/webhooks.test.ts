import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startLotClock } from '../../live/clock/lot-clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createLot,
  joinLot,
  type TestHost,
} from '../../test/live-fixtures';
import { call, createHost, staffToken } from '../lots/test/test-kit';
import {
  enqueueWebhookEvent,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_LOT_EVENT_JOB,
  WEBHOOK_PAYMENTS_JOB,
} from './deliver-webhooks';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: answers `statuses` in turn (then 200) and keeps what it got. */
function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let t: TestApp;
let host: TestHost;
let other: TestHost;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_RETRY_DELAY_SECONDS: '0' });
  host = await createHost(t);
  other = await createHost(t);
});
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});

/** What a process's timers and workers would do: committed live events → jobs → deliveries. */
const flush = async () => {
  await t.app.lotEvents.drainAll();
  await t.app.jobs.runDue(WEBHOOK_LOT_EVENT_JOB);
  await t.app.jobs.runDue(WEBHOOK_DELIVER_JOB);
};

describe('webhooks', () => {
  it('only auctioneers manage them; https only (plain http only for localhost outside production)', async () => {
    const employee = await staffToken(t, host.companyId, 'Employee');
    expect((await call(t, 'GET', '/api/settings/webhooks', employee)).statusCode).toBe(403);
    const plain = await call(t, 'POST', '/api/settings/webhooks', host.token, {
      url: 'http://example.com/hook',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('The webhook URL must start with https://');
    const secure = await call(t, 'POST', '/api/settings/webhooks', host.token, {
      url: 'https://example.com/hook',
    });
    expect(secure.json()).toMatchObject({ isActive: true, secret: expect.stringMatching(/^whsec_/) });
    expect(JSON.stringify((await call(t, 'GET', '/api/settings/webhooks', host.token)).json())).not.toContain(
      secure.json().secret,
    );
    expect(
      (await call(t, 'DELETE', `/api/settings/webhooks/${secure.json().id}`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/settings/webhooks/${secure.json().id}`, host.token)).json().isActive,
    ).toBe(false);
  });

  it('signs lot started and lot stopped (with the winner), retries a failing receiver, and sends nothing to another company', async () => {
    const mine = await receiver([500, 503]);
    const theirs = await receiver();
    closers.push(mine.close, theirs.close);
    const made = (await call(t, 'POST', '/api/settings/webhooks', host.token, { url: mine.url })).json();
    await call(t, 'POST', '/api/settings/webhooks', other.token, { url: theirs.url });

    // An auto auction: the lot clock starts and stops its lot (tests drive the clock by hand).
    const auctionId = await createAuction(t.db, host, { startType: 'Auto' });
    const lotId = await createLot(t.db, host, auctionId, { stopTime: new Date(Date.now() + 3_600_000) });
    const clock = startLotClock(t.app.live.ctx, { intervalMs: 3_600_000 });
    await clock.tick();
    await flush();
    const startedDelivery = mine.received.find((r) => r.headers['x-bidright-event'] === 'lot.started');
    expect(startedDelivery).toBeDefined();
    // Two failures, then 200: three attempts, recorded.
    expect(mine.received.length).toBe(3);
    const [delivery] = (await call(t, 'GET', '/api/settings/webhooks/deliveries', host.token)).json();
    expect(delivery).toMatchObject({
      event: 'lot.started',
      attempts: 3,
      lastStatusCode: 200,
      webhookId: made.id,
    });
    expect(delivery.deliveredDate).not.toBeNull();

    // The signature is HMAC-SHA256 of "<t>.<body>" with the secret.
    const signature = String(startedDelivery!.headers['x-bidright-signature']);
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(createHmac('sha256', made.secret).update(`${t1}.${startedDelivery!.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(startedDelivery!.body)).toMatchObject({
      event: 'lot.started',
      data: { lotId: String(lotId) },
    });

    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 200_000);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
    await t.db.execute(sql`update lots set stop_time = now() - interval '1 second' where id = ${lotId}`);
    await clock.tick();
    await clock.stop();
    await flush();
    const stopped = mine.received.find((r) => r.headers['x-bidright-event'] === 'lot.stopped');
    expect(stopped).toBeDefined();
    expect(JSON.parse(stopped!.body).data.winner).toMatchObject({
      amount: 100500,
      paddleNumber: expect.any(Number),
    });
    expect(theirs.received).toEqual([]);

    // Payment received: found by the scan, sent once.
    await t.db.execute(sql`update lots set deposit_received_date = now(), payment_received_date = now(),
      lot_status = 'CompleteTransaction' where id = ${lotId}`);
    await t.app.jobs.runDue(WEBHOOK_PAYMENTS_JOB);
    await t.app.jobs.send(WEBHOOK_PAYMENTS_JOB, {});
    await t.app.jobs.runDue(WEBHOOK_PAYMENTS_JOB);
    await flush();
    const paid = mine.received.filter((r) => r.headers['x-bidright-event'] === 'payment.received');
    expect(paid).toHaveLength(1);
    expect(JSON.parse(paid[0]!.body).data).toMatchObject({ lotId: String(lotId), amount: 100500 });
    expect(theirs.received).toEqual([]);
    const rows = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from webhook_deliveries`,
    );
    expect(Number(rows[0]!.n)).toBe(3);
  });

  it('announces a lot event once when the drain or the delivery records fail half-way (as a crash would)', async () => {
    const hook = await receiver();
    closers.push(hook.close);
    const third = await createHost(t);
    await call(t, 'POST', '/api/settings/webhooks', third.token, { url: hook.url });
    const auctionId = await createAuction(t.db, third, { startType: 'Auto' });
    const lotId = await createLot(t.db, third, auctionId, { stopTime: new Date(Date.now() + 3_600_000) });
    const clock = startLotClock(t.app.live.ctx, { intervalMs: 3_600_000 });
    await clock.tick();
    await clock.stop();
    const announceJobs = async () =>
      Number(
        (
          await queryRows<{ n: string | number }>(
            t.db,
            sql`select count(*) as n from pgboss.job where name = ${WEBHOOK_LOT_EVENT_JOB}
              and (data->>'lotId')::int = ${lotId}`,
          )
        )[0]!.n,
      );
    const cursor = async () =>
      (
        await queryRows<{ seq: string | number }>(
          t.db,
          sql`select seq from lot_event_cursors where lot_id = ${lotId}`,
        )
      ).map((row) => Number(row.seq))[0] ?? 0;

    // A drain that dies after the webhooks' reader queued its job, before the commit: job and cursor go together.
    let failing = true;
    t.app.lotEvents.addReader({
      name: 'dies once',
      read: async () => {
        if (failing) throw new Error('killed mid-drain');
      },
      drainAt: () => null,
    });
    await expect(t.app.lotEvents.drainLot(lotId)).rejects.toThrow('killed mid-drain');
    expect(await announceJobs()).toBe(0);
    expect(await cursor()).toBe(0);
    failing = false;
    expect(await t.app.lotEvents.drainLot(lotId)).toBeGreaterThan(0);
    expect(await t.app.lotEvents.drainLot(lotId)).toBe(0);
    expect(await announceJobs()).toBe(1);

    // Delivery records whose jobs cannot be queued are not kept: the retried announcement records them anew.
    const deliveries = async () =>
      Number(
        (
          await queryRows<{ n: string | number }>(
            t.db,
            sql`select count(*) as n from webhook_deliveries d join webhooks w on w.id = d.webhook_id
              where w.company_id = ${third.companyId}`,
          )
        )[0]!.n,
      );
    const event = {
      companyId: third.companyId,
      type: 'lot.started' as const,
      key: `probe:${lotId}`,
      data: {},
    };
    const broken = { ...t.app.jobs, send: () => Promise.reject(new Error('killed before the job')) };
    await expect(enqueueWebhookEvent(t.db, broken, event)).rejects.toThrow('killed before the job');
    expect(await deliveries()).toBe(0);

    await t.app.jobs.runDue(WEBHOOK_LOT_EVENT_JOB);
    await t.app.jobs.runDue(WEBHOOK_LOT_EVENT_JOB);
    await t.app.jobs.runDue(WEBHOOK_DELIVER_JOB);
    expect(hook.received.map((r) => r.headers['x-bidright-event'])).toEqual(['lot.started']);
    expect(await deliveries()).toBe(1);
  });
});
