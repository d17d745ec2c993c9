// Two server processes sharing PostgreSQL and Redis: events committed in this process reach a subscriber
// of a real second process (apps/server/src/main.ts) through the Redis bus, all of them and in seq order.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo-data';
import { createTestApp, loginAs, type TestApp } from '../test/app';
import { RedisBus } from './bus-redis';
import { appendLotEvent, newMessage } from './events';
import { bearerHeaders, fakePlaceBid, liveClient, liveDemoLots, reader, spectateLots } from './live-test-kit';
import { LiveEvent, SubscriberRole } from './messages';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(DATABASE_URL && REDIS_URL)('two server processes over Redis', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let t: TestApp;
  let bus: RedisBus;
  let processB: ChildProcess | undefined;
  let baseB = '';
  let baseA = '';
  let output = '';
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: jwtSecret, REDIS_URL: REDIS_URL! });
    expect(t.databaseUrl).toBeTruthy();
    // pg's Pool.end() resolves before its sockets close; the DROP DATABASE … WITH (FORCE) of the test
    // database can then hit a closing idle client, whose error the pool re-emits with no listener.
    (t.db as unknown as { $client: { on(event: 'error', listener: () => void): void } }).$client.on(
      'error',
      () => undefined,
    );
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

    const port = await freePort();
    baseB = `http://127.0.0.1:${port}`;
    processB = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
      // The repository root of this checkout (CI runs from a fresh clone elsewhere).
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl!,
        REDIS_URL: REDIS_URL!,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET: jwtSecret,
        DATA_DIR: t.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the whole tree (npx → tsx → node) is stopped at the end.
      detached: true,
    });
    processB.stdout?.on('data', (chunk) => (output += chunk));
    processB.stderr?.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 60_000;
    while (true) {
      if (processB.exitCode !== null) throw new Error(`process B exited: ${output}`);
      const ok = await fetch(`${baseB}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until) throw new Error(`process B did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    if (processB && processB.exitCode === null) {
      const exited = new Promise((resolve) => processB!.once('exit', resolve));
      const group = -processB.pid!;
      process.kill(group, 'SIGTERM');
      const timer = setTimeout(() => process.kill(group, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
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
