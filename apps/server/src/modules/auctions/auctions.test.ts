import { AUCTION_MESSAGES, LOGIN_CLIENTS, nextTimeStep } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import {
  createBidder,
  createHost,
  createLot,
  createAuction as insertAuction,
  joinLot,
  type TestHost,
} from '../../test/live-fixtures';
import { auctionStatusSql } from './auction-queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A start on a 5-minute mark `days` ahead. */
const future = (days: number, extraMinutes = 0) =>
  new Date(nextTimeStep(new Date(Date.now() + days * DAY)).getTime() + extraMinutes * MINUTE);

/** One start for the validation table, fixed when the file loads so no 5-minute mark passes in between. */
const ANCHOR = future(2);

let t: TestApp;
let host: TestHost;
let other: TestHost;
let adminToken: string;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

async function auctionCount() {
  const [row] = await queryRows<{ count: string }>(t.db, sql`select count(*) as count from auctions`);
  return Number(row!.count);
}

async function activityTitles(companyId: number) {
  const rows = await queryRows<{ title: string; body: string }>(
    t.db,
    sql`select title, body from activity_logs where company_id = ${companyId} order by id`,
  );
  return rows.map((row) => row.title);
}

const onlineBody = (startTime = future(2), extra: object = {}) => ({
  type: 'Online',
  startType: 'Manual',
  startTime: startTime.toISOString(),
  stopTime: new Date(startTime.getTime() + 120 * MINUTE).toISOString(),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  const admin = await createUser(t.db, 'Admin');
  adminToken = (await loginAs(t.app, admin.userName, undefined, { clientId: LOGIN_CLIENTS.admin }))
    .access_token;
});
afterAll(async () => t?.close());

