import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { describe, expect, it } from 'vitest';
import { liveAuction, liveAuctionLot, liveBidderLot, liveLotOf } from './live-lot';
import { initialLiveState, liveReducer, type TLiveLotState } from './live-reducer';
import { auctionLot, bidderLot, bidPlaced } from './test/live-lot-fixtures';
import { msg } from './test/test-messages';

/** The stream's state of lot 2 after `messages`. */
function streamed(...messages: Parameters<typeof liveReducer>[1][]): TLiveLotState {
  return messages.reduce(liveReducer, initialLiveState).lots['2']!;
}

describe('liveLotOf, the one reader of a live lot', () => {
  it('shows the stream when it is newer than the REST answer: an older refetch never moves the screen back', () => {
    // The REST answer is at seq 3 ($120,000); the stream delivered a bid at seq 4.
    const stream = streamed(bidPlaced('2', 125_000, 4));
    const view = liveLotOf(stream, bidderLot('2'));
    expect(view).toMatchObject({ highBid: 125_000, minBid: 125_500, bidCount: 3, seq: 4 });
    expect(view.bids.map((bid) => bid.id)).toEqual(['bid-4']);
    // The same answer read again (a refetch that started before the bid) still loses.
    expect(liveBidderLot(bidderLot('2'), stream).highBid).toBe(125_000);
  });

  it('shows a REST answer newer than the stream, and the stream again once it passes the answer', () => {
    const stream = streamed(bidPlaced('2', 125_000, 4));
    const newer = {
      ...bidderLot('2'),
      seq: 6,
      highBid: 127_000,
      minBid: 127_500,
      bidCount: 5,
    };
    const view = liveLotOf(stream, newer);
    expect(view).toMatchObject({ highBid: 127_000, minBid: 127_500, bidCount: 5, seq: 6 });
    // The newer answer's bids, not the stream's older list.
    expect(view.bids).toBe(newer.bids);
    // A stream event older than the answer (seq 5) arriving late does not move the screen back ...
    const late = liveReducer({ lots: { '2': stream }, ended: null }, bidPlaced('2', 126_000, 5)).lots['2']!;
    expect(liveLotOf(late, newer).highBid).toBe(127_000);
    // ... but it is not lost: its bid is in the stream's list, and the next event (seq 7) is shown.
    expect(late.bids.map((bid) => bid.id)).toEqual(['bid-5', 'bid-4']);
    const next = liveReducer({ lots: { '2': late }, ended: null }, bidPlaced('2', 128_000, 7)).lots['2']!;
    expect(liveLotOf(next, newer)).toMatchObject({ highBid: 128_000, seq: 7 });
  });

  it('at the same seq shows the stream (its bids), with the answer filling a status or increment it left out', () => {
    const stream = streamed(bidPlaced('2', 125_000, 3));
    const view = liveLotOf({ ...stream, minBidIncrements: 0 }, bidderLot('2'));
    expect(view.highBid).toBe(125_000);
    expect(view.minBidIncrements).toBe(500);
    expect(view.bids.map((bid) => bid.id)).toEqual(['bid-3']);
  });

  it('never counts a stream state made only of participation events: they carry no lot state', () => {
    const joined = streamed(
      msg(LiveEvent.BIDDER_JOINED, {
        seq: 9,
        lot: { id: '2', auctionId: '9' },
        bidders: [{ id: '5', paddleNumber: 105, userName: 'five' }],
      }),
    );
    expect(joined.seq).toBe(9);
    expect(joined.lotSeq).toBeNull();
    expect(liveLotOf(joined, bidderLot('2'))).toMatchObject({ highBid: 120_000, bidCount: 2, seq: 3 });
  });

  it('reads the live auction list the same way, its winner flat', () => {
    const stopped = streamed(
      bidPlaced('2', 125_000, 4),
      msg(LiveEvent.LOT_STOPPED, {
        seq: 5,
        lot: {
          id: '2',
          auctionId: '9',
          lotStatus: 'Listed',
          startedTime: '2026-03-02T15:00:00.000Z',
          stoppedTime: '2026-03-02T16:00:00.000Z',
          openingPrice: 100_000,
          highBid: 125_000,
          minBid: 125_500,
          bidCount: 3,
          requiredDown: 10,
          winner: { id: 'bid-4', bid: 125_000, paddleNumber: 101, soldTo: 'ThirdParty' },
        },
      }),
    );
    const lot = liveAuctionLot(auctionLot('2'), stopped);
    expect(lot).toMatchObject({
      highBid: 125_000,
      stoppedTime: '2026-03-02T16:00:00.000Z',
      soldTo: 'ThirdParty',
      winnerPaddleNumber: 101,
      winnerBidAmount: 125_000,
      seq: 5,
    });
    // An older list (seq 3) keeps the stream's figures; a lot the stream does not follow is left as fetched.
    const auction = { lots: [auctionLot('2'), auctionLot('3')] } as Parameters<typeof liveAuction>[0];
    const read = liveAuction(auction, { '2': stopped });
    expect(read.lots[0]!.highBid).toBe(125_000);
    expect(read.lots[1]).toBe(auction.lots[1]);
    // A newer list (seq 8, the lot cancelled) wins.
    const newer = liveAuctionLot(auctionLot('2', { seq: 8, lotStatus: 'Cancelled' }), stopped);
    expect(newer.lotStatus).toBe('Cancelled');
  });
});
