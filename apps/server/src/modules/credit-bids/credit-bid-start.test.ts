import { CREDIT_BID_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applyDueTransitions } from '../../live/clock/lot-clock';
import { createTestApp, type TestApp } from '../../test/app';
import { bid, createAuction, createBidder, createLot, joinLot } from '../../test/live-fixtures';
import { pdfText } from '../winnings/test/winnings-test-kit';
import {
  type CreditBidWorld,
  call,
  confirm,
  createCreditBidWorld,
  enter,
  requiredAuctionWithLot,
} from './test/credit-bid-kit';

let t: TestApp;
let world: CreditBidWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createCreditBidWorld(t);
});
afterAll(() => t.close());

const control = (lotId: number, action: 'start' | 'stop') =>
  call(t, 'PUT', `/api/lots/${lotId}/${action}`, world.host.token);

async function lotRow(lotId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select opening_price_cents, started_time, sold_to, plaintiff_bid_cents, lot_status, winner_bid_id
      from lots where id = ${lotId}`,
  );
  return row!;
}

/** An entry by the firm's attorney, confirmed by the host's employee. */
async function confirmed(lotId: number, amount: number) {
  await enter(t, lotId, world.attorney.token, { amount });
  const answer = await confirm(t, lotId, world.employee.token, { amount });
  expect(answer.statusCode).toBe(200);
}

describe("START and the plaintiff's credit bid", () => {
  it('refuses START without a confirmed credit bid, and says why', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    const none = await control(lotId, 'start');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: CREDIT_BID_MESSAGES.notConfirmedToStart,
      code: 'CREDIT_BID_NOT_CONFIRMED',
    });
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect((await control(lotId, 'start')).json().code).toBe('CREDIT_BID_NOT_CONFIRMED');
    expect((await lotRow(lotId)).started_time).toBeNull();
  });

  it('starts with it confirmed, at the credit bid as the opening price, and nothing changes after', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await confirmed(lotId, 150_000);
    // Staff edited the opening price after the confirmation: START opens at the credit bid all the same.
    await t.db.execute(sql`update lots set opening_price_cents = ${5_000_00} where id = ${lotId}`);
    const started = await control(lotId, 'start');
    expect(started.statusCode).toBe(200);
    expect(started.json().lot.openingPrice).toBe(150_000);
    expect(Number((await lotRow(lotId)).opening_price_cents)).toBe(150_000_00);
    const late = await enter(t, lotId, world.partner.token, { amount: 1_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CREDIT_BID_MESSAGES.lotStarted);
  });

  it('sells to the plaintiff at the credit bid when no third party bids above it', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await confirmed(lotId, 150_000);
    await control(lotId, 'start');
    const stopped = await control(lotId, 'stop');
    expect(stopped.json()).toMatchObject({ stopped: true });
    expect(await lotRow(lotId)).toMatchObject({ sold_to: 'Plaintiff', lot_status: 'CompleteTransaction' });
    expect(Number((await lotRow(lotId)).plaintiff_bid_cents)).toBe(150_000_00);
    const kase = await call(t, 'GET', `/api/cases/${world.host.caseId}`, world.host.token);
    const lot = kase.json().lots.find((row: { id: string }) => row.id === String(lotId));
    expect(lot).toMatchObject({ soldTo: 'Plaintiff', plaintiffBidAmount: 150_000 });
    // The Report of Sale names the amount.
    const report = await call(t, 'GET', `/api/lots/${lotId}/reportofsale`, world.host.token);
    expect(report.statusCode).toBe(200);
    const text = pdfText(report.rawPayload);
    expect(text).toContain('Plaintiff (no third-party bid)');
    expect(text).toContain("Plaintiff's credit bid: $150,000");
  });

  it('a third party must bid above the credit bid, and wins when it does', async () => {
    const { auctionId, lotId } = await requiredAuctionWithLot(t, world);
    await confirmed(lotId, 150_000);
    await control(lotId, 'start');
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 50_000);
    const atCredit = await bid(t, bidder, auctionId, lotId, 150_000);
    expect(atCredit.statusCode).toBe(400);
    const above = await bid(t, bidder, auctionId, lotId, 150_500);
    expect(above.statusCode).toBe(200);
    await t.db.execute(
      sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
    );
    expect((await control(lotId, 'stop')).json()).toMatchObject({ stopped: true });
    const row = await lotRow(lotId);
    expect(row).toMatchObject({ sold_to: 'ThirdParty', plaintiff_bid_cents: null });
    // Staff remove the winner: the lot goes to the plaintiff, at its credit bid.
    const removed = await call(t, 'POST', `/api/lots/${lotId}/declarewinner`, world.host.token, {
      action: 'Remove',
      description: 'The bidder withdrew.',
    });
    expect(removed.statusCode).toBe(200);
    expect(await lotRow(lotId)).toMatchObject({ sold_to: 'Plaintiff' });
    expect(Number((await lotRow(lotId)).plaintiff_bid_cents)).toBe(150_000_00);
  });

  it('starts on a confirmed "the plaintiff does not bid", at the opening price staff set', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { plaintiffDoesNotBid: true });
    await confirm(t, lotId, world.host.token, { plaintiffDoesNotBid: true });
    expect((await control(lotId, 'start')).statusCode).toBe(200);
    expect(Number((await lotRow(lotId)).opening_price_cents)).toBe(10_000_00);
    await control(lotId, 'stop');
    expect(await lotRow(lotId)).toMatchObject({ sold_to: 'Plaintiff', plaintiff_bid_cents: null });
  });

  it('starts as before when the auction does not require credit bids', async () => {
    const auctionId = await createAuction(t.db, world.host);
    const lotId = await createLot(t.db, world.host, auctionId, { openingPriceCents: 10_000_00 });
    expect((await control(lotId, 'start')).statusCode).toBe(200);
    expect(Number((await lotRow(lotId)).opening_price_cents)).toBe(10_000_00);
  });
});

describe('the timed auto start', () => {
  it('waits for a confirmed credit bid, then starts at it', async () => {
    const waiting = await requiredAuctionWithLot(t, world, { startType: 'Auto' });
    const ready = await requiredAuctionWithLot(t, world, { startType: 'Auto' });
    await confirmed(ready.lotId, 175_000);
    await enter(t, waiting.lotId, world.attorney.token, { amount: 150_000 });
    // The sale's time comes.
    await t.db.execute(
      sql`update auctions set start_time = now() - interval '1 minute'
        where id in (${waiting.auctionId}, ${ready.auctionId})`,
    );
    await applyDueTransitions(t.app.live.ctx);
    expect((await lotRow(waiting.lotId)).started_time).toBeNull();
    const started = await lotRow(ready.lotId);
    expect(started.started_time).not.toBeNull();
    expect(Number(started.opening_price_cents)).toBe(175_000_00);
  });
});
