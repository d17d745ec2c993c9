import { ADD_BIDDER_MESSAGES, JOIN_MESSAGES, LIVE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/app';
import {
  addBidder,
  db,
  expectRejected,
  ids,
  join,
  json,
  lastEvent,
  makeHighBidder,
  newAuction,
  newBidder,
  newLot,
  participation,
  profileOf,
  published,
  removeBidder,
  t,
  tokens,
  useParticipationKit,
  userId,
} from '../../test/participation-test-kit';

useParticipationKit();

import { LiveEvent } from '../messages';
import { availableBalanceCents } from './funds';
import { PARTICIPATION_MESSAGES } from './participation-kernel';

// ---- Staff: add and remove ----

describe('POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId} (add in person)', () => {
  it('adds an active in-person bidder with a check deposit and appends BidderJoined', async () => {
    const bidder = await newBidder({ balanceDollars: 0, login: false });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const seqBefore = (await lastEvent(lotId)).lotSeq;
    const response = await addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
      amount: 1234.56,
      type: 'INPERSON',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paddleNumber: 101,
      amount: 1234.56,
      mode: 'Active',
      lotId: String(lotId),
      auctionId: String(auctionId),
      bidderId: String(bidder.id),
    });
    expect(await participation(lotId, bidder.id)).toMatchObject({
      mode: 'Active',
      locked_cents: 123_456,
      type: 'INPERSON',
      balance_type: 'Check',
      purchase_profile_id: bidder.profileId,
    });
    const event = await lastEvent(lotId);
    expect(event).toMatchObject({ seq: seqBefore + 1, event: LiveEvent.BIDDER_JOINED });
    expect(event.payload).toMatchObject({ bidders: [{ maxBidAmount: 1234.56, type: 'INPERSON' }] });
    const [log] = await queryRows<{ title: string; user_id: number }>(
      db,
      sql`select title, user_id from activity_logs where lot_id = ${lotId} order by id desc limit 1`,
    );
    expect(log).toMatchObject({ title: 'Bidder Added', user_id: ids.auctioneer });

    // Employees of the host may add too; an existing online registration keeps its paddle.
    const online = await newBidder();
    const lot2 = await newLot(auctionId, { started: true });
    const joined = await join(online.token, auctionId, lot2, {
      amount: 0,
      purchaseProfileId: online.profileId,
    });
    const byEmployee = await addBidder(tokens.employee as string, auctionId, lotId, online.id, {
      amount: 500,
      purchaseProfileId: online.profileId,
      type: 'INPERSON',
    });
    expect(byEmployee.statusCode, byEmployee.body).toBe(200);
    expect(byEmployee.json().paddleNumber).toBe(joined.json().paddleNumber);
  });

  it('refuses other companies, non-staff, unknown or non-bidder users, unverified phones, inactive and joined bidders', async () => {
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    const bidder = await newBidder({ login: false });
    const body = { amount: 100, type: 'INPERSON' };
    await expectRejected(
      () => addBidder(tokens.prairie as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    await expectRejected(
      () => addBidder(tokens.bidder1 as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    await expectRejected(
      () => addBidder(tokens.client as string, auctionId, lotId, bidder.id, body),
      403,
      'You have no permission to complete the request!',
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
      headers: json,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, 99_999_999, body),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, ids.auctioneer, body),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    const otherAuction = await newAuction();
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, otherAuction, lotId, bidder.id, body),
      404,
      LIVE_MESSAGES.lotNotFound,
    );

    const noPhone = await newBidder({ phoneVerified: false, login: false });
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, noPhone.id, body),
      400,
      ADD_BIDDER_MESSAGES.notVerified,
    );
    const inactive = await newBidder({ login: false });
    await db.execute(sql`update users set deactivated_date = now() where id = ${inactive.id}`);
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, inactive.id, body),
      400,
      ADD_BIDDER_MESSAGES.inactive,
    );
    await expectRejected(
      () =>
        addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
          amount: 10.555,
          type: 'INPERSON',
        }),
      400,
      'The amount may have at most two decimals!',
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, { type: 'INPERSON' }),
      400,
      'Please enter the amount to lock!',
    );
    const foreign = await newBidder({ login: false });
    await expectRejected(
      () =>
        addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, {
          ...body,
          purchaseProfileId: foreign.profileId,
        }),
      400,
      JOIN_MESSAGES.selectPurchaseProfile,
    );

    expect((await addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, body)).statusCode).toBe(
      200,
    );
    await expectRejected(
      () => addBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id, body),
      409,
      'The bidder has already joined this lot!',
    );
  });
});

