import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Db, queryRows } from '../db/client';
import type { ControlMessage, LiveBus } from '../live/bus';
import type { CommittedEvent } from '../live/events';
import { seedDemoData } from '../seed/demo-data';
import { bearer, createTestApp, loginAs, type TestApp } from './app';
import { createUser } from './factories';

/**
 * The participation tests' shared fixture. `useParticipationKit()`, called at the top of a test file, registers
 * that file's beforeAll (a test app with the demo data, the bus log, the demo ids and tokens) and afterAll, so
 * each file has its own app. A call, not an import's side effect: test files share their worker's modules
 * (vitest `isolate: false`), so this module is imported once for several files.
 */

export let t: TestApp;
export let db: Db;
export let bus: LiveBus;
/** Everything the bus carried, in order: lot events and control messages. */
export const published: (
  | { kind: 'event'; event: CommittedEvent }
  | { kind: 'control'; message: ControlMessage }
)[] = [];

export const ids = { lakeshore: 0, prairie: 0, auctioneer: 0, caseId: 0 };
export const tokens: Record<string, string> = {};
export const json = { 'content-type': 'application/json' };

export function useParticipationKit() {
  beforeAll(async () => {
    published.length = 0;
    t = await createTestApp();
    bus = t.app.live.ctx.bus;
    bus.subscribe((event) => published.push({ kind: 'event', event }));
    bus.subscribeControl((message) => published.push({ kind: 'control', message }));
    db = t.db;
    await seedDemoData(db, { dataDir: t.dataDir });
    const [row] = await queryRows<{
      lakeshore: number;
      prairie: number;
      auctioneer: number;
      case_id: number;
    }>(
      db,
      sql`select (select company_id from users where user_name = 'auctioneer') as lakeshore,
        (select company_id from users where user_name = 'prairie') as prairie,
        (select id from users where user_name = 'auctioneer') as auctioneer,
        (select min(id) from cases) as case_id`,
    );
    ids.lakeshore = Number(row?.lakeshore);
    ids.prairie = Number(row?.prairie);
    ids.auctioneer = Number(row?.auctioneer);
    ids.caseId = Number(row?.case_id);
    for (const name of ['bidder1', 'bidder2', 'bidder3', 'auctioneer', 'employee', 'prairie', 'client']) {
      tokens[name] = (await loginAs(t.app, name)).access_token;
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });
}

// ---- Fixtures ----

let fixture = 0;

export async function newAuction(
  values: { companyId?: number; cancelled?: boolean; finished?: boolean; startType?: 'Manual' | 'Auto' } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into auctions (company_id, type, start_type, start_time, created_by, is_cancelled, finished_at)
      values (${values.companyId ?? ids.lakeshore}, 'Online', ${values.startType ?? 'Manual'}, now(), ${ids.auctioneer},
        ${values.cancelled ?? false}, ${values.finished ? new Date() : null})
      returning id`,
  );
  return Number(row?.id);
}

export async function newLot(
  auctionId: number,
  values: { started?: boolean; stopped?: boolean; status?: string; requiredDown?: number } = {},
) {
  fixture += 1;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down,
        started_time, stopped_time)
      values (${ids.caseId}, ${auctionId}, ${fixture}, ${values.status ?? 'Listed'}, 100000, ${values.requiredDown ?? 10},
        ${values.started ? new Date() : null}, ${values.stopped ? new Date() : null})
      returning id`,
  );
  return Number(row?.id);
}

export interface TestBidder {
  id: number;
  userName: string;
  token: string;
  profileId: number;
}

export async function newBidder(
  values: {
    balanceDollars?: number;
    verified?: boolean;
    phoneVerified?: boolean;
    firstName?: string;
    lastName?: string;
    login?: boolean;
  } = {},
): Promise<TestBidder> {
  fixture += 1;
  const user = await createUser(db, 'Bidder', {
    userName: `participant${fixture}`,
    firstName: values.firstName ?? 'Test',
    lastName: values.lastName ?? 'Bidder',
  });
  await db.execute(
    sql`insert into bidders (user_id, is_verified) values (${user.id}, ${values.verified ?? true})`,
  );
  await db.execute(sql`insert into bidder_phones (user_id, number, is_primary, verified_date)
    values (${user.id}, '3125550199', true, ${values.phoneVerified === false ? null : new Date()})`);
  await db.execute(sql`insert into bank_accounts (bidder_id, provider, name, sub_type, balance_cents)
    values (${user.id}, 'sandbox', 'Checking', 'checking', ${(values.balanceDollars ?? 10_000) * 100})`);
  const [profile] = await queryRows<{ id: number }>(
    db,
    sql`insert into purchase_profiles (bidder_id, name, type, is_primary)
      values (${user.id}, ${`${user.firstName} ${user.lastName}`}, 'Individual', true) returning id`,
  );
  const token = values.login === false ? '' : (await loginAs(t.app, user.userName)).access_token;
  return { id: user.id, userName: user.userName, token, profileId: Number(profile?.id) };
}

