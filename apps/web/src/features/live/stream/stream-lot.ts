import {
  lotLiveStateFrom,
  type TLotBid,
  type TLotLiveState,
  type TStreamedLotState,
  type TStreamLotPlace,
} from '@bidright/domain';
import type { AuctionMessage, Bid, BidderEntry, Lot } from '@bidright/domain/gen/bidright/live/v1/live_pb';

/*
 * The one reader of the stream's lot on the client: what a message says about a lot, its bids and its
 * bidders. A lot is read in the REST spelling through the domain's mapping (`lotLiveStateFrom`, the inverse
 * of what the server writes with `streamLotFrom`) for the reducer (live-reducer.ts), whose state the live lot
 * store holds once and live-lot.ts reads beside the REST answers (ADR 0073), so the client knows one spelling
 * of a lot. Amounts are dollars as on the wire.
 */

/**
 * The lot as the reducer holds it: its live state in the REST spelling (null where nothing is set, read by
 * the domain's one mapping), with what only the stream says: its id, auction, next lot and the stop alert's
 * age.
 */
export type TLiveLotInfo = TStreamedLotState & TStreamLotPlace;

/** A bid as the stream carries it: the REST bid's shape (placed by a maximum = a proxy bid, issue 32). */
export type TLiveBid = TLotBid;

export interface TLiveBidderEntry {
  id: string;
  paddleNumber: number;
  firstName: string;
  lastName: string;
  userName: string;
  /** Locked deposit in dollars; -1 pre-registered, 0 spectating. */
  maxBidAmount: number;
  enteredDate: string;
  leftDate: string;
  lastBid: { lotId: string; amount: number } | null;
  wins: { lotId: string; amount: number }[];
  type: string;
}

/**
 * The stream's lot as the reducer holds it. A participation event's lot is partial (its id and auction):
 * an id, auction or status it leaves out keeps the previous one.
 */
export function lotInfoFrom(lot: Lot, previous?: TLiveLotInfo): TLiveLotInfo {
  const { minBidIncrements: _increment, seq: _seq, ...state } = lotStateFromStream(lot, 0, 0);
  return {
    ...state,
    id: lot.id || previous?.id || '',
    auctionId: lot.auctionId || previous?.auctionId || '',
    lotStatus: lot.lotStatus || previous?.lotStatus || '',
    nextId: lot.nextId,
    stopAlertElapsedSeconds: lot.stopAlertElapsedSeconds,
  };
}

export function bidFrom(bid: Bid): TLiveBid {
  return {
    id: bid.id,
    amount: bid.amount,
    createdDate: bid.createdDate,
    paddleNumber: bid.paddleNumber,
    userName: bid.userName,
    bidderId: bid.bidderId,
    placedByMaximum: bid.placedByMaximum,
  };
}

export function bidderEntryFrom(entry: BidderEntry): TLiveBidderEntry {
  return {
    id: entry.id,
    paddleNumber: entry.paddleNumber,
    firstName: entry.firstName,
    lastName: entry.lastName,
    userName: entry.userName,
    maxBidAmount: entry.maxBidAmount,
    enteredDate: entry.enteredDate,
    leftDate: entry.leftDate,
    lastBid: entry.lastBid ? { lotId: entry.lastBid.lotId, amount: entry.lastBid.amount } : null,
    wins: entry.wins.map((win) => ({ lotId: win.lotId, amount: win.amount })),
    type: entry.type,
  };
}

/**
 * The stream's lot in the REST spelling (the domain's mapping). `lotStatus` '' and `minBidIncrements` 0
 * mean "not sent": a reader keeps its own.
 */
export function lotStateFromStream(lot: Lot, minBidIncrements: number, seq: number): TLotLiveState {
  return lotLiveStateFrom(lot, { minBidIncrements, seq });
}

/** The lot a message is about: its lot's id, else its id (Kick names the lot in `id`). */
export function lotIdOf(message: Pick<AuctionMessage, 'lot' | 'id'>): string {
  return message.lot?.id || message.id;
}
