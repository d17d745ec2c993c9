// Issue 34's rehearsal (`npm run test:cluster`): three server processes behind nginx (deploy/nginx), on this
// machine's PostgreSQL and a private Redis, with 200 bidders on one lot and 500 watchers. Four scenarios:
// steady bidding, kill -9 of one process, a rolling restart of all three, and a Redis restart. After each,
// every answered bid is in lot_events and reached every watcher exactly once, in seq order, and every
// refusal was the rules' own (409, or 400 quoting the minimum) or a 503, never a broken connection.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEvent } from '../../live/messages';
import { type PrivateRedis, REDIS_SERVER, startPrivateRedis } from '../private-redis';
import { type Cluster, NGINX, startCluster } from './cluster-kit';
import { Bidders, createSale, mintToken, type Sale, Watcher } from './crowd';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BIDDERS = Number(process.env.CLUSTER_BIDDERS ?? 200);
const WATCHERS = Number(process.env.CLUSTER_WATCHERS ?? 500);
const PORTS = (process.env.CLUSTER_PORTS ?? '3341,3342,3343').split(',').map(Number);
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT ?? 3380);
async function until(check: () => boolean, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each process's metrics listener: its port + 100, on loopback. */
const metricsPort = (port: number) => port + 100;

describe.runIf(NGINX && REDIS_SERVER)('three processes behind nginx', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let redis: PrivateRedis;
  let cluster: Cluster;
  let sale: Sale;
  let bidders: Bidders;
  let watchers: Watcher[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    cluster = await startCluster({
      adminUrl: ADMIN_URL,
      redisUrl: redis.url,
      ports: PORTS,
      nginxPort: NGINX_PORT,
      jwtSecret,
      env: { DATA_KEY: Buffer.alloc(32, 7).toString('base64') },
      envOf: (port) => ({ METRICS_PORT: String(metricsPort(port)) }),
    });
    sale = await createSale(cluster.databaseUrl, BIDDERS, WATCHERS);
    const bidderTokens = await Promise.all(sale.bidderIds.map((id) => mintToken(id, jwtSecret)));
    bidders = new Bidders(cluster.url, sale, bidderTokens);
    watchers = await Promise.all(
      sale.watcherIds.map(
        async (id) => new Watcher(cluster.url, await mintToken(id, jwtSecret), sale.lotId, `watcher-${id}`),
      ),
    );
    for (const watcher of watchers) watcher.start();
    await until(() => watchers.every((watcher) => watcher.snapshotSeq !== null), 'every watcher connected');
  }, 300_000);

  afterAll(async () => {
    await bidders?.stop();
    await Promise.all(watchers.map((watcher) => watcher.stop()));
    await cluster?.stop();
    await redis?.stop();
  }, 120_000);

  /** The lot's last committed seq and the seqs of its committed bids. */
  async function committed() {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const head = await db.query('select seq from lots where id = $1', [sale.lotId]);
      const bids = await db.query('select seq from lot_events where lot_id = $1 and event = $2', [
        sale.lotId,
        LiveEvent.BID_PLACED,
      ]);
      return { head: Number(head.rows[0].seq), bidSeqs: new Set(bids.rows.map((row) => Number(row.seq))) };
    } finally {
      await db.end();
    }
  }

  /**
   * Stops the bidding, waits until every watcher has caught up with the lot's head, and checks the
   * guarantees: no answered bid lost, every committed bid reached every watcher once and in order, and every
   * refusal a clean 409 or 503.
   */
  /** Bids while `during` runs, and stops the bidders whatever happens (a failed step must not leave them on). */
  async function bidding(during: () => Promise<void>) {
    bidders.start();
    try {
      await during();
    } finally {
      await bidders.stop();
    }
  }

  async function expectEveryGuarantee() {
    const { head, bidSeqs } = await committed();
    await until(
      () => watchers.every((watcher) => watcher.last >= head),
      'watchers at the head',
      60_000,
    ).catch(() => undefined);
    const behind = watchers.filter((watcher) => watcher.last < head).length;
    expect(behind, `watchers behind head seq ${head}`).toBe(0);

    const lost = bidders.tally.accepted.filter((seq) => !bidSeqs.has(seq));
    expect(lost, 'answered bids missing from lot_events').toEqual([]);
    const expected = [...bidSeqs].sort((a, b) => a - b);
    const differences = watchers.flatMap((watcher) => {
      const owed = expected.filter((seq) => seq > (watcher.snapshotSeq ?? 0));
      if (watcher.bidSeqs.join() === owed.join()) return [];
      const missing = owed.filter((seq) => !watcher.bidSeqs.includes(seq));
      return [`missing ${missing.slice(0, 5)}; got ${watcher.bidSeqs.length} of ${owed.length}`];
    });
    expect(differences.slice(0, 3), `watchers whose bids differ from lot_events`).toEqual([]);
    expect(watchers.flatMap((watcher) => watcher.violations).slice(0, 5)).toEqual([]);
    expect(bidders.tally.unclean.slice(0, 5)).toEqual([]);
    // Clean refusals only: the rules' own (409 another bid first or already highest, 400 below a minimum
    // the bidder had not heard of yet) and 503 from a process going away; any other answer is unclean.
    expect([...bidders.tally.refused.keys()].filter((status) => ![400, 409, 503].includes(status))).toEqual(
      [],
    );
  }

  it('1. steady bidding through nginx: every accepted bid reaches every stream once, in order', async () => {
    await bidding(() => bidders.whenAccepted(60));
    await expectEveryGuarantee();
    console.log(
      `steady: ${bidders.tally.accepted.length} accepted, refused ${JSON.stringify([...bidders.tally.refused])}`,
    );
  }, 300_000);

  it('the metrics of the three processes add up to the answered bids and the open streams', async () => {
    let accepted = 0;
    let subscribers = 0;
    for (const port of PORTS) {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort(port)}/metrics`)).text();
      accepted += Number(/^bidright_bids_total\{outcome="accepted",reason=""\} (\d+)/m.exec(text)?.[1] ?? 0);
      subscribers += Number(/^bidright_live_subscribers (\d+)/m.exec(text)?.[1] ?? 0);
    }
    expect(accepted).toBe(bidders.tally.accepted.length);
    expect(subscribers).toBe(WATCHERS);
    // Never through the balancer.
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  });

  it('2. kill -9 of one process mid-bidding: streams resume elsewhere with no gap, no answered bid lost', async () => {
    const reconnectsBefore = watchers.reduce((sum, watcher) => sum + watcher.reconnects, 0);
    await bidding(async () => {
      await bidders.whenAccepted(30);
      await cluster.restart(1, 'SIGKILL', { startAgain: false });
      await bidders.whenAccepted(40);
      await cluster.restart(1, 'SIGKILL');
      await bidders.whenAccepted(20);
    });
    await expectEveryGuarantee();
    const reconnects = watchers.reduce((sum, watcher) => sum + watcher.reconnects, 0) - reconnectsBefore;
    expect(reconnects, 'the killed process had streams, and they came back').toBeGreaterThan(0);
    console.log(`kill -9: ${reconnects} stream reconnects`);
  }, 600_000);

  it('3. a rolling restart of all three, one by one, while bidding continues', async () => {
    await bidding(async () => {
      for (const index of PORTS.keys()) {
        await bidders.whenAccepted(20);
        await cluster.restart(index, 'SIGTERM');
      }
      await bidders.whenAccepted(20);
    });
    await expectEveryGuarantee();
    console.log(`rolling: refused ${JSON.stringify([...bidders.tally.refused])}`);
  }, 600_000);

  it('4. Redis restarted in the middle: the same guarantees', async () => {
    await bidding(async () => {
      await bidders.whenAccepted(30);
      await redis.stop();
      await bidders.whenAccepted(30);
      await redis.start();
      await bidders.whenAccepted(30);
    });
    await expectEveryGuarantee();
  }, 600_000);

  it("nginx serves hashed assets with a year's cache, and the spec's 503 when no process is up", async () => {
    writeFileSync(join(cluster.assetRoot, 'assets', 'index-Cl0st3r.js'), 'console.log(1);');
    const asset = await fetch(`${cluster.url}/assets/index-Cl0st3r.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const index of PORTS.keys()) await cluster.restart(index, 'SIGTERM', { startAgain: false });
    const api = await fetch(`${cluster.url}/api/auctions/servertime`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: 'DEPLOYMENT IN PROGRESS! - 503' });
    const page = await fetch(`${cluster.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('DEPLOYMENT IN PROGRESS! - 503');
  }, 120_000);
});