describe('POST /api/auctions', () => {
  it('creates an Online auction without location and logs it', async () => {
    const response = await call('POST', '/api/auctions', host.token, onlineBody());
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    expect(id).toMatch(/^\d+$/);
    const detail = (await call('GET', `/api/auctions/${id}`, host.token)).json();
    expect(detail).toMatchObject({
      id,
      type: 'Online',
      startType: 'Manual',
      location: null,
      timeLeft: 0,
      extraTime: 0,
      isTest: false,
      status: 'Upcoming',
      isStarted: false,
      isOpen: false,
      isFinished: false,
      isPublished: false,
      lotCount: 0,
      estimatedDuration: { hours: 2, minutes: 0 },
      lots: [],
      auctionBidders: [],
    });
    expect(await activityTitles(host.companyId)).toContain('Auction created');
  });

  it('keeps the minutes of an extendable Auto auction and zeroes them for Manual', async () => {
    const auto = await call(
      'POST',
      '/api/auctions',
      host.token,
      onlineBody(future(3), {
        startType: 'Auto',
        isExtendable: true,
        timeLeft: 2,
        extraTime: 3,
        isTest: true,
      }),
    );
    expect(auto.statusCode).toBe(200);
    const autoDetail = (await call('GET', `/api/auctions/${auto.json().id}`, host.token)).json();
    expect(autoDetail).toMatchObject({ startType: 'Auto', timeLeft: 2, extraTime: 3, isTest: true });

    const manual = await call('POST', '/api/auctions', host.token, {
      ...onlineBody(future(3)),
      type: 'Hybrid',
      location: ' Daley Center ',
      timeLeft: 5,
      extraTime: 5,
    });
    const manualDetail = (await call('GET', `/api/auctions/${manual.json().id}`, host.token)).json();
    expect(manualDetail).toMatchObject({
      type: 'Hybrid',
      location: 'Daley Center',
      timeLeft: 0,
      extraTime: 0,
    });
  });

  it.each([
    [
      'a start in the past',
      { startTime: new Date(Date.now() - DAY).toISOString(), stopTime: null },
      'startTime',
      AUCTION_MESSAGES.startInPast,
    ],
    [
      'a stop before the start',
      { stopTime: new Date(ANCHOR.getTime() - DAY).toISOString() },
      'stopTime',
      'Auction stop time cannot be before the start time!',
    ],
    [
      'equal start and stop',
      { stopTime: ANCHOR.toISOString() },
      'stopTime',
      'Auction start and stop times cannot be same!',
    ],
    [
      'a start off the 5-minute marks',
      { startTime: new Date(ANCHOR.getTime() + 2 * MINUTE).toISOString() },
      'startTime',
      AUCTION_MESSAGES.fiveMinuteStep,
    ],
    ['no location for In Person', { type: 'InPerson' }, 'location', 'Please enter the location!'],
    [
      'an extendable Auto auction without "If, bid within"',
      { startType: 'Auto', isExtendable: true, extraTime: 2 },
      'timeLeft',
      "'If, bid within: (min.)' is required!",
    ],
    [
      'an extendable Auto auction without "Extend the time by"',
      { startType: 'Auto', timeLeft: 2 },
      'extraTime',
      "'Extend the time by (min.)' is required!",
    ],
    ['no type', { type: undefined }, 'type', 'Please select the auction type!'],
    ['no start type', { startType: 'Later' }, 'startType', 'Please select the start type!'],
    ['no start time', { startTime: '' }, 'startTime', 'Please select the start time!'],
  ])('refuses %s', async (_name, change, field, message) => {
    const before = await auctionCount();
    const response = await call('POST', '/api/auctions', host.token, { ...onlineBody(ANCHOR), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await auctionCount()).toBe(before);
  });

  it('refuses bidders, clients and admins', async () => {
    const bidder = await createBidder(t);
    const before = await auctionCount();
    expect((await call('POST', '/api/auctions', bidder.token, onlineBody())).statusCode).toBe(403);
    expect((await call('POST', '/api/auctions', adminToken, onlineBody())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auctions', payload: onlineBody() })).statusCode,
    ).toBe(401);
    expect(await auctionCount()).toBe(before);
  });
});

describe('POST /api/auctions/lookup/auctioneer', () => {
  it("finds the company's auctions at the same start time, and a day's auctions", async () => {
    const start = future(10);
    const a = (await call('POST', '/api/auctions', host.token, onlineBody(start))).json().id;
    const b = (await call('POST', '/api/auctions', host.token, onlineBody(start))).json().id;
    await call('POST', '/api/auctions', host.token, onlineBody(future(10, 60)));
    await call('POST', '/api/auctions', other.token, onlineBody(start));
    const same = await call('POST', '/api/auctions/lookup/auctioneer', host.token, {
      date: start.toISOString(),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().map((row: { id: string }) => row.id)).toEqual([a, b]);
    expect(same.json()[0]).toMatchObject({
      startTime: start.toISOString(),
      type: 'Online',
      isStarted: false,
    });

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(start);
    const byDay = await call('POST', '/api/auctions/lookup/auctioneer', host.token, { date: day });
    expect(byDay.json().length).toBeGreaterThanOrEqual(2);
    expect(
      (await call('POST', '/api/auctions/lookup/auctioneer', host.token, { date: 'soon' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/auctions/{id}', () => {
  it('shows lots with addresses, bidders per lot with -1/0/deposit amounts, and counts', async () => {
    const auctionId = await insertAuction(t.db, host, { startTime: future(1), stopTime: future(1, 90) });
    const lot1 = await createLot(t.db, host, auctionId, { lotNumber: 1 });
    const lot2 = await createLot(t.db, host, auctionId, { lotNumber: 2, status: 'Draft' });
    const [b1, b2, b3] = [await createBidder(t), await createBidder(t), await createBidder(t)];
    await joinLot(t, b1, auctionId, lot1, -1);
    await joinLot(t, b2, auctionId, lot1, 0);
    await joinLot(t, b3, auctionId, lot1, 5000);
    await t.db.execute(sql`update auction_bidder_lots set left_date = now()
      where auction_bidder_id = (select id from auction_bidders where auction_id = ${auctionId} and bidder_id = ${b2.id})`);

    const response = await call('GET', `/api/auctions/${auctionId}`, host.token);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: String(auctionId),
      status: 'Upcoming',
      isPublished: true,
      lotCount: 2,
      estimatedDuration: { hours: 1, minutes: 30 },
      timeZone: 'America/Chicago',
      canInitiateGrpc: true,
    });
    expect(detail.lots.map((lot: { id: string }) => lot.id)).toEqual([String(lot1), String(lot2)]);
    expect(detail.lots[0]).toMatchObject({
      lotNumber: 1,
      lotStatus: 'Listed',
      openingPrice: 100_000,
      continuanceDate: null,
      city: 'Chicago',
      stateCode: 'IL',
      propertyCount: 1,
    });
    const amounts = Object.fromEntries(
      detail.auctionBidders.map((row: { bidderId: string; amount: number }) => [row.bidderId, row.amount]),
    );
    expect(amounts).toEqual({ [b1.id]: -1, [b2.id]: 0, [b3.id]: 5000 });
    expect(detail.auctionBidders[0]).toMatchObject({ lotId: String(lot1), bidderUserName: b1.userName });
    expect(detail.bidderCounts).toEqual([
      { lotId: String(lot1), preRegistered: 1, spectating: 0, active: 1, left: 1 },
      { lotId: String(lot2), preRegistered: 0, spectating: 0, active: 0, left: 0 },
    ]);
  });

  it('is 404 when unknown, 403 for another company or a bidder, and readable by an admin', async () => {
    const auctionId = await insertAuction(t.db, host, { startTime: future(1) });
    expect((await call('GET', '/api/auctions/999999', host.token)).json()).toEqual({
      message: 'Auction is not found!',
      code: 'NOT_FOUND',
    });
    expect((await call('GET', '/api/auctions/999999', host.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/auctions/${auctionId}`, other.token)).statusCode).toBe(403);
    const bidder = await createBidder(t);
    expect((await call('GET', `/api/auctions/${auctionId}`, bidder.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/auctions/${auctionId}`, adminToken)).statusCode).toBe(200);
  });

  it('reports status Live once started, with canInitiateGrpc', async () => {
    const auctionId = await insertAuction(t.db, host, { stopTime: future(0, 60) });
    await createLot(t.db, host, auctionId);
    const detail = (await call('GET', `/api/auctions/${auctionId}`, host.token)).json();
    expect(detail).toMatchObject({ status: 'Live', isStarted: true, isOpen: true, canInitiateGrpc: true });
  });

  it('keeps an auction past its start Upcoming and editable while it has no published lot, or only cancelled ones', async () => {
    // Part 2 §4: it can go live only with lots, and not finished (ADR 0017 on cancelled lots).
    const empty = await insertAuction(t.db, host, { stopTime: future(0, 60) });
    const drafts = await insertAuction(t.db, host, { stopTime: future(0, 60) });
    await createLot(t.db, host, drafts, { status: 'Draft' });
    const withCancelled = await insertAuction(t.db, host, { stopTime: future(0, 60) });
    await createLot(t.db, host, withCancelled, { status: 'Cancelled' });
    // A cancelled lot beside a published one does not hold the sale back.
    const mixed = await insertAuction(t.db, host, { stopTime: future(0, 60) });
    await createLot(t.db, host, mixed);
    await createLot(t.db, host, mixed, { status: 'Cancelled' });
    expect((await call('GET', `/api/auctions/${mixed}`, host.token)).json()).toMatchObject({
      status: 'Live',
    });
    for (const id of [empty, drafts, withCancelled]) {
      const detail = (await call('GET', `/api/auctions/${id}`, host.token)).json();
      expect(detail).toMatchObject({ status: 'Upcoming', canEdit: true });
    }
    const counts = (
      await queryRows(t.db, sql`select id from auctions a where ${auctionStatusSql(new Date())} = 'Upcoming'`)
    ).map((row) => Number(row.id));
    expect(counts).toEqual(expect.arrayContaining([empty, drafts, withCancelled]));
  });
});

describe('PUT /api/auctions/{id}', () => {
  const updateBody = (start = future(4)) => ({
    type: 'InPerson',
    startType: 'Auto',
    startTime: start.toISOString(),
    stopTime: new Date(start.getTime() + 60 * MINUTE).toISOString(),
    timeLeft: 2,
    extraTime: 4,
    location: 'Skokie Courthouse',
    minBidIncrements: 250.5,
  });

  it('saves the settings of an unstarted auction and logs it', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    const response = await call('PUT', `/api/auctions/${id}`, host.token, updateBody());
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/api/auctions/${id}`, host.token)).json()).toMatchObject({
      type: 'InPerson',
      startType: 'Auto',
      timeLeft: 2,
      extraTime: 4,
      location: 'Skokie Courthouse',
      minBidIncrements: 250.5,
      estimatedDuration: { hours: 1, minutes: 0 },
    });
    expect(await activityTitles(host.companyId)).toContain('Auction updated');
  });

  it('answers the validation messages', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    const start = future(4);
    const same = await call('PUT', `/api/auctions/${id}`, host.token, {
      ...updateBody(start),
      stopTime: start.toISOString(),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ stopTime: AUCTION_MESSAGES.sameStartStop });
    const noLocation = await call('PUT', `/api/auctions/${id}`, host.token, {
      ...updateBody(),
      location: '',
    });
    expect(noLocation.json()).toMatchObject({ message: AUCTION_MESSAGES.locationRequired });
    const badIncrement = await call('PUT', `/api/auctions/${id}`, host.token, {
      ...updateBody(),
      minBidIncrements: -5,
    });
    expect(badIncrement.json()).toMatchObject({
      errors: { minBidIncrements: AUCTION_MESSAGES.minBidIncrementsInvalid },
    });
  });

  it('is read-only once started, with a started lot, finished or cancelled', async () => {
    const started = await insertAuction(t.db, host);
    await createLot(t.db, host, started);
    const withStartedLot = await insertAuction(t.db, host, { startTime: future(1) });
    await createLot(t.db, host, withStartedLot, { started: true });
    const finished = await insertAuction(t.db, host, { startTime: new Date(Date.now() - 2 * DAY) });
    await t.db.execute(sql`update auctions set finished_at = now() where id = ${finished}`);
    const cancelled = await insertAuction(t.db, host, { startTime: future(1) });
    await t.db.execute(sql`update auctions set is_cancelled = true where id = ${cancelled}`);
    for (const id of [started, withStartedLot, finished, cancelled]) {
      const before = await queryRows(t.db, sql`select * from auctions where id = ${id}`);
      const response = await call('PUT', `/api/auctions/${id}`, host.token, updateBody());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'The auction has started; its settings are read-only.',
        code: 'CONFLICT',
      });
      expect(await queryRows(t.db, sql`select * from auctions where id = ${id}`)).toEqual(before);
    }
  });

  it('refuses another company, admins and unknown auctions without changing anything', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    const before = await queryRows(t.db, sql`select * from auctions where id = ${id}`);
    expect((await call('PUT', `/api/auctions/${id}`, other.token, updateBody())).statusCode).toBe(403);
    expect((await call('PUT', `/api/auctions/${id}`, adminToken, updateBody())).statusCode).toBe(403);
    expect((await call('PUT', '/api/auctions/999999', host.token, updateBody())).statusCode).toBe(404);
    expect(await queryRows(t.db, sql`select * from auctions where id = ${id}`)).toEqual(before);
  });
});

describe('DELETE /api/auctions/{id}', () => {
  it('deletes an auction without lots and logs it', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    expect((await call('DELETE', `/api/auctions/${id}`, other.token)).statusCode).toBe(403);
    const response = await call('DELETE', `/api/auctions/${id}`, host.token);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/auctions/${id}`, host.token)).statusCode).toBe(404);
    expect(await activityTitles(host.companyId)).toContain('Auction deleted');
  });

  it('refuses an auction with lots', async () => {
    const auctionId = await insertAuction(t.db, host, { startTime: future(1) });
    await createLot(t.db, host, auctionId, { status: 'Draft' });
    const response = await call('DELETE', `/api/auctions/${auctionId}`, host.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An auction with lots cannot be deleted!', code: 'CONFLICT' });
    expect((await call('GET', `/api/auctions/${auctionId}`, host.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auctions/lookup (report filter)', () => {
  it('answers admins any company and staff only their own', async () => {
    const otherCompany = await createCompany(t.db);
    const mine = await call('POST', '/api/auctions/lookup', host.token, {});
    expect(mine.statusCode).toBe(200);
    const ids = new Set(mine.json().map((row: { companyName: string }) => row.companyName));
    expect(ids.size).toBe(1);
    expect(
      (await call('POST', '/api/auctions/lookup', host.token, { companyId: other.companyId })).statusCode,
    ).toBe(403);
    const forOther = await call('POST', '/api/auctions/lookup', adminToken, { companyId: other.companyId });
    expect(forOther.statusCode).toBe(200);
    expect(forOther.json().length).toBeGreaterThan(0);
    expect(forOther.json()[0]).toEqual({
      id: expect.any(String),
      startTime: expect.any(String),
      companyName: expect.any(String),
      type: 'Online',
      startType: 'Manual',
    });
    expect(
      (await call('POST', '/api/auctions/lookup', adminToken, { companyId: otherCompany.id })).json(),
    ).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the auction calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auctions',
        '/api/auctions/list',
        '/api/auctions/statuscount',
        '/api/auctions/lookup',
        '/api/auctions/lookup/auctioneer',
        '/api/auctions/{auctionId}',
        '/api/auctions/{auctionId}/streams',
        '/api/auctions/{auctionId}/streams/{streamId}',
        '/api/lots/list/auctionhost',
      ]),
    );
  });
});
