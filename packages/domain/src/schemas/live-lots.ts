import { z } from 'zod';
import { ZAuctionStartType, ZJoinType } from './enums';
import { ZJoinedLotMaximumBid } from './maximum-bids';

/*
 * The live area's lots as REST answers them (spec part 1 §7): the bidder's lot page, the live auction's
 * lot list and the bidder's joined lots. Ids are strings, times ISO UTC or null, amounts dollars. The
 * stream sends the same lot state as the proto's `Lot` (live-answers.ts `ZStreamLotJson`); one mapping
 * (stream-lot.ts) turns one spelling into the other on both tiers, so they cannot disagree.
 * Field order is the wire's: the response schema serialises in its own order.
 */

/** The winner of a sold lot, as REST answers it. */
export const ZLotSale = z.object({
  /** The winning bid's id; null when the lot went to the plaintiff without one. */
  id: z.string().nullable(),
  /** The winning amount in dollars. */
  bid: z.number().nullable(),
  paddleNumber: z.number().int().nullable(),
  createdDate: z.string().nullable(),
  /** Plaintiff or ThirdParty. */
  soldTo: z.string(),
});
export type TLotSale = z.infer<typeof ZLotSale>;

/**
 * A lot's live state: what bidding changes (status, times, amounts, the winner). The bidder's lot and the
 * live auction's lots carry these fields; the stream's `Lot` carries them in the proto's spelling.
 */
export const ZLotLiveState = z.object({
  lotStatus: z.string(),
  /** When a manual lot was started, or an auto lot's auction began; null before. */
  startedTime: z.string().nullable(),
  /** The close time after any extension; null for a manual lot not being closed. */
  stopTime: z.string().nullable(),
  /** When the lot closed; null while open. */
  stoppedTime: z.string().nullable(),
  /** When staff sent the stop alert; null when none is running. */
  stopAlertTime: z.string().nullable(),
  /** The deposit a bidder must lock, in percent of the bid. */
  requiredDown: z.number(),
  minBidIncrements: z.number(),
  openingPrice: z.number(),
  /** Null before the first bid. */
  highBid: z.number().nullable(),
  /** The lowest next bid the server accepts. */
  minBid: z.number(),
  bidCount: z.number().int(),
  /** The lot's event sequence number this state is at (a stream event older than it is stale). */
  seq: z.number().int(),
  winner: ZLotSale.nullable(),
  /** When staff paused the lot's sale (ISO UTC); absent while it is not paused (ADR 0077). */
  salePausedAt: z.string().optional(),
});
export type TLotLiveState = z.infer<typeof ZLotLiveState>;

const S = ZLotLiveState.shape;

/** A bid as REST answers it (bid history, lot page). `userName` is '' where the caller may not see it. */
export const ZLotBid = z.object({
  id: z.string(),
  /** Dollars. */
  amount: z.number(),
  createdDate: z.string(),
  paddleNumber: z.number().int(),
  userName: z.string(),
  bidderId: z.string(),
  /** Placed by the bidder's maximum (a proxy bid), not by hand (issue 32). */
  placedByMaximum: z.boolean(),
});
export type TLotBid = z.infer<typeof ZLotBid>;

/** The primary property's address, every part null when the lot has no property. */
export const ZLotAddress = z.object({
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type TLotAddress = z.infer<typeof ZLotAddress>;

/** An auction as the live screens head it: settings, host and whether it is open now (spec part 1 §3). */
export const ZAuctionSummary = z.object({
  id: z.string(),
  type: z.string(),
  startType: ZAuctionStartType,
  startTime: z.string(),
  stopTime: z.string().nullable(),
  /** Auto auctions: minutes between lots' closes. */
  timeLeft: z.number(),
  /** Anti-sniping: minutes a late bid extends the close by. */
  extraTime: z.number(),
  isTest: z.boolean(),
  location: z.string().nullable(),
  hostName: z.string(),
  hostLogoUrl: z.string().nullable(),
  /** The host's IANA time zone: the auction's times are shown in it. */
  timeZone: z.string(),
  lotCount: z.number().int(),
  isCancelled: z.boolean(),
  isStarted: z.boolean(),
  isFinished: z.boolean(),
  /** Started, not finished and not cancelled. */
  isOpen: z.boolean(),
});
export type TAuctionSummary = z.infer<typeof ZAuctionSummary>;

/** A lot of GET /api/auctions/{auctionId}/live: the control room's and the room view's starting state. */
export const ZLiveAuctionLot = z.object({
  id: z.string(),
  lotNumber: z.number().int().nullable(),
  lotStatus: S.lotStatus,
  isPostponed: z.boolean(),
  openingPrice: S.openingPrice,
  requiredDown: S.requiredDown,
  minBidIncrements: S.minBidIncrements,
  startedTime: S.startedTime,
  stopTime: S.stopTime,
  stoppedTime: S.stoppedTime,
  stopAlertTime: S.stopAlertTime,
  highBid: S.highBid,
  minBid: S.minBid,
  bidCount: S.bidCount,
  seq: S.seq,
  salePausedAt: S.salePausedAt,
  /** The winner, flat: who it was sold to, the winning paddle and amount (dollars). */
  soldTo: z.string().nullable(),
  winnerPaddleNumber: z.number().int().nullable(),
  winnerBidAmount: z.number().nullable(),
  address: ZLotAddress,
  /** How many absentee maximums stand on the lot (staff only, never their amounts; null for bidders). */
  maximumBidCount: z.number().int().nullable(),
});
export type TLiveAuctionLot = z.infer<typeof ZLiveAuctionLot>;

/** GET /api/auctions/{auctionId}/live: the auction and its lots in order (bidders do not see Draft lots). */
export const ZLiveAuction = ZAuctionSummary.extend({
  lots: z.array(ZLiveAuctionLot),
  /** The auction requires a confirmed plaintiff's credit bid before each lot starts (ADR 0074). */
  creditBidRequired: z.boolean().optional(),
  /** When staff paused the sale (ISO UTC), null while it runs (ADR 0077). */
  pausedAt: z.string().nullable().optional(),
});
export type TLiveAuction = z.infer<typeof ZLiveAuction>;

/** GET /api/lots/auction/{auctionId}: the auction's published lots with their numbers, in order. */
export const ZLotNumber = z.object({ id: z.string(), lotNumber: z.number().int().nullable() });
export type TLotNumber = z.infer<typeof ZLotNumber>;

/** GET /api/bidders/grpc/{timestamp}: a lot the bidder is in, of an unfinished auction (what the live client subscribes to). */
export const ZJoinedLot = z.object({
  lotId: z.string(),
  auctionId: z.string(),
  /** Locked dollars: -1 pre-registered, 0 spectating. */
  amount: z.number(),
  type: ZJoinType,
  paddleNumber: z.number().int(),
  isJoined: z.boolean(),
  hostName: z.string(),
  /** The host's IANA time zone: the auction's times are shown in it. */
  hostTimeZone: z.string(),
  lotStatus: z.string(),
  seq: z.number().int(),
  address: ZLotAddress,
  auctionStartTime: z.string().nullable(),
  auctionStopTime: z.string().nullable(),
  auctionStartType: z.string(),
  lotStartedTime: z.string().nullable(),
  lotStoppedTime: z.string().nullable(),
  lotStopTime: z.string().nullable(),
  lotOpeningPrice: z.number(),
  lotRequiredDown: z.number(),
  lotMinBidIncrements: z.number(),
  /** The caller's own maximum on the lot (dollars) and whether they lead, or null. */
  maximumBid: ZJoinedLotMaximumBid,
});
export type TJoinedLot = z.infer<typeof ZJoinedLot>;
