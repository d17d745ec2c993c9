import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  lotEvents,
  lotSnapshot,
  type TestHost,
} from '../../test/live-fixtures';
import { KeyedQueue } from '../context';
import { InProcessBus } from '../streams/bus-in-process';
import { applyDueTransitions } from './lot-clock';

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
});
afterAll(() => t.close());

const control = (lotId: number, action: string, token = host.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lots/${lotId}/${action}`,
    headers: { authorization: `Bearer ${token}` },
  });

const tick = () => applyDueTransitions(t.app.live.ctx);

/** Moves the lot's bids back in time, as if they had been placed `seconds` ago. */
const ageBids = (lotId: number, seconds: number) =>
  t.db.execute(
    sql`update bids set created_date = created_date - make_interval(secs => ${seconds}) where lot_id = ${lotId}`,
  );

describe('manual lot flow', () => {
  it('START opens the lot, turns pre-registrations into spectators, and cannot run twice', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId);
    const early = await createBidder(t);
    await joinLot(t, early, auctionId, lotId, -1);
    const response = await control(lotId, 'start');
    expect(response.statusCode).toBe(200);
    expect(response.json().lot).toMatchObject({ id: String(lotId), lotStatus: 'Listed' });
    expect(response.json().lot.startedTime).not.toBe('');
    const [mode] = await queryRows(t.db, sql`select mode from auction_bidder_lots where lot_id = ${lotId}`);
    expect(mode!.mode).toBe('Spectating');
    expect((await lotEvents(t.db, lotId)).at(-1)!.event).toBe(3);
    expect((await control(lotId, 'start')).statusCode).toBe(409);
  });

  it('runs one lot at a time per auction', async () => {
    const auctionId = await createAuction(t.db, host);
    const first = await createLot(t.db, host, auctionId, { lotNumber: 1 });
    const second = await createLot(t.db, host, auctionId, { lotNumber: 2 });
    expect((await control(first, 'start')).statusCode).toBe(200);
    const blocked = await control(second, 'start');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('still open');
  });

  it('stop alert, cancel, and FINISH with the bid-time rule, then SOLD with the next lot named', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { lotNumber: 1 });
    const nextId = await createLot(t.db, host, auctionId, { lotNumber: 2 });
    await control(lotId, 'start');
    const [winner, other] = [await createBidder(t), await createBidder(t)];
    await joinLot(t, winner!, auctionId, lotId, 50_000);
    await joinLot(t, other!, auctionId, lotId, 50_000);
    await bid(t, other!, auctionId, lotId, 100_500);
    await bid(t, winner!, auctionId, lotId, 101_000);

    expect((await control(lotId, 'notifystopcancel')).statusCode).toBe(409);
    const alert = await control(lotId, 'notifystop');
    expect(alert.statusCode).toBe(200);
    expect(alert.json().lot.stopAlertTime).not.toBe('');
    const cancel = await control(lotId, 'notifystopcancel');
    expect(cancel.statusCode).toBe(200);
    expect((await lotSnapshot(t.db, lotId)).stop_alert_time).toBeNull();

    // The last bid is seconds old: FINISH sends the alert again instead of stopping.
    const tooSoon = await control(lotId, 'stop');
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toMatchObject({ stopped: false });
    expect(tooSoon.json().message).toContain('10 seconds');
    expect((await lotEvents(t.db, lotId)).at(-1)!.event).toBe(6);

    await ageBids(lotId, 11);
    const done = await control(lotId, 'stop');
    expect(done.json()).toMatchObject({ stopped: true });
    expect(done.json().lot).toMatchObject({ nextId: String(nextId), lotStatus: 'PendingTransaction' });
    expect(done.json().lot.winner).toMatchObject({ bid: 101_000, soldTo: 'ThirdParty' });
    const events = await lotEvents(t.db, lotId);
    expect(events.map((event) => event.event)).toEqual([3, 1, 1, 4, 4, 6, 7, 6, 5]);
    expect(events.map((event) => Number(event.seq))).toEqual(events.map((_, index) => index + 1));
  });

  it('a lot stopped without bids goes to the Plaintiff, and the auction finishes with its last lot', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId);
    await control(lotId, 'start');
    const done = await control(lotId, 'stop');
    expect(done.json().lot.winner).toMatchObject({ soldTo: 'Plaintiff' });
    expect(done.json().lot.lotStatus).toBe('CompleteTransaction');
    const [auction] = await queryRows(t.db, sql`select finished_at from auctions where id = ${auctionId}`);
    expect(auction!.finished_at).not.toBeNull();
  });

  it('the end of a stop alert closes the lot on the clock', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId);
    await control(lotId, 'start');
    await control(lotId, 'notifystop');
    expect(await tick()).toBe(0);
    await t.db.execute(
      sql`update lots set stop_alert_time = now() - interval '11 seconds' where id = ${lotId}`,
    );
    expect(await tick()).toBe(1);
    expect((await lotSnapshot(t.db, lotId)).stopped_time).not.toBeNull();
  });

  it('only staff of the auction company control its lots; a presenter-free bidder cannot', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId);
    const outsider = await createHost(t);
    const bidder = await createBidder(t);
    const before = await lotSnapshot(t.db, lotId);
    expect((await control(lotId, 'start', outsider.token)).statusCode).toBe(403);
    expect((await control(lotId, 'start', bidder.token)).statusCode).toBe(403);
    expect((await control(lotId, 'start', 'not-a-token')).statusCode).toBe(401);
    expect((await control(999_999, 'start')).statusCode).toBe(404);
    expect(await lotSnapshot(t.db, lotId)).toEqual(before);
  });

  it('raises the minimum increment (sent as a JSON string), never lowers it', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const change = (body: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lots/${lotId}/mininc`,
        headers: { authorization: `Bearer ${host.token}`, 'content-type': 'application/json-patch+json' },
        payload: body,
      });
    const raised = await change('"1000"');
    expect(raised.statusCode).toBe(200);
    expect(raised.json().minBidIncrements).toBe(1000);
    expect(raised.json().lot.minBid).toBe(101_000);
    expect((await lotEvents(t.db, lotId)).at(-1)!.event).toBe(14);
    expect((await change('"200"')).statusCode).toBe(409);
    expect((await change('"abc"')).statusCode).toBe(400);
    expect((await change('{not json')).statusCode).toBe(400);
  });
});

