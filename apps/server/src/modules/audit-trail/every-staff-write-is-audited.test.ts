import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  type Caller,
  type Fixture,
  type MatrixRow,
  openMatrixApp,
  prepareCall,
  sendCall,
  USER_OF,
} from '../../test/access-matrix/matrix';
import type { TestApp } from '../../test/app';
import { WALK_INPUTS, walkRow } from './test/walk-inputs';

/**
 * The walk (issue 42 point 3): every route of the access matrix but GETs, called by every staff and admin
 * column the matrix lets in, that answers 2xx and changed a row of a table on the trail must have written at
 * least one audit row by that caller, and every audit row written during a call must name its caller. Which tables a call changed is read from PostgreSQL itself: a row's
 * xmin is the id of the transaction that wrote it, and ids given out during the call are at least the next
 * id before it. Fresh objects a row needs are made before the call. A second test holds every table either
 * on the trail or in OFF_THE_TRAIL, so a new table cannot slip past both. AUDIT_WALK_DEBUG=1 prints every call
 * that was not a 2xx, the routes audited and the routes never brought to a 2xx (to move one into WALK_INPUTS).
 */

/** The callers whose changes the trail must hold. */
const STAFF_AND_ADMIN: Caller[] = ['Auctioneer', 'Employee', 'Admin', 'OtherAuctioneer'];

/**
 * Tables deliberately off the trail (ADR 0071), each with why: a route that writes only these needs no audit
 * row. Nothing a staff member or an admin decides is stored only here.
 */
const OFF_THE_TRAIL: Record<string, string> = {
  audit_trail: 'the trail itself',
  audit_trail_head: "the trail's head and anchor",
  lot_events: 'the bid log, hash-chained per lot already (ADR 0008)',
  bids: 'each bid is a lot event of the chained bid log',
  lot_event_cursors: "the alert outbox's progress",
  maximum_bids: "bidders' secret maximums: never shown to staff",
  activity_logs: 'the human-readable log, written beside the changes it describes',
  refresh_tokens: 'sessions (sign-in, refresh, sign-out)',
  trusted_devices: 'sessions: devices that passed a two-step code',
  verification_codes: 'one-time SMS and e-mail codes',
  password_reset_tokens: 'one-time reset links',
  login_failures: 'sign-in throttling',
  account_login_failures: 'sign-in throttling',
  dev_outbox: 'the development outbox of sent messages',
  notifications: "a user's own notices",
  notification_deliveries: 'delivery bookkeeping of notices',
  notification_preferences: "a user's own notice settings",
  push_subscriptions: "a browser's push address",
  webhook_deliveries: 'delivery bookkeeping of webhooks',
  bidder_filters: "a bidder's saved searches",
  pins: "a bidder's pinned lots",
  bank_items: "sealed bank access tokens: the bidder's own link, never staff's",
  bank_accounts: "a bidder's own linked accounts",
  bidder_phones: "a bidder's own phone numbers",
  record_signing_keys: "the sale record's signing keys, written by the server (ADR 0069)",
  sale_record_checkpoints: 'signed checkpoints of the bid log (ADR 0069)',
  practice_rivals:
    "the practice sale's seats of its scripted rivals, written once by the server when it makes the sale; the rivals' user rows are on the trail (ADR 0076)",
  service_health: "the servers' health beat, written by every process's clock (ADR 0077)",
  sale_interruptions:
    "pauses and outages as the Report of Sale shows them; a pause is staff's decision on auctions.paused_at, which is on the trail (ADR 0077)",
  sale_interruption_lots:
    'the closes a pause or an outage moved, written beside sale_interruptions (ADR 0077)',
  credit_bid_history:
    'every step of a credit bid with its amount, never changed, written beside credit_bids, which is on the trail with the amount withheld (ADR 0074)',
};

const MULTIPART = 'a multipart upload the walk cannot send';
const OWN_SECRET = "needs the caller's current password, a refresh token or a one-time code";
const SIGN_UP = 'a sign-up of a new account or firm, whose full form the walk does not fill';
const LIVE_STATE =
  "needs a lot or auction in a state the seeded demo's does not offer at that point of the walk";

