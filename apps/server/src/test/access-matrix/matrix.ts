import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_CLIENTS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { bearer, createTestApp, loginAs, type TestApp } from '../app';

/**
 * The authorization matrix (issue 14 item 5): every route of the OpenAPI document × every caller, with
 * the answer expected. One file per area holds its rows (`<area>.rows.ts`, found by name: adding a file
 * is all a new area needs); `access-matrix.test.ts` runs them all on one app and one seeded database, and
 * fails when a route of the document has no row or a row names a route that does not exist.
 *
 * A row is one line:
 *   row('PUT /api/cases/{caseId}', '401 403 ok ok 403 403 404', { body: { … } })
 * The seven outcomes are, in this order, the callers of COLUMNS:
 *   anonymous, Bidder (bidder1), Auctioneer (Lakeshore), Employee (Lakeshore), Client (Wabash & Monroe,
 *   Lakeshore's client), Admin, and the second company's Auctioneer (prairie, Prairie State Auctions).
 * Each is `ok` (allowed: anything but 401, 403 and 404), or the exact refusal `401`, `403` or `404`.
 * Path parameters are filled with real ids of objects owned by Lakeshore and bidder1 (see `Fixture`),
 * so the last column is the cross-tenant cell: prairie touching Lakeshore's case must get 404 (or 403).
 * Name another object with `params` (a fixture key, a literal, or a function that makes a fresh object
 * per cell for calls that delete), and send a valid `body` so ownership, which is checked after the
 * body is validated, is really exercised: without one a 400 would hide it.
 */

export const COLUMNS = [
  'anonymous',
  'Bidder',
  'Auctioneer',
  'Employee',
  'Client',
  'Admin',
  'OtherAuctioneer',
] as const;
export type Caller = (typeof COLUMNS)[number];
export type Outcome = 'ok' | '401' | '403' | '404';

/** Demo user signed in for each column (anonymous has none). */
export const USER_OF: Record<Exclude<Caller, 'anonymous'>, string> = {
  Bidder: 'bidder1',
  Auctioneer: 'auctioneer',
  Employee: 'employee',
  Client: 'client',
  Admin: 'admin',
  OtherAuctioneer: 'prairie',
};

/** Ids of real objects in the seeded database, and makers of fresh ones for calls that delete. */
export interface Fixture {
  db: Db;
  /** Lakeshore (the Auctioneer's and Employee's company) and Prairie (the other auctioneer's). */
  lakeshore: number;
  prairie: number;
  auctioneerId: number;
  /** Lakeshore's objects. */
  case: number;
  lot: number;
  auction: number;
  property: number;
  image: number;
  stream: number;
  document: number;
  lotDocument: number;
  /** The client firm (Wabash & Monroe) and its attorney. */
  client: number;
  attorney: number;
  /** bidder1's objects. */
  bidder: number;
  profile: number;
  account: number;
  phone: string;
  /** Lakeshore's case's number, for the lookup by number and county. */
  caseNumber: string;
  /** Fresh objects owned by Lakeshore or bidder1, one per call. */
  fresh: {
    case(): Promise<number>;
    lot(): Promise<number>;
    auction(): Promise<number>;
    property(): Promise<number>;
    image(): Promise<number>;
    stream(): Promise<number>;
    document(): Promise<number>;
    lotDocument(): Promise<number>;
    profile(): Promise<number>;
  };
}

type FixtureKey = keyof Omit<Fixture, 'db' | 'fresh'>;
/** A fixture key ('case', 'lot' …), a literal (any other string, or a number) or a maker of a fresh object. */
type ParamValue = FixtureKey | (string & {}) | number | ((f: Fixture) => Promise<number | string>);

export interface MatrixRow {
  /** "METHOD /path/{param}" as in the OpenAPI document. */
  route: string;
  expected: Record<Caller, Outcome>;
  /** Path parameters by name; unnamed ones are looked up in DEFAULT_PARAMS. */
  params?: Record<string, ParamValue>;
  query?: Record<string, string>;
  body?: Record<string, unknown> | string | number | boolean | null | unknown[] | ((f: Fixture) => unknown);
  /** Why the row is as it is, when it is not obvious. */
  note?: string;
  /** Run after every other row (calls that end the caller's session or account). */
  runLast?: boolean;
}

