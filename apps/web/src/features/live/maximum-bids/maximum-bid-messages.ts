import { MAXIMUM_BID_MESSAGES, type TMaximumBid, toCents } from '@bidright/domain';
import { type AuctionMessage, LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import type { QueryClient } from '@tanstack/react-query';
import { announce } from '../../../lib/live-announcer';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { liveKeys } from '../api/query-keys';
import { lotIdOf } from '../stream/stream-lot';
import { maximumNotice } from './maximum-bid-standing';

/** What the lot page gives the maximum-bid notices. */
export interface TMaximumBidMessageContext {
  /** The lot the page shows: the one whose maximum the page reads. */
  lotId: string;
  userId: string | undefined;
  queryClient: QueryClient;
  /** Bids already told about (tests pass their own). */
  told?: Set<string>;
}

/** Bids already told about in this tab: a resumed stream may deliver a bid twice, and it is told once. */
const toldInThisTab = new Set<string>();

/**
 * Tells the bidder, on screen and to their screen reader, what a placed bid means for their maximum on the
 * page's lot (issue 32): 'Bid placed by your maximum', or once 'Your maximum was exceeded' (until they
 * raise it). The maximum in the query cache follows at once, and is read again from the server after an
 * exceeding bid, so the panel's standing never waits for a refetch.
 */
export function handleMaximumBidMessage(message: AuctionMessage, context: TMaximumBidMessageContext): void {
  if (message.event !== LiveEvent.BID_PLACED || lotIdOf(message) !== context.lotId) return;
  const bid = message.bidder?.bid;
  const told = context.told ?? toldInThisTab;
  if (!bid || told.has(bid.id)) return;
  const key = liveKeys.maximumBid(context.lotId);
  const maximum = context.queryClient.getQueryData<TMaximumBid | null>(key);
  const notice = maximumNotice(bid, maximum, context.userId);
  if (!notice || !maximum) return;
  told.add(bid.id);
  if (notice === 'placed') {
    const leading: TMaximumBid = { ...maximum, leading: true };
    context.queryClient.setQueryData(key, leading);
    toastSuccess(MAXIMUM_BID_MESSAGES.placedByYourMaximum);
    announce(MAXIMUM_BID_MESSAGES.placedByYourMaximum, {
      priority: 'polite',
      lotId: context.lotId,
      mine: true,
    });
    return;
  }
  const exceeded: TMaximumBid = { ...maximum, leading: false, exceeded: true };
  context.queryClient.setQueryData(key, exceeded);
  void context.queryClient.invalidateQueries({ queryKey: key });
  notifyWarning(MAXIMUM_BID_MESSAGES.exceeded, MAXIMUM_BID_MESSAGES.yourMaximum(toCents(maximum.amount)));
  announce(MAXIMUM_BID_MESSAGES.exceeded, { priority: 'assertive', lotId: context.lotId, mine: true });
}
