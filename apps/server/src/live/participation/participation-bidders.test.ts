import { JOIN_MESSAGES, LIVE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/app';
import {
  db,
  expectRejected,
  join,
  json,
  lastEvent,
  leave,
  makeHighBidder,
  newAuction,
  newBidder,
  newLot,
  participation,
  setAmount,
  t,
  tokens,
  useParticipationKit,
} from '../../test/participation-test-kit';

useParticipationKit();

import { LiveEvent } from '../messages';
import { availableBalanceCents } from './funds';
import { PARTICIPATION_MESSAGES } from './participation-kernel';

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
