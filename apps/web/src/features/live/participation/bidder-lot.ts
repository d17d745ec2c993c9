import {
  isStreamCapable as isAuctionStreamCapable,
  type TBidderLot,
  type TJoinedLot,
  type TLotBid,
} from '@bidright/domain';
import type { TLotPhase } from '../clock/lot-phase';

/** A lot the bidder's stream follows: its id, the amount locked on it and how the bidder joined. */
export interface TBidderStreamLot {
  id: string;
  amount: number;
  type: 'ONLINE' | 'INPERSON';
}

/** The bidder's live participation in the lot (joined and not left), or null. */
export function activeParticipation(lot: TBidderLot | undefined): TBidderLot['auctionBidderLot'] | null {
  return lot?.auctionBidderLot && !lot.auctionBidderLot.leftDate ? lot.auctionBidderLot : null;
}

/**
 * The lots one stream follows for the bidder: the page's lot while joined, then every other joined lot
 * (the server keeps one connection per user, and lets a bidder follow only the lots they are in).
 */
export function bidderStreamLots(
  lot: TBidderLot | undefined,
  joined: TJoinedLot[],
  isJoined: boolean,
  lockedAmount: number,
): TBidderStreamLot[] {
  if (!lot) return [];
  const others = joined
    .filter((j) => j.lotId !== lot.id)
    .map((j) => ({ id: j.lotId, amount: j.amount, type: j.type }));
  if (!isJoined) return others;
  return [
    {
      id: lot.id,
      amount: lockedAmount,
      type: (lot.auctionBidder?.type ?? 'ONLINE') as 'ONLINE' | 'INPERSON',
    },
    ...others,
  ];
}

/** Where the bidder stands on the lot, from its phase and the bids the screen shows. */
export interface TBidderStanding {
  myPaddle: number | null;
  isHighestBidder: boolean;
  isStopped: boolean;
  isOpen: boolean;
  isWinner: boolean;
}

/** The bidder's standing: their paddle, whether they hold the top bid, and whether they won the closed lot. */
export function bidderStanding(
  lot: TBidderLot,
  phase: TLotPhase,
  bids: TLotBid[],
  userId: string | null | undefined,
): TBidderStanding {
  const myPaddle = lot.auctionBidder?.paddleNumber ?? null;
  const topBid = bids[0];
  const winnerPaddle = lot.winner?.paddleNumber ?? null;
  return {
    myPaddle,
    isHighestBidder: Boolean(topBid && userId && topBid.bidderId === userId),
    isStopped: phase.kind === 'closed' || phase.kind === 'pending' || phase.kind === 'cancelled',
    isOpen: phase.kind === 'open',
    isWinner:
      phase.kind === 'closed' &&
      winnerPaddle !== null &&
      winnerPaddle === myPaddle &&
      lot.winner?.soldTo !== 'Plaintiff',
  };
}

/**
 * Whether the lot page offers its streams: the domain's rule (not finished and starting today, or its stop time
 * ahead; spec part 1 §9), "today" being the host's calendar day, whatever zone the browser is in.
 */
export function isStreamCapable(lot: TBidderLot, now: number): boolean {
  const { auction } = lot;
  return isAuctionStreamCapable({
    startTime: new Date(auction.startTime),
    stopTime: auction.stopTime ? new Date(auction.stopTime) : null,
    isFinished: auction.isFinished,
    now: new Date(now),
    timeZone: auction.timeZone,
  });
}

/** The spec's initial tab: live bids while started/listed and joined in an open auction; history once finished. */
export function initialAuctionTab(lot: TBidderLot, isJoined: boolean): 'details' | 'live' | 'past' {
  if (lot.auction.isFinished || lot.lotStatus === 'PendingTransaction') return 'past';
  if ((lot.startedTime || lot.lotStatus === 'Listed') && isJoined && lot.auction.isOpen) return 'live';
  return 'details';
}
