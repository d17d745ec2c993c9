import type {
  TBidderLot,
  TJoinedLot,
  TLiveAuction,
  TLiveAuctionLot,
  TLotBid,
  TLotLiveState,
} from '@bidright/domain';
import { useMemo } from 'react';
import { useLiveState, useStreamLot } from './live-lot-store';
import type { TLiveLotState } from './live-reducer';

/*
 * The one reader of a lot's live state on the client (ADR 0073). The stream's state lives once, in the live
 * lot store; a REST answer of the lot (the bidder's lot, the live auction's lot list) stays in its own cache
 * as fetched. Every screen reads a lot's live fields (status, times, high bid, min bid, bid count, seq,
 * winner, bids newest first, min increment) through `liveLotOf`, which shows the newer of the two by seq: a
 * REST answer older than what the stream delivered never moves the screen back, a newer one wins.
 */

/** A lot's live fields as every screen reads them: the REST spelling, with its bids newest first. */
export type TLiveLotView = TLotLiveState & { bids: TLotBid[] };

/** What a REST answer says of a lot's live state (the bidder's lot carries its latest bids; a list does not). */
export type TRestLotState = TLotLiveState & { bids?: TLotBid[] };

/** Only the live fields of a lot object that has them (and more). */
function liveFieldsOf(state: TLotLiveState): TLotLiveState {
  return {
    lotStatus: state.lotStatus,
    startedTime: state.startedTime,
    stopTime: state.stopTime,
    stoppedTime: state.stoppedTime,
    stopAlertTime: state.stopAlertTime,
    requiredDown: state.requiredDown,
    minBidIncrements: state.minBidIncrements,
    openingPrice: state.openingPrice,
    highBid: state.highBid,
    minBid: state.minBid,
    bidCount: state.bidCount,
    seq: state.seq,
    winner: state.winner,
    // Set only while staff pause the sale (ADR 0077); always a key, so a newer unpaused state spreads over it.
    salePausedAt: state.salePausedAt,
  };
}

/**
 * A lot's live state: the stream's when it sent the lot's state at a seq at least the REST answer's, else the
 * REST answer's (with the stream's bids when the answer has none). A status or increment the stream left
 * out ('' or 0) is the answer's.
 */
export function liveLotOf(stream: TLiveLotState | undefined, rest: TRestLotState): TLiveLotView {
  if (!stream || stream.lotSeq === null || stream.lotSeq < rest.seq) {
    return { ...liveFieldsOf(rest), bids: rest.bids ?? stream?.bids ?? [] };
  }
  const lot = stream.lot;
  return {
    ...liveFieldsOf({ ...lot, minBidIncrements: stream.minBidIncrements, seq: stream.lotSeq }),
    lotStatus: lot.lotStatus || rest.lotStatus,
    minBidIncrements: stream.minBidIncrements || rest.minBidIncrements,
    bids: stream.bids,
  };
}

/** The bidder's lot with its live fields and bids read by `liveLotOf`. */
export function liveBidderLot(rest: TBidderLot, stream: TLiveLotState | undefined): TBidderLot {
  return stream ? { ...rest, ...liveLotOf(stream, rest) } : rest;
}

/** A lot of the live auction's list as a lot state (its winner is flat there). */
export function auctionLotState(lot: TLiveAuctionLot): TLotLiveState {
  return {
    ...liveFieldsOf({ ...lot, winner: null }),
    winner: lot.soldTo
      ? {
          id: null,
          bid: lot.winnerBidAmount,
          paddleNumber: lot.winnerPaddleNumber,
          createdDate: null,
          soldTo: lot.soldTo,
        }
      : null,
  };
}

/** A lot of the live auction's list with its live fields read by `liveLotOf`. */
export function liveAuctionLot(rest: TLiveAuctionLot, stream: TLiveLotState | undefined): TLiveAuctionLot {
  if (!stream) return rest;
  const { winner, bids: _bids, ...fields } = liveLotOf(stream, auctionLotState(rest));
  return {
    ...rest,
    ...fields,
    soldTo: winner?.soldTo ?? rest.soldTo,
    winnerPaddleNumber: winner?.paddleNumber || rest.winnerPaddleNumber,
    winnerBidAmount: winner?.bid || rest.winnerBidAmount,
  };
}

/** The live auction with each lot the stream follows read by `liveLotOf`. */
export function liveAuction(auction: TLiveAuction, lots: Record<string, TLiveLotState>): TLiveAuction {
  if (!auction.lots.some((lot) => lots[lot.id])) return auction;
  return { ...auction, lots: auction.lots.map((lot) => liveAuctionLot(lot, lots[lot.id])) };
}

/** The bidder's lot (a REST answer) as the screens show it, live. */
export function useLiveBidderLot(rest: TBidderLot | undefined): TBidderLot | undefined {
  const stream = useStreamLot(rest?.id);
  return useMemo(() => rest && liveBidderLot(rest, stream), [rest, stream]);
}

/** The live auction (a REST answer) as the screens show it, live. */
export function useLiveAuction(auction: TLiveAuction | undefined): TLiveAuction | undefined {
  const { lots } = useLiveState();
  return useMemo(() => auction && liveAuction(auction, lots), [auction, lots]);
}

/** One lot of the live auction's list, with the winner, increment and bids the control room shows. */
export function useAuctionLotView(lot: TLiveAuctionLot | undefined): TLiveLotView | undefined {
  const stream = useStreamLot(lot?.id);
  return useMemo(() => lot && liveLotOf(stream, auctionLotState(lot)), [lot, stream]);
}

/** What the joined-lots panel says of a joined lot. */
export interface TJoinedLotFigures {
  startedTime: string | null;
  stoppedTime: string | null;
  highBid: number | null;
  openingPrice: number;
}

/**
 * A joined lot's figures. The joined list names what the stream follows and carries none of the bidding
 * figures: its times and opening price stand in until the stream sends the lot (its Connect), whose state is
 * then the lot's.
 */
export function joinedLotFigures(joined: TJoinedLot, stream: TLiveLotState | undefined): TJoinedLotFigures {
  if (!stream || stream.lotSeq === null) {
    return {
      startedTime: joined.lotStartedTime,
      stoppedTime: joined.lotStoppedTime,
      highBid: null,
      openingPrice: joined.lotOpeningPrice,
    };
  }
  const { startedTime, stoppedTime, highBid, openingPrice } = stream.lot;
  return { startedTime, stoppedTime, highBid, openingPrice: openingPrice || joined.lotOpeningPrice };
}