describe('auto lots on the clock', () => {
  it('opens lots at the auction start and closes them at their stop time, exactly once', async () => {
    const auctionId = await createAuction(t.db, host, {
      startType: 'Auto',
      startTime: new Date(Date.now() - 1000),
      stopTime: new Date(Date.now() + 3_600_000),
    });
    const lotId = await createLot(t.db, host, auctionId);
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, -1);
    // A second "process": its own queue and bus on the same database.
    const other = { ...t.app.live.ctx, bus: new InProcessBus(), lotQueue: new KeyedQueue() };
    const applied = await Promise.all([tick(), applyDueTransitions(other)]);
    expect(applied.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const started = await lotSnapshot(t.db, lotId);
    expect(started.stop_time).toBe(new Date((await auctionStop(auctionId)).getTime()).toISOString());
    expect((await lotEvents(t.db, lotId)).filter((event) => event.event === 3)).toHaveLength(1);

    await joinLot(t, bidder, auctionId, lotId, 20_000);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
    await t.db.execute(sql`update lots set stop_time = (select max(created_date) from bids where lot_id = ${lotId})
      + interval '1 millisecond' where id = ${lotId}`);
    await Promise.all([tick(), applyDueTransitions(other), tick()]);
    const events = await lotEvents(t.db, lotId);
    expect(events.filter((event) => event.event === 5)).toHaveLength(1);
    expect((await lotSnapshot(t.db, lotId)).lot_status).toBe('PendingTransaction');
    await other.bus.close();
  });
});

async function auctionStop(auctionId: number) {
  const [row] = await queryRows(t.db, sql`select stop_time from auctions where id = ${auctionId}`);
  return new Date(row!.stop_time as string);
}

