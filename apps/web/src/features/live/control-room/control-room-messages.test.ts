import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { liveAuctionQueryOptions } from '../api/live-api';
import { msg } from '../stream/test/test-messages';
import { handleControlRoomMessage } from './control-room-messages';

describe('handleControlRoomMessage', () => {
  it('refetches the auction when a lot stops, and nothing else', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    handleControlRoomMessage(msg(LiveEvent.BID_PLACED, { id: '7' }), { auctionId: '3', queryClient });
    expect(invalidate).not.toHaveBeenCalled();
    handleControlRoomMessage(msg(LiveEvent.LOT_STOPPED, { lot: { id: '7' } }), {
      auctionId: '3',
      queryClient,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveAuctionQueryOptions('3').queryKey });
  });
});
