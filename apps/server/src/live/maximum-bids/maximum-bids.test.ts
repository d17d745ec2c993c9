// Maximum bids through the real app (issue 32): the calls and their refusals, the engine's answers to a
// start, a hand bid, a room bid entered by staff and a new maximum, the timed lot's single extension, the
// marking of every proxy bid, and privacy across every role's REST and stream views.
import { MAXIMUM_BID_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  lotSnapshot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { SubscriberRole } from '../messages';
import {
  createSignedIn,
  KIT_SECRET,
  loggedBids,
  readMaximum,
  setMaximum,
  tokenFor,
  until,
  watch,
  withdrawMaximum,
} from '../test/maximum-bids-kit';

let t: TestApp;
let host: TestHost;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: KIT_SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  host = await createHost(t);
  // The fixture's auctioneer token was signed with the app's secret at login; sign one with the kit's too.
  host.token = await tokenFor({
    id: host.auctioneerId,
    userName: 'auctioneer',
    role: 'Auctioneer',
    companyId: host.companyId,
  });
});
afterAll(() => t?.close());

/**
 * A lot ($100,000 opening, $500 steps, 10 % down) with joined bidders; deposits in dollars ($20,000 gives
 * $200,000 of bidding power).
 */
async function lotWith(
  deposits: number[],
  options: { started?: boolean; auto?: { stopInMs: number; timeLeft: number; extraTime: number } } = {},
) {
  const auctionId = await createAuction(
    t.db,
    host,
    options.auto
      ? { startType: 'Auto', timeLeft: options.auto.timeLeft, extraTime: options.auto.extraTime }
      : {},
  );
  const lotId = await createLot(t.db, host, auctionId, {
    started: options.started ?? true,
    stopTime: options.auto ? new Date(Date.now() + options.auto.stopInMs) : null,
  });
  const bidders: TestBidder[] = [];
  for (const deposit of deposits) {
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, deposit);
    bidder.token = await tokenFor({
      id: bidder.id,
      userName: bidder.userName,
      role: 'Bidder',
      companyId: null,
    });
    bidders.push(bidder);
  }
  return { auctionId, lotId, bidders };
}

const startLot = (lotId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/lots/${lotId}/start`, headers: bearer(host.token) });

describe('the calls', () => {
  it('sets, reads, raises and withdraws a maximum before the start; nothing is bid before it', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000], { started: false });
    const [a] = bidders as [TestBidder];
    expect((await readMaximum(t, a.token, auctionId, lotId)).statusCode).toBe(204);
    const set = await setMaximum(t, a.token, auctionId, lotId, 150_000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ amount: 150_000, leading: false, exceeded: false });
    const raised = await setMaximum(t, a.token, auctionId, lotId, 160_000);
    expect(raised.json()).toMatchObject({ amount: 160_000 });
    expect(Date.parse(raised.json().updatedDate)).toBeGreaterThanOrEqual(Date.parse(set.json().updatedDate));
    expect((await readMaximum(t, a.token, auctionId, lotId)).json()).toMatchObject({ amount: 160_000 });
    expect(await loggedBids(t, lotId)).toEqual([]);
    expect((await withdrawMaximum(t, a.token, auctionId, lotId)).statusCode).toBe(204);
    expect((await readMaximum(t, a.token, auctionId, lotId)).statusCode).toBe(204);
    const [lot] = await queryRows(t.db, sql`select maximum_bid_count from lots where id = ${lotId}`);
    expect(Number(lot!.maximum_bid_count)).toBe(0);
  });

  it.each([
    [
      'off the grid',
      150_250,
      "A maximum bid must be on the lot's bid steps: $100,500 plus multiples of $500.",
    ],
    ['over the bidding power', 200_500, 'A maximum bid cannot exceed your bidding power of $200,000.'],
    ['not whole dollars', 150_000.5, 'Bids must be whole dollars.'],
  ])('refuses a maximum %s with 400 and its message, changing nothing', async (_case, amount, message) => {
    const { auctionId, lotId, bidders } = await lotWith([20_000], { started: false });
    const response = await setMaximum(t, bidders[0]!.token, auctionId, lotId, amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await readMaximum(t, bidders[0]!.token, auctionId, lotId)).statusCode).toBe(204);
  });

  it('refuses a lower maximum, a bidder who has not joined, a closed lot, and a withdrawal after the start', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000], { started: false });
    const [a] = bidders as [TestBidder];
    await setMaximum(t, a.token, auctionId, lotId, 150_000);
    const lower = await setMaximum(t, a.token, auctionId, lotId, 140_000);
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe(MAXIMUM_BID_MESSAGES.notHigherThanCurrent(150_000_00));

    const outsider = await createBidder(t);
    const stranger = await tokenFor({
      id: outsider.id,
      userName: outsider.userName,
      role: 'Bidder',
      companyId: null,
    });
    const notJoined = await setMaximum(t, stranger, auctionId, lotId, 150_000);
    expect(notJoined.statusCode).toBe(400);
    expect(notJoined.json().message).toBe(MAXIMUM_BID_MESSAGES.notJoined);

    expect((await startLot(lotId)).statusCode).toBe(200);
    const afterStart = await withdrawMaximum(t, a.token, auctionId, lotId);
    expect(afterStart.statusCode).toBe(400);
    expect(afterStart.json().message).toBe(MAXIMUM_BID_MESSAGES.withdrawAfterStart);

    // Closed, as FINISH or the clock leave it (FINISH itself first re-alerts after the fresh opening bid).
    await t.db.execute(sql`update lots set stopped_time = clock_timestamp() where id = ${lotId}`);
    const closed = await setMaximum(t, a.token, auctionId, lotId, 170_000);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(MAXIMUM_BID_MESSAGES.lotClosed);
  });
});

describe('a funded maximum', () => {
  it('keeps its deposit: lowering the deposit below what the maximum needs is refused', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000]);
    const [a] = bidders as [TestBidder];
    expect((await setMaximum(t, a.token, auctionId, lotId, 150_000)).statusCode).toBe(200);
    const lower = (amount: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auctions/${auctionId}/${lotId}/biddersamount`,
        headers: bearer(a.token),
        payload: { amount },
      });
    const refused = await lower(14_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Your maximum bid of $150,000 needs a deposit of at least $15,000.');
    expect((await lower(15_000)).statusCode).toBe(200);
  });
});

