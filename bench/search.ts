/**
 * Property-search benchmark (issue 13). Creates a throwaway PostgreSQL database
 * (bidright_bench_search_<pid> on DATABASE_URL's server, default 127.0.0.1:5432), migrates it, seeds 50,000
 * lots with primary properties, attributes, photos, auctions, pins and featured lots, then times
 * POST /api/lots/list/bidder (the real app, driven with inject: handler + SQL, no socket) for typical filter
 * mixes. Prints p50 and p95 per mix and the plans of each mix's count and page queries, then drops the
 * database. Figures only; nothing asserts on them.
 *
 *   npm run bench:search                         # 50,000 lots, 60 timed calls per mix
 *   npm run bench:search -- --lots=20000 --runs=100 --only=text   # a smaller run, only the mixes named so
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LISTING_TOTAL_CAP, type TBidderLotListBody } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { signAccessToken } from '../apps/server/src/http/access-token';
import {
  bidderSearchConditions,
  LISTED_LOTS,
  listingFromFor,
  resolveAttributes,
} from '../apps/server/src/modules/listings/bidder-lot-query';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const LOTS = Number(args.lots ?? 50_000);
const RUNS = Number(args.runs ?? 60);
const WARMUP = 20;
const LOTS_PER_AUCTION = 50;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bidright_bench_search_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

// Cook County, roughly: where the generated properties lie.
const SOUTH = 41.64;
const NORTH = 42.15;
const WEST = -88.26;
const EAST = -87.52;

/** Filter mixes a bidder uses; each runs on pages 1–3 in turn, sorted by auction date. */
const MIXES: { name: string; body: TBidderLotListBody }[] = [
  { name: 'no filter (all listed lots)', body: {} },
  {
    name: 'from today (the screen default)',
    body: { beginDate: new Date(new Date().setHours(0, 0, 0, 0)).toISOString() },
  },
  { name: 'text "Evanston"', body: { search: 'Evanston' } },
  { name: 'text "Kedzie" (street)', body: { search: 'Kedzie' } },
  {
    name: 'attributes (beds ≥ 3, 1,500–3,000 sq ft)',
    body: {
      searchAttributes: [
        { name: 'BedroomCount', min: 3 },
        { name: 'SquareFeet', min: 1500, max: 3000 },
      ],
    },
  },
  {
    name: 'polygon (north side, 6 corners)',
    body: {
      polygons: [
        [
          { lat: 41.92, lng: -87.75 },
          { lat: 41.99, lng: -87.77 },
          { lat: 42.02, lng: -87.7 },
          { lat: 41.99, lng: -87.63 },
          { lat: 41.93, lng: -87.63 },
          { lat: 41.9, lng: -87.68 },
        ],
      ],
    },
  },
  { name: 'circle (3 km, Evanston)', body: { circles: [{ lat: 42.045, lng: -87.688, radius: 3000 }] } },
  { name: 'pinned', body: { showPinned: true } },
  {
    name: 'circle + beds ≥ 3 + text',
    body: {
      search: 'Ave',
      circles: [{ lat: 41.88, lng: -87.7, radius: 8000 }],
      searchAttributes: [{ name: 'BedroomCount', min: 3 }],
    },
  },
  {
    name: 'include completed + price sort',
    body: { beginDate: '2000-01-01T00:00:00.000Z', sorter: { field: 'openingPrice', order: 'descend' } },
  },
];