/** Parameters filled by name unless a row says otherwise. */
const DEFAULT_PARAMS: Record<string, ParamValue> = {
  caseId: 'case',
  lotId: 'lot',
  auctionId: 'auction',
  propertyId: 'property',
  imageId: 'image',
  streamId: 'stream',
  clientId: 'client',
  attorneyId: 'attorney',
  bidderId: 'bidder',
  accountId: 'account',
  number: 'phone',
  phone: 'phone',
  caseNumber: 'caseNumber',
  county: 'Cook',
  name: 'bidder1',
  userName: 'bidder1',
  email: 'bidder1@example.com',
  timestamp: '2026-01-01T00:00:00.000Z',
  isPresenter: 'false',
  status: 'Cancelled',
  flag: 'false',
};

/** One matrix row; `outcomes` lists the seven columns' outcomes separated by spaces. */
export function row(
  route: string,
  outcomes: string,
  options: Omit<MatrixRow, 'route' | 'expected'> = {},
): MatrixRow {
  const parts = outcomes.trim().split(/\s+/);
  if (parts.length !== COLUMNS.length || parts.some((p) => !['ok', '401', '403', '404'].includes(p)))
    throw new Error(`${route}: outcomes must be ${COLUMNS.length} of ok/401/403/404, got "${outcomes}"`);
  const expected = Object.fromEntries(COLUMNS.map((caller, i) => [caller, parts[i] as Outcome])) as Record<
    Caller,
    Outcome
  >;
  return { route, expected, ...options };
}

/** What a status means for the matrix. */
export function outcomeOf(status: number): Outcome {
  if (status === 401 || status === 403 || status === 404) return String(status) as Outcome;
  return 'ok';
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [found] = await queryRows<Record<string, unknown>>(db, query);
  const value = found ? Object.values(found)[0] : undefined;
  if (value === undefined || value === null)
    throw new Error(`fixture query found nothing: ${JSON.stringify(query)}`);
  return value as T;
}

let freshCount = 0;

