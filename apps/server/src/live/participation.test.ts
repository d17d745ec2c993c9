import { ADD_BIDDER_MESSAGES, JOIN_MESSAGES, LIVE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client';
import { seedDemoData } from '../seed/demo-data';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import type { ControlMessage, LiveBus } from './bus';
import type { CommittedEvent } from './events';
import { availableBalanceCents, lockedFunds, lockedFundsCents } from './funds';
import { PARTICIPATION_MESSAGES } from './join-lot';
import { LiveEvent } from './messages';

let t: TestApp;
let db: Db;
let bus: LiveBus;
/** Everything the bus carried, in order: lot events and control messages. */
const published: ({ kind: 'event'; event: CommittedEvent } | { kind: 'control'; message: ControlMessage })[] =
  [];

const ids = { lakeshore: 0, prairie: 0, auctioneer: 0, caseId: 0 };
const tokens: Record<string, string> = {};
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  t = await createTestApp();
  bus = t.app.live.ctx.bus;
  bus.subscribe((event) => published.push({ kind: 'event', event }));
  bus.subscribeControl((message) => published.push({ kind: 'control', message }));
  db = t.db;
  await seedDemoData(db, { dataDir: t.dataDir });
  const [row] = await queryRows<{ lakeshore: number; prairie: number; auctioneer: number; case_id: number }>(
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

// ---- Fixtures ----

let fixture = 0;

async function newAuction(
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

async function newLot(
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

interface TestBidder {
  id: number;
  userName: string;
  token: string;
  profileId: number;
}

async function newBidder(
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

async function userId(userName: string) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where user_name = ${userName}`);
  return Number(row?.id);
}

async function profileOf(userName: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select pp.id from purchase_profiles pp join users u on u.id = pp.bidder_id
      where u.user_name = ${userName} and pp.is_primary`,
  );
  return Number(row?.id);
}

const join = (token: string, auctionId: number, lotId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: { ...bearer(token), ...json },
    payload: body,
  });

const leave = (token: string, auctionId: number, lotId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: bearer(token),
  });

const setAmount = (token: string, auctionId: number, lotId: number, amount: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/${lotId}/biddersamount`,
    headers: { ...bearer(token), ...json },
    payload: { amount },
  });

const addBidder = (
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

const removeBidder = (token: string, auctionId: number, lotId: number, bidderId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`,
    headers: bearer(token),
  });

async function participation(lotId: number, bidderId: number) {
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
async function snapshot() {
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

async function expectRejected(
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

async function lastEvent(lotId: number) {
  const [row] = await queryRows<{ seq: string | number; event: number; payload: Record<string, unknown> }>(
    db,
    sql`select seq, event, payload from lot_events where lot_id = ${lotId} order by seq desc limit 1`,
  );
  const [lot] = await queryRows<{ seq: string | number }>(db, sql`select seq from lots where id = ${lotId}`);
  return { event: row?.event, payload: row?.payload ?? {}, seq: Number(row?.seq), lotSeq: Number(lot?.seq) };
}

/** Makes the bidder the high bidder of an open lot (the bid engine's columns, set directly). */
async function makeHighBidder(lotId: number, bidderId: number, bidDollars: number) {
  await db.execute(sql`update lots set started_time = coalesce(started_time, now()), high_bid_cents = ${bidDollars * 100},
      high_bidder_id = (select ab.id from auction_bidders ab join lots l on l.auction_id = ab.auction_id
        where l.id = ${lotId} and ab.bidder_id = ${bidderId})
    where id = ${lotId}`);
}

// ---- Funds ----

describe('locked and available funds', () => {
  it('counts active deposits of running lots and the down payment of unpaid winnings', async () => {
    // Seed: bidder1 locks $50,000 in the live auto lot and won a $112,500 lot (10% down) awaiting payment.
    const bidder1 = await userId('bidder1');
    expect(await lockedFunds(db, bidder1)).toEqual({
      activeLotsCents: 5_000_000,
      pendingWinningsCents: 1_125_000,
      totalCents: 6_125_000,
    });
    expect(await availableBalanceCents(db, bidder1)).toBe(25_000_000 - 6_125_000);
  });

  it('ignores left, removed, spectating and stopped participations and invalid or removed accounts', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000, login: false });
    const auctionId = await newAuction();
    const lots = [
      await newLot(auctionId),
      await newLot(auctionId),
      await newLot(auctionId),
      await newLot(auctionId),
      await newLot(auctionId),
    ];
    const [ab] = await queryRows<{ id: number }>(
      db,
      sql`insert into auction_bidders (auction_id, bidder_id, paddle_number) values (${auctionId}, ${bidder.id}, 101)
        returning id`,
    );
    const insert = (
      lotId: number,
      mode: string,
      locked: number,
      extra: { left?: boolean; removed?: boolean } = {},
    ) =>
      db.execute(sql`insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents, left_date, removed_at)
        values (${ab?.id}, ${lotId}, ${mode}, ${locked}, ${extra.left ? new Date() : null},
          ${extra.removed ? new Date() : null})`);
    await insert(lots[0] as number, 'Active', 100_00);
    await insert(lots[1] as number, 'Active', 200_00, { left: true });
    await insert(lots[2] as number, 'Active', 300_00, { removed: true });
    await insert(lots[3] as number, 'Spectating', 0);
    await insert(lots[4] as number, 'Active', 400_00);
    await db.execute(sql`update lots set stopped_time = now() where id = ${lots[4]}`);
    expect(await lockedFundsCents(db, bidder.id)).toBe(100_00);

    await db.execute(sql`insert into bank_accounts (bidder_id, provider, name, sub_type, balance_cents, is_valid)
      values (${bidder.id}, 'sandbox', 'Broken link', 'checking', 5000000, false)`);
    await db.execute(sql`insert into bank_accounts (bidder_id, provider, name, sub_type, balance_cents, removed_at)
      values (${bidder.id}, 'sandbox', 'Unlinked', 'checking', 5000000, now())`);
    expect(await availableBalanceCents(db, bidder.id)).toBe(10_000_00 - 100_00);
  });
});

