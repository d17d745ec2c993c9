import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { describe, expect, it } from 'vitest';
import { forgetLot, initialLiveState, liveReducer, type TLiveState } from './live-reducer';
import { msg } from './test/test-messages';

const entry = (id: string, paddle: number, extra: Record<string, unknown> = {}) => ({
  id,
  paddleNumber: paddle,
  firstName: `F${id}`,
  lastName: `L${id}`,
  userName: `user${id}`,
  maxBidAmount: 5000,
  enteredDate: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const baseLot = {
  id: '7',
  auctionId: '3',
  lotStatus: 'Listed',
  openingPrice: 50000,
  minBid: 50500,
  requiredDown: 10,
};

function connected(): TLiveState {
  return liveReducer(
    initialLiveState,
    msg(LiveEvent.CONNECT, {
      id: '7',
      seq: 4,
      lot: baseLot,
      minBidIncrements: 500,
      bidders: [
        entry('1', 101),
        entry('2', 102, { leftDate: '2026-01-01T01:00:00.000Z' }),
        entry('3', 103, { maxBidAmount: -1 }),
      ],
      priorBids: [
        {
          id: 'b1',
          amount: 50500,
          createdDate: '2026-01-01T00:01:00.000Z',
          paddleNumber: 101,
          bidderId: '1',
        },
      ],
      bidder: { id: '1', userName: 'user1', paddleNumber: 101 },
    }),
  );
}

describe('liveReducer', () => {
  it('Connect (0) fills the lot, the active and left lists, bids, increment, seq and own entry', () => {
    const lot = connected().lots['7']!;
    expect(lot.lot.openingPrice).toBe(50000);
    expect(lot.lot.highBid).toBeNull();
    expect(lot.activeBidders.map((b) => b.id)).toEqual(['1', '3']);
    expect(lot.leftBidders.map((b) => b.id)).toEqual(['2']);
    expect(lot.bids).toHaveLength(1);
    expect(lot.minBidIncrements).toBe(500);
    expect(lot.seq).toBe(4);
    // The lot's state was sent at seq 4: what the one reader compares a REST answer with (live-lot.ts).
    expect(lot.lotSeq).toBe(4);
    expect(lot.me?.paddleNumber).toBe(101);
  });

  it('BidderJoined (1) moves a bidder to active, keeping the lot info', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.BIDDER_JOINED, { seq: 5, lot: { id: '7', auctionId: '3' }, bidders: [entry('2', 102)] }),
    );
    const lot = state.lots['7']!;
    expect(lot.activeBidders.map((b) => b.id)).toEqual(['1', '2', '3']);
    expect(lot.leftBidders).toEqual([]);
    expect(lot.lot.openingPrice).toBe(50000);
    expect(lot.seq).toBe(5);
    // A participation event carries no lot state: the lot's state is still the one sent at seq 4.
    expect(lot.lotSeq).toBe(4);
  });

  it('BidderLeft (2) moves a bidder to the left list', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.BIDDER_LEFT, {
        seq: 5,
        lot: { id: '7' },
        bidders: [entry('1', 101, { leftDate: '2026-01-01T02:00:00.000Z' })],
      }),
    );
    expect(state.lots['7']!.activeBidders.map((b) => b.id)).toEqual(['3']);
    expect(state.lots['7']!.leftBidders.map((b) => b.id)).toEqual(['1', '2']);
  });

  it('LotStarted (3) updates the lot and turns pre-registrations into spectating', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.LOT_STARTED, {
        seq: 5,
        lot: { ...baseLot, startedTime: '2026-01-01T03:00:00.000Z' },
        minBidIncrements: 500,
      }),
    );
    const lot = state.lots['7']!;
    expect(lot.lot.startedTime).toBe('2026-01-01T03:00:00.000Z');
    expect(lot.activeBidders.find((b) => b.id === '3')!.maxBidAmount).toBe(0);
  });

  it('BidPlaced (4) updates high bid, min bid, count, the bid list and the bidder entry', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.BID_PLACED, {
        seq: 5,
        lot: { ...baseLot, highBid: 51000, minBid: 51500, bidCount: 2, stopTime: '2026-01-01T04:00:00.000Z' },
        bidder: {
          id: '1',
          userName: 'user1',
          paddleNumber: 101,
          bid: {
            id: 'b2',
            amount: 51000,
            createdDate: '2026-01-01T00:02:00.000Z',
            paddleNumber: 101,
            bidderId: '1',
          },
        },
        minBidIncrements: 500,
      }),
    );
    const lot = state.lots['7']!;
    expect(lot.lot.highBid).toBe(51000);
    expect(lot.lot.minBid).toBe(51500);
    expect(lot.lot.bidCount).toBe(2);
    expect(lot.lot.stopTime).toBe('2026-01-01T04:00:00.000Z');
    expect(lot.bids.map((b) => b.id)).toEqual(['b2', 'b1']);
    expect(lot.activeBidders.find((b) => b.id === '1')!.lastBid).toEqual({ lotId: '7', amount: 51000 });
    expect(lot.lotSeq).toBe(5);
  });

  it('LotStopped (5) sets the winner', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.LOT_STOPPED, {
        seq: 5,
        lot: {
          ...baseLot,
          lotStatus: 'PendingTransaction',
          stoppedTime: '2026-01-01T05:00:00.000Z',
          nextId: '8',
          winner: {
            id: 'b1',
            bid: 50500,
            paddleNumber: 101,
            createdDate: '2026-01-01T05:00:00.000Z',
            soldTo: 'ThirdParty',
          },
        },
      }),
    );
    const lot = state.lots['7']!;
    expect(lot.lot.winner).toMatchObject({ paddleNumber: 101, bid: 50500, soldTo: 'ThirdParty' });
    expect(lot.lot.stoppedTime).not.toBeNull();
    expect(lot.lot.nextId).toBe('8');
  });

  it('LotStopping (6) and StoppingCancelled (7) set and clear the stop alert', () => {
    const alerted = liveReducer(
      connected(),
      msg(LiveEvent.LOT_STOPPING, { seq: 5, lot: { ...baseLot, stopAlertTime: '2026-01-01T06:00:00.000Z' } }),
    );
    expect(alerted.lots['7']!.lot.stopAlertTime).toBe('2026-01-01T06:00:00.000Z');
    const cancelled = liveReducer(alerted, msg(LiveEvent.STOPPING_CANCELLED, { seq: 6, lot: baseLot }));
    expect(cancelled.lots['7']!.lot.stopAlertTime).toBeNull();
  });

  it("ChangeAmount (8) replaces a bidder's entry", () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.CHANGE_AMOUNT, {
        seq: 5,
        lot: { id: '7' },
        bidders: [entry('1', 101, { maxBidAmount: 9000 })],
      }),
    );
    expect(state.lots['7']!.activeBidders.find((b) => b.id === '1')!.maxBidAmount).toBe(9000);
    expect(state.lots['7']!.activeBidders).toHaveLength(2);
  });

  it('Error (9) ends the session with the message', () => {
    const state = liveReducer(connected(), msg(LiveEvent.ERROR, { errorMsg: 'Nope' }));
    expect(state.ended).toEqual({ kind: 'error', message: 'Nope' });
  });

  it('Disconnect (10) ends the session with the device text and the server time of the takeover', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.DISCONNECT, { errorMsg: 'Android, Chrome', serverDateTime: '2026-03-02T15:04:00.000Z' }),
    );
    expect(state.ended).toEqual({
      kind: 'disconnect',
      device: 'Android, Chrome',
      at: '2026-03-02T15:04:00.000Z',
    });
  });

  it('Kick (11) flags the lot as kicked', () => {
    const state = liveReducer(connected(), msg(LiveEvent.KICK, { id: '7' }));
    expect(state.lots['7']!.isKicked).toBe(true);
    expect(state.ended).toEqual({ kind: 'kick', lotId: '7' });
  });

  it('BidPrior (12) loads earlier bids without duplicates', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.BID_PRIOR, {
        seq: 5,
        lot: { id: '7' },
        priorBids: [
          { id: 'b0', amount: 50000, createdDate: '2026-01-01T00:00:30.000Z' },
          { id: 'b1', amount: 50500, createdDate: '2026-01-01T00:01:00.000Z' },
        ],
      }),
    );
    expect(state.lots['7']!.bids.map((b) => b.id)).toEqual(['b1', 'b0']);
  });

  it('Pong (13) changes nothing', () => {
    const before = connected();
    expect(liveReducer(before, msg(LiveEvent.PONG, { serverDateTime: '2026-01-01T00:00:00Z' }))).toBe(before);
  });

  it('BidIncChanged (14) updates the minimum increment and the lot', () => {
    const state = liveReducer(
      connected(),
      msg(LiveEvent.BID_INC_CHANGED, { seq: 5, lot: { ...baseLot, minBid: 51000 }, minBidIncrements: 1000 }),
    );
    expect(state.lots['7']!.minBidIncrements).toBe(1000);
    expect(state.lots['7']!.lot.minBid).toBe(51000);
  });

  it('SalePaused (15) and SaleResumed (16) carry the pause and the moved close (ADR 0077)', () => {
    const at = '2026-12-07T17:00:00.000Z';
    const paused = liveReducer(
      connected(),
      msg(LiveEvent.SALE_PAUSED, {
        seq: 5,
        lot: { ...baseLot, salePausedAt: at, stopTime: '2026-12-07T17:01:00.000Z' },
      }),
    );
    expect(paused.lots['7']!.lot.salePausedAt).toBe(at);
    expect(paused.lots['7']!.lotSeq).toBe(5);
    const resumed = liveReducer(
      paused,
      msg(LiveEvent.SALE_RESUMED, { seq: 6, lot: { ...baseLot, stopTime: '2026-12-07T17:03:00.000Z' } }),
    );
    expect(resumed.lots['7']!.lot.salePausedAt).toBeUndefined();
    expect(resumed.lots['7']!.lot.stopTime).toBe('2026-12-07T17:03:00.000Z');
  });

  it('ignores a lot event it has already applied (same or older seq)', () => {
    const before = connected();
    const duplicate = msg(LiveEvent.BID_PLACED, { seq: 4, lot: { ...baseLot, highBid: 99999, bidCount: 9 } });
    expect(liveReducer(before, duplicate)).toBe(before);
  });

  it('forgetLot drops a lot', () => {
    expect(forgetLot(connected(), '7').lots).toEqual({});
  });
});
