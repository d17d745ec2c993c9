import { formatUsd, LIVE_MESSAGES, toCents } from '@bidright/domain';
import { type AuctionMessage, LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import type { QueryClient } from '@tanstack/react-query';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { bidderLotQueryOptions } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { handleMaximumBidMessage } from '../maximum-bids/maximum-bid-messages';

/** What the bidder's lot page gives its message handler. */
export interface TBidderMessageContext {
  /** The lot the page shows. */
  lotId: string;
  /** The signed-in bidder, whose own participation changes refresh their lots. */
  userId: string | undefined;
  queryClient: QueryClient;
  /** The page's lot stopped: the next lot's id, or '' when none follows. */
  onLotStopped: (nextId: string) => void;
}

/**
 * What a live message does on the bidder's lot page beyond the live lot store `useLiveLots` fills: refetches
 * the lots whose participation changed, and the notices and end-of-lot prompt of the page's own lot.
 */
export function handleBidderMessage(message: AuctionMessage, context: TBidderMessageContext): void {
  const { lotId, userId, queryClient } = context;
  const messageLot = message.lot?.id || message.id;
  if (messageLot !== lotId) {
    // Another joined lot (a mini window may show it): its lot and the joined list follow this user's
    // own participation changes; its figures arrive through the live lot store already.
    const isMine = message.bidder?.id === userId;
    const participation =
      message.event === LiveEvent.BIDDER_JOINED ||
      message.event === LiveEvent.BIDDER_LEFT ||
      message.event === LiveEvent.CHANGE_AMOUNT;
    if ((participation && isMine) || message.event === LiveEvent.LOT_STARTED) {
      void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(messageLot).queryKey });
    }
    if (participation && isMine) void queryClient.invalidateQueries({ queryKey: liveKeys.joinedLots() });
    return;
  }
  handleMaximumBidMessage(message, { lotId, userId, queryClient });
  switch (message.event) {
    case LiveEvent.LOT_STARTED:
      void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey });
      break;
    case LiveEvent.LOT_STOPPING:
      notifyWarning(LIVE_MESSAGES.auctionEndingPending, 'Please wait...');
      break;
    case LiveEvent.LOT_STOPPED:
      context.onLotStopped(message.lot?.nextId ?? '');
      void queryClient.invalidateQueries({ queryKey: liveKeys.auctions() });
      break;
    case LiveEvent.BID_INC_CHANGED:
      toastSuccess(
        LIVE_MESSAGES.minIncrementChanged.replace('{amount}', formatUsd(toCents(message.minBidIncrements))),
      );
      break;
    case LiveEvent.BIDDER_JOINED:
    case LiveEvent.BIDDER_LEFT:
    case LiveEvent.CHANGE_AMOUNT:
      if (message.bidder?.id === userId)
        void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey });
      break;
    default:
      break;
  }
}
