import { fromBinary, toJson } from '@bufbuild/protobuf';
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
} from '../../test/live-fixtures';
import { protoBytes, protoPieces } from '../encoded';
import { type AuctionMessage, AuctionMessageSchema, LiveEvent, SubscriberRole } from '../messages';
import { type LiveServer, startLiveServer, subscribeLot } from '../test/live-test-kit';
import { bidderView } from '../views/bidder-view';
import { loadConnectSnapshot } from './snapshot';
import { SnapshotShare } from './snapshot-share';

/**
 * Issue 34, point 7: a lot's bidder list is loaded and encoded once per seq and shared by the streams that
 * open on it. A bidder's snapshot must read exactly as the redacted full snapshot did before the sharing, in
 * its object and in the bytes spliced from the shared encoding.
 */
let t: TestApp;
let auctionId: number;
let lotId: number;
let alice: TestBidder;
let bob: TestBidder;
let carol: TestBidder;

beforeAll(async () => {
  t = await createTestApp();
  const host = await createHost(t);
  auctionId = await createAuction(t.db, host);
  lotId = await createLot(t.db, host, auctionId, { started: true, openingPriceCents: 10_000_00 });
  alice = await createBidder(t);
  bob = await createBidder(t);
  carol = await createBidder(t);
  await joinLot(t, alice, auctionId, lotId, 20_000);
  await joinLot(t, bob, auctionId, lotId, 50_000);
  await joinLot(t, carol, auctionId, lotId, 30_000);
  for (const [who, amount] of [
    [alice, 10_500],
    [bob, 11_000],
    [alice, 11_500],
  ] as const) {
    expect((await bid(t, who, auctionId, lotId, amount)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

/** The message as JSON, with the send time (set per message) left out. */
const comparable = (message: AuctionMessage) => ({
  ...(toJson(AuctionMessageSchema, message) as object),
  serverDateTime: undefined,
});
const decoded = (message: AuctionMessage) => fromBinary(AuctionMessageSchema, protoBytes(message));

describe('the shared Connect snapshot', () => {
  it("a bidder's snapshot equals the whole one redacted for them, as an object and in its spliced bytes", async () => {
    const share = new SnapshotShare();
    // Bob sits in the middle of the paddle-ordered list, so his whole entry is spliced between rivals'.
    for (const reader of [alice, bob, carol]) {
      const whole = await loadConnectSnapshot(t.db, lotId, { id: reader.id, view: 'staff' }, share);
      const asBidder = await loadConnectSnapshot(t.db, lotId, { id: reader.id, view: 'bidder' }, share);
      const expected = comparable(bidderView(whole, reader.id));
      expect(comparable(asBidder)).toEqual(expected);
      expect(comparable(decoded(asBidder))).toEqual(expected);
      expect(protoPieces(asBidder).length).toBeGreaterThan(1);
      // Built in the reader's view already: the stream passes it through untouched.
      expect(bidderView(asBidder, reader.id)).toBe(asBidder);

      const own = asBidder.bidders.find((entry) => entry.id === String(reader.id))!;
      expect(own.userName).toBe(reader.userName);
      for (const rival of asBidder.bidders.filter((entry) => entry.id !== String(reader.id))) {
        expect(rival).toMatchObject({ userName: '', firstName: '', maxBidAmount: 0 });
      }
      expect(asBidder.bidder?.id).toBe(String(reader.id));
    }
  });

  it("a staff snapshot keeps every bidder's name and deposit, in its bytes too", async () => {
    const staff = await loadConnectSnapshot(t.db, lotId, undefined, new SnapshotShare());
    expect(staff.bidders.map((entry) => entry.userName)).toEqual([alice, bob, carol].map((b) => b.userName));
    expect(staff.bidders.map((entry) => entry.maxBidAmount)).toEqual([20_000, 50_000, 30_000]);
    expect(comparable(decoded(staff))).toEqual(comparable(staff));
  });

  it('streams at one seq share one load; a bid moves the seq and the next snapshot has it', async () => {
    const share = new SnapshotShare(60_000);
    const first = (await share.load(t.db, lotId))!;
    expect((await share.load(t.db, lotId))!.shared).toBe(first.shared);

    expect((await bid(t, carol, auctionId, lotId, 12_000)).statusCode).toBe(200);
    const after = await loadConnectSnapshot(t.db, lotId, { id: alice.id, view: 'bidder' }, share);
    expect(Number(after.seq)).toBeGreaterThan(first.state.seq);
    expect(after.priorBids[0]).toMatchObject({ amount: 12_000, bidderId: String(carol.id), userName: '' });
    expect(after.lot?.highBid).toBe(12_000);
    expect(after.bidders.find((entry) => entry.id === String(carol.id))?.lastBid?.amount).toBe(12_000);
  });

  it('a bidder who joined after the shared read gets a snapshot that names them', async () => {
    const share = new SnapshotShare(60_000);
    const before = (await share.load(t.db, lotId))!;
    const dave = await createBidder(t);
    await joinLot(t, dave, auctionId, lotId, 40_000);
    const daves = await loadConnectSnapshot(t.db, lotId, { id: dave.id, view: 'bidder' }, share);
    expect(daves.bidder).toMatchObject({ id: String(dave.id), userName: dave.userName });
    expect(daves.bidders.find((entry) => entry.id === String(dave.id))).toMatchObject({
      maxBidAmount: 40_000,
    });
    expect(Number(daves.seq)).toBeGreaterThan(before.state.seq);
  });
});

describe('a stream that opens on a shared snapshot', () => {
  let server: LiveServer;
  beforeAll(async () => {
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
  });

  const subscribe = (token: string) => subscribeLot(server.baseUrl, token, lotId, SubscriberRole.BIDDER);

  it("hears each bid once: in its snapshot, or as an event after the snapshot's seq", async () => {
    const first = subscribe(alice.token);
    expect((await first.message()).event).toBe(LiveEvent.CONNECT);
    // Within the window of alice's read: the bid moves the seq, so bob's stream does not start from it.
    const placed = await bid(t, bob, auctionId, lotId, 20_000);
    expect(placed.statusCode).toBe(200);
    const late = subscribe(bob.token);
    const connect = await late.message();
    expect(connect.event).toBe(LiveEvent.CONNECT);
    const heard = connect.priorBids.filter((prior) => prior.amount === 20_000).length;
    let events = 0;
    let seq = Number(connect.seq);
    const bidSeq = Number(placed.json<{ seq: number }>().seq);
    while (seq < bidSeq) {
      const message = await late.message();
      expect(Number(message.seq)).toBe(seq + 1);
      seq = Number(message.seq);
      if (message.event === LiveEvent.BID_PLACED && message.bidder?.bid?.amount === 20_000) events += 1;
    }
    expect(heard + events).toBe(1);
    first.abort();
    late.abort();
  });
});