describe('restart', () => {
  it('a lot whose stop time passed while no server ran closes at start, from bids before the stop', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'bidright-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    const secret = randomBytes(32);
    const start = async (clock: boolean) => {
      const app = await buildApp({
        config,
        database,
        jwtSecret: secret,
        webDist: dataDir,
        lotClock: { enabled: clock },
      });
      await app.ready();
      return app;
    };

    const first = await start(false);
    const session = { app: first, db: database.db, dataDir, close: async () => {} };
    const restartHost = await createHost(session);
    const auctionId = await createAuction(database.db, restartHost, { startType: 'Auto' });
    const lotId = await createLot(database.db, restartHost, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 3_600_000),
    });
    const [a, b] = [await createBidder(session), await createBidder(session)];
    await joinLot(session, a!, auctionId, lotId, 50_000);
    await joinLot(session, b!, auctionId, lotId, 50_000);
    await bid(session, a!, auctionId, lotId, 100_500);
    await bid(session, b!, auctionId, lotId, 101_000);
    await first.close(); // the process goes away

    // While down, the stop time passes. The second bid is stamped after it, so it must not count.
    await database.db.execute(sql`update lots set stop_time = (select created_date from bids where lot_id = ${lotId}
      order by seq limit 1) + interval '1 millisecond' where id = ${lotId}`);

    const second = await start(true);
    await second.live.clock!.tick();
    const [lot] = await queryRows(
      database.db,
      sql`select l.lot_status, l.sold_to, l.stopped_time, l.stop_time, b.bidder_id from lots l
        join bids b on b.id = l.winner_bid_id where l.id = ${lotId}`,
    );
    expect(lot).toMatchObject({ lot_status: 'PendingTransaction', sold_to: 'ThirdParty', bidder_id: a!.id });
    expect(new Date(lot!.stopped_time as string).toISOString()).toBe(
      new Date(lot!.stop_time as string).toISOString(),
    );
    await second.close();
    await database.close();
  });
});

describe('signed-in reads', () => {
  it('last bid answers 204 without bids, then the last one; history pages newest first', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const viewer = await createUser(t.db, 'Bidder');
    const token = (await loginAs(t.app, viewer.userName)).access_token;
    const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await get(`/api/lots/${lotId}/lastbid`)).statusCode).toBe(204);
    const [x, y] = [await createBidder(t), await createBidder(t)];
    await joinLot(t, x!, auctionId, lotId, 50_000);
    await joinLot(t, y!, auctionId, lotId, 50_000);
    await bid(t, x!, auctionId, lotId, 100_500);
    await bid(t, y!, auctionId, lotId, 101_000);
    await bid(t, x!, auctionId, lotId, 101_500);
    const last = await get(`/api/lots/${lotId}/lastbid`);
    expect(last.json()).toMatchObject({ amount: 101_500 });
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids`,
      headers: { authorization: `Bearer ${token}` },
      payload: { pageNumber: 2, pageSize: 2 },
    });
    // A bidder reads rivals by paddle only (issue 12): no user names of others.
    expect(page.json()).toMatchObject({ total: 3, data: [{ amount: 100_500, userName: '' }] });
    expect(JSON.stringify(page.json())).not.toContain(x!.userName);

    const lotView = (await get(`/api/lots/${lotId}/bidder`)).json();
    expect(lotView).toMatchObject({ id: String(lotId), highBid: 101_500, minBid: 102_000, bidCount: 3 });
    expect(lotView.property.city).toBe('Chicago');
    const live = (await get(`/api/auctions/${auctionId}/live`)).json();
    expect(live).toMatchObject({
      startType: 'Manual',
      isFinished: false,
      lots: [{ id: String(lotId), bidCount: 3 }],
    });
    expect((await get(`/api/lots/auction/${auctionId}`)).json()).toEqual([
      { id: String(lotId), lotNumber: expect.any(Number) },
    ]);
    const joined = await t.app.inject({
      url: `/api/bidders/grpc/${Date.now()}`,
      headers: { authorization: `Bearer ${x!.token}` },
    });
    expect(joined.json()).toEqual([
      expect.objectContaining({
        lotId: String(lotId),
        amount: 50_000,
        isJoined: true,
        hostTimeZone: expect.stringMatching(/^[A-Za-z_]+\/[A-Za-z_]+$|^UTC$/),
      }),
    ]);
    const unsubscribe = await t.app.inject({
      method: 'PUT',
      url: `/api/bidders/grpc/${lotId}`,
      headers: { authorization: `Bearer ${x!.token}` },
    });
    expect(unsubscribe.statusCode).toBe(204);
    // Another company's staff cannot read this auction's live view.
    const outsider = await createHost(t);
    const denied = await t.app.inject({
      url: `/api/auctions/${auctionId}/live`,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
