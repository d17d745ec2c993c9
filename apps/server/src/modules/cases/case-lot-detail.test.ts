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
import { call, clientToken, createHost } from '../lots/test/test-kit';

/** GET /api/cases/{caseId}: each lot card's post-auction facts (spec part 2 §3 "Lot", §4 past due). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** A listed lot, started, with two bids, stopped with the higher one winning (as the lot clock would). */
async function soldLot(h: TestHost) {
  const auctionId = await createAuction(t.db, h);
  const lotId = await createLot(t.db, h, auctionId, { lotNumber: 1 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, h.token)).statusCode).toBe(200);
  const low = await createBidder(t);
  const high = await createBidder(t);
  await joinLot(t, low, auctionId, lotId, 20_000);
  const { paddleNumber } = await joinLot(t, high, auctionId, lotId, 20_000);
  await bid(t, low, auctionId, lotId, 100_500);
  const highBid = (await bid(t, high, auctionId, lotId, 101_000)).json();
  await t.db.execute(sql`update lots set stopped_time = now(), lot_status = 'PendingTransaction', sold_to = 'ThirdParty',
    winner_bid_id = ${Number(highBid.bidId)}, winner_created_date = now() where id = ${lotId}`);
  return { auctionId, lotId, high, paddleNumber, highBidId: String(highBid.bidId) };
}

async function caseLot(h: TestHost, lotId: number, token = h.token) {
  const response = await call(t, 'GET', `/api/cases/${h.caseId}`, token);
  expect(response.statusCode).toBe(200);
  const lot = response.json().lots.find((l: { id: string }) => l.id === String(lotId));
  expect(lot).toBeDefined();
  return lot;
}

const setLot = (lotId: number, column: string, value: Date | null) =>
  t.db.execute(
    sql`update lots set ${sql.raw(column)} = ${value ? value.toISOString() : null} where id = ${lotId}`,
  );

