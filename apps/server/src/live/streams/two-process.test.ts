// Two server processes sharing PostgreSQL and Redis: events committed in this process reach a subscriber
// of a real second process (apps/server/src/main.ts) through the Redis bus, all of them and in seq order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo-data';
import { loginAs, type TestApp } from '../../test/app';
import { createMultiProcessTestApp, type ServerProcess, startServerProcess } from '../../test/server-process';
import { appendLotEvent, newMessage } from '../events';
import { LiveEvent, SubscriberRole } from '../messages';
import {
  bearerHeaders,
  fakePlaceBid,
  liveClient,
  liveDemoLots,
  reader,
  spectateLots,
} from '../test/live-test-kit';
import { RedisBus } from './bus-redis';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

describe.runIf(DATABASE_URL && REDIS_URL)('two server processes over Redis', () => {
  let t: TestApp;
  let bus: RedisBus;
  let processB: ServerProcess | undefined;
  let processEnv: () => Record<string, string>;
  let baseB = '';
  let baseA = '';
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ t, processEnv } = await createMultiProcessTestApp({ REDIS_URL: REDIS_URL! }));
    expect(t.databaseUrl).toBeTruthy();
    await seedDemoData(t.db, { dataDir: t.dataDir });
    for (const user of ['bidder1', 'bidder2']) tokens[user] = (await loginAs(t.app, user)).access_token;
    // Only bidders in a lot may follow it live.
    await spectateLots(
      t.db,
      ['bidder1', 'bidder2'],
      (await liveDemoLots(t.db)).map((lot) => lot.id),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    bus = new RedisBus(REDIS_URL!);
    await bus.ready;

    processB = await startServerProcess(processEnv());
    baseB = processB.baseUrl;
  });

  afterAll(async () => {
    await processB?.stop();
    await bus?.close();
    await t?.app.close();
    // Let queries that were in flight when the app closed release their clients before the pool ends and
    // the database is dropped WITH (FORCE) (a client released after Pool.end() has no error listener).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t?.close();
  });

  it('a subscriber of process B gets every event committed in process A, in seq order', async () => {
    const lot = (await liveDemoLots(t.db))[0]!;
    const abort = new AbortController();
    const stream = reader(
      liveClient(baseB).subscribe(
        { lots: [{ id: String(lot.id) }], role: SubscriberRole.BIDDER, device: 'process B' },
        { headers: bearerHeaders(tokens.bidder1!), signal: abort.signal },
      ),
      { skipPongs: true },
    );
    const snapshot = await stream.message(10_000);
    expect(snapshot.event).toBe(LiveEvent.CONNECT);
    const start = Number(snapshot.seq);

    const placeBid = fakePlaceBid(t.db, bus);
    const count = 30;
    for (let i = 1; i <= 20; i++)
      await placeBid({ lotId: lot.id, userId: 1, amountCents: 130_000_00 + i * 100_000 });
    // Two more committed but published in reverse order, as two publishers might.
    const a = await t.db.transaction((tx) =>
      appendLotEvent(tx as never, lot.id, newMessage({ event: LiveEvent.LOT_STOPPING, id: String(lot.id) })),
    );
    const b = await t.db.transaction((tx) =>
      appendLotEvent(
        tx as never,
        lot.id,
        newMessage({ event: LiveEvent.STOPPING_CANCELLED, id: String(lot.id) }),
      ),
    );
    await bus.publish([b]);
    await bus.publish([a]);
    for (let i = 23; i <= count; i++)
      await placeBid({ lotId: lot.id, userId: 1, amountCents: 140_000_00 + i * 100_000 });

    const seqs: bigint[] = [];
    for (let i = 0; i < count; i++) seqs.push((await stream.message(10_000)).seq);
    expect(seqs).toEqual(Array.from({ length: count }, (_, i) => BigInt(start + i + 1)));
    abort.abort();
  });

  it('a connection in process A disconnects the same user’s connection in process B', async () => {
    const lot = (await liveDemoLots(t.db))[1]!;
    const request = (device: string) => ({
      lots: [{ id: String(lot.id) }],
      role: SubscriberRole.BIDDER,
      device,
    });
    const onB = reader(
      liveClient(baseB).subscribe(request('on B'), { headers: bearerHeaders(tokens.bidder2!) }),
      {
        skipPongs: true,
      },
    );
    expect((await onB.message(10_000)).event).toBe(LiveEvent.CONNECT);
    const abort = new AbortController();
    const onA = reader(
      liveClient(baseA).subscribe(request('on A'), {
        headers: bearerHeaders(tokens.bidder2!),
        signal: abort.signal,
      }),
      { skipPongs: true },
    );
    expect((await onA.message()).event).toBe(LiveEvent.CONNECT);
    const disconnect = await onB.message(10_000);
    expect(disconnect.event).toBe(LiveEvent.DISCONNECT);
    expect(disconnect.errorMsg).toBe('on A');
    expect(await onB.next()).toBe('end');
    abort.abort();
  });
});