const CITIES = [
  'Chicago',
  'Chicago',
  'Chicago',
  'Chicago',
  'Evanston',
  'Skokie',
  'Oak Park',
  'Cicero',
  'Berwyn',
  'Des Plaines',
];
const STREETS = [
  'Kedzie Ave',
  'Western Ave',
  'Ashland Ave',
  'Halsted St',
  'Damen Ave',
  'Pulaski Rd',
  'Cicero Ave',
  'Main St',
  'Oak St',
  'Elm St',
  'Central Ave',
  'Grove Ave',
];

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const now = new Date();
  const day = 86_400_000;
  const auctions = Math.ceil(LOTS / LOTS_PER_AUCTION);
  const run = (query: SQL) => db.execute(query);
  await run(sql`insert into companies (name, status, time_zone)
    select 'Bench Auctions ' || g, 'Active', 'America/Chicago' from generate_series(1, 5) g`);
  await run(sql`insert into users (user_name, email, password_hash, first_name, last_name, role, company_id)
    select 'host' || g, 'host' || g || '@example.com', 'x', 'Host', 'User', 'Auctioneer', g from generate_series(1, 5) g`);
  await run(sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
    values ('benchbidder', 'benchbidder@example.com', 'x', 'Bench', 'Bidder', 'Bidder')`);
  await run(sql`insert into clients (name) select 'Firm ' || g from generate_series(1, 5) g`);
  // Auctions from 60 days ago to 60 days ahead; the older half finished.
  await run(sql`insert into auctions (company_id, type, start_type, start_time, created_by, finished_at)
    select 1 + g % 5, 'Online', 'Auto',
      ${now.toISOString()}::timestamptz + ((g::float8 / ${auctions}) * 120 - 60) * interval '1 day',
      1 + g % 5,
      case when g < ${auctions} / 2 then ${now.toISOString()}::timestamptz + ((g::float8 / ${auctions}) * 120 - 59) * interval '1 day' end
    from generate_series(0, ${auctions - 1}) g`);
  await run(sql`insert into cases (company_id, client_id, case_number, county, file_number, created_by)
    select 1 + g % 5, 1 + g % 5, '2026CH' || lpad(g::text, 6, '0'), 'Cook', 'F-' || g, 1 + g % 5
    from generate_series(1, ${LOTS}) g`);
  // Lots: listed, a few cancelled and drafts; past auctions' lots stopped and sold.
  await run(sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, stopped_time)
    select c.id, a.id, 1 + (c.id - 1) % ${LOTS_PER_AUCTION},
      case when c.id % 50 = 0 then 'Draft' when c.id % 37 = 0 then 'Cancelled'
           when a.finished_at is not null then 'PendingTransaction' else 'Listed' end,
      (50000 + (c.id * 7919) % 450000) * 100,
      a.finished_at
    from cases c join auctions a on a.id = 1 + (c.id - 1) / ${LOTS_PER_AUCTION}`);
  await run(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, latitude, longitude, is_primary)
    select l.id, (100 + (l.id * 37) % 9800)::text || ' ' || (${sql.raw(`array['${STREETS.join("','")}']`)})[1 + l.id % ${STREETS.length}],
      (${sql.raw(`array['${CITIES.join("','")}']`)})[1 + (l.id / 7) % ${CITIES.length}], 'Cook', 'IL',
      (60600 + l.id % 90)::text,
      ${SOUTH} + random() * ${NORTH - SOUTH}, ${WEST} + random() * ${EAST - WEST}, true
    from lots l`);
  // Every tenth lot has a second, non-primary property.
  await run(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
    select l.id, 'Rear ' || l.id, 'Chicago', 'Cook', 'IL', '60601', false from lots l where l.id % 10 = 0`);
  await run(sql`insert into property_images (property_id, storage_key, is_main)
    select id, 'properties/' || id || '/1.jpg', true from properties where is_primary`);
  await run(sql`insert into property_attributes (name, display_name, type, search_type, sort) values
    ('BedroomCount', 'Bedrooms', 'IntField', 'Interval', 1),
    ('BathroomCount', 'Bathrooms', 'DecimalField', 'Interval', 2),
    ('SquareFeet', 'Square Feet', 'DecimalField', 'Interval', 3),
    ('MarketValuationValue', 'Estimated Market Value', 'DecimalField', 'Interval', 4),
    ('YearBuilt', 'Year Built', 'IntField', 'Interval', 5),
    ('LotSize', 'Lot Size', 'DecimalField', 'Interval', 6)`);
  await run(sql`insert into property_attribute_values (property_id, attribute_id, value)
    select p.id, a.id, case a.name
        when 'BedroomCount' then (1 + p.id % 6)::text
        when 'BathroomCount' then (1 + (p.id % 5) * 0.5)::text
        when 'SquareFeet' then (700 + (p.id * 13) % 3800)::text
        when 'MarketValuationValue' then (90000 + (p.id * 7919) % 900000)::text
        when 'YearBuilt' then (1890 + p.id % 130)::text
        else (2500 + (p.id * 31) % 12000)::text end
    from properties p cross join property_attributes a where p.is_primary`);
  const [bidder] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where user_name = 'benchbidder'`,
  );
  await run(sql`insert into pins (bidder_id, lot_id)
    select ${bidder?.id}, id from lots where lot_status = 'Listed' and id % 250 = 1`);
  await run(
    sql`insert into featured_lots (lot_id, company_id, created_by) select id, 1, 1 from lots where id % 100 = 3`,
  );
  await run(sql`analyze`);
  return { bidderId: Number(bidder?.id), now, day };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bidright-bench-search-'));
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  try {
    await database.migrate();
    const seedStart = performance.now();
    const { bidderId } = await seed(database.db);
    const [counts] = await queryRows<{ lots: string; values: string }>(
      database.db,
      sql`select (select count(*) from lots) as lots, (select count(*) from property_attribute_values) as values`,
    );
    console.log(
      `seeded ${counts?.lots} lots, ${counts?.values} attribute values in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${dbName})`,
    );
    const jwtSecret = randomBytes(32).toString('hex');
    const secret = new TextEncoder().encode(jwtSecret);
    // On PostgreSQL the keys come from the environment, never generated (ADR 0028).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'false',
      JWT_SECRET: jwtSecret,
      DATA_KEY: randomBytes(32).toString('base64'),
    });
    const app = await buildApp({ config, database, jwtSecret: secret, lotClock: { enabled: false } });
    await app.ready();
    const token = await signAccessToken(
      {
        id: bidderId,
        userName: 'benchbidder',
        role: 'Bidder',
        companyId: null,
        sessionId: 'bench',
        sessionVersion: 0,
      },
      secret,
      3600,
    );
    const rows: string[] = [];
    const plans: string[] = [];
    const only = typeof args.only === 'string' ? args.only : '';
    for (const mix of MIXES.filter((candidate) => candidate.name.includes(only))) {
      const call = async (page: number) => {
        const body = { ...mix.body, pagination: { current: page, pageSize: 12 } };
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/lots/list/bidder',
          headers: { authorization: `Bearer ${token}` },
          payload: body,
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${mix.name}: ${response.statusCode} ${response.body}`);
        return { ms, total: response.json<{ total: number }>().total };
      };
      for (let i = 0; i < WARMUP; i++) await call(1 + (i % 3));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await call(1 + (i % 3));
        times.push(result.ms);
        total = result.total;
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${mix.name} | ${total.toLocaleString('en-US')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
      // The plans of the two statements each call runs (the count, and the page of ids before hydration).
      const now = new Date();
      const body = { ...mix.body };
      if (!body.beginDate)
        body.beginDate = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
      const attributes = await resolveAttributes(database.db, body.searchAttributes);
      const where = sql.join(
        [LISTED_LOTS, ...bidderSearchConditions(body, { bidderId, now, attributes })],
        sql` and `,
      );
      const order =
        body.sorter?.field === 'openingPrice' ? sql`l.opening_price_cents desc` : sql`a.start_time asc`;
      for (const [label, query] of [
        [
          'count',
          sql`select count(*) from (select 1 ${listingFromFor(body)} where ${where} limit ${LISTING_TOTAL_CAP + 1}) m`,
        ],
        ['page', sql`select l.id ${listingFromFor(body)} where ${where} order by ${order}, l.id limit 12`],
      ] as const) {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          database.db,
          sql`explain (analyze, costs off, buffers off) ${query}`,
        );
        plans.push(`### ${mix.name}: ${label}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
    console.log(
      `\nPOST /api/lots/list/bidder, ${LOTS.toLocaleString('en-US')} lots, ${RUNS} calls per mix (pages 1–3), ms; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    console.log('| mix | matches | p50 | p95 |\n|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log('\n## Query plans\n');
    for (const plan of plans) console.log(`${plan}\n`);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
