import { AUCTION_MESSAGES, LOGIN_CLIENTS, nextTimeStep, streamUrlInvalidMessage } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import {
  createBidder,
  createHost,
  createLot,
  createAuction as insertAuction,
  type TestHost,
} from '../../test/live-fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A start on a 5-minute mark `days` ahead. */
const future = (days: number, extraMinutes = 0) =>
  new Date(nextTimeStep(new Date(Date.now() + days * DAY)).getTime() + extraMinutes * MINUTE);

let t: TestApp;
let host: TestHost;
let other: TestHost;
let adminToken: string;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
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

describe('auction streams', () => {
  it('rewrites YouTube links on add and update, lists and deletes, and logs each change', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    const added = await call('POST', `/api/auctions/${id}/streams`, host.token, {
      title: 'Sale room',
      url: 'https://youtu.be/jfKfPfyJRdk?si=share',
      status: 'Offline',
      type: 'YouTube',
    });
    expect(added.statusCode).toBe(200);
    const stream = added.json();
    expect(stream).toMatchObject({
      title: 'Sale room',
      url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      status: 'Offline',
      type: 'YouTube',
    });
    const updated = await call('PUT', `/api/auctions/${id}/streams/${stream.id}`, host.token, {
      title: 'Main room',
      url: 'https://www.youtube.com/live/abcDEF12345?feature=share',
      status: 'Live',
    });
    expect(updated.json()).toMatchObject({
      url: 'https://www.youtube.com/watch?v=abcDEF12345',
      status: 'Live',
    });
    const list = await call('GET', `/api/auctions/${id}/streams`, host.token);
    expect(list.json()).toEqual([{ ...updated.json(), createdDate: stream.createdDate }]);
    expect((await call('DELETE', `/api/auctions/${id}/streams/${stream.id}`, host.token)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/auctions/${id}/streams`, host.token)).json()).toEqual([]);
    expect((await call('DELETE', `/api/auctions/${id}/streams/${stream.id}`, host.token)).json()).toEqual({
      message: 'Stream is not found!',
      code: 'NOT_FOUND',
    });
    const titles = await activityTitles(host.companyId);
    expect(titles).toEqual(
      expect.arrayContaining(['Auction stream added', 'Auction stream updated', 'Auction stream deleted']),
    );
  });

  it('refuses URLs that are not http(s) and missing fields', async () => {
    const { id } = (await call('POST', '/api/auctions', host.token, onlineBody(future(2)))).json();
    const bad = await call('POST', `/api/auctions/${id}/streams`, host.token, {
      title: 'Room',
      url: 'www.youtube.com/watch?v=jfKfPfyJRdk',
      status: 'Live',
    });
    expect(bad.statusCode).toBe(400);
    const message = 'Please enter a valid URL! (Example: https://www.youtube.com/watch?v=)';
    expect(message).toBe(streamUrlInvalidMessage());
    expect(bad.json()).toEqual({ message, code: 'INVALID_REQUEST', errors: { url: message } });
    const missing = await call('POST', `/api/auctions/${id}/streams`, host.token, { title: '', status: 'x' });
    expect(missing.json().errors).toMatchObject({
      title: AUCTION_MESSAGES.streamTitleRequired,
      status: AUCTION_MESSAGES.streamStatusRequired,
    });
    expect((await call('GET', `/api/auctions/${id}/streams`, host.token)).json()).toEqual([]);
  });

  it('lets bidders read streams of auctions with a published lot only; staff of others are refused', async () => {
    const published = await insertAuction(t.db, host, { startTime: future(1) });
    await createLot(t.db, host, published, { status: 'Listed' });
    const draftOnly = await insertAuction(t.db, host, { startTime: future(1) });
    await createLot(t.db, host, draftOnly, { status: 'Draft' });
    const body = { title: 'Room', url: 'https://m.youtube.com/watch?v=jfKfPfyJRdk&t=5', status: 'Live' };
    expect((await call('POST', `/api/auctions/${published}/streams`, host.token, body)).statusCode).toBe(200);
    const bidder = await createBidder(t);
    const read = await call('GET', `/api/auctions/${published}/streams`, bidder.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].url).toBe('https://www.youtube.com/watch?v=jfKfPfyJRdk');
    expect((await call('GET', `/api/auctions/${draftOnly}/streams`, bidder.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/auctions/${published}/streams`, bidder.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/auctions/${published}/streams`, other.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/auctions/${published}/streams`, other.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/auctions/${published}/streams`, adminToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/auctions/${published}/streams`, adminToken, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/auctions/${published}/streams`, host.token)).json()).toHaveLength(1);
  });
});
