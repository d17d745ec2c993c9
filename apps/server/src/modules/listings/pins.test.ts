import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createHost,
  createLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { caller } from '../accounts/test/test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let host: TestHost;
let bidder: TestBidder;
let listedLot: number;
let draftLot: number;

const pinsOf = async (bidderId: number) =>
  (
    await queryRows<{ lot_id: number }>(
      t.db,
      sql`select lot_id from pins where bidder_id = ${bidderId} order by lot_id`,
    )
  ).map((row) => Number(row.lot_id));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  host = await createHost(t);
  const auctionId = await createAuction(t.db, host);
  listedLot = await createLot(t.db, host, auctionId);
  draftLot = await createLot(t.db, host, auctionId, { status: 'Draft' });
  bidder = await createBidder(t);
});
afterAll(() => t.close());

describe('pin and unpin a lot (GET /api/bidders/pin/{lotId}, DELETE /api/bidders/unpin/{lotId})', () => {
  it('pins once, answers the pinned count, and the lot page says it is pinned', async () => {
    const first = await call('GET', `/api/bidders/pin/${listedLot}`, bidder.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 1 });
    const again = await call('GET', `/api/bidders/pin/${listedLot}`, bidder.token);
    expect(again.json()).toEqual({ count: 1 });
    expect(await pinsOf(bidder.id)).toEqual([listedLot]);

    const lot = await call('GET', `/api/lots/${listedLot}/bidder`, bidder.token);
    expect(lot.json()).toMatchObject({ isPinned: true });
    expect((await call('GET', '/api/bidders/pin/count', bidder.token)).json()).toEqual({ count: 1 });
  });

  it('unpins (twice is harmless) and the count drops', async () => {
    const removed = await call('DELETE', `/api/bidders/unpin/${listedLot}`, bidder.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ count: 0 });
    expect((await call('DELETE', `/api/bidders/unpin/${listedLot}`, bidder.token)).json()).toEqual({
      count: 0,
    });
    expect(await pinsOf(bidder.id)).toEqual([]);
    expect((await call('GET', `/api/lots/${listedLot}/bidder`, bidder.token)).json()).toMatchObject({
      isPinned: false,
    });
  });

  it('a draft or unknown lot is not found, and nothing is pinned', async () => {
    for (const lotId of [draftLot, 2_000_000_000]) {
      const response = await call('GET', `/api/bidders/pin/${lotId}`, bidder.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lot is not found!', code: 'NOT_FOUND' });
    }
    expect(await pinsOf(bidder.id)).toEqual([]);
  });

  it('is for signed-in bidders only, with a valid lot id', async () => {
    expect((await call('GET', `/api/bidders/pin/${listedLot}`, host.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/bidders/unpin/${listedLot}`, host.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/bidders/pin/${listedLot}`, null)).statusCode).toBe(401);
    const bad = await call('GET', '/api/bidders/pin/abc', bidder.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect(await pinsOf(bidder.id)).toEqual([]);
  });
});
