import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawTransaction } from '../../db/client';
import { HttpError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
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
import { KnownLotMinimums, type LotObservation } from './known-minimums';

const lot = (values: Partial<LotObservation>): LotObservation => ({
  lotId: 1,
  auctionId: 7,
  seq: 1,
  highCents: null,
  bidCount: 0,
  openingPriceCents: 100_000_00,
  incrementCents: 500_00,
  ...values,
});

describe('KnownLotMinimums', () => {
  it('only ever moves the high bid up, whatever order it hears of bids in', () => {
    const known = new KnownLotMinimums();
    known.observe(lot({ seq: 5, highCents: 102_000_00, bidCount: 4, highBidderUserId: 3 }));
    known.observe(lot({ seq: 6, highCents: 102_500_00, bidCount: 5, highBidderUserId: 4 }));
    // An older state arriving late changes nothing.
    known.observe(lot({ seq: 3, highCents: 101_000_00, bidCount: 2, highBidderUserId: 9 }));
    const refusal = known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 102_500_00 });
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.message).toBe('Another bid was placed first. The minimum bid is now $103,000.');
    // Below the minimum before the latest bid: the transaction's 400, with the minimum now.
    const low = known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 101_000_00 });
    expect([low?.statusCode, low?.message]).toEqual([400, 'The minimum bid is $103,000.']);
  });

  it('leaves to the transaction what it cannot be sure of', () => {
    const known = new KnownLotMinimums();
    // Unknown lot, or no bid yet.
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 1_00 })).toBeNull();
    known.observe(lot({ seq: 2, highCents: null, bidCount: 0 }));
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 1_00 })).toBeNull();
    // Seen from a locked read with several bids: the previous bid (for 400 vs 409) is unknown.
    known.observe(lot({ seq: 4, highCents: 101_000_00, bidCount: 3 }));
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 100_500_00 })).toBeNull();
    known.observe(lot({ seq: 5, highCents: 101_500_00, bidCount: 4, highBidderUserId: 3 }));
    // Above the known high bid, the high bidder themselves, another auction, cents: the transaction answers.
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 101_600_00 })).toBeNull();
    expect(known.refusal({ lotId: 1, bidderUserId: 3, amountCents: 101_000_00 })).toBeNull();
    expect(known.refusal({ lotId: 1, auctionId: 8, bidderUserId: 9, amountCents: 101_000_00 })).toBeNull();
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 101_000_50 })).toBeNull();
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 101_500_00 })?.statusCode).toBe(409);
    known.forget(1);
    expect(known.refusal({ lotId: 1, bidderUserId: 9, amountCents: 101_500_00 })).toBeNull();
  });
});

describe('stale bids through the API', () => {
  let t: TestApp;
  let host: TestHost;
  let transactions = 0;

  beforeAll(async () => {
    t = await createTestApp();
    host = await createHost(t);
    const real: RawTransaction = t.app.live.ctx.rawTransaction;
    t.app.live.ctx.rawTransaction = (work) => {
      transactions += 1;
      return real(work);
    };
  });
  afterAll(() => t?.close());

  it('are refused without a transaction, with the answer the transaction would give', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidders: TestBidder[] = [];
    for (let i = 0; i < 4; i++) {
      const bidder = await createBidder(t);
      await joinLot(t, bidder, auctionId, lotId, 20_000);
      bidders.push(bidder);
    }
    const [a, b, c, d] = bidders as [TestBidder, TestBidder, TestBidder, TestBidder];
    expect((await bid(t, a, auctionId, lotId, 100_500)).statusCode).toBe(200);
    // A refusal in the transaction teaches the process the lot's committed state.
    expect((await bid(t, c, auctionId, lotId, 100_500)).statusCode).toBe(409);
    expect((await bid(t, b, auctionId, lotId, 101_000)).statusCode).toBe(200);
    const before = await lotSnapshot(t.db, lotId);

    transactions = 0;
    const lostRace = await bid(t, c, auctionId, lotId, 101_000);
    expect(lostRace.statusCode).toBe(409);
    expect(lostRace.json().message).toBe('Another bid was placed first. The minimum bid is now $101,500.');
    const tooLow = await bid(t, d, auctionId, lotId, 100_500);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('The minimum bid is $101,500.');
    expect(transactions).toBe(0);
    expect(await lotSnapshot(t.db, lotId)).toEqual(before);

    // The high bidder still hears why from the transaction; a bid above the known high bid is decided there.
    const own = await bid(t, b, auctionId, lotId, 101_000);
    expect(own.json().message).toBe('You are already the highest bidder.');
    expect((await bid(t, c, auctionId, lotId, 101_500)).statusCode).toBe(200);
    expect(transactions).toBe(2);
  });

  it('a crowd at one price: one is accepted, the rest are refused with the new minimum after it', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const crowd: TestBidder[] = [];
    for (let i = 0; i < 12; i++) {
      const bidder = await createBidder(t);
      await joinLot(t, bidder, auctionId, lotId, 20_000);
      crowd.push(bidder);
    }
    expect((await bid(t, crowd[0]!, auctionId, lotId, 100_500)).statusCode).toBe(200);
    expect((await bid(t, crowd[1]!, auctionId, lotId, 101_000)).statusCode).toBe(200);
    transactions = 0;
    const answers = await Promise.all(
      crowd.slice(2).map((bidder) => bid(t, bidder, auctionId, lotId, 101_500)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Another bid was placed first. The minimum bid is now $102,000.');
    }
    // The winner's transaction only: the others were refused at their turn in the queue, without one.
    expect(transactions).toBe(1);
  });
});
