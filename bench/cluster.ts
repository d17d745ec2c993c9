/**
 * Capacity figures through the production shape (issue 34, point 5): nginx running deploy/nginx/bidright.conf
 * in front of 1, then 3, server processes on one PostgreSQL database and a private Redis (the cluster kit of
 * `npm run test:cluster`). Both shapes are measured the same way, in the same run, through nginx:
 *   - the accepted bid rate of a crowd of bidders on one lot;
 *   - the fan-out delay (the server's acceptance stamp to arrival at each watcher) p50/p99 at W watchers;
 *   - the memory per watcher: RSS growth, and heap + external retained after a forced GC (bench hook).
 * It prints figures with the machine's load beside each; it asserts nothing (a bench, not a test).
 *
 *   npm run bench:cluster                                   # 200 bidders, W = 1,000 and 5,000, 10 s
 *   npm run bench:cluster -- --watchers=1000 --seconds=5 --shapes=1,3
 *
 * Env: DATABASE_URL (an admin URL of the PostgreSQL server), BENCH_CLUSTER_PORTS (default 3961,3962,3963),
 * BENCH_CLUSTER_NGINX_PORT (default 3985).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { create, toBinary } from '@bufbuild/protobuf';
import pg from 'pg';
import { SubscriberRole } from '../apps/server/src/live/messages';
import { NGINX, startCluster } from '../apps/server/src/test/cluster/cluster-kit';
import { Bidders, createSale, mintToken, type Sale } from '../apps/server/src/test/cluster/crowd';
import { REDIS_SERVER, startPrivateRedis } from '../apps/server/src/test/private-redis';
import { SubscriptionRequestSchema } from '../packages/domain/src/gen/bidright/live/v1/live_pb';
import { MEMORY_HOOK, retainedKb, rssKb } from './server-memory';
import type { SubscriberWorkerData, SubscriberWorkerResult } from './subscriber-worker';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const SECONDS = Number(args.seconds ?? 10);
const BIDDERS = Number(args.bidders ?? 200);
const WATCHERS = String(args.watchers ?? '1000,5000')
  .split(',')
  .map(Number);
const SHAPES = String(args.shapes ?? '1,3')
  .split(',')
  .map(Number);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = (process.env.BENCH_CLUSTER_PORTS ?? '3961,3962,3963').split(',').map(Number);
const NGINX_PORT = Number(process.env.BENCH_CLUSTER_NGINX_PORT ?? 3985);

const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
// One file per shape and port: a process started later must not be read through an earlier one's answers.
let shape = 0;
const memoryFile = (port: number) => `/tmp/bench-cluster-${process.pid}-${shape}-${port}.json`;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The node process serving `port` (the one running main.ts with that PORT; npx and tsx wrap it). */
function serverPidOn(port: number): number {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('apps/server/src/main.ts')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`\0PORT=${port}\0`)) continue;
      found.push(Number(entry));
    } catch {}
  }
  const node = found.sort((a, b) => rssKb(b) - rssKb(a))[0];
  if (node === undefined) throw new Error(`no server process on port ${port}`);
  return node;
}

/** A worker thread running a TypeScript file: workers do not inherit tsx's loader hooks, so register them. */
function typeScriptWorker(file: URL, workerData: unknown): Worker {
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * The head of a stream opened as a browser opens it (Accept-Encoding: gzip, deflate, br, zstd): whether the
 * answer is compressed per connection (each zlib or brotli context would cost hundreds of KB per watcher).
 */
async function streamEncoding(url: string, lotId: number, token: string): Promise<string> {
  const request = create(SubscriptionRequestSchema, {
    lots: [{ id: String(lotId) }],
    role: SubscriberRole.BIDDER,
    device: 'probe',
  });
  const message = toBinary(SubscriptionRequestSchema, request);
  const body = Buffer.alloc(5 + message.byteLength);
  body.writeUInt32BE(message.byteLength, 1);
  body.set(message, 5);
  const abort = new AbortController();
  const response = await fetch(`${url}/bidright.live.v1.AuctionLive/Subscribe`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/connect+proto',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'connect-accept-encoding': 'gzip',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    },
    body,
    signal: abort.signal,
  });
  const encoding = `${response.status}, content-encoding: ${response.headers.get('content-encoding') ?? 'none'}`;
  abort.abort();
  return encoding;
}