describe('the engine', () => {
  it('opens at the minimum bid with one maximum; two: the lower bids its amount, the higher one step over it', async () => {
    const single = await lotWith([20_000], { started: false });
    await setMaximum(t, single.bidders[0]!.token, single.auctionId, single.lotId, 150_000);
    expect((await startLot(single.lotId)).statusCode).toBe(200);
    expect(await loggedBids(t, single.lotId)).toEqual([
      expect.objectContaining({ amount: 100_500, bidderId: single.bidders[0]!.id, byMaximum: true }),
    ]);

    const pair = await lotWith([20_000, 20_000], { started: false });
    const [a, b] = pair.bidders as [TestBidder, TestBidder];
    await setMaximum(t, a.token, pair.auctionId, pair.lotId, 150_000);
    await setMaximum(t, b.token, pair.auctionId, pair.lotId, 120_000);
    expect((await startLot(pair.lotId)).statusCode).toBe(200);
    expect((await loggedBids(t, pair.lotId)).map(({ amount, bidderId }) => [amount, bidderId])).toEqual([
      [120_000, b.id],
      [120_500, a.id],
    ]);
    expect((await readMaximum(t, a.token, pair.auctionId, pair.lotId)).json()).toMatchObject({
      leading: true,
      exceeded: false,
    });
    expect((await readMaximum(t, b.token, pair.auctionId, pair.lotId)).json()).toMatchObject({
      leading: false,
      exceeded: true,
    });
  });

  it('counters a hand bid at once, refuses a bid equal to the maximum, and lets a bid above it lead', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000, 20_000]);
    const [a, b] = bidders as [TestBidder, TestBidder];
    const set = await setMaximum(t, a.token, auctionId, lotId, 150_000);
    expect(set.json()).toMatchObject({ leading: true });
    const hand = await bid(t, b, auctionId, lotId, 110_000);
    expect(hand.statusCode).toBe(200);
    expect(hand.json()).toMatchObject({ amount: 110_000, minBid: 111_000 });

    const equal = await bid(t, b, auctionId, lotId, 150_000);
    expect(equal.statusCode).toBe(409);
    expect(equal.json().message).toBe('You have been outbid by an earlier maximum bid');

    const above = await bid(t, b, auctionId, lotId, 150_500);
    expect(above.statusCode).toBe(200);
    const log = await loggedBids(t, lotId);
    expect(log.map(({ amount, bidderId, byMaximum }) => [amount, bidderId, byMaximum])).toEqual([
      [100_500, a.id, true],
      [110_000, b.id, false],
      [110_500, a.id, true],
      [150_000, a.id, true],
      [150_500, b.id, false],
    ]);
    expect((await readMaximum(t, a.token, auctionId, lotId)).json()).toMatchObject({
      leading: false,
      exceeded: true,
    });
    // Every bid has its place in the verified hash chain, proxy bids marked.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/lots/${lotId}/audit`,
      headers: bearer(host.token),
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json()).toMatchObject({ isValid: true, maximums: [] });
    expect(
      audit
        .json()
        .entries.filter((entry: { event: number }) => entry.event === 4)
        .map(
          (entry: { payload: { bidder: { bid: { placedByMaximum?: boolean } } } }) =>
            entry.payload.bidder.bid.placedByMaximum ?? false,
        ),
    ).toEqual([true, false, true, true, false]);
    const history = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids`,
      headers: bearer(b.token),
      payload: { pageNumber: 1, pageSize: 10 },
    });
    expect(history.json().data.map((row: { placedByMaximum: boolean }) => row.placedByMaximum)).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    // After the close the audit shows the maximum, when it was set, and every bid it placed.
    await t.db.execute(sql`update lots set stopped_time = clock_timestamp() where id = ${lotId}`);
    const closed = await t.app.inject({
      method: 'GET',
      url: `/api/lots/${lotId}/audit`,
      headers: bearer(host.token),
    });
    expect(closed.json().maximums).toEqual([
      expect.objectContaining({
        bidderId: String(a.id),
        amount: 150_000,
        createdDate: set.json().createdDate,
        bidSeqs: log.filter((row) => row.byMaximum).map((row) => row.seq),
      }),
    ]);
  });

  it('raising while leading keeps the price; a new higher maximum answers in its own call', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000, 20_000]);
    const [a, b] = bidders as [TestBidder, TestBidder];
    await setMaximum(t, a.token, auctionId, lotId, 150_000);
    const before = await lotSnapshot(t.db, lotId);
    await setMaximum(t, a.token, auctionId, lotId, 180_000);
    expect(await lotSnapshot(t.db, lotId)).toEqual(before);
    const challenger = await setMaximum(t, b.token, auctionId, lotId, 170_000);
    expect(challenger.json()).toMatchObject({ leading: false, exceeded: true });
    expect((await loggedBids(t, lotId)).map(({ amount, bidderId }) => [amount, bidderId])).toEqual([
      [100_500, a.id],
      [170_000, b.id],
      [170_500, a.id],
    ]);
  });

  it('a timed lot: a counter inside the extension window extends the stop exactly once', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000, 20_000], {
      auto: { stopInMs: 30_000, timeLeft: 5, extraTime: 2 },
    });
    const [a, b] = bidders as [TestBidder, TestBidder];
    const [before] = await queryRows(t.db, sql`select stop_time from lots where id = ${lotId}`);
    const stop = new Date(before!.stop_time as string).getTime();
    // The first maximum is itself an incoming bid inside the window: one extension.
    await setMaximum(t, a.token, auctionId, lotId, 150_000);
    const afterMaximum = new Date((await lotSnapshot(t.db, lotId)).stop_time!).getTime();
    expect(afterMaximum).toBe(stop + 120_000);
    // A hand bid and its counter: one more extension, not two.
    const hand = await bid(t, b, auctionId, lotId, 110_000);
    expect(hand.statusCode).toBe(200);
    const [, handBid, counter] = await queryRows<{ seq: string; payload: { lot?: { stopTime?: string } } }>(
      t.db,
      sql`select seq, payload from lot_events where lot_id = ${lotId} and event = 4 order by seq`,
    );
    expect(handBid!.payload.lot?.stopTime).toBe(counter!.payload.lot?.stopTime);
    const finalStop = new Date((await lotSnapshot(t.db, lotId)).stop_time!).getTime();
    expect(finalStop).toBe(afterMaximum + 120_000);
    expect(hand.json().stopTime).toBe(new Date(finalStop).toISOString());
  });
});

describe('a hybrid room', () => {
  it('a room bid entered by staff triggers the counter, and the room view, control room and online bidder receive both', async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000, 20_000]);
    const [online, room] = bidders as [TestBidder, TestBidder];
    await setMaximum(t, online.token, auctionId, lotId, 150_000);
    const streams = [
      watch(baseUrl, host.token, lotId, SubscriberRole.AUCTIONEER),
      watch(baseUrl, host.token, lotId, SubscriberRole.PRESENTER),
      watch(baseUrl, online.token, lotId),
    ];
    await until(() => streams.every((stream) => stream.messages.length > 0), 'every snapshot');
    const staffBid = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/lots/${lotId}/bids/placebid`,
      headers: bearer(host.token),
      payload: { amount: 120_000, bidderId: room.id },
    });
    expect(staffBid.statusCode).toBe(200);
    await until(() => streams.every((stream) => stream.bids().length >= 2), 'the room bid and its counter');
    for (const stream of streams) {
      expect(
        stream
          .bids()
          .map((event) => [event.bidder?.bid?.amount, event.bidder?.id, event.bidder?.bid?.placedByMaximum]),
      ).toEqual([
        [120_000, String(room.id), false],
        [120_500, String(online.id), true],
      ]);
    }
    await Promise.all(streams.map((stream) => stream.close()));
  });
});

