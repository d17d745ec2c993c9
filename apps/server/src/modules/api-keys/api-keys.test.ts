import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createLot,
  joinLot,
  type TestHost,
} from '../../test/live-fixtures';
import { adminToken, call, createHost, staffToken } from '../lots/test/test-kit';
import { hashApiKey } from './api-keys';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let auctionId: number;
let lotId: number;
let otherAuctionId: number;

beforeAll(async () => {
  t = await createTestApp({ API_KEY_LIMIT_PER_MINUTE: '8' });
  host = await createHost(t);
  other = await createHost(t);
  auctionId = await createAuction(t.db, host);
  lotId = await createLot(t.db, host, auctionId, { started: true, stopTime: new Date(Date.now() + 600_000) });
  const bidder = await createBidder(t);
  await joinLot(t, bidder, auctionId, lotId, 200_000);
  expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
  otherAuctionId = await createAuction(t.db, other);
  await createLot(t.db, other, otherAuctionId);
});
afterAll(() => t.close());

const v1 = (url: string, key: string, header: 'authorization' | 'x-api-key' = 'authorization') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: header === 'authorization' ? { authorization: `ApiKey ${key}` } : { 'x-api-key': key },
  });

describe('API keys', () => {
  it('is shown once, masked afterwards, and stored only hashed', async () => {
    const made = await call(t, 'POST', '/api/settings/apikey', host.token);
    expect(made.statusCode).toBe(200);
    const { key, id, maskedKey } = made.json();
    expect(key).toMatch(/^brk_/);
    expect(maskedKey).toBe(`${'*'.repeat(24)}${key.slice(-6)}`);
    const list = (await call(t, 'GET', '/api/settings/apikey', host.token)).json();
    expect(list[0]).toMatchObject({ id, maskedKey, isExpired: false, isDeactivated: false });
    expect(JSON.stringify(list)).not.toContain(key);
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from api_keys where id = ${Number(id)}`,
    );
    expect(row!.key_hash).toBe(hashApiKey(key));
    expect(Object.values(row!)).not.toContain(key);
  });

  it('only auctioneers manage keys, each their own company', async () => {
    const employee = await staffToken(t, host.companyId, 'Employee');
    expect((await call(t, 'GET', '/api/settings/apikey', employee)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/settings/apikey', employee)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/settings/apikey', await adminToken(t))).statusCode).toBe(403);
    const mine = (await call(t, 'POST', '/api/settings/apikey', host.token)).json();
    expect((await call(t, 'DELETE', `/api/settings/apikey/${mine.id}`, other.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/settings/apikey', other.token)).json()).toEqual([]);
  });
});

describe('/api/v1', () => {
  it("opens the key's company data alone, with either header, paged", async () => {
    const { key } = (await call(t, 'POST', '/api/settings/apikey', host.token)).json();
    const auctions = await v1('/api/v1/auctions?pageSize=1', key);
    expect(auctions.statusCode).toBe(200);
    expect(auctions.json()).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    expect(auctions.json().data[0]).toMatchObject({ id: String(auctionId), lotCount: 1 });

    const lots = await v1(`/api/v1/auctions/${auctionId}/lots`, key, 'x-api-key');
    expect(lots.json().data[0]).toMatchObject({
      id: String(lotId),
      openingBid: 100000,
      highBid: 100500,
      winner: null,
    });
    expect((await v1(`/api/v1/auctions/${otherAuctionId}/lots`, key)).statusCode).toBe(404);
    const allLots = await v1('/api/v1/lots', key);
    expect(allLots.json().data.map((lot: { id: string }) => lot.id)).toEqual([String(lotId)]);

    // Open lot: no history yet. Closed with a winner: the history and the winner by paddle number.
    expect((await v1(`/api/v1/lots/${lotId}/bids`, key)).json()).toMatchObject({ isClosed: false, data: [] });
    await t.db.execute(sql`update lots set stopped_time = now(), winner_bid_id = high_bid_id, sold_to = 'ThirdParty',
      lot_status = 'PendingTransaction' where id = ${lotId}`);
    const bids = (await v1(`/api/v1/lots/${lotId}/bids`, key)).json();
    expect(bids).toMatchObject({ isClosed: true, total: 1 });
    expect(bids.data[0]).toMatchObject({ amount: 100500, paddleNumber: expect.any(Number) });
    expect(JSON.stringify(bids)).not.toMatch(/firstName|userName|bidderId/);
    const closed = (await v1(`/api/v1/lots`, key)).json().data[0];
    expect(closed).toMatchObject({
      status: 'PendingTransaction',
      winner: { amount: 100500, soldTo: 'ThirdParty' },
    });

    const cases = (await v1('/api/v1/cases', key)).json();
    expect(cases.data[0]).toMatchObject({
      id: String(host.caseId),
      lots: [{ id: String(lotId), winnerAmount: 100500 }],
    });

    const otherLot = await queryRows<{ id: number }>(
      t.db,
      sql`select id from lots where auction_id = ${otherAuctionId}`,
    );
    expect((await v1(`/api/v1/lots/${otherLot[0]!.id}/bids`, key)).statusCode).toBe(404);
  });

  it('refuses no key, a bearer token, an unknown, deactivated or expired key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auctions' })).statusCode).toBe(401);
    const bearerOnly = await call(t, 'GET', '/api/v1/auctions', host.token);
    expect(bearerOnly.statusCode).toBe(401);
    expect((await v1('/api/v1/auctions', 'brk_not-a-key')).statusCode).toBe(401);

    const made = (await call(t, 'POST', '/api/settings/apikey', host.token)).json();
    expect((await v1('/api/v1/cases', made.key)).statusCode).toBe(200);
    const off = await call(t, 'DELETE', `/api/settings/apikey/${made.id}`, host.token);
    expect(off.json()).toMatchObject({
      isDeactivated: true,
      isExpired: true,
      message: 'Successfully deactivated the API key!',
    });
    const refused = await v1('/api/v1/cases', made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The API key is invalid, expired or deactivated.');

    const old = (await call(t, 'POST', '/api/settings/apikey', host.token)).json();
    await t.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 day' where id = ${Number(old.id)}`,
    );
    expect((await v1('/api/v1/cases', old.key)).statusCode).toBe(401);
    const listed = (await call(t, 'GET', '/api/settings/apikey', host.token)).json();
    expect(listed.find((k: { id: string }) => k.id === old.id)).toMatchObject({
      isExpired: true,
      isDeactivated: false,
    });
  });

  it('is rate-limited per key', async () => {
    const a = (await call(t, 'POST', '/api/settings/apikey', host.token)).json().key;
    const b = (await call(t, 'POST', '/api/settings/apikey', host.token)).json().key;
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await v1('/api/v1/auctions', a)).statusCode);
    expect(codes.slice(0, 8).every((code) => code === 200)).toBe(true);
    expect(codes[8]).toBe(429);
    expect((await v1('/api/v1/auctions', b)).statusCode).toBe(200);
  });

  it('is documented under its own OpenAPI tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/auctions'].get.tags).toEqual(['Public API (v1)']);
    expect(doc.paths['/api/v1/lots/{lotId}/bids'].get.security).toEqual([
      { apiKeyHeader: [] },
      { apiKeyAuthorization: [] },
    ]);
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({ in: 'header', name: 'X-Api-Key' });
  });
});