// ---- Joining ----

describe('POST /api/auctions/{auctionId}/{lotId}/bidders (join)', () => {
  it('joins with funds: paddle, answer, participation row, BidderJoined event with the next seq, publish', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const seqBefore = (await lastEvent(lotId)).lotSeq;
    const publishedBefore = published.length;

    const response = await join(bidder.token, auctionId, lotId, {
      amount: 2_500,
      purchaseProfileId: bidder.profileId,
      type: 'ONLINE',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paddleNumber: 101,
      amount: 2_500,
      mode: 'Active',
      lotId: String(lotId),
      auctionId: String(auctionId),
    });
    expect(await participation(lotId, bidder.id)).toMatchObject({
      mode: 'Active',
      locked_cents: 250_000,
      left_date: null,
      paddle_number: 101,
      type: 'ONLINE',
      balance_type: null,
      purchase_profile_id: bidder.profileId,
    });
    expect(await availableBalanceCents(db, bidder.id)).toBe(7_500_00);

    const event = await lastEvent(lotId);
    expect(event.event).toBe(LiveEvent.BIDDER_JOINED);
    expect(event.seq).toBe(seqBefore + 1);
    expect(event.lotSeq).toBe(seqBefore + 1);
    expect(event.payload).toMatchObject({
      event: 'BIDDER_JOINED',
      bidder: { id: String(bidder.id), userName: bidder.userName, paddleNumber: 101 },
      bidders: [{ id: String(bidder.id), paddleNumber: 101, userName: bidder.userName, maxBidAmount: 2500 }],
    });
    const sent = published.slice(publishedBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'event', event: { lotId, seq: seqBefore + 1 } });
  });

  it('keeps one paddle per auction across lots and gives the next bidder the next paddle', async () => {
    const [a, b] = [await newBidder(), await newBidder()];
    const auctionId = await newAuction();
    const [lot1, lot2] = [await newLot(auctionId), await newLot(auctionId)];
    const first = await join(a.token, auctionId, lot1, { amount: 100, purchaseProfileId: a.profileId });
    const second = await join(a.token, auctionId, lot2, { amount: 0, purchaseProfileId: a.profileId });
    const other = await join(b.token, auctionId, lot1, { amount: 0, purchaseProfileId: b.profileId });
    expect([first.json().paddleNumber, second.json().paddleNumber, other.json().paddleNumber]).toEqual([
      101, 101, 102,
    ]);
    expect(second.json()).toMatchObject({ amount: 0, mode: 'Spectating' });
  });

  it('pre-registers before the lot starts; after the start -1 spectates', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    const pre = await join(bidder.token, auctionId, lotId, {
      amount: -1,
      purchaseProfileId: bidder.profileId,
    });
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json()).toMatchObject({ amount: -1, mode: 'PreRegistered' });
    expect((await lastEvent(lotId)).payload).toMatchObject({ bidders: [{ maxBidAmount: -1 }] });

    await db.execute(sql`update lots set started_time = now() where id = ${lotId}`);
    const after = await join(bidder.token, auctionId, lotId, {
      amount: -1,
      purchaseProfileId: bidder.profileId,
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({
      amount: 0,
      mode: 'Spectating',
      paddleNumber: pre.json().paddleNumber,
    });
    expect(await participation(lotId, bidder.id)).toMatchObject({ mode: 'Spectating', locked_cents: 0 });
    const [count] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from auction_bidder_lots where lot_id = ${lotId}`,
    );
    expect(Number(count?.n)).toBe(1);
  });

  it('changes from spectating to active, and re-locks counting the deposit it replaces', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    expect(
      (await join(bidder.token, auctionId, lotId, { amount: 0, purchaseProfileId: bidder.profileId }))
        .statusCode,
    ).toBe(200);
    const active = await join(bidder.token, auctionId, lotId, {
      amount: 6_000,
      purchaseProfileId: bidder.profileId,
    });
    expect(active.json()).toMatchObject({ mode: 'Active', amount: 6_000 });
    // 8,000 > 4,000 available, but the 6,000 already locked here is given back first.
    const more = await join(bidder.token, auctionId, lotId, {
      amount: 8_000,
      purchaseProfileId: bidder.profileId,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(await lockedFundsCents(db, bidder.id)).toBe(8_000_00);
  });

  it('re-joins after leaving: the same row, left date cleared', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await join(bidder.token, auctionId, lotId, { amount: 1_000, purchaseProfileId: bidder.profileId });
    expect((await leave(bidder.token, auctionId, lotId)).statusCode).toBe(200);
    expect((await participation(lotId, bidder.id))?.left_date).not.toBeNull();
    const again = await join(bidder.token, auctionId, lotId, {
      amount: 500,
      purchaseProfileId: bidder.profileId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await participation(lotId, bidder.id)).toMatchObject({
      left_date: null,
      mode: 'Active',
      locked_cents: 50_000,
    });
  });

  it('answers 401 without a token and 403 for staff', async () => {
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/${lotId}/bidders`,
      headers: json,
      payload: { amount: 0, purchaseProfileId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await join(tokens.auctioneer as string, auctionId, lotId, {
      amount: 0,
      purchaseProfileId: 1,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You have no permission to complete the request!');
  });

  it('refuses lots that are not in the auction, closed, cancelled, or in a cancelled or finished auction', async () => {
    const bidder = await newBidder();
    const body = { amount: 0, purchaseProfileId: bidder.profileId };
    const auctionId = await newAuction();
    const otherAuction = await newAuction();
    const otherLot = await newLot(otherAuction);
    await expectRejected(() => join(bidder.token, auctionId, otherLot, body), 404, LIVE_MESSAGES.lotNotFound);
    await expectRejected(
      () => join(bidder.token, auctionId, 99_999_999, body),
      404,
      LIVE_MESSAGES.lotNotFound,
    );
    const stopped = await newLot(auctionId, { started: true, stopped: true });
    await expectRejected(() => join(bidder.token, auctionId, stopped, body), 400, LIVE_MESSAGES.lotClosed);
    const sold = await newLot(auctionId, { status: 'PendingTransaction' });
    await expectRejected(() => join(bidder.token, auctionId, sold, body), 400, LIVE_MESSAGES.lotClosed);
    const cancelledLot = await newLot(auctionId, { status: 'Cancelled' });
    await expectRejected(
      () => join(bidder.token, auctionId, cancelledLot, body),
      400,
      LIVE_MESSAGES.lotCancelled,
    );
    const cancelled = await newAuction({ cancelled: true });
    const inCancelled = await newLot(cancelled);
    await expectRejected(
      () => join(bidder.token, cancelled, inCancelled, body),
      400,
      PARTICIPATION_MESSAGES.auctionCancelled,
    );
    const finished = await newAuction({ finished: true });
    const inFinished = await newLot(finished);
    await expectRejected(
      () => join(bidder.token, finished, inFinished, body),
      400,
      PARTICIPATION_MESSAGES.auctionFinished,
    );
  });

  it('refuses an unverified account, amounts beyond the balance, and foreign or deleted purchase profiles', async () => {
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const unverified = await newBidder({ verified: false });
    await expectRejected(
      () => join(unverified.token, auctionId, lotId, { amount: 0, purchaseProfileId: unverified.profileId }),
      400,
      JOIN_MESSAGES.notVerified,
    );

    const bidder = await newBidder({ balanceDollars: 1_000 });
    const over = await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 1_001, purchaseProfileId: bidder.profileId }),
      400,
      'The amount cannot exceed your available balance of $1,000!',
    );
    expect(over.json()).toMatchObject({ errors: { amount: expect.any(String) } });

    const broke = await newBidder({ balanceDollars: 0 });
    await expectRejected(
      () => join(broke.token, auctionId, lotId, { amount: 1, purchaseProfileId: broke.profileId }),
      400,
      JOIN_MESSAGES.insufficientBalance,
    );

    const other = await newBidder({ login: false });
    const foreign = await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 10, purchaseProfileId: other.profileId }),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );
    expect(foreign.json()).toMatchObject({
      errors: { purchaseProfileId: JOIN_MESSAGES.selectPurchaseProfile },
    });
    await db.execute(sql`update purchase_profiles set deleted_at = now() where id = ${bidder.profileId}`);
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 10, purchaseProfileId: bidder.profileId }),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );
  });

  it('validates the body with the join form texts', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 0 }),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 10.5, purchaseProfileId: bidder.profileId }),
      400,
      JOIN_MESSAGES.wholeDollars,
    );
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: -2, purchaseProfileId: bidder.profileId }),
      400,
      JOIN_MESSAGES.invalidAmount,
    );
    const badParams = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/abc/${lotId}/bidders`,
      headers: { ...bearer(bidder.token), ...json },
      payload: { amount: 0, purchaseProfileId: bidder.profileId },
    });
    expect(badParams.statusCode).toBe(400);
  });

  it('lets two concurrent joins of one bidder lock no more than the balance', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const [lot1, lot2] = [
      await newLot(auctionId, { started: true }),
      await newLot(auctionId, { started: true }),
    ];
    const responses = await Promise.all(
      [lot1, lot2].map((lotId) =>
        join(bidder.token, auctionId, lotId, { amount: 6_000, purchaseProfileId: bidder.profileId }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json().message).toBe(
      'The amount cannot exceed your available balance of $4,000!',
    );
    expect(await lockedFundsCents(db, bidder.id)).toBe(6_000_00);
  });

  it('hands out unique paddles to concurrent joins of different bidders', async () => {
    const bidders: TestBidder[] = [];
    for (let i = 0; i < 6; i += 1) bidders.push(await newBidder());
    const auctionId = await newAuction();
    const lots = [await newLot(auctionId), await newLot(auctionId), await newLot(auctionId)];
    const responses = await Promise.all(
      bidders.map((bidder, i) =>
        join(bidder.token, auctionId, lots[i % lots.length] as number, {
          amount: 0,
          purchaseProfileId: bidder.profileId,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const paddles = responses.map((r) => r.json().paddleNumber as number).sort((x, y) => x - y);
    expect(paddles).toEqual([101, 102, 103, 104, 105, 106]);
    const rows = await queryRows<{ paddle_number: number }>(
      db,
      sql`select paddle_number from auction_bidders where auction_id = ${auctionId} order by paddle_number`,
    );
    expect(rows.map((r) => Number(r.paddle_number))).toEqual(paddles);
  });

  it('keeps the high bidder of an open lot from dropping the deposit the bid needs', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true, requiredDown: 10 });
    await join(bidder.token, auctionId, lotId, { amount: 5_000, purchaseProfileId: bidder.profileId });
    await makeHighBidder(lotId, bidder.id, 40_000);
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 0, purchaseProfileId: bidder.profileId }),
      400,
      'You hold the highest bid on this lot, so the locked amount must be at least $4,000!',
    );
    const enough = await join(bidder.token, auctionId, lotId, {
      amount: 4_000,
      purchaseProfileId: bidder.profileId,
    });
    expect(enough.statusCode, enough.body).toBe(200);
  });
});

// ---- Leaving ----

describe('DELETE /api/auctions/{auctionId}/{lotId}/bidders (leave)', () => {
  it('sets the left date, releases the deposit and appends BidderLeft', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await join(bidder.token, auctionId, lotId, { amount: 3_000, purchaseProfileId: bidder.profileId });
    expect(await availableBalanceCents(db, bidder.id)).toBe(7_000_00);
    const seqBefore = (await lastEvent(lotId)).seq;

    const response = await leave(bidder.token, auctionId, lotId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lotId: String(lotId), auctionId: String(auctionId) });
    expect(Date.parse(response.json().leftDate)).not.toBeNaN();
    expect((await participation(lotId, bidder.id))?.left_date).not.toBeNull();
    expect(await availableBalanceCents(db, bidder.id)).toBe(10_000_00);
    const event = await lastEvent(lotId);
    expect(event).toMatchObject({ seq: seqBefore + 1, event: LiveEvent.BIDDER_LEFT });
    expect((event.payload.bidders as { leftDate: string }[])[0]?.leftDate).toBeTruthy();
  });

  it('refuses a bidder who is not in the lot, and the high bidder of an open lot', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await expectRejected(() => leave(bidder.token, auctionId, lotId), 400, PARTICIPATION_MESSAGES.notJoined);
    await join(bidder.token, auctionId, lotId, { amount: 1_000, purchaseProfileId: bidder.profileId });
    await makeHighBidder(lotId, bidder.id, 5_000);
    await expectRejected(
      () => leave(bidder.token, auctionId, lotId),
      400,
      PARTICIPATION_MESSAGES.highBidderCannotLeave,
    );
    // Once the lot stopped, the winner may leave the room.
    await db.execute(sql`update lots set stopped_time = now() where id = ${lotId}`);
    expect((await leave(bidder.token, auctionId, lotId)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 for staff', async () => {
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await leave(tokens.employee as string, auctionId, lotId)).statusCode).toBe(403);
  });
});

// ---- Locked amount ----

describe('PUT /api/auctions/{auctionId}/{lotId}/biddersamount', () => {
  it('changes the deposit (a spectator becomes active) and appends ChangeAmount with the entry', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await join(bidder.token, auctionId, lotId, { amount: 0, purchaseProfileId: bidder.profileId });
    const response = await setAmount(bidder.token, auctionId, lotId, 7_000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ lotId: String(lotId), auctionId: String(auctionId), amount: 7_000 });
    expect(await participation(lotId, bidder.id)).toMatchObject({ mode: 'Active', locked_cents: 700_000 });
    const event = await lastEvent(lotId);
    expect(event.event).toBe(LiveEvent.CHANGE_AMOUNT);
    expect(event.payload).toMatchObject({ bidders: [{ id: String(bidder.id), maxBidAmount: 7_000 }] });

    // Up to the available balance plus the current deposit.
    expect((await setAmount(bidder.token, auctionId, lotId, 10_000)).statusCode).toBe(200);
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 10_001),
      400,
      'The amount cannot exceed your available balance of $10,000!',
    );
    expect((await setAmount(bidder.token, auctionId, lotId, 2_000)).statusCode).toBe(200);
    expect(await availableBalanceCents(db, bidder.id)).toBe(8_000_00);
  });

  it('refuses going below what a standing high bid needs, bidders not in the lot, closed lots and bad amounts', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true, requiredDown: 25 });
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 100),
      400,
      PARTICIPATION_MESSAGES.notJoined,
    );
    await join(bidder.token, auctionId, lotId, { amount: 5_000, purchaseProfileId: bidder.profileId });
    await makeHighBidder(lotId, bidder.id, 10_001);
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 2_500),
      400,
      'You hold the highest bid on this lot, so the locked amount must be at least $2,500.25!',
    );
    expect((await setAmount(bidder.token, auctionId, lotId, 2_501)).statusCode).toBe(200);
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 0),
      400,
      JOIN_MESSAGES.invalidAmount,
    );
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 1.5),
      400,
      JOIN_MESSAGES.wholeDollars,
    );
    await db.execute(sql`update lots set stopped_time = now() where id = ${lotId}`);
    await expectRejected(
      () => setAmount(bidder.token, auctionId, lotId, 3_000),
      400,
      LIVE_MESSAGES.lotClosed,
    );
    expect((await setAmount(tokens.auctioneer as string, auctionId, lotId, 3_000)).statusCode).toBe(403);
  });
});

// ---- Purchase profile ----

describe('PUT /api/auctions/{auctionId}/bidders (purchase profile)', () => {
  const change = (token: string, auctionId: number, purchaseProfileId: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/bidders`,
      headers: { ...bearer(token), ...json },
      payload: { purchaseProfileId },
    });

  it('switches to another own profile of a joined auction', async () => {
    const bidder = await newBidder();
    const [second] = await queryRows<{ id: number }>(
      db,
      sql`insert into purchase_profiles (bidder_id, name, type) values (${bidder.id}, 'Holdings LLC', 'Corporation')
        returning id`,
    );
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    await join(bidder.token, auctionId, lotId, { amount: -1, purchaseProfileId: bidder.profileId });
    const response = await change(bidder.token, auctionId, Number(second?.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ auctionId: String(auctionId), purchaseProfileId: String(second?.id) });
    expect((await participation(lotId, bidder.id))?.purchase_profile_id).toBe(Number(second?.id));
  });

  it('refuses foreign profiles, auctions not joined, unknown auctions and staff', async () => {
    const bidder = await newBidder();
    const other = await newBidder({ login: false });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    await expectRejected(
      () => change(bidder.token, auctionId, bidder.profileId),
      400,
      'You have not joined this auction!',
    );
    await join(bidder.token, auctionId, lotId, { amount: -1, purchaseProfileId: bidder.profileId });
    await expectRejected(
      () => change(bidder.token, auctionId, other.profileId),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );
    await expectRejected(
      () => change(bidder.token, auctionId, null),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );
    await expectRejected(
      () => change(bidder.token, 99_999_999, bidder.profileId),
      404,
      'Auction is not found!',
    );
    expect((await change(tokens.auctioneer as string, auctionId, bidder.profileId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/bidders`,
      headers: json,
      payload: { purchaseProfileId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// ---- Staff: add and remove ----

describe('POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId} (add in person)', () => {
  it('adds an active in-person bidder with a check deposit and appends BidderJoined', async () => {
    const bidder = await newBidder({ balanceDollars: 0, login: false });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const seqBefore = (await lastEvent(lotId)).lotSeq;
    const response = await addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
      amount: 1234.56,
      type: 'INPERSON',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paddleNumber: 101,
      amount: 1234.56,
      mode: 'Active',
      lotId: String(lotId),
      auctionId: String(auctionId),
      bidderId: String(bidder.id),
    });
    expect(await participation(lotId, bidder.id)).toMatchObject({
      mode: 'Active',
      locked_cents: 123_456,
      type: 'INPERSON',
      balance_type: 'Check',
      purchase_profile_id: bidder.profileId,
    });
    const event = await lastEvent(lotId);
    expect(event).toMatchObject({ seq: seqBefore + 1, event: LiveEvent.BIDDER_JOINED });
    expect(event.payload).toMatchObject({ bidders: [{ maxBidAmount: 1234.56, type: 'INPERSON' }] });
    const [log] = await queryRows<{ title: string; user_id: number }>(
      db,
      sql`select title, user_id from activity_logs where lot_id = ${lotId} order by id desc limit 1`,
    );
    expect(log).toMatchObject({ title: 'Bidder Added', user_id: ids.auctioneer });

    // Employees of the host may add too; an existing online registration keeps its paddle.
    const online = await newBidder();
    const lot2 = await newLot(auctionId, { started: true });
    const joined = await join(online.token, auctionId, lot2, {
      amount: 0,
      purchaseProfileId: online.profileId,
    });
    const byEmployee = await addBidder(tokens.employee as string, auctionId, lotId, online.id, {
      amount: 500,
      purchaseProfileId: online.profileId,
      type: 'INPERSON',
    });
    expect(byEmployee.statusCode, byEmployee.body).toBe(200);
    expect(byEmployee.json().paddleNumber).toBe(joined.json().paddleNumber);
  });

  it('refuses other companies, non-staff, unknown or non-bidder users, unverified phones, inactive and joined bidders', async () => {
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const bidder = await newBidder({ login: false });
    const body = { amount: 100, type: 'INPERSON' };
    await expectRejected(
      () => addBidder(tokens.prairie as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    await expectRejected(
      () => addBidder(tokens.bidder1 as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    await expectRejected(
      () => addBidder(tokens.client as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
      headers: json,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, 99_999_999, body),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, ids.auctioneer, body),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    const otherAuction = await newAuction();
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, otherAuction, lotId, bidder.id, body),
      404,
      LIVE_MESSAGES.lotNotFound,
    );

    const noPhone = await newBidder({ phoneVerified: false, login: false });
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, noPhone.id, body),
      400,
      ADD_BIDDER_MESSAGES.notVerified,
    );
    const inactive = await newBidder({ login: false });
    await db.execute(sql`update users set deactivated_date = now() where id = ${inactive.id}`);
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, inactive.id, body),
      400,
      ADD_BIDDER_MESSAGES.inactive,
    );
    await expectRejected(
      () =>
        addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
          amount: 10.555,
          type: 'INPERSON',
        }),
      400,
      'The amount may have at most two decimals!',
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, { type: 'INPERSON' }),
      400,
      'Please enter the amount to lock!',
    );
    const foreign = await newBidder({ login: false });
    await expectRejected(
      () =>
        addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
          ...body,
          purchaseProfileId: foreign.profileId,
        }),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );

    expect((await addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, body)).statusCode).toBe(
      200,
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, body),
      409,
      'The bidder has already joined this lot!',
    );
  });
});

describe('DELETE /api/auctions/{auctionId}/{lotId}/bidders/{bidderId} (remove)', () => {
  it('marks the bidder removed and left, appends BidderLeft, then kicks their connection', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await join(bidder.token, auctionId, lotId, { amount: 4_000, purchaseProfileId: bidder.profileId });
    const seqBefore = (await lastEvent(lotId)).seq;
    const publishedBefore = published.length;

    const response = await removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lotId: String(lotId),
      auctionId: String(auctionId),
      bidderId: String(bidder.id),
    });
    const row = await participation(lotId, bidder.id);
    expect(row?.removed_at).not.toBeNull();
    expect(row?.left_date).not.toBeNull();
    expect(await availableBalanceCents(db, bidder.id)).toBe(10_000_00);
    const event = await lastEvent(lotId);
    expect(event).toMatchObject({ seq: seqBefore + 1, event: LiveEvent.BIDDER_LEFT });
    expect(published.slice(publishedBefore)).toEqual([
      { kind: 'event', event: expect.objectContaining({ lotId, seq: seqBefore + 1 }) },
      { kind: 'control', message: { type: 'kick', userId: bidder.id, lotId } },
    ]);

    // Removed bidders cannot come back by themselves; staff can add them again.
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 0, purchaseProfileId: bidder.profileId }),
      400,
      PARTICIPATION_MESSAGES.removed,
    );
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    const back = await addBidder(tokens.employee as string, auctionId, lotId, bidder.id, {
      amount: 100,
      type: 'INPERSON',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await participation(lotId, bidder.id)).toMatchObject({
      removed_at: null,
      left_date: null,
      mode: 'Active',
    });
  });

  it('refuses the high bidder of an open lot, bidders not in the lot, other companies and non-staff', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    await join(bidder.token, auctionId, lotId, { amount: 1_000, purchaseProfileId: bidder.profileId });
    await makeHighBidder(lotId, bidder.id, 2_000);
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      400,
      'Could not remove the bidder! The bidder holds the highest bid on this lot.',
    );
    await expectRejected(
      () => removeBidder(tokens.prairie as string, auctionId, lotId, bidder.id),
      403,
      'You have no permission to complete the request!',
    );
    expect((await removeBidder(bidder.token, auctionId, lotId, bidder.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// ---- Staff: bidder search ----

describe('bidder search (GET /api/user/bidder/{name}/name, GET /api/user/bidder/{userName})', () => {
  const get = (url: string, token = tokens.auctioneer as string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('finds bidders by partial first, last or full name, case-insensitively, with their details', async () => {
    const byLast = await get('/api/user/bidder/WHITAK/name');
    expect(byLast.statusCode, byLast.body).toBe(200);
    expect(byLast.json().total).toBe(1);
    expect(byLast.json().data[0]).toEqual({
      id: String(await userId('bidder1')),
      userName: 'bidder1',
      firstName: 'James',
      lastName: 'Whitaker',
      isPhoneVerified: true,
      isActive: true,
      isVerified: true,
      purchaseProfiles: [
        { id: String(await profileOf('bidder1')), name: 'James Whitaker' },
        { id: expect.any(String), name: 'Whitaker Holdings LLC' },
      ],
    });
    // Only what the add-bidder flow needs: no e-mail or phone of the bidder (issue 12).
    expect(byLast.body).not.toContain('bidder1@example.com');
    expect(byLast.body).not.toContain('3125550141');
    // 'Whitfield' is the admin: only bidders are found.
    expect(
      (await get('/api/user/bidder/whit/name')).json().data.map((r: { userName: string }) => r.userName),
    ).toEqual(['bidder1']);
    expect((await get('/api/user/bidder/priya/name')).json().data[0].userName).toBe('bidder2');
    expect(
      (await get(`/api/user/bidder/${encodeURIComponent('marcus b')}/name`)).json().data[0].userName,
    ).toBe('bidder3');
    expect((await get(`/api/user/bidder/${encodeURIComponent('%%%')}/name`)).json()).toEqual({
      data: [],
      total: 0,
    });
  });

  it('pages by 5', async () => {
    for (let i = 0; i < 7; i += 1)
      await newBidder({ firstName: 'Zebulon', lastName: `Quill${i}`, login: false });
    const page1 = (await get('/api/user/bidder/zebulon/name')).json();
    const page2 = (await get('/api/user/bidder/zebulon/name?pageNumber=2')).json();
    expect(page1.total).toBe(7);
    expect(page1.data).toHaveLength(5);
    expect(page2.data).toHaveLength(2);
    expect(page2.total).toBe(7);
  });

  it('finds an exact user name, case-insensitively, and reports phone, activity and verification', async () => {
    const exact = await get('/api/user/bidder/BIDDER2');
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ total: 1, data: [{ userName: 'bidder2', firstName: 'Priya' }] });
    expect((await get('/api/user/bidder/bidde')).json()).toEqual({ data: [], total: 0 });

    const quiet = await newBidder({ phoneVerified: false, verified: false, login: false });
    await db.execute(sql`update users set deactivated_date = now() where id = ${quiet.id}`);
    expect(
      (await get(`/api/user/bidder/${quiet.userName}`, tokens.employee as string)).json().data[0],
    ).toMatchObject({
      isPhoneVerified: false,
      isActive: false,
      isVerified: false,
    });
  });

  it('says whether each bidder is in a named lot of the caller’s company', async () => {
    const [auto] = await queryRows<{ id: number }>(
      db,
      sql`select l.id from lots l join auctions a on a.id = l.auction_id
        where a.start_type = 'Auto' and l.started_time is not null and l.stopped_time is null order by l.lot_number limit 1`,
    );
    const names = (await get(`/api/user/bidder/raman/name?lotId=${auto?.id}`)).json();
    expect(names.data[0]).toMatchObject({ userName: 'bidder2', isJoined: true });
    expect((await get(`/api/user/bidder/bidder3?lotId=${auto?.id}`)).json().data[0]).toMatchObject({
      isJoined: false,
    });
    expect((await get('/api/user/bidder/bidder3')).json().data[0]).not.toHaveProperty('isJoined');
    expect(
      (await get(`/api/user/bidder/bidder3?lotId=${auto?.id}`, tokens.prairie as string)).statusCode,
    ).toBe(403);
    expect((await get('/api/user/bidder/bidder3?lotId=99999999')).statusCode).toBe(404);
  });

  it('needs 3 characters and staff', async () => {
    for (const url of ['/api/user/bidder/ab/name', '/api/user/bidder/ab']) {
      const short = await get(url);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(LIVE_MESSAGES.bidderSearchTooShort);
    }
    expect((await get('/api/user/bidder/whit/name', tokens.bidder1 as string)).statusCode).toBe(403);
    expect((await get('/api/user/bidder/bidder1', tokens.client as string)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/bidder/whit/name' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every participation route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auctions/{auctionId}/{lotId}/bidders',
        '/api/auctions/{auctionId}/{lotId}/biddersamount',
        '/api/auctions/{auctionId}/bidders',
        '/api/auctions/{auctionId}/{lotId}/bidders/{bidderId}',
        '/api/user/bidder/{name}/name',
        '/api/user/bidder/{userName}',
      ]),
    );
  });
});
