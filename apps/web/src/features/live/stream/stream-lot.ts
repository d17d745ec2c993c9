import { lotLiveStateFrom, type TLotBid, type TLotLiveState } from '@bidright/domain';
import type { AuctionMessage, Bid, BidderEntry, Lot } from '@bidright/domain/gen/bidright/live/v1/live_pb';

/*
 * The one reader of the stream's lot on the client: what a message says about a lot, its bids and its
 * bidders. The reducer (live-reducer.ts) keeps the stream's spelling ('' for no time); the REST caches are
 * written in the REST spelling through the domain's mapping (`lotLiveStateFrom`, the inverse of what the
 * server writes with `streamLotFrom`), by apply-lot-update.ts. Amounts are dollars as on the wire.
 */

export interface TLiveWinner {
  id: string;
  bid: number;
  paddleNumber: number;
  createdDate: string;
  /** Plaintiff (no bids) or ThirdParty. */
  soldTo: string;
}

export interface TLiveLotInfo {
  id: string;
  auctionId: string;
  lotStatus: string;
  startedTime: string;
  stopTime: string;
  stoppedTime: string;
  stopAlertTime: string;
  stopAlertElapsedSeconds: number;
  openingPrice: number;
  /** The current high bid in dollars; null before the first bid. */
  highBid: number | null;
  /** The lowest bid the server accepts next. */
  minBid: number;
  bidCount: number;
  requiredDown: number;
  nextId: string;
  winner: TLiveWinner | null;
}

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

const blank = (value: string | undefined) => value ?? '';

export function lotInfoFrom(lot: Lot, previous?: TLiveLotInfo): TLiveLotInfo {
  const hasBids = lot.bidCount > 0;
  return {
    id: lot.id || previous?.id || '',
    auctionId: lot.auctionId || previous?.auctionId || '',
    lotStatus: lot.lotStatus || previous?.lotStatus || '',
    startedTime: blank(lot.startedTime),
    stopTime: blank(lot.stopTime),
    stoppedTime: blank(lot.stoppedTime),
    stopAlertTime: blank(lot.stopAlertTime),
    stopAlertElapsedSeconds: lot.stopAlertElapsedSeconds,
    openingPrice: lot.openingPrice,
    highBid: hasBids ? lot.highBid : null,
    minBid: lot.minBid,
    bidCount: lot.bidCount,
    requiredDown: lot.requiredDown,
    nextId: lot.nextId,
    winner: lot.winner
      ? {
          id: lot.winner.id,
          bid: lot.winner.bid,
          paddleNumber: lot.winner.paddleNumber,
          createdDate: lot.winner.createdDate,
          soldTo: lot.winner.soldTo,
        }
      : null,
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