describe('privacy', () => {
  it("no role's REST or stream view carries another bidder's maximum", async () => {
    const { auctionId, lotId, bidders } = await lotWith([20_000, 20_000]);
    const [owner, other] = bidders as [TestBidder, TestBidder];
    // A distinctive amount, searched for in every answer (as dollars and as cents).
    await setMaximum(t, owner.token, auctionId, lotId, 187_500);
    const admin = await createSignedIn(t, 'Admin');
    const employee = await createSignedIn(t, 'Employee', host.companyId);
    const views = [
      ['other bidder', other.token],
      ['auctioneer', host.token],
      ['employee', employee.token],
      ['admin', admin.token],
    ] as const;
    const leaks = (text: string) => /187[,.]?500/.test(text) || text.includes('18750000');
    for (const [who, token] of views) {
      for (const [method, url] of [
        ['GET', `/api/lots/${lotId}/bidder`],
        ['GET', `/api/auctions/${auctionId}/live`],
        ['POST', `/api/auctions/lots/${lotId}/bids`],
        ['GET', `/api/lots/${lotId}/lastbid`],
        ['GET', `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`],
        ['GET', '/api/bidders/grpc/1'],
        ['GET', `/api/lots/${lotId}/audit`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: bearer(token) });
        expect(leaks(response.body), `${who} ${method} ${url}`).toBe(false);
      }
    }
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${auctionId}/live`,
      headers: bearer(host.token),
    });
    expect(live.json().lots[0].maximumBidCount).toBe(1);
    const bidderLive = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${auctionId}/live`,
      headers: bearer(other.token),
    });
    expect(bidderLive.json().lots[0].maximumBidCount).toBeNull();
    const joined = await t.app.inject({
      method: 'GET',
      url: '/api/bidders/grpc/1',
      headers: bearer(owner.token),
    });
    expect(joined.json().find((lot: { lotId: string }) => lot.lotId === String(lotId)).maximumBid).toEqual({
      amount: 187_500,
      leading: true,
    });

    const streams = [
      watch(baseUrl, other.token, lotId),
      watch(baseUrl, host.token, lotId, SubscriberRole.AUCTIONEER),
      watch(baseUrl, host.token, lotId, SubscriberRole.PRESENTER),
      watch(baseUrl, admin.token, lotId, SubscriberRole.PRESENTER),
    ];
    await until(() => streams.every((stream) => stream.messages.length > 0), 'every snapshot');
    expect((await bid(t, other, auctionId, lotId, 120_000)).statusCode).toBe(200);
    await until(() => streams.every((stream) => stream.bids().length >= 2), 'the bid and its counter');
    for (const stream of streams)
      expect(leaks(JSON.stringify(stream.messages, (_k, v) => (typeof v === 'bigint' ? String(v) : v)))).toBe(
        false,
      );
    await Promise.all(streams.map((stream) => stream.close()));
  });
});
