import { Code, ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../messages';
import { type LiveServer, startLiveServer, subscribeLot } from '../test/live-test-kit';

/**
 * Issue 12, bidder privacy: a bidder's stream and lot views show rivals by paddle number only (no names,
 * user names or deposits); staff of the owning company see everything; only bidders in the lot subscribe.
 */
let t: TestApp;
let server: LiveServer;
let host: TestHost;
let auctionId: number;
let lotId: number;
let alice: TestBidder;
let bob: TestBidder;
let carol: TestBidder;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  auctionId = await createAuction(t.db, host);
  lotId = await createLot(t.db, host, auctionId, { started: true });
  alice = await createBidder(t);
  bob = await createBidder(t);
  carol = await createBidder(t);
  await joinLot(t, alice, auctionId, lotId, 20_000);
  await joinLot(t, bob, auctionId, lotId, 50_000);
  // The app's own bus, so bids placed through REST reach these streams.
  server = await startLiveServer({
    db: t.db,
    bus: t.app.live.ctx.bus,
    jwtSecret: t.app.deps.jwtSecret,
    keepAliveMs: 60_000,
  });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const subscribe = (token: string, role: SubscriberRole) => subscribeLot(server.baseUrl, token, lotId, role);

async function nextOf(stream: ReturnType<typeof subscribe>, event: LiveEvent): Promise<AuctionMessage> {
  while (true) {
    const message = await stream.next();
    if (message === 'end') throw new Error('stream ended');
    if (message.event === event) return message;
  }
}

describe('bidder privacy on the live stream', () => {
  it('a bidder sees rivals by paddle only, their own entry whole; the owning staff see everything', async () => {
    const asAlice = subscribe(alice.token, SubscriberRole.BIDDER);
    const asStaff = subscribe(host.token, SubscriberRole.AUCTIONEER);
    const aliceStart = await nextOf(asAlice, LiveEvent.CONNECT);
    const staffStart = await nextOf(asStaff, LiveEvent.CONNECT);

    const own = aliceStart.bidders.find((entry) => entry.id === String(alice.id))!;
    const rival = aliceStart.bidders.find((entry) => entry.id === String(bob.id))!;
    expect(own).toMatchObject({ userName: alice.userName, maxBidAmount: 20_000 });
    expect(own.firstName).not.toBe('');
    expect(rival.paddleNumber).toBeGreaterThan(0);
    expect(rival).toMatchObject({ firstName: '', lastName: '', userName: '', maxBidAmount: 0 });

    const staffRival = staffStart.bidders.find((entry) => entry.id === String(bob.id))!;
    expect(staffRival).toMatchObject({ userName: bob.userName, maxBidAmount: 50_000 });
    expect(staffRival.firstName).not.toBe('');

    // Bob bids: Alice reads the paddle and the amount, not who; the control room reads who.
    expect((await bid(t, bob, auctionId, lotId, 100_500)).statusCode).toBe(200);
    const aliceBid = await nextOf(asAlice, LiveEvent.BID_PLACED);
    const staffBid = await nextOf(asStaff, LiveEvent.BID_PLACED);
    expect(aliceBid.bidder?.userName).toBe('');
    expect(aliceBid.bidder?.bid?.userName).toBe('');
    expect(aliceBid.bidder?.bid?.amount).toBe(100_500);
    expect(aliceBid.bidder?.paddleNumber).toBe(rival.paddleNumber);
    expect(staffBid.bidder?.userName).toBe(bob.userName);

    // Alice's own bid comes back to her whole.
    expect((await bid(t, alice, auctionId, lotId, 101_000)).statusCode).toBe(200);
    expect((await nextOf(asAlice, LiveEvent.BID_PLACED)).bidder?.userName).toBe(alice.userName);
    asAlice.abort();
    asStaff.abort();
  });

  it('only bidders in the lot and the owning staff may subscribe', async () => {
    const refused = subscribe(carol.token, SubscriberRole.BIDDER);
    const error = await refused.next().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).code).toBe(Code.PermissionDenied);
    // Once Carol pre-registers, she may follow the lot.
    await joinLot(t, carol, auctionId, lotId, 0);
    const allowed = subscribe(carol.token, SubscriberRole.BIDDER);
    expect((await nextOf(allowed, LiveEvent.CONNECT)).bidders.length).toBe(3);
    allowed.abort();
  });
});

describe('bidder privacy in the REST lot views', () => {
  it("bids show user names only to the owning staff and on the bidder's own bids", async () => {
    const asAlice = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids`,
      headers: { authorization: `Bearer ${alice.token}` },
      payload: {},
    });
    const names = asAlice
      .json()
      .data.map((row: { userName: string; bidderId: string }) => [row.bidderId, row.userName]);
    expect(names).toContainEqual([String(alice.id), alice.userName]);
    expect(names).toContainEqual([String(bob.id), '']);
    const lotPage = await t.app.inject({
      method: 'GET',
      url: `/api/lots/${lotId}/bidder`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(lotPage.body).not.toContain(bob.userName);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids`,
      headers: { authorization: `Bearer ${host.token}` },
      payload: {},
    });
    expect(asStaff.body).toContain(bob.userName);
  });
});