/** Seeds the demo data into the app's database and collects the ids the rows need. */
export async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.db;
  await seedDemoData(db, { dataDir: t.dataDir });
  const lakeshore = Number(await one(db, sql`select company_id from users where user_name = 'auctioneer'`));
  const prairie = Number(await one(db, sql`select company_id from users where user_name = 'prairie'`));
  const auctioneerId = Number(await one(db, sql`select id from users where user_name = 'auctioneer'`));
  const bidder = Number(await one(db, sql`select id from users where user_name = 'bidder1'`));
  const client = Number(
    await one(
      db,
      sql`select a.client_id from attorneys a join users u on u.id = a.user_id where u.user_name = 'client'`,
    ),
  );
  const kase = Number(
    await one(db, sql`select min(id) from cases where company_id = ${lakeshore} and client_id = ${client}`),
  );
  const lot = Number(
    await one(
      db,
      // A lot bidder1 has joined, so staff calls about "this bidder in this lot" find them.
      sql`select coalesce(
          (select min(l.id) from lots l join cases c on c.id = l.case_id
            join auction_bidder_lots abl on abl.lot_id = l.id
            join auction_bidders ab on ab.id = abl.auction_bidder_id
            join users u on u.id = ab.bidder_id and u.user_name = 'bidder1'
            where c.company_id = ${lakeshore}),
          (select min(l.id) from lots l join cases c on c.id = l.case_id
            where c.company_id = ${lakeshore} and l.auction_id is not null))`,
    ),
  );
  const auction = Number(await one(db, sql`select auction_id from lots where id = ${lot}`));
  const property = Number(await one(db, sql`select min(id) from properties where lot_id = ${lot}`));
  const docType = Number(await one(db, sql`select min(id) from document_types`));
  const caseOfLot = Number(await one(db, sql`select case_id from lots where id = ${lot}`));

  const insertId = async (query: ReturnType<typeof sql>) => Number(await one(db, query));
  const fresh: Fixture['fresh'] = {
    case: () => {
      freshCount += 1;
      return insertId(sql`insert into cases (company_id, client_id, case_number, county, file_number, created_by)
        values (${lakeshore}, ${client}, ${`2026MX${freshCount}`}, 'Cook', ${`MX-${freshCount}`}, ${auctioneerId}) returning id`);
    },
    lot: () => {
      freshCount += 1;
      return insertId(sql`insert into lots (case_id, lot_number, lot_status, opening_price_cents, required_down)
        values (${kase}, ${900 + freshCount}, 'New', 100000, 10) returning id`);
    },
    auction: () =>
      insertId(sql`insert into auctions (company_id, type, start_type, start_time, created_by)
        values (${lakeshore}, 'Online', 'Manual', now() + interval '30 days', ${auctioneerId}) returning id`),
    property: () =>
      insertId(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
        values (${lot}, '1 Matrix Way', 'Chicago', 'Cook', 'IL', '60602', false) returning id`),
    image: () =>
      insertId(sql`insert into property_images (property_id, storage_key, description, is_main)
        values (${property}, 'matrix/none.jpg', 'matrix', false) returning id`),
    stream: () =>
      insertId(sql`insert into auction_streams (auction_id, title, url, status, type)
        values (${auction}, 'Matrix', 'https://example.com/live', 'Offline', 'YouTube') returning id`),
    document: () =>
      insertId(sql`insert into documents (case_id, type_id, name, storage_key, created_by)
        values (${caseOfLot}, ${docType}, 'matrix.pdf', 'matrix/none.pdf', ${auctioneerId}) returning id`),
    lotDocument: () =>
      insertId(sql`insert into lot_documents (lot_id, name, storage_key, created_by)
        values (${lot}, 'matrix.pdf', 'matrix/none.pdf', ${auctioneerId}) returning id`),
    profile: () =>
      insertId(sql`insert into purchase_profiles (bidder_id, name, type, is_primary)
        values (${bidder}, 'Matrix LLC', 'Company', false) returning id`),
  };

  return {
    db,
    lakeshore,
    prairie,
    auctioneerId,
    case: kase,
    lot,
    auction,
    property,
    image: Number(await one(db, sql`select min(id) from property_images where property_id = ${property}`)),
    stream: await fresh.stream(),
    document: await fresh.document(),
    lotDocument: await fresh.lotDocument(),
    client,
    attorney: Number(
      await one(
        db,
        sql`select a.id from attorneys a join users u on u.id = a.user_id where u.user_name = 'client'`,
      ),
    ),
    bidder,
    profile: Number(
      await one(
        db,
        sql`select min(id) from purchase_profiles where bidder_id = ${bidder} and deleted_at is null`,
      ),
    ),
    account: Number(
      await one(
        db,
        sql`select min(id) from bank_accounts where bidder_id = ${bidder} and removed_at is null`,
      ),
    ),
    phone: String(
      await one(
        db,
        sql`select number from bidder_phones where user_id = ${bidder} order by is_primary desc limit 1`,
      ),
    ),
    caseNumber: String(await one(db, sql`select case_number from cases where id = ${kase}`)),
    fresh,
  };
}

async function resolveParam(value: ParamValue, fixture: Fixture): Promise<string> {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'function') return String(await value(fixture));
  if (value in fixture && value !== 'db' && value !== 'fresh') return String(fixture[value as FixtureKey]);
  return value;
}

/** The URL of one cell: every `{param}` of the route filled. */
export async function urlOf(matrixRow: MatrixRow, fixture: Fixture): Promise<string> {
  const path = matrixRow.route.split(' ')[1] ?? '';
  let url = path;
  for (const match of path.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    const value = matrixRow.params?.[name] ?? DEFAULT_PARAMS[name];
    if (value === undefined)
      throw new Error(`${matrixRow.route}: no value for {${name}}; add it to the row's params`);
    url = url.replace(`{${name}}`, encodeURIComponent(await resolveParam(value, fixture)));
  }
  const query = matrixRow.query ? `?${new URLSearchParams(matrixRow.query).toString()}` : '';
  return url + query;
}

export interface CellResult {
  route: string;
  caller: Caller;
  expected: Outcome;
  status: number;
  body: string;
}

/** A cell's request, with its path parameters and body made (fresh objects included). */
export interface PreparedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body: unknown;
}

/** Makes a row's request: fills its path parameters (making fresh objects) and its body. */
export async function prepareCall(matrixRow: MatrixRow, fixture: Fixture): Promise<PreparedCall> {
  return {
    method: matrixRow.route.split(' ')[0] as PreparedCall['method'],
    url: await urlOf(matrixRow, fixture),
    body: typeof matrixRow.body === 'function' ? matrixRow.body(fixture) : matrixRow.body,
  };
}

/** Sends a prepared request as the holder of `token` (none: anonymous). */
export function sendCall(app: FastifyInstance, call: PreparedCall, token: string | undefined) {
  const { method, url, body } = call;
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined
      ? {}
      : typeof body === 'object'
        ? { payload: body as Record<string, unknown> }
        : {
            payload: JSON.stringify(body),
            headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
          }),
  });
}

