import type { TBidderLot, TLiveAuction } from '@bidright/domain';
import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKeys } from '../api/query-keys';
import { applyLotUpdate, lotUpdateFrom } from './apply-lot-update';
import { msg } from './test/test-messages';

const bidPlaced = (seq: number, amount: number) =>
  msg(LiveEvent.BID_PLACED, {
    seq,
    lot: { id: '2', lotStatus: 'Listed', highBid: amount, minBid: amount + 500, bidCount: 3 },
    bidder: {
      id: '7',
      userName: 'other',
      paddleNumber: 101,
      bid: { id: `bid-${seq}`, amount, bidderId: '7' },
    },
  });

function cachedLots(queryClient: QueryClient) {
  queryClient.setQueryData(liveKeys.bidderLot('2'), {
    id: '2',
    lotStatus: 'Listed',
    seq: 3,
    highBid: 120_000,
    minBid: 120_500,
    bidCount: 2,
    minBidIncrements: 500,
    winner: null,
    bids: [],
  } as unknown as TBidderLot);
  queryClient.setQueryData(liveKeys.auction('9'), {
    id: '9',
    lots: [{ id: '2', lotStatus: 'Listed', seq: 3, highBid: 120_000, minBidIncrements: 500, soldTo: null }],
  } as unknown as TLiveAuction);
}

describe('applyLotUpdate', () => {
  it('writes one update into the bidder lot and every auction list that holds the lot', () => {
    const queryClient = new QueryClient();
    cachedLots(queryClient);
    applyLotUpdate(queryClient, lotUpdateFrom(bidPlaced(4, 125_000))!);
    const lot = queryClient.getQueryData<TBidderLot>(liveKeys.bidderLot('2'))!;
    const listed = queryClient.getQueryData<TLiveAuction>(liveKeys.auction('9'))!.lots[0]!;
    for (const copy of [lot, listed]) {
      expect(copy).toMatchObject({
        highBid: 125_000,
        minBid: 125_500,
        bidCount: 3,
        seq: 4,
        minBidIncrements: 500,
      });
    }
    expect(lot.bids.map((bid) => bid.id)).toEqual(['bid-4']);
  });

  it('leaves a cache that is already at a later seq as it is', () => {
    const queryClient = new QueryClient();
    cachedLots(queryClient);
    applyLotUpdate(queryClient, lotUpdateFrom(bidPlaced(2, 119_000))!);
    expect(queryClient.getQueryData<TBidderLot>(liveKeys.bidderLot('2'))!.highBid).toBe(120_000);
    expect(queryClient.getQueryData<TLiveAuction>(liveKeys.auction('9'))!.lots[0]!.highBid).toBe(120_000);
  });

  it('reads no update from a message without the lot state', () => {
    expect(lotUpdateFrom(msg(LiveEvent.BIDDER_JOINED, { lot: { id: '2' } }))).toBeNull();
  });
});
