import type { TBidderLot, TLiveAuction, TLotBid, TLotLiveState } from '@bidright/domain';
import type { AuctionMessage } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import type { QueryClient } from '@tanstack/react-query';
import { liveKeys } from '../api/query-keys';
import { bidFrom, lotIdOf, lotStateFromStream } from './stream-lot';

/**
 * A live lot update in the REST spelling (the domain's `TLotLiveState`): what a stream event says about a
 * lot, read once, then written into every REST cache that holds the lot (STYLE habit 5), so a fetched lot
 * and a live event never disagree.
 */
export type TLotUpdate = Pick<
  TLotLiveState,
  | 'lotStatus'
  | 'startedTime'
  | 'stopTime'
  | 'stoppedTime'
  | 'stopAlertTime'
  | 'minBidIncrements'
  | 'highBid'
  | 'minBid'
  | 'bidCount'
  | 'seq'
  | 'winner'
> & {
  lotId: string;
  /** The bid this event placed, for the front of the lot's bid list. */
  newBid: TLotBid | null;
};

/** Events whose `lot` is the lot's whole live state (others carry only its id). */
const STATE_EVENTS = new Set<LiveEvent>([
  LiveEvent.CONNECT,
  LiveEvent.LOT_STARTED,
  LiveEvent.BID_PLACED,
  LiveEvent.LOT_STOPPED,
  LiveEvent.LOT_STOPPING,
  LiveEvent.STOPPING_CANCELLED,
  LiveEvent.BID_INC_CHANGED,
]);

/** The lot update a stream message carries, or null when it carries no lot state. */
export function lotUpdateFrom(message: AuctionMessage): TLotUpdate | null {
  const lotId = lotIdOf(message);
  if (!lotId || !message.lot || !STATE_EVENTS.has(message.event)) return null;
  return {
    ...lotStateFromStream(message.lot, message.minBidIncrements, Number(message.seq)),
    lotId,
    newBid:
      message.event === LiveEvent.BID_PLACED && message.bidder?.bid ? bidFrom(message.bidder.bid) : null,
  };
}

/** The fields every cached copy of a lot takes from an update (the winner's spelling differs per cache). */
function liveFields(update: TLotUpdate, current: { lotStatus: string; minBidIncrements: number }) {
  return {
    lotStatus: update.lotStatus || current.lotStatus,
    startedTime: update.startedTime,
    stopTime: update.stopTime,
    stoppedTime: update.stoppedTime,
    stopAlertTime: update.stopAlertTime,
    highBid: update.highBid,
    minBid: update.minBid,
    bidCount: update.bidCount,
    minBidIncrements: update.minBidIncrements || current.minBidIncrements,
    seq: update.seq,
  };
}

/**
 * Writes a lot update into every REST cache that holds the lot's live state: the bidder's lot page and every
 * live auction's lot list. A cache already at a later seq keeps its copy. The joined-lots list is left as
 * fetched: it names what the stream subscribes to, and rewriting it would resubscribe on every bid.
 */
export function applyLotUpdate(queryClient: QueryClient, update: TLotUpdate): void {
  const { lotId, seq, newBid } = update;
  queryClient.setQueryData<TBidderLot>(liveKeys.bidderLot(lotId), (old) => {
    if (!old || seq < old.seq) return old;
    return {
      ...old,
      ...liveFields(update, old),
      winner: update.winner,
      bids: newBid && !old.bids.some((bid) => bid.id === newBid.id) ? [newBid, ...old.bids] : old.bids,
    };
  });
  queryClient.setQueriesData<TLiveAuction>({ queryKey: liveKeys.auctions() }, (old) => {
    if (!old?.lots.some((lot) => lot.id === lotId)) return old;
    return {
      ...old,
      lots: old.lots.map((lot) =>
        lot.id === lotId && seq >= lot.seq
          ? {
              ...lot,
              ...liveFields(update, lot),
              soldTo: update.winner?.soldTo ?? lot.soldTo,
              winnerPaddleNumber: update.winner?.paddleNumber || lot.winnerPaddleNumber,
              winnerBidAmount: update.winner?.bid || lot.winnerBidAmount,
            }
          : lot,
      ),
    };
  });
}
