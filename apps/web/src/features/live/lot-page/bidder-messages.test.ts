import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { liveKeys } from '../api/query-keys';
import { msg } from '../stream/test/test-messages';
import { handleBidderMessage } from './bidder-messages';

vi.mock('../../../lib/notifier', () => ({ notifyWarning: vi.fn(), toastSuccess: vi.fn() }));

const ME = '42';

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const onLotStopped = vi.fn();
  const context = { lotId: '7', userId: ME, queryClient, onLotStopped };
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { context, onLotStopped, invalidatedKeys };
}

describe('handleBidderMessage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refetches the page lot when it starts, and asks for patience while it stops', () => {
    const { context, invalidatedKeys } = setup();
    handleBidderMessage(msg(LiveEvent.LOT_STARTED, { id: '7' }), context);
    expect(invalidatedKeys()).toEqual([liveKeys.bidderLot('7')]);
    handleBidderMessage(msg(LiveEvent.LOT_STOPPING, { lot: { id: '7' } }), context);
    expect(notifyWarning).toHaveBeenCalledTimes(1);
  });

  it('offers the next lot when the page lot stops, and refetches the auctions', () => {
    const { context, onLotStopped, invalidatedKeys } = setup();
    handleBidderMessage(msg(LiveEvent.LOT_STOPPED, { lot: { id: '7', nextId: '8' } }), context);
    expect(onLotStopped).toHaveBeenCalledWith('8');
    expect(invalidatedKeys()).toEqual([liveKeys.auctions()]);
  });

  it('tells of a new minimum increment', () => {
    const { context } = setup();
    handleBidderMessage(msg(LiveEvent.BID_INC_CHANGED, { id: '7', minBidIncrements: 250 }), context);
    expect(toastSuccess).toHaveBeenCalledTimes(1);
  });

  it("refetches the page lot on the bidder's own participation changes only", () => {
    const { context, invalidatedKeys } = setup();
    handleBidderMessage(msg(LiveEvent.BIDDER_JOINED, { id: '7', bidder: { id: '5' } }), context);
    expect(invalidatedKeys()).toEqual([]);
    handleBidderMessage(msg(LiveEvent.CHANGE_AMOUNT, { id: '7', bidder: { id: ME } }), context);
    expect(invalidatedKeys()).toEqual([liveKeys.bidderLot('7')]);
  });

  it("refetches another joined lot and the joined list on the bidder's own changes there", () => {
    const { context, onLotStopped, invalidatedKeys } = setup();
    handleBidderMessage(msg(LiveEvent.BIDDER_LEFT, { id: '9', bidder: { id: ME } }), context);
    expect(invalidatedKeys()).toEqual([liveKeys.bidderLot('9'), liveKeys.joinedLots()]);
    handleBidderMessage(msg(LiveEvent.LOT_STOPPED, { lot: { id: '9' } }), context);
    expect(onLotStopped).not.toHaveBeenCalled();
    expect(invalidatedKeys()).toHaveLength(2);
  });
});