/**
 * Mutating routes a staff or admin column may call that never answered 2xx in the walk, each with why (the
 * test fails when this list and the walk disagree, either way). Their writes go through the same database
 * wrapper and triggers as every other route; the wire instructions upload has its own test
 * (audited-uploads.test.ts), and WALK_INPUTS is where a route leaves this list.
 */
const NOT_WALKED: Record<string, string> = {
  'POST /api/clients/import': MULTIPART,
  'POST /api/companies/wireinstructions': `${MULTIPART}, with a two-step code: audited-uploads.test.ts`,
  'POST /api/companies/{companyId}/wireinstructions': `${MULTIPART}, with a two-step code`,
  'POST /api/documents': MULTIPART,
  'POST /api/lotdocuments/{lotId}': MULTIPART,
  'POST /api/propertyimages/{propertyId}': MULTIPART,
  'PUT /api/clients/{clientId}/uploadlogo': MULTIPART,
  'PUT /api/companies/backgroundimage': MULTIPART,
  'PUT /api/companies/logo': MULTIPART,
  'PUT /api/companies/{companyId}/backgroundimage': MULTIPART,
  'PUT /api/companies/{companyId}/logo': MULTIPART,
  'POST /connect/token': OWN_SECRET,
  'POST /api/user/password': OWN_SECRET,
  'PUT /api/user/password': OWN_SECRET,
  'PUT /api/user/token': OWN_SECRET,
  'PUT /api/auctioneers/authenticator': OWN_SECRET,
  'DELETE /api/auctioneers/authenticator': OWN_SECRET,
  'POST /api/auctioneers': SIGN_UP,
  'POST /api/bidders': SIGN_UP,
  'POST /api/attorneys/register': SIGN_UP,
  'POST /api/attorneys/{attorneyId}/register': SIGN_UP,
  'PUT /api/admin/verifications/papers/{id}': 'needs an entity profile with papers pending review',
  'POST /api/lots/{lotId}/{auctionId}': LIVE_STATE,
  'DELETE /api/lots/{lotId}/{auctionId}': LIVE_STATE,
  'PUT /api/lots/{lotId}/reorder/{auctionId}': LIVE_STATE,
  'POST /api/lots/{lotId}/declarewinner': LIVE_STATE,
  'PUT /api/lots/{id}/mininc': LIVE_STATE,
  'PUT /api/lots/{id}/notifystop': LIVE_STATE,
  'PUT /api/lots/{id}/notifystopcancel': LIVE_STATE,
  'PUT /api/lots/{id}/start': LIVE_STATE,
  'PUT /api/lots/{id}/stop': LIVE_STATE,
  'POST /api/auctions/{auctionId}/lots/{lotId}/bids/placebid': LIVE_STATE,
  'POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}': LIVE_STATE,
  'DELETE /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}': LIVE_STATE,
  'POST /api/credit-bids/lots/{lotId}/confirmation':
    'needs a credit bid another person entered, and its amount typed blind: credit-bids.test.ts checks its trail',
};

let t: TestApp;
let fixture: Fixture;
let rows: MatrixRow[] = [];
let tokens: Partial<Record<Caller, string>> = {};
const userIds: Partial<Record<Caller, number>> = {};

