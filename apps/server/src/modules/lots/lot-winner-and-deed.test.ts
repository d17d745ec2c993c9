/** A lot's winner, its payments and deed, and its activity (the lot use cases past the sale; lots.test.ts holds the rest). */
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
import {
  activityTitles,
  adminToken,
  bidderToken,
  call,
  clientToken,
  createDraftLot,
  createHost,
} from './test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const lotRow = async (lotId: number) =>
  (await queryRows(t.db, sql`select * from lots where id = ${lotId}`))[0] as
    | Record<string, unknown>
    | undefined;
const setCaseStatus = (h: TestHost, status: string) =>
  t.db.execute(sql`update cases set case_status = ${status} where id = ${h.caseId}`);

/** A listed, started lot with two bids, stopped with the higher bid winning (as the lot clock would). */
async function soldLot(h: TestHost) {
  const auctionId = await createAuction(t.db, h);
  const lotId = await createLot(t.db, h, auctionId, { lotNumber: 1 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, h.token)).statusCode).toBe(200);
  const low = await createBidder(t);
  const high = await createBidder(t);
  await joinLot(t, low, auctionId, lotId, 20_000);
  await joinLot(t, high, auctionId, lotId, 20_000);
  const lowBid = (await bid(t, low, auctionId, lotId, 100_500)).json();
  const highBid = (await bid(t, high, auctionId, lotId, 101_000)).json();
  await t.db.execute(sql`update lots set stopped_time = now(), lot_status = 'PendingTransaction', sold_to = 'ThirdParty',
    winner_bid_id = ${Number(highBid.bidId)}, winner_created_date = now() where id = ${lotId}`);
  return { auctionId, lotId, low, high, lowBidId: Number(lowBid.bidId), highBidId: Number(highBid.bidId) };
}

