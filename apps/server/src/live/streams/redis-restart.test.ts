// Two server processes on one PostgreSQL and a private Redis that this test restarts: bids go through
// process A, streams are open on A and on B. Events committed while Redis is down, a final LotStopped
// among them, must reach every stream of both processes within 5 s (re-read on reconnect, head-seq poll).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { type PrivateRedis, REDIS_SERVER, startPrivateRedis } from '../../test/private-redis';
import { createMultiProcessTestApp, type ServerProcess, startServerProcess } from '../../test/server-process';
import { applyDueTransitions } from '../clock/lot-clock';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../messages';
import { liveClient, spectateLots } from '../test/live-test-kit';

const DATABASE_URL = process.env.DATABASE_URL;

/** A stream that collects every message but Pongs in the background. */
function collect(baseUrl: string, token: string, lotId: number, device: string) {
  const abort = new AbortController();
  const messages: AuctionMessage[] = [];
  const done = (async () => {
    try {
      for await (const message of liveClient(baseUrl).subscribe(
        { lots: [{ id: String(lotId) }], role: SubscriberRole.BIDDER, device },
        { headers: bearer(token), signal: abort.signal },
      ))
        if (message.event !== LiveEvent.PONG) messages.push(message);
    } catch {}
  })();
  return { messages, close: () => abort.abort(), done };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(DATABASE_URL && REDIS_SERVER)('a Redis restart with two server processes', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let processB: ServerProcess;
  let baseA = '';
  let host: TestHost;
  const viewers: string[] = [];
  const viewerNames: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    // Redis down longer than the outage threshold would extend lots (ADR 0077, outage-processes.test.ts): this
    // file is about events reaching every stream, so its processes count no gap as an outage.
    const shared = await createMultiProcessTestApp({ REDIS_URL: redis.url, OUTAGE_THRESHOLD_S: '3600' });
    t = shared.t;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    processB = await startServerProcess(shared.processEnv());
    host = await createHost(t);
    for (let i = 0; i < 6; i++) {
      const user = await createUser(t.db, 'Bidder');
      viewers.push((await loginAs(t.app, user.userName)).access_token);
      viewerNames.push(user.userName);
    }
  });

  afterAll(async () => {
    await processB?.stop();
    await t?.app.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t?.close();
    await redis?.stop();
  });

  it('every stream on both processes gets every event, LotStopped included, within 5 s', async () => {
    const auctionId = await createAuction(t.db, host, { startType: 'Auto' });
    const lotId = await createLot(t.db, host, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 3_600_000),
    });
    const bidders: TestBidder[] = [await createBidder(t), await createBidder(t)];
    for (const bidder of bidders) await joinLot(t, bidder, auctionId, lotId, 50_000);
    // Only bidders in a lot may follow it (issue 12): the viewers spectate it.
    await spectateLots(t.db, viewerNames, [lotId]);

    const streams = viewers.map((token, i) =>
      collect(i % 2 === 0 ? baseA : processB.baseUrl, token, lotId, `viewer ${i}`),
    );
    await until(() => streams.every((stream) => stream.messages.length > 0), 10_000, 'snapshots');
    for (const stream of streams) expect(stream.messages[0]!.event).toBe(LiveEvent.CONNECT);

    let amount = 100_000;
    let turn = 0;
    const placeBids = async (count: number) => {
      for (let i = 0; i < count; i++) {
        amount += 500;
        const response = await bid(t, bidders[turn++ % 2]!, auctionId, lotId, amount);
        expect(response.statusCode).toBe(200);
      }
    };
    const heads = async () =>
      Number((await queryRows<{ seq: string }>(t.db, sql`select seq from lots where id = ${lotId}`))[0]!.seq);
    const everyoneHas = async (seq: number) =>
      streams.every((stream) => Number(stream.messages.at(-1)!.seq) >= seq);

    // Restart in the middle of bidding: the bids committed while Redis is down are the last of the burst.
    await placeBids(5);
    await redis.stop();
    await placeBids(5);
    await redis.start();
    let head = await heads();
    await until(() => everyoneHas(head), 5000, `every stream at seq ${head} after the restart`);
    await placeBids(3);

    // The lot comes due while Redis is down: under the outage policy (ADR 0077) no lot closes until a health
    // beat sees Redis again, and then its LotStopped reaches every stream.
    await redis.stop();
    await t.db.execute(sql`update lots set stop_time = clock_timestamp() where id = ${lotId}`);
    await until(
      async () => !t.app.live.ctx.bus.status().connected,
      5000,
      "this process's bus to see Redis down",
    );
    expect(await applyDueTransitions(t.app.live.ctx)).toBe(0);
    await redis.start();
    await until(
      async () => {
        await applyDueTransitions(t.app.live.ctx).catch(() => 0);
        return (await heads()) > head + 3;
      },
      15_000,
      'the lot to close once Redis is back',
    );
    head = await heads();
    await until(() => everyoneHas(head), 5000, `every stream at seq ${head} after the stop`);

    for (const [index, stream] of streams.entries()) {
      const first = Number(stream.messages[0]!.seq);
      const seqs = stream.messages.slice(1).map((message) => Number(message.seq));
      expect(seqs, `stream ${index}`).toEqual(Array.from({ length: head - first }, (_, i) => first + i + 1));
      expect(stream.messages.at(-1)!.event, `stream ${index}`).toBe(LiveEvent.LOT_STOPPED);
      stream.close();
    }
    await Promise.all(streams.map((stream) => stream.done));
  });
});