/** Calls one cell. */
export async function callCell(
  app: FastifyInstance,
  matrixRow: MatrixRow,
  caller: Caller,
  fixture: Fixture,
  tokens: Partial<Record<Caller, string>>,
): Promise<CellResult> {
  const response = await sendCall(app, await prepareCall(matrixRow, fixture), tokens[caller]);
  return {
    route: matrixRow.route,
    caller,
    expected: matrixRow.expected[caller],
    status: response.statusCode,
    body: response.body.slice(0, 200),
  };
}

/** The app on a fresh database with the demo data, its fixture, a token per signed-in column, and the rows. */
export async function openMatrixApp() {
  const rows = await loadAllRows();
  const t = await createTestApp();
  const fixture = await buildFixture(t);
  const tokens: Partial<Record<Caller, string>> = {};
  for (const caller of COLUMNS) {
    if (caller === 'anonymous') continue;
    const clientId = caller === 'Admin' ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;
    tokens[caller] = (await loginAs(t.app, USER_OF[caller], 'Demo1234', { clientId })).access_token;
  }
  return { t, fixture, tokens, rows };
}

/** "METHOD /path/{param}" of every operation in the app's OpenAPI document. */
export function documentedRoutes(app: FastifyInstance): string[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {}))
    for (const method of Object.keys(operations)) routes.push(`${method.toUpperCase()} ${path}`);
  return routes;
}

/** Every row of every `<area>.rows.ts` file beside this one, in the order they run. */
export async function loadAllRows(): Promise<MatrixRow[]> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const rows: MatrixRow[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.rows.ts'))
    .sort()) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (Array.isArray(value)) rows.push(...(value as MatrixRow[]));
  }
  // Rows that end the caller's session or account go last.
  return [...rows.filter((r) => !r.runLast), ...rows.filter((r) => r.runLast)];
}

/**
 * The matrix test: one app and one seeded database, every route of the document checked for a row,
 * every cell of every row called, and one assertion listing every cell that differs (unexpected grants
 * apart). Set MATRIX_RECORD=1 to print each row as observed, to draft the rows of a new area.
 */
export function describeMatrix() {
  let t: TestApp;
  let fixture: Fixture;
  let rows: MatrixRow[] = [];
  let tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    ({ t, fixture, tokens, rows } = await openMatrixApp());
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('has a row for every route of the OpenAPI document, and no row for a route that does not exist', () => {
    const documented = documentedRoutes(t.app);
    const covered = new Set(rows.map((matrixRow) => matrixRow.route));
    const missing = documented.filter((route) => !covered.has(route));
    const unknown = [...covered].filter((route) => !documented.includes(route));
    expect({ routesWithoutRow: missing, rowsWithoutRoute: unknown }).toEqual({
      routesWithoutRow: [],
      rowsWithoutRoute: [],
    });
  });

  it('answers every cell as declared, with 0 unexpected grants', async () => {
    const grants: string[] = [];
    const others: string[] = [];
    const recorded: string[] = [];
    const ordered = rows;
    for (const matrixRow of ordered) {
      const seen: string[] = [];
      for (const caller of COLUMNS) {
        const cell = await callCell(t.app, matrixRow, caller, fixture, tokens);
        if (cell.status >= 500) others.push(`${cell.route} as ${caller}: ${cell.status} ${cell.body}`);
        const outcome = outcomeOf(cell.status);
        seen.push(process.env.MATRIX_RECORD === 'status' ? String(cell.status) : outcome);
        if (outcome === cell.expected) continue;
        const line = `${cell.route} as ${caller}: expected ${cell.expected}, got ${cell.status} ${cell.body}`;
        (cell.expected !== 'ok' && outcome === 'ok' ? grants : others).push(line);
      }
      recorded.push(`row('${matrixRow.route}', '${seen.join(' ')}'),`);
    }
    if (process.env.MATRIX_RECORD) console.log(recorded.join('\n'));
    console.log(
      `authorization matrix: ${ordered.length} rows, ${ordered.length * COLUMNS.length} cells, ${grants.length} unexpected grants`,
    );
    expect({ unexpectedGrants: grants, otherDifferences: others }).toEqual({
      unexpectedGrants: [],
      otherDifferences: [],
    });
  }, 300_000);
}
