// Issue 34: the probes, the drain a SIGTERM begins, the metrics (token-protected or on their own port, never
// public) and load shedding, on the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_PATH } from '../live/streams/stream-transport';
import { createTestApp, type TestApp } from '../test/app';
import { freePort } from '../test/free-port';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../test/live-fixtures';

const METRICS_TOKEN = 'metrics-token-metrics-token-0123';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers; ready checks the database and the job queue (no Redis configured)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, jobs: true } });
  });

  it("once draining: ready is 503 with the spec's text, a new live stream gets a fast 503, answers close", async () => {
    t.app.operations.drain.begin();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'DEPLOYMENT IN PROGRESS! - 503', status: 'draining' });
    const stream = await t.app.inject({
      method: 'POST',
      url: SUBSCRIBE_PATH,
      headers: { 'content-type': 'application/connect+json' },
      payload: Buffer.alloc(5),
    });
    expect(stream.statusCode).toBe(503);
    expect(stream.json()).toEqual({ message: 'DEPLOYMENT IN PROGRESS! - 503' });
    // A request already on its way is still served, and its connection closes after it.
    const time = await t.app.inject({ method: 'GET', url: '/api/auctions/servertime' });
    expect(time.statusCode).toBe(200);
    expect(time.headers.connection).toBe('close');
    // Liveness is not readiness: a draining process is alive.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('metrics behind a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('refuses a scrape without the token, and stays out of the API document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('counts bids accepted and refused by reason, with their answer times', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 20_000);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
    expect((await bid(t, bidder, auctionId, lotId, 101_000)).statusCode).toBe(409);
    const text = await scrape();
    expect(text).toContain('bidright_bids_total{outcome="accepted",reason=""} 1');
    expect(text).toContain('bidright_bids_total{outcome="refused",reason="already-highest"} 1');
    expect(text).toMatch(/bidright_bid_answer_seconds_count\{channel="rest",outcome="accepted"\} 1/);
    // The accepted bid's event went through the bus: one fan-out delay observed.
    expect(text).toMatch(/bidright_fanout_delay_seconds_count [1-9]/);
  });

  it('exports the live, queue, pool and event-loop series an operator alerts on', async () => {
    const text = await scrape();
    for (const name of [
      'bidright_live_subscribers 0',
      'bidright_stream_reconnects_total 0',
      'bidright_stream_refilled_events_total',
      'bidright_bus_reconnects_total 0',
      '# TYPE bidright_jobs gauge',
      '# TYPE bidright_db_pool_connections gauge',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(text).toContain(name);
  });
});

describe('metrics on their own port', () => {
  it('serves /metrics on METRICS_PORT (loopback) and not on the app', async () => {
    const port = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(port) });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('bidright_live_subscribers');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('has no metrics at all when neither is configured', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.operations.metrics).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('load shedding', () => {
  it('an overloaded process answers 503 at once, and liveness still answers', async () => {
    const t = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '20' });
    try {
      // Keep the event loop blocked in slices until the sampler sees the delay.
      while (!t.app.isUnderPressure()) {
        const until = Date.now() + 100;
        while (Date.now() < until) {}
        await new Promise((resolve) => setImmediate(resolve));
      }
      const [busy, live] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/auctions/servertime' }),
        t.app.inject({ method: 'GET', url: '/api/health/live' }),
      ]);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ message: 'The server is busy. Please try again in a moment.' });
      expect(busy.headers['retry-after']).toBe('1');
      expect(live.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is on by default on PostgreSQL only (one embedded process has no balancer to send the work elsewhere)', async () => {
    // Blank is unset: the default a deployment gets (test apps turn shedding off otherwise).
    const t = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '' });
    try {
      // This suite runs on both: t.databaseUrl is set when the test database is PostgreSQL.
      expect(t.app.hasDecorator('isUnderPressure')).toBe(t.databaseUrl !== undefined);
    } finally {
      await t.close();
    }
  });
});