/** Accepted bids per second of the crowd on the sale's lot, bidding through `url` for SECONDS. */
async function bidRate(url: string, sale: Sale, tokens: string[]) {
  const bidders = new Bidders(url, sale, tokens);
  const started = performance.now();
  bidders.start();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  await bidders.stop();
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: bidders.tally.accepted.length / seconds,
    refused: [...bidders.tally.refused].map(([status, count]) => `${count}×${status}`).join(' '),
    unclean: bidders.tally.unclean.length,
  };
}

/**
 * W watchers (in a worker thread) open streams through `url`; memory is sampled on every process before and
 * after. One bidding loop (two accounts taking turns) then bids for SECONDS; each delivery's delay is its
 * arrival less the server's acceptance stamp of that bid (same machine, same clock).
 */
async function fanOut(
  url: string,
  sale: Sale,
  pids: number[],
  ports: number[],
  watcherTokens: string[],
  bidderTokens: string[],
  databaseUrl: string,
) {
  const memory = async () => {
    let rss = 0;
    let retained = 0;
    for (const [index, pid] of pids.entries()) {
      retained += await retainedKb(pid, memoryFile(ports[index]!));
      rss += rssKb(pid);
    }
    return { rss, retained };
  };
  const before = await memory();
  const worker = typeScriptWorker(new URL('./subscriber-worker.ts', import.meta.url), {
    baseUrl: url,
    lotId: sale.lotId,
    tokens: watcherTokens,
  } satisfies SubscriberWorkerData);
  let connected = 0;
  let result: SubscriberWorkerResult | undefined;
  const done = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { type: 'connected'; count: number } | SubscriberWorkerResult) => {
      if (message.type === 'connected') connected = message.count;
      else {
        result = message;
        resolve();
      }
    });
    worker.on('error', reject);
  });
  const connectStarted = performance.now();
  // Until all are in, or none more came in for 30 s: a stream the server shed (503) is not retried here.
  let lastCount = -1;
  let lastChange = Date.now();
  while (connected < watcherTokens.length && Date.now() - lastChange < 30_000) {
    if (connected !== lastCount) {
      lastCount = connected;
      lastChange = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const watchers = connected;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await memory();

  const acceptedAt = new Map<number, number>();
  const endpoint = `${url}/api/auctions/${sale.auctionId}/lots/${sale.lotId}/bids`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The lot's next minimum (dollars): the high bid, or the opening price, plus the increment.
  const next = await db.query(
    `select greatest(l.opening_price_cents, coalesce(max(b.amount_cents), 0)) + l.min_bid_increment_cents as cents
     from lots l left join bids b on b.lot_id = l.id where l.id = $1 group by l.id`,
    [sale.lotId],
  );
  let minimum = Number(next.rows[0].cents) / 100;
  let turn = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  while (performance.now() < stopAt) {
    const token = bidderTokens[turn++ % 2]!;
    const amount = minimum;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount }),
    });
    const body = (await response.json()) as { minBid?: number; serverTime?: string; message?: string };
    if (response.status === 200) {
      acceptedAt.set(amount, Date.parse(body.serverTime!));
      minimum = body.minBid!;
    } else {
      const quoted = /\$([\d,]+(?:\.\d+)?)/.exec(body.message ?? '');
      if (quoted) minimum = Number(quoted[1]!.replaceAll(',', ''));
    }
  }
  const finalSeq = Number((await db.query('select seq from lots where id = $1', [sale.lotId])).rows[0].seq);
  await db.end();
  worker.postMessage({ type: 'drain', finalSeq });
  await done;
  await worker.terminate();
  const delays: number[] = [];
  result!.amounts.forEach((amount, index) => {
    const accepted = acceptedAt.get(amount);
    if (accepted !== undefined) delays.push(result!.arrivals[index]! - accepted);
  });
  delays.sort((a, b) => a - b);
  return {
    watchers,
    bids: acceptedAt.size,
    connectSeconds,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    rssPerWatcherKb: (after.rss - before.rss) / watchers,
    retainedPerWatcherKb: (after.retained - before.retained) / watchers,
    failures: result!.failures.length,
  };
}

