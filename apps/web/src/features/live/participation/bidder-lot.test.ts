import type { TBidderLot, TJoinedLot, TLotBid } from '@bidright/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeParticipation,
  bidderStanding,
  bidderStreamLots,
  initialAuctionTab,
  isStreamCapable,
} from './bidder-lot';

const lot = (extra: Partial<TBidderLot> = {}) =>
  ({
    id: '7',
    lotStatus: 'Listed',
    startedTime: null,
    auction: { isFinished: false, isOpen: true },
    auctionBidder: { type: 'INPERSON', paddleNumber: 101, purchaseProfileId: null },
    auctionBidderLot: { amount: 30_000, leftDate: null },
    winner: null,
    ...extra,
  }) as TBidderLot;
const joined = [
  { lotId: '7', amount: 1, type: 'ONLINE' },
  { lotId: '9', amount: 2, type: 'ONLINE' },
] as TJoinedLot[];

describe('bidder lot', () => {
  it('counts a participation until the bidder leaves', () => {
    expect(activeParticipation(lot())?.amount).toBe(30_000);
    expect(activeParticipation(lot({ auctionBidderLot: { amount: 1, leftDate: '2026-01-01' } }))).toBeNull();
    expect(activeParticipation(undefined)).toBeNull();
  });

  it('streams the page lot first while joined, then the other joined lots', () => {
    expect(bidderStreamLots(lot(), joined, true, 30_000)).toEqual([
      { id: '7', amount: 30_000, type: 'INPERSON' },
      { id: '9', amount: 2, type: 'ONLINE' },
    ]);
    expect(bidderStreamLots(lot(), joined, false, 0)).toEqual([{ id: '9', amount: 2, type: 'ONLINE' }]);
    expect(bidderStreamLots(undefined, joined, false, 0)).toEqual([]);
  });

  it("knows the bidder's top bid and a won lot, but not one sold to the plaintiff", () => {
    const bids = [{ bidderId: '42' }] as TLotBid[];
    const winner = { paddleNumber: 101, soldTo: 'Bidder' } as TBidderLot['winner'];
    const won = bidderStanding(lot({ winner }), { kind: 'closed' }, bids, '42');
    expect(won).toMatchObject({ myPaddle: 101, isHighestBidder: true, isStopped: true, isWinner: true });
    const plaintiff = { paddleNumber: 101, soldTo: 'Plaintiff' } as TBidderLot['winner'];
    expect(bidderStanding(lot({ winner: plaintiff }), { kind: 'closed' }, [], '42').isWinner).toBe(false);
  });

  it('opens on the live bids only for a joined bidder of an open auction', () => {
    expect(initialAuctionTab(lot(), true)).toBe('live');
    expect(initialAuctionTab(lot(), false)).toBe('details');
    expect(initialAuctionTab(lot({ lotStatus: 'PendingTransaction' }), true)).toBe('past');
  });
});

describe('streams on the lot page (issue 45 item 2)', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });
  const startingAt = (startTime: string) =>
    lot({
      auction: {
        startTime,
        stopTime: null,
        isFinished: false,
        timeZone: 'America/Chicago',
      } as TBidderLot['auction'],
    });

  it("are offered on the host's day, not the browser's", () => {
    // A bidder in Tokyo at 00:00 on 03/11, which is still 10:00 AM on 03/10 for a Chicago host.
    process.env.TZ = 'Asia/Tokyo';
    const now = Date.parse('2026-03-10T15:00:00Z');
    // 9:00 AM on 03/10 in Chicago (11:00 PM on 03/10 in Tokyo): the host's today.
    expect(isStreamCapable(startingAt('2026-03-10T14:00:00Z'), now)).toBe(true);
    // 1:00 AM on 03/11 in Chicago (3:00 PM on 03/11 in Tokyo): the host's tomorrow.
    expect(isStreamCapable(startingAt('2026-03-11T06:00:00Z'), now)).toBe(false);
  });
});
