import { ERROR_CATALOGUE } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
} from '../../test/live-fixtures';
import { api, closeNow, createPracticeApp, practiceLots, tickPractice } from './test/practice-kit';

/**
 * Where the practice sale meets a real one (issue 43 point 4, ADR 0076): a real join, deposit or grantee
 * change aimed at a practice lot, and the practice join aimed at a real lot, are each refused with a 409
 * that says where to go, and change nothing. A bidder ready for real sales (verified, bank, phone, profile)
 * is used, so the refusal is the practice rule's and no other.
 */
let t: TestApp;
let bidder: TestBidder;
let practiceAuctionId: number;
let practiceLotId: number;
let realAuctionId: number;
let realLotId: number;

beforeAll(async () => {
  t = await createPracticeApp({ PRACTICE_LOT_SECONDS: '3600' });
  await tickPractice(t);
  bidder = await createBidder(t);
  const [lot] = await practiceLots(t);
  practiceLotId = Number(lot!.id);
  const [auction] = await queryRows<{ id: number }>(t.db, sql`select id from auctions where is_practice`);
  practiceAuctionId = Number(auction!.id);
  const host = await createHost(t);
  realAuctionId = await createAuction(t.db, host, { startType: 'Auto' });
  realLotId = await createLot(t.db, host, realAuctionId, {
    started: true,
    stopTime: new Date(Date.now() + 600_000),
  });
});
afterAll(() => t.close());

const seats = async (lotId: number) => {
  const [row] = await queryRows(
    t.db,
    sql`select count(*) as n from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
      where abl.lot_id = ${lotId} and ab.bidder_id = ${bidder.id}`,
  );
  return Number(row!.n);
};

describe('real-sale routes refuse a practice lot (issue 43, point 4)', () => {
  it('a join with a deposit: 409, with the practice code, and no seat', async () => {
    const answer = await api(t, bidder).post(`/api/auctions/${practiceAuctionId}/${practiceLotId}/bidders`, {
      amount: 50_000,
      purchaseProfileId: bidder.profileId,
      type: 'ONLINE',
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({
      message: ERROR_CATALOGUE.PRACTICE_LOT_NOT_REAL,
      code: 'PRACTICE_LOT_NOT_REAL',
    });
    expect(await seats(practiceLotId)).toBe(0);
  });

  it('a deposit change, even once seated with play money: 409, and the play amount stays', async () => {
    expect((await api(t, bidder).post(`/api/practice/lots/${practiceLotId}/join`)).statusCode).toBe(200);
    const answer = await api(t, bidder).put(
      `/api/auctions/${practiceAuctionId}/${practiceLotId}/biddersamount`,
      { amount: 1 },
    );
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('PRACTICE_LOT_NOT_REAL');
    const [seat] = await queryRows(
      t.db,
      sql`select abl.locked_cents from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
        where abl.lot_id = ${practiceLotId} and ab.bidder_id = ${bidder.id}`,
    );
    expect(Number(seat!.locked_cents)).toBe(500_000_00);
  });

  it("a change of the auction's purchase profile (the deed's grantee): 409", async () => {
    const answer = await api(t, bidder).put(`/api/auctions/${practiceAuctionId}/bidders`, {
      purchaseProfileId: bidder.profileId,
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('PRACTICE_LOT_NOT_REAL');
  });

  it('the bidder still joins a real lot with a deposit as before', async () => {
    const joined = await joinLot(t, bidder, realAuctionId, realLotId, 20_000);
    expect(joined.paddleNumber).toBeGreaterThan(0);
    expect(await seats(realLotId)).toBe(1);
  });
});

describe('the practice join refuses what is not an open practice lot (issue 43, point 4)', () => {
  it('a real lot: 409 that points to its auction page, and no play-money seat', async () => {
    const other = await createBidder(t);
    const answer = await api(t, other).post(`/api/practice/lots/${realLotId}/join`);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({
      message: ERROR_CATALOGUE.REAL_LOT_NOT_PRACTICE,
      code: 'REAL_LOT_NOT_PRACTICE',
    });
    const [row] = await queryRows(
      t.db,
      sql`select count(*) as n from auction_bidders where bidder_id = ${other.id}`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('a closed practice lot: 409 "closed"; an unknown or draft lot: 404', async () => {
    const [, second] = await practiceLots(t);
    await closeNow(t, Number(second!.id));
    const closed = await api(t, bidder).post(`/api/practice/lots/${second!.id}/join`);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json().code).toBe('PRACTICE_LOT_CLOSED');
    expect((await api(t, bidder).post('/api/practice/lots/999999/join')).statusCode).toBe(404);
    const host = await createHost(t);
    const [draft] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into lots (case_id, lot_status, opening_price_cents, required_down, min_bid_increment_cents)
        values (${host.caseId}, 'Draft', 100000, 10, 1000) returning id`,
    );
    expect((await api(t, bidder).post(`/api/practice/lots/${draft!.id}/join`)).statusCode).toBe(404);
  });
});