export async function userId(userName: string) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where user_name = ${userName}`);
  return Number(row?.id);
}

export async function profileOf(userName: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select pp.id from purchase_profiles pp join users u on u.id = pp.bidder_id
      where u.user_name = ${userName} and pp.is_primary`,
  );
  return Number(row?.id);
}

export const join = (token: string, auctionId: number, lotId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: { ...bearer(token), ...json },
    payload: body,
  });

export const leave = (token: string, auctionId: number, lotId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: bearer(token),
  });

export const setAmount = (token: string, auctionId: number, lotId: number, amount: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/${lotId}/biddersamount`,
    headers: { ...bearer(token), ...json },
    payload: { amount },
  });

export const addBidder = (
  token: string,
  auctionId: number,
  lotId: number,
  bidderId: number,
  body: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`,
    headers: { ...bearer(token), ...json },
    payload: body,
  });

export const removeBidder = (token: string, auctionId: number, lotId: number, bidderId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`,
    headers: bearer(token),
  });

export async function participation(lotId: number, bidderId: number) {
  const [row] = await queryRows<{
    mode: string;
    locked_cents: string | number;
    left_date: Date | null;
    removed_at: Date | null;
    paddle_number: number;
    type: string;
    balance_type: string | null;
    purchase_profile_id: number | null;
  }>(
    db,
    sql`select abl.mode, abl.locked_cents, abl.left_date, abl.removed_at, ab.paddle_number, ab.type, ab.balance_type,
        ab.purchase_profile_id
      from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
      where abl.lot_id = ${lotId} and ab.bidder_id = ${bidderId}`,
  );
  return row ? { ...row, locked_cents: Number(row.locked_cents) } : undefined;
}

/** Rows a participation change touches; a rejected call must leave all of them as they were. */
export async function snapshot() {
  const [row] = await queryRows(
    db,
    sql`select (select count(*) from auction_bidders) as auction_bidders,
      (select count(*) from auction_bidder_lots) as participations,
      (select coalesce(sum(locked_cents), 0) from auction_bidder_lots) as locked,
      (select count(*) from auction_bidder_lots where left_date is not null) as left_count,
      (select count(*) from lot_events) as events,
      (select coalesce(sum(seq), 0) from lots) as seqs,
      (select count(*) from activity_logs) as logs,
      (select string_agg(coalesce(purchase_profile_id::text, '-'), ',' order by id) from auction_bidders) as profiles`,
  );
  return JSON.stringify(row);
}

export async function expectRejected(
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) {
  const before = await snapshot();
  const publishedBefore = published.length;
  const response = await call();
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect((response.json() as { message: string }).message).toBe(message);
  expect(await snapshot()).toBe(before);
  expect(published.length).toBe(publishedBefore);
  return response;
}

export async function lastEvent(lotId: number) {
  const [row] = await queryRows<{ seq: string | number; event: number; payload: Record<string, unknown> }>(
    db,
    sql`select seq, event, payload from lot_events where lot_id = ${lotId} order by seq desc limit 1`,
  );
  const [lot] = await queryRows<{ seq: string | number }>(db, sql`select seq from lots where id = ${lotId}`);
  return { event: row?.event, payload: row?.payload ?? {}, seq: Number(row?.seq), lotSeq: Number(lot?.seq) };
}

/** Makes the bidder the high bidder of an open lot (the bid engine's columns, set directly). */
export async function makeHighBidder(lotId: number, bidderId: number, bidDollars: number) {
  await db.execute(sql`update lots set started_time = coalesce(started_time, now()), high_bid_cents = ${bidDollars * 100},
      high_bidder_id = (select ab.id from auction_bidders ab join lots l on l.auction_id = ab.auction_id
        where l.id = ${lotId} and ab.bidder_id = ${bidderId})
    where id = ${lotId}`);
}
