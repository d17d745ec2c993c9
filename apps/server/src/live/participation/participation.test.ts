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
  published,
  type TestBidder,
  t,
  tokens,
  useParticipationKit,
  userId,
} from '../../test/participation-test-kit';

useParticipationKit();

import { LiveEvent } from '../messages';
import { availableBalanceCents, lockedFunds, lockedFundsCents } from './funds';
import { PARTICIPATION_MESSAGES } from './participation-kernel';

// ---- Funds ----

describe('locked and available funds', () => {
  it('counts active deposits of running lots and the down payment of unpaid winnings', async () => {
    // Seed: bidder1 locks $50,000 in the live auto lot and $15,250 behind a maximum bid on tomorrow's manual
    // lot (issue 32), and won a $112,500 lot (10% down) awaiting payment.
    const bidder1 = await userId('bidder1');
    expect(await lockedFunds(db, bidder1)).toEqual({
      activeLotsCents: 6_525_000,
      pendingWinningsCents: 1_125_000,
      totalCents: 7_650_000,
    });
    expect(await availableBalanceCents(db, bidder1)).toBe(25_000_000 - 7_650_000);
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
