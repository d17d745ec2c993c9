import type { TMaximumBid } from '@bidright/domain';
import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../lib/live-announcer';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { liveKeys } from '../api/query-keys';
import { msg } from '../stream/test/test-messages';
import { handleMaximumBidMessage } from './maximum-bid-messages';

vi.mock('../../../lib/notifier', () => ({ notifyWarning: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../lib/live-announcer', () => ({ announce: vi.fn() }));

const ME = '42';

function setup(maximum: TMaximumBid | null) {
  const queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  queryClient.setQueryData(liveKeys.maximumBid('7'), maximum);
  const context = { lotId: '7', userId: ME, queryClient, told: new Set<string>() };
  const cached = () => queryClient.getQueryData<TMaximumBid | null>(liveKeys.maximumBid('7'));
  return { context, cached };
}

const myMaximum = (amount: number): TMaximumBid => ({
  amount,
  createdDate: '2026-03-02T15:00:00.000Z',
  updatedDate: '2026-03-02T15:00:00.000Z',
  leading: false,
  exceeded: false,
});

const bidPlaced = (id: string, bidderId: string, amount: number, placedByMaximum = false, lotId = '7') =>
  msg(LiveEvent.BID_PLACED, {
    lot: { id: lotId },
    bidder: { id: bidderId, bid: { id, amount, bidderId, placedByMaximum } },
  });

describe('handleMaximumBidMessage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("tells 'Bid placed by your maximum' on screen and to the screen reader, once per bid", () => {
    const { context, cached } = setup(myMaximum(5000));
    handleMaximumBidMessage(bidPlaced('b1', ME, 1500, true), context);
    // A resumed stream delivers the same bid again.
    handleMaximumBidMessage(bidPlaced('b1', ME, 1500, true), context);
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith('Bid placed by your maximum');
    expect(announce).toHaveBeenCalledWith('Bid placed by your maximum', {
      priority: 'polite',
      lotId: '7',
      mine: true,
    });
    expect(cached()?.leading).toBe(true);
  });

  it("tells 'Your maximum was exceeded' once, assertively, when another bid passes it", () => {
    const { context, cached } = setup(myMaximum(5000));
    handleMaximumBidMessage(bidPlaced('b1', '7', 4000), context);
    expect(notifyWarning).not.toHaveBeenCalled();
    handleMaximumBidMessage(bidPlaced('b2', '7', 5500), context);
    handleMaximumBidMessage(bidPlaced('b3', '8', 6000), context);
    expect(notifyWarning).toHaveBeenCalledTimes(1);
    expect(notifyWarning).toHaveBeenCalledWith('Your maximum was exceeded', 'Your maximum: $5,000');
    expect(announce).toHaveBeenCalledWith('Your maximum was exceeded', {
      priority: 'assertive',
      lotId: '7',
      mine: true,
    });
    expect(cached()).toMatchObject({ exceeded: true, leading: false });
  });

  it('says nothing without a maximum, by hand, or on another lot', () => {
    const { context } = setup(null);
    handleMaximumBidMessage(bidPlaced('b1', '7', 9000), context);
    const withMaximum = setup(myMaximum(5000)).context;
    handleMaximumBidMessage(bidPlaced('b2', ME, 1500, false), withMaximum);
    handleMaximumBidMessage(bidPlaced('b3', '7', 9000, false, '8'), withMaximum);
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(notifyWarning).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });
});