describe('DELETE /api/auctions/{auctionId}/{lotId}/bidders/{bidderId} (remove)', () => {
  it('marks the bidder removed and left, appends BidderLeft, then kicks their connection', async () => {
    const bidder = await newBidder({ balanceDollars: 10_000 });
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await join(bidder.token, auctionId, lotId, { amount: 4_000, purchaseProfileId: bidder.profileId });
    const seqBefore = (await lastEvent(lotId)).seq;
    const publishedBefore = published.length;

    const response = await removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lotId: String(lotId),
      auctionId: String(auctionId),
      bidderId: String(bidder.id),
    });
    const row = await participation(lotId, bidder.id);
    expect(row?.removed_at).not.toBeNull();
    expect(row?.left_date).not.toBeNull();
    expect(await availableBalanceCents(db, bidder.id)).toBe(10_000_00);
    const event = await lastEvent(lotId);
    expect(event).toMatchObject({ seq: seqBefore + 1, event: LiveEvent.BIDDER_LEFT });
    expect(published.slice(publishedBefore)).toEqual([
      { kind: 'event', event: expect.objectContaining({ lotId, seq: seqBefore + 1 }) },
      { kind: 'control', message: { type: 'kick', userId: bidder.id, lotId } },
    ]);

    // Removed bidders cannot come back by themselves; staff can add them again.
    await expectRejected(
      () => join(bidder.token, auctionId, lotId, { amount: 0, purchaseProfileId: bidder.profileId }),
      400,
      PARTICIPATION_MESSAGES.removed,
    );
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    const back = await addBidder(tokens.employee as string, auctionId, lotId, bidder.id, {
      amount: 100,
      type: 'INPERSON',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await participation(lotId, bidder.id)).toMatchObject({
      removed_at: null,
      left_date: null,
      mode: 'Active',
    });
  });

  it('refuses the high bidder of an open lot, bidders not in the lot, other companies and non-staff', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId, { started: true });
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      404,
      LIVE_MESSAGES.bidderNotFound,
    );
    await join(bidder.token, auctionId, lotId, { amount: 1_000, purchaseProfileId: bidder.profileId });
    await makeHighBidder(lotId, bidder.id, 2_000);
    await expectRejected(
      () => removeBidder(tokens.auctioneer as string, auctionId, lotId, bidder.id),
      400,
      'Could not remove the bidder! The bidder holds the highest bid on this lot.',
    );
    await expectRejected(
      () => removeBidder(tokens.prairie as string, auctionId, lotId, bidder.id),
      403,
      'You have no permission to complete the request!',
    );
    expect((await removeBidder(bidder.token, auctionId, lotId, bidder.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// ---- Staff: bidder search ----

describe('bidder search (GET /api/user/bidder/{name}/name, GET /api/user/bidder/{userName})', () => {
  const get = (url: string, token = tokens.auctioneer as string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('finds bidders by partial first, last or full name, case-insensitively, with their details', async () => {
    const byLast = await get('/api/user/bidder/WHITAK/name');
    expect(byLast.statusCode, byLast.body).toBe(200);
    expect(byLast.json().total).toBe(1);
    expect(byLast.json().data[0]).toEqual({
      id: String(await userId('bidder1')),
      userName: 'bidder1',
      firstName: 'James',
      lastName: 'Whitaker',
      isPhoneVerified: true,
      isActive: true,
      isVerified: true,
      purchaseProfiles: [
        { id: String(await profileOf('bidder1')), name: 'James Whitaker' },
        { id: expect.any(String), name: 'Whitaker Holdings LLC' },
      ],
    });
    // Only what the add-bidder flow needs: no e-mail or phone of the bidder (issue 12).
    expect(byLast.body).not.toContain('bidder1@example.com');
    expect(byLast.body).not.toContain('3125550141');
    // 'Whitfield' is the admin: only bidders are found.
    expect(
      (await get('/api/user/bidder/whit/name')).json().data.map((r: { userName: string }) => r.userName),
    ).toEqual(['bidder1']);
    expect((await get('/api/user/bidder/priya/name')).json().data[0].userName).toBe('bidder2');
    expect(
      (await get(`/api/user/bidder/${encodeURIComponent('marcus b')}/name`)).json().data[0].userName,
    ).toBe('bidder3');
    expect((await get(`/api/user/bidder/${encodeURIComponent('%%%')}/name`)).json()).toEqual({
      data: [],
      total: 0,
    });
  });

  it('pages by 5', async () => {
    for (let i = 0; i < 7; i += 1)
      await newBidder({ firstName: 'Zebulon', lastName: `Quill${i}`, login: false });
    const page1 = (await get('/api/user/bidder/zebulon/name')).json();
    const page2 = (await get('/api/user/bidder/zebulon/name?pageNumber=2')).json();
    expect(page1.total).toBe(7);
    expect(page1.data).toHaveLength(5);
    expect(page2.data).toHaveLength(2);
    expect(page2.total).toBe(7);
  });

  it('finds an exact user name, case-insensitively, and reports phone, activity and verification', async () => {
    const exact = await get('/api/user/bidder/BIDDER2');
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ total: 1, data: [{ userName: 'bidder2', firstName: 'Priya' }] });
    expect((await get('/api/user/bidder/bidde')).json()).toEqual({ data: [], total: 0 });

    const quiet = await newBidder({ phoneVerified: false, verified: false, login: false });
    await db.execute(sql`update users set deactivated_date = now() where id = ${quiet.id}`);
    expect(
      (await get(`/api/user/bidder/${quiet.userName}`, tokens.employee as string)).json().data[0],
    ).toMatchObject({
      isPhoneVerified: false,
      isActive: false,
      isVerified: false,
    });
  });

  it('says whether each bidder is in a named lot of the caller’s company', async () => {
    const [auto] = await queryRows<{ id: number }>(
      db,
      sql`select l.id from lots l join auctions a on a.id = l.auction_id
        where a.start_type = 'Auto' and l.started_time is not null and l.stopped_time is null order by l.lot_number limit 1`,
    );
    const names = (await get(`/api/user/bidder/raman/name?lotId=${auto?.id}`)).json();
    expect(names.data[0]).toMatchObject({ userName: 'bidder2', isJoined: true });
    expect((await get(`/api/user/bidder/bidder3?lotId=${auto?.id}`)).json().data[0]).toMatchObject({
      isJoined: false,
    });
    expect((await get('/api/user/bidder/bidder3')).json().data[0]).not.toHaveProperty('isJoined');
    expect(
      (await get(`/api/user/bidder/bidder3?lotId=${auto?.id}`, tokens.prairie as string)).statusCode,
    ).toBe(403);
    expect((await get('/api/user/bidder/bidder3?lotId=99999999')).statusCode).toBe(404);
  });

  it('needs 3 characters and staff', async () => {
    for (const url of ['/api/user/bidder/ab/name', '/api/user/bidder/ab']) {
      const short = await get(url);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(LIVE_MESSAGES.bidderSearchTooShort);
    }
    expect((await get('/api/user/bidder/whit/name', tokens.bidder1 as string)).statusCode).toBe(403);
    expect((await get('/api/user/bidder/bidder1', tokens.client as string)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/bidder/whit/name' })).statusCode).toBe(401);
  });
});