describe('winner, payments and deed', () => {
  it('declares, changes and removes the winner of a stopped lot', async () => {
    const h = await createHost(t);
    const open = await createLot(t.db, h, await createAuction(t.db, h));
    const early = await call(t, 'POST', `/api/lots/${open}/declarewinner`, h.token, {
      action: 'Remove',
      description: 'x',
    });
    expect(early.statusCode).toBe(409);

    const sold = await soldLot(h);
    const url = `/api/lots/${sold.lotId}/declarewinner`;
    const noReason = await call(t, 'POST', url, h.token, { action: 'Change', bidId: sold.lowBidId });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please enter a description!');
    const noBid = await call(t, 'POST', url, h.token, { action: 'Change', description: 'Bidder defaulted' });
    expect(noBid.statusCode).toBe(400);
    const otherLot = await soldLot(await createHost(t));
    const wrongBid = await call(t, 'POST', url, h.token, {
      action: 'Change',
      description: 'Bidder defaulted',
      bidId: otherLot.lowBidId,
    });
    expect(wrongBid.statusCode).toBe(409);
    const denied = await call(t, 'POST', url, other.token, {
      action: 'Change',
      description: 'Bidder defaulted',
      bidId: sold.lowBidId,
    });
    expect(denied.statusCode).toBe(403);
    expect(Number((await lotRow(sold.lotId))!.winner_bid_id)).toBe(sold.highBidId);

    const changed = await call(t, 'POST', url, h.token, {
      action: 'Change',
      description: 'Bidder defaulted',
      bidId: sold.lowBidId,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      winnerBidId: String(sold.lowBidId),
      winnerBidAmount: 100_500,
      soldTo: 'ThirdParty',
      lotStatus: 'PendingTransaction',
    });
    const removed = await call(t, 'POST', url, h.token, { action: 'Remove', description: 'Sale voided' });
    expect(removed.json()).toMatchObject({
      winnerBidId: null,
      soldTo: 'Plaintiff',
      lotStatus: 'CompleteTransaction',
    });
    const added = await call(t, 'POST', url, h.token, { action: 'Add', description: 'Back to the top bid' });
    expect(added.json()).toMatchObject({
      winnerBidId: String(sold.highBidId),
      lotStatus: 'PendingTransaction',
    });
    expect(await activityTitles(t, sold.lotId)).toEqual(
      expect.arrayContaining(['Winner Changed', 'Winner Removed', 'Winner Added']),
    );
  });

  it("answers 'Auction had no bids!' for a lot that closed without bids", async () => {
    const h = await createHost(t);
    const lotId = await createLot(t.db, h, await createAuction(t.db, h));
    await t.db.execute(sql`update lots set stopped_time = now(), lot_status = 'CompleteTransaction', sold_to = 'Plaintiff'
      where id = ${lotId}`);
    const response = await call(t, 'POST', `/api/lots/${lotId}/declarewinner`, h.token, {
      action: 'Add',
      description: 'Late bid by phone',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Auction had no bids!');
  });

  it('confirms the deposit, then the payment, then deed ready and deed issued after the delivery choice', async () => {
    const h = await createHost(t);
    const sold = await soldLot(h);
    const put = (step: string, token = h.token, payload?: unknown) =>
      call(t, 'PUT', `/api/lots/${sold.lotId}/${step}`, token, payload);

    const early = await put('payment');
    expect(early.statusCode).toBe(409);
    expect((await put('deposit', other.token)).statusCode).toBe(403);
    expect((await put('deposit', admin)).statusCode).toBe(403);
    const deposit = await put('deposit');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toMatchObject({ lotStatus: 'PendingTransaction' });
    expect(deposit.json().depositReceivedDate).not.toBeNull();
    expect((await put('deposit')).statusCode).toBe(409);
    const payment = await put('payment');
    expect(payment.json()).toMatchObject({ lotStatus: 'CompleteTransaction' });

    const notApproved = await put('deedready');
    expect(notApproved.statusCode).toBe(409);
    await setCaseStatus(h, 'Approved');
    expect((await put('deedissued')).statusCode).toBe(409);
    expect((await put('deedready')).json().lotStatus).toBe('DeedReady');

    const noChoice = await put('deedissued');
    expect(noChoice.statusCode).toBe(409);
    expect(noChoice.json().message).toBe('"Deed Delivery Option" is not set by the bidder!');

    // Only the winning bidder chooses the delivery.
    expect((await put('setdeeddelivery', h.token, { deedDelivery: 'PickUp' })).statusCode).toBe(403);
    expect((await put('setdeeddelivery', sold.low.token, { deedDelivery: 'PickUp' })).statusCode).toBe(403);
    const noOption = await put('setdeeddelivery', sold.high.token, {});
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().message).toBe('Please select the delivery option!');
    const noAddress = await put('setdeeddelivery', sold.high.token, { deedDelivery: 'Ship' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors.deedShippingAddress).toBe('Please enter the shipping address!');
    expect((await lotRow(sold.lotId))!.deed_delivery).toBeNull();
    const chosen = await put('setdeeddelivery', sold.high.token, {
      deedDelivery: 'Ship',
      deedShippingAddress: '1 Main St, Springfield IL 62701',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      deedDelivery: 'Ship',
      deedShippingAddress: '1 Main St, Springfield IL 62701',
    });
    expect((await put('setdeeddelivery', sold.high.token, { deedDelivery: 'PickUp' })).statusCode).toBe(409);

    const issued = await put('deedissued');
    expect(issued.statusCode).toBe(200);
    expect(issued.json().lotStatus).toBe('DeedIssued');
    expect(await activityTitles(t, sold.lotId)).toEqual(
      expect.arrayContaining([
        'Initial Deposit Received',
        'Full Payment Received',
        'Deed Ready',
        'Deed Delivery Option Set',
        'Deed Issued',
      ]),
    );
  });

  it('issues the deed of a plaintiff sale without a delivery choice', async () => {
    const h = await createHost(t);
    const lotId = await createLot(t.db, h, await createAuction(t.db, h));
    await t.db.execute(sql`update lots set stopped_time = now(), lot_status = 'DeedReady', sold_to = 'Plaintiff'
      where id = ${lotId}`);
    await setCaseStatus(h, 'Approved');
    const response = await call(t, 'PUT', `/api/lots/${lotId}/deedissued`, h.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().lotStatus).toBe('DeedIssued');
  });
});

describe('activity', () => {
  it('lists the lot activity for staff, the firm and admins only', async () => {
    const lotId = await createDraftLot(t, host);
    const response = await call(t, 'GET', `/api/lots/${lotId}/activity`, host.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ actLogTitle: 'Lot Created' });
    expect((await call(t, 'GET', `/api/lots/${lotId}/activity`, await clientToken(t, host))).statusCode).toBe(
      200,
    );
    expect((await call(t, 'GET', `/api/lots/${lotId}/activity`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/lots/${lotId}/activity`, other.token)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `/api/lots/${lotId}/activity`, await clientToken(t, other))).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/lots/${lotId}/activity`, (await bidderToken(t)).token)).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/lots/999999/activity', host.token)).statusCode).toBe(404);
  });
});