beforeAll(async () => {
  ({ t, fixture, tokens, rows } = await openMatrixApp());
  for (const caller of STAFF_AND_ADMIN) {
    const [user] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from users where user_name = ${USER_OF[caller as Exclude<Caller, 'anonymous'>]}`,
    );
    userIds[caller] = user!.id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The next transaction id not yet given out: it moves on when, and only when, something writes. */
async function nextTransactionId(): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    t.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return row!.next;
}

/** Tables of the public schema that a row with an xmin of at least `from` holds (written since). */
async function tablesWrittenSince(tables: string[], from: string): Promise<string[]> {
  const written: string[] = [];
  // xmin is the 32-bit transaction id; `from` is the 64-bit one (no wraparound in a test database).
  const from32 = BigInt(from) % 4294967296n;
  for (const table of tables) {
    const [row] = await queryRows<{ found: boolean }>(
      t.db,
      sql.raw(`select exists (select 1 from "${table}" where xmin::text::bigint >= ${from32}) as found`),
    );
    if (row?.found) written.push(table);
  }
  return written;
}

async function publicTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

async function lastAuditId(): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    t.db,
    sql`select coalesce(max(id), 0) as id from audit_trail`,
  );
  return Number(row!.id);
}

it('writes an audit row for every 2xx change a staff or admin caller makes', async () => {
  const unaudited: string[] = [];
  const audited = new Set<string>();
  const reached = new Set<string>();
  const tried = new Set<string>();
  const onTrail = (await publicTables()).filter((table) => !(table in OFF_THE_TRAIL));
  let calls = 0;
  for (const matrixRow of rows) {
    if (matrixRow.route.startsWith('GET ')) continue;
    for (const caller of STAFF_AND_ADMIN) {
      if (matrixRow.expected[caller] !== 'ok') continue;
      const call = await prepareCall(await walkRow(matrixRow, fixture), fixture);
      const before = await lastAuditId();
      const xid = await nextTransactionId();
      const response = await sendCall(t.app, call, tokens[caller]);
      tried.add(matrixRow.route);
      const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
      if (isSuccess) reached.add(matrixRow.route);
      else {
        if (process.env.AUDIT_WALK_DEBUG)
          console.log(
            `not 2xx: ${matrixRow.route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        continue;
      }
      const [found] = await queryRows<{ mine: string | number; others: string | number }>(
        t.db,
        sql`select count(*) filter (where actor_user_id = ${userIds[caller]!}) as mine,
          count(*) filter (where actor_user_id is distinct from ${userIds[caller]!}) as others
          from audit_trail where id > ${before}`,
      );
      // Every row the call wrote names its caller: none was written outside the request's actor.
      if (Number(found!.others) > 0)
        unaudited.push(`${matrixRow.route} as ${caller}: ${found!.others} audit rows not by the caller`);
      if (Number(found!.mine) > 0) {
        audited.add(matrixRow.route);
        calls += 1;
        continue;
      }
      // No audit row: then the call must have changed no row of a table on the trail.
      if ((await nextTransactionId()) === xid) continue;
      const written = await tablesWrittenSince(onTrail, xid);
      if (written.length > 0)
        unaudited.push(
          `${matrixRow.route} as ${caller}: ${response.statusCode}, wrote ${written.join(', ')}`,
        );
    }
  }
  const neverReached = [...tried].filter((route) => !reached.has(route)).sort();
  if (process.env.AUDIT_WALK_DEBUG) console.log(`audited:\n${[...audited].sort().join('\n')}`);
  if (process.env.AUDIT_WALK_DEBUG) console.log(`never 2xx:\n${neverReached.join('\n')}`);
  console.log(`audit walk: ${calls} 2xx staff/admin calls wrote audit rows, ${audited.size} routes audited`);
  // The routes the walk gives inputs of its own must each have been audited at least once.
  const unexercised = Object.keys(WALK_INPUTS).filter((route) => !audited.has(route));
  expect({ unaudited, unexercised }).toEqual({ unaudited: [], unexercised: [] });
  // The routes the walk could not bring to a 2xx are exactly the ones listed, each with its reason.
  expect(neverReached).toEqual(Object.keys(NOT_WALKED).sort());
}, 600_000);

it('holds every table of the schema either on the trail or off it by a stated reason', async () => {
  const audited = await queryRows<{ name: string }>(
    t.db,
    sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'audit_trail' order by c.relname`,
  );
  const names = new Set(audited.map((row) => row.name));
  const undecided = (await publicTables()).filter((table) => !names.has(table) && !(table in OFF_THE_TRAIL));
  const both = Object.keys(OFF_THE_TRAIL).filter((table) => names.has(table));
  expect({ undecided, both }).toEqual({ undecided: [], both: [] });
});