async function measureShape(processes: number) {
  shape += 1;
  const jwtSecret = randomBytes(32).toString('hex');
  const redis = await startPrivateRedis();
  const ports = PORTS.slice(0, processes);
  const cluster = await startCluster({
    adminUrl: ADMIN_URL,
    redisUrl: redis.url,
    ports,
    nginxPort: NGINX_PORT,
    jwtSecret,
    // The memory hook (bench only) and the bid path of production (no test shortcuts).
    env: { DATA_KEY: Buffer.alloc(32, 7).toString('base64'), NODE_OPTIONS: `--import ${MEMORY_HOOK}` },
    envOf: (port) => ({ BENCH_MEMORY_FILE: memoryFile(port) }),
  });
  try {
    const sale = await createSale(cluster.databaseUrl, BIDDERS, Math.max(...WATCHERS));
    const bidderTokens = await Promise.all(sale.bidderIds.map((id) => mintToken(id, jwtSecret)));
    // Every token before the first memory sample.
    const watcherTokens = await Promise.all(sale.watcherIds.map((id) => mintToken(id, jwtSecret)));
    const pids = ports.map(serverPidOn);
    const prefix = `${processes} process${processes > 1 ? 'es' : ''} behind nginx:`;
    console.log(
      `${prefix} a stream opened with a browser's Accept-Encoding answers ` +
        `${await streamEncoding(cluster.url, sale.lotId, watcherTokens[0]!)} through nginx, ` +
        `${await streamEncoding(cluster.processes[0]!.baseUrl, sale.lotId, watcherTokens[0]!)} direct`,
    );
    const rate = await bidRate(cluster.url, sale, bidderTokens);
    console.log(
      `${prefix} ${BIDDERS} bidders, ${SECONDS} s: ${fmt(rate.perSecond)} accepted bids/s (refused ${rate.refused || 'none'}; ` +
        `unclean ${rate.unclean})  [${load()}]`,
    );
    for (const watchers of WATCHERS) {
      const figures = await fanOut(
        cluster.url,
        sale,
        pids,
        ports,
        watcherTokens.slice(0, watchers),
        bidderTokens.slice(0, 2),
        cluster.databaseUrl,
      );
      console.log(
        `${prefix} ${figures.watchers} of ${watchers} watchers connected in ${fmt(figures.connectSeconds)} s; ` +
          `${fmt(figures.bids / SECONDS)} bids/s from one bidding loop; fan-out delay ` +
          `p50 ${fmt(figures.p50)} ms, p99 ${fmt(figures.p99)} ms; per watcher RSS ${fmt(figures.rssPerWatcherKb)} KB, ` +
          `retained ${fmt(figures.retainedPerWatcherKb)} KB${figures.failures ? `; ${figures.failures} watcher failures` : ''}  [${load()}]`,
      );
    }
  } finally {
    await cluster.stop();
    await redis.stop();
  }
}

async function main() {
  if (!NGINX || !REDIS_SERVER) throw new Error('bench:cluster needs nginx and redis-server installed');
  console.log(
    `Bidright cluster bench: ${SECONDS} s per figure; lot of ${BIDDERS} bidders and ${Math.max(...WATCHERS)} watchers ` +
      `(every watcher is in the lot, so every snapshot lists them all)`,
  );
  for (const processes of SHAPES) await measureShape(processes);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
