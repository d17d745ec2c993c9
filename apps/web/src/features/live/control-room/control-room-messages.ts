import { type AuctionMessage, LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import type { QueryClient } from '@tanstack/react-query';
import { liveAuctionQueryOptions } from '../api/live-api';

/**
 * What a live message does in the control room beyond the live lot store `useLiveLots` fills: a stopped lot
 * refetches the auction, whose lot list then shows the next lot and whether the auction is completed; a pause
 * or its end (ADR 0077) refetches it for the sale's paused state.
 */
export function handleControlRoomMessage(
  message: AuctionMessage,
  context: { auctionId: string; queryClient: QueryClient },
): void {
  if (
    message.event === LiveEvent.LOT_STOPPED ||
    message.event === LiveEvent.SALE_PAUSED ||
    message.event === LiveEvent.SALE_RESUMED
  ) {
    void context.queryClient.invalidateQueries({
      queryKey: liveAuctionQueryOptions(context.auctionId).queryKey,
    });
  }
}