describe('the lot cards of the case detail', () => {
  it('show the winner with paddle, name, purchase profile contact, bid and bidder count', async () => {
    const h = await createHost(t);
    await t.db.execute(sql`update companies set time_zone = 'America/New_York' where id = ${h.companyId}`);
    const sold = await soldLot(h);
    await t.db.execute(sql`update purchase_profiles set phone_number = '3125550123', street_line1 = '1 Main St',
        street_line2 = 'Suite 4', city = 'Springfield', state_code = 'IL', zip_code = '62701'
      where id = ${sold.high.profileId}`);
    const [user] = await queryRows<{ first_name: string; last_name: string }>(
      t.db,
      sql`select first_name, last_name from users where id = ${sold.high.id}`,
    );

    const response = await call(t, 'GET', `/api/cases/${h.caseId}`, h.token);
    expect(response.json().timeZone).toBe('America/New_York');
    const lot = await caseLot(h, sold.lotId);
    expect(lot).toMatchObject({
      lotStatus: 'PendingTransaction',
      soldTo: 'ThirdParty',
      winnerBidId: sold.highBidId,
      winnerBidAmount: 101_000,
      winnerBidPaddleNumber: sold.paddleNumber,
      winnerName: `${user!.first_name} ${user!.last_name}`,
      numberOfBids: 2,
      numberOfBidders: 2,
      timeZone: 'America/New_York',
      winner: {
        bidId: sold.highBidId,
        bidBidderFullName: `${user!.first_name} ${user!.last_name}`,
        bidderUserName: sold.high.userName,
        bidAmount: 101_000,
        bidPaddleNumber: sold.paddleNumber,
        phoneNumber: '3125550123',
        address1: '1 Main St',
        address2: 'Suite 4',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
      depositReceivedDate: null,
      paymentReceivedDate: null,
      isDepositPastDue: false,
      isFullPaymentPastDue: false,
      deedDelivery: null,
      deedShippingAddress: null,
    });
    expect(lot.winner.purchaseProfileName).toEqual(expect.any(String));
    // Due 2 hours after the win.
    expect(new Date(lot.depositDueDate).getTime() - new Date(lot.winnerCreatedDate).getTime()).toBe(2 * HOUR);
  });

  it('falls back to the bidder’s own phone when the purchase profile has none', async () => {
    const h = await createHost(t);
    const sold = await soldLot(h);
    const lot = await caseLot(h, sold.lotId);
    expect(lot.winner.phoneNumber).toBe('3125550199');
  });

  it('turns the deposit and the full payment past due, and back once received', async () => {
    const h = await createHost(t);
    const sold = await soldLot(h);
    // Won three hours ago: the deposit (due after 2 hours) is late, the payment (next day 2 PM) not yet.
    await setLot(sold.lotId, 'winner_created_date', new Date(Date.now() - 3 * HOUR));
    expect(await caseLot(h, sold.lotId)).toMatchObject({
      isDepositPastDue: true,
      isFullPaymentPastDue: false,
    });

    // Won three days ago: both are late.
    await setLot(sold.lotId, 'winner_created_date', new Date(Date.now() - 72 * HOUR));
    expect(await caseLot(h, sold.lotId)).toMatchObject({
      isDepositPastDue: true,
      isFullPaymentPastDue: true,
    });

    // A received date before 2000 is the old "not set" marker: still missing.
    await setLot(sold.lotId, 'deposit_received_date', new Date('1999-01-01T00:00:00Z'));
    expect(await caseLot(h, sold.lotId)).toMatchObject({ depositReceivedDate: null, isDepositPastDue: true });
    await setLot(sold.lotId, 'deposit_received_date', null);

    expect((await call(t, 'PUT', `/api/lots/${sold.lotId}/deposit`, h.token)).statusCode).toBe(200);
    const afterDeposit = await caseLot(h, sold.lotId);
    expect(afterDeposit).toMatchObject({ isDepositPastDue: false, isFullPaymentPastDue: true });
    expect(afterDeposit.depositReceivedDate).toEqual(expect.any(String));

    expect((await call(t, 'PUT', `/api/lots/${sold.lotId}/payment`, h.token)).statusCode).toBe(200);
    const paid = await caseLot(h, sold.lotId);
    expect(paid).toMatchObject({ lotStatus: 'CompleteTransaction', isFullPaymentPastDue: false });
    expect(paid.paymentReceivedDate).toEqual(expect.any(String));
  });

  it('computes the payment deadline on the host’s day: 2:00 PM on the next day', async () => {
    const h = await createHost(t);
    await t.db.execute(sql`update companies set time_zone = 'America/Chicago' where id = ${h.companyId}`);
    const sold = await soldLot(h);
    // 03:00 UTC on 10 March is still 9 March (10 PM CDT) in Chicago: due 2 PM CDT on 10 March (19:00 UTC),
    // where a UTC day would have made it 11 March.
    await setLot(sold.lotId, 'winner_created_date', new Date('2026-03-10T03:00:00Z'));
    const lot = await caseLot(h, sold.lotId);
    expect(lot.paymentDueDate).toBe('2026-03-10T19:00:00.000Z');
    expect(lot.depositDueDate).toBe('2026-03-10T05:00:00.000Z');
  });

  it('show the deed delivery the winner chose, with the shipping address', async () => {
    const h = await createHost(t);
    const sold = await soldLot(h);
    await t.db.execute(sql`update lots set lot_status = 'DeedReady', deposit_received_date = now(),
      payment_received_date = now() where id = ${sold.lotId}`);
    const chosen = await call(t, 'PUT', `/api/lots/${sold.lotId}/setdeeddelivery`, sold.high.token, {
      deedDelivery: 'Ship',
      deedShippingAddress: '1 Main St, Springfield IL 62701',
    });
    expect(chosen.statusCode).toBe(200);
    expect(await caseLot(h, sold.lotId)).toMatchObject({
      deedDelivery: 'Ship',
      deedShippingAddress: '1 Main St, Springfield IL 62701',
      isDepositPastDue: false,
      isFullPaymentPastDue: false,
    });
  });

  it('show no winner and nothing past due for a plaintiff sale or an unsold lot', async () => {
    const h = await createHost(t);
    const auctionId = await createAuction(t.db, h);
    const plaintiff = await createLot(t.db, h, auctionId);
    await t.db.execute(sql`update lots set stopped_time = now() - interval '3 days', lot_status = 'CompleteTransaction',
      sold_to = 'Plaintiff' where id = ${plaintiff}`);
    const listed = await createLot(t.db, h, auctionId);
    for (const lotId of [plaintiff, listed]) {
      expect(await caseLot(h, lotId)).toMatchObject({
        winner: null,
        winnerBidId: null,
        isDepositPastDue: false,
        isFullPaymentPastDue: false,
        depositDueDate: null,
        paymentDueDate: null,
      });
    }
  });

  it('are read by the firm’s attorneys too, and by no other company', async () => {
    const h = await createHost(t);
    const sold = await soldLot(h);
    const lot = await caseLot(h, sold.lotId, await clientToken(t, h));
    expect(lot.winner.bidPaddleNumber).toBe(sold.paddleNumber);
    const other = await createHost(t);
    expect((await call(t, 'GET', `/api/cases/${h.caseId}`, other.token)).statusCode).toBe(403);
  });
});
