/**
 * Export benchmark: the admin bids export (POST /api/reports/bid/excel) of 100,000 bids. Creates a fresh
 * PostgreSQL database (DATABASE_URL, default the local server), fills it with one company, 100 bidders and
 * 100,000 bids by SQL, starts the real app in this process on a free port, downloads the export over HTTP
 * (reading and discarding the bytes as a browser would stream them), and prints the time, the file size and
 * the peak memory (RSS and heap, sampled every 20 ms) above the idle baseline. The rows leave the database in
 * batches and the workbook is streamed, so memory should stay near flat whatever the row count.
 *
 *   npm run bench:export                 # 100,000 bids
 *   npm run bench:export -- --rows=20000
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { signAccessToken } from '../apps/server/src/http/access-token';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const ROWS = Number(args.rows ?? 100_000);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bidright_bench_export_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function fill(client: pg.Client) {
  await client.query(`insert into companies (name, status) values ('Bench Auctions', 'Active')`);
  await client.query(`insert into users (user_name, email, password_hash, first_name, last_name, role, company_id)
    values ('bench-host', 'host@bench.test', 'x', 'Bench', 'Host', 'Auctioneer', 1),
           ('bench-admin', 'admin@bench.test', 'x', 'Bench', 'Admin', 'Admin', null)`);
  await client.query(`insert into users (user_name, email, password_hash, first_name, last_name, role)
    select 'bidder' || i, 'bidder' || i || '@bench.test', 'x', 'Bidder', 'Number ' || i, 'Bidder'
    from generate_series(1, 100) i`);
  await client.query(`insert into clients (name, status) values ('Bench Firm', 'Active')`);
  await client.query(`insert into cases (company_id, client_id, case_number, county, created_by)
    values (1, 1, '2026CH00001', 'Cook', 1)`);
  await client.query(`insert into auctions (company_id, type, start_type, start_time, created_by)
    values (1, 'Online', 'Manual', now() - interval '1 day', 1)`);
  await client.query(
    `insert into lots (case_id, auction_id, lot_number, lot_status) values (1, 1, 1, 'Listed')`,
  );
  await client.query(`insert into auction_bidders (auction_id, bidder_id, paddle_number)
    select 1, u.id, 100 + row_number() over (order by u.id) from users u where u.role = 'Bidder'`);
  await client.query(
    `insert into bids (lot_id, auction_bidder_id, bidder_id, amount_cents, created_date, seq)
     select 1, ab.id, ab.bidder_id, 100000 + i * 100, now() - interval '1 day' + i * interval '10 ms', i
     from generate_series(1, $1::int) i join auction_bidders ab on ab.id = 1 + (i % 100)`,
    [ROWS],
  );
  await client.query('analyze');
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bidright-bench-export-'));
  const database = await openDatabase({ url: dbUrl });
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const t0 = performance.now();
    await fill(client);
    await client.end();
    console.log(
      `\nBidright export bench: ${ROWS.toLocaleString('en-US')} bids on PostgreSQL (filled in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    const secret = randomBytes(32);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    const app = await buildApp({
      config,
      database,
      jwtSecret: secret,
      lotClock: { enabled: false },
      webDist: join(dataDir, 'none'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const token = await signAccessToken(
      {
        id: 2,
        userName: 'bench-admin',
        role: 'Admin',
        companyId: null,
        sessionId: 'bench',
        sessionVersion: 0,
      },
      secret,
      3600,
    );

    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);

    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/reports/bid/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok || !response.body)
      throw new Error(`export failed: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    console.log(`file          ${response.headers.get('content-disposition')}`);
    console.log(`size          ${mb(bytes)}`);
    console.log(`first byte    ${firstByteMs.toFixed(0)} ms`);
    console.log(
      `total time    ${seconds.toFixed(2)} s (${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s)`,
    );
    console.log(
      `peak RSS      ${mb(peakRss)} (baseline ${mb(baseline.rss)}, +${mb(peakRss - baseline.rss)})`,
    );
    console.log(
      `peak heap     ${mb(peakHeap)} (baseline ${mb(baseline.heapUsed)}, +${mb(peakHeap - baseline.heapUsed)})`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
