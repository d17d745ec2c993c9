import { z } from 'zod';
import { ZStreamStatus } from './auctions';
import { ZAuctionStartType, ZAuctionStatus, ZAuctionType, ZLotStatus } from './enums';
import { ZLotAddress } from './live-lots';

/*
 * Answers of the auction management calls (spec part 2 §7 "Auctions", part 3 §7 auction lookup): ids as
 * strings, ISO UTC times, dollars. Field order is the wire's: the response schema serialises in its own order.
 */

/** POST /api/auctions and PUT /api/auctions/{auctionId}: the auction's id. */
export const ZAuctionIdAnswer = z.object({ id: z.string() });
export type TAuctionIdAnswer = z.infer<typeof ZAuctionIdAnswer>;

/** GET /api/auctions/statuscount: auctions per list tab. */
export const ZAuctionStatusCounts = z.object({
  live: z.number(),
  upcoming: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});
export type TAuctionStatusCounts = z.infer<typeof ZAuctionStatusCounts>;

/** One row of the auction list. */
export const ZAuctionListRow = z.object({
  id: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  type: ZAuctionType,
  startType: ZAuctionStartType,
  location: z.string().nullable(),
  isTest: z.boolean(),
  lotCount: z.number(),
  isPublished: z.boolean(),
  status: ZAuctionStatus,
  companyId: z.string(),
  hostName: z.string(),
  /** The host's IANA time zone: the list shows the auction date in it. */
  timeZone: z.string(),
});
export type TAuctionListRow = z.infer<typeof ZAuctionListRow>;

/** POST /api/auctions/list: one page of a tab. */
export const ZAuctionListPage = z.object({ data: z.array(ZAuctionListRow), total: z.number() });
export type TAuctionListPage = z.infer<typeof ZAuctionListPage>;

/** GET /api/auctions/lookup: an unstarted auction of the company (for assigning lots). */
export const ZUnstartedAuction = z.object({
  id: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  isStarted: z.boolean(),
});
export type TUnstartedAuction = z.infer<typeof ZUnstartedAuction>;

/** POST /api/auctions/lookup/auctioneer: an auction of the company at that start or on that day. */
export const ZAuctioneerAuction = z.object({
  id: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  type: z.string(),
  startType: z.string(),
  isStarted: z.boolean(),
});
export type TAuctioneerAuction = z.infer<typeof ZAuctioneerAuction>;

/** POST /api/auctions/lookup: an auction for the report filters. */
export const ZReportAuction = z.object({
  id: z.string(),
  startTime: z.string(),
  companyName: z.string(),
  type: z.string(),
  startType: z.string(),
});
export type TReportAuction = z.infer<typeof ZReportAuction>;

/** A video stream of an auction. */
export const ZAuctionStream = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  status: ZStreamStatus,
  type: z.string(),
  createdDate: z.string(),
});
export type TAuctionStream = z.infer<typeof ZAuctionStream>;

/** A lot of the auction detail's lots table, with its primary property's address (flat). */
export const ZAuctionDetailLot = z.object({
  id: z.string(),
  lotNumber: z.number().nullable(),
  lotStatus: ZLotStatus,
  isPostponed: z.boolean(),
  openingPrice: z.number(),
  requiredDown: z.number(),
  minBidIncrements: z.number(),
  continuanceDate: z.string().nullable(),
  startedTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  stoppedTime: z.string().nullable(),
  caseId: z.string(),
  caseNumber: z.string().nullable(),
  propertyCount: z.number(),
  numberOfBids: z.number(),
  propertyId: z.string().nullable(),
  ...ZLotAddress.shape,
  /** The address on one line, for display. */
  address: z.string().nullable(),
});
export type TAuctionDetailLot = z.infer<typeof ZAuctionDetailLot>;

/** One bidder's participation in one lot of the auction. */
export const ZAuctionDetailBidder = z.object({
  bidderId: z.string(),
  paddleNumber: z.number(),
  /** -1 pre-registered, 0 spectating, else the locked deposit in dollars. */
  amount: z.number(),
  lotId: z.string(),
  bidderUserName: z.string(),
  bidderFirstName: z.string(),
  bidderLastName: z.string(),
  enteredDate: z.string().nullable(),
  leftDate: z.string().nullable(),
  isRemoved: z.boolean(),
  /** 'Check' when staff added the bidder in person. */
  balanceType: z.string().nullable(),
  type: z.string(),
});
export type TAuctionDetailBidder = z.infer<typeof ZAuctionDetailBidder>;

/** How many bidders of each kind one lot of the auction has. */
export const ZAuctionBidderCount = z.object({
  lotId: z.string(),
  preRegistered: z.number(),
  spectating: z.number(),
  active: z.number(),
  left: z.number(),
});
export type TAuctionBidderCount = z.infer<typeof ZAuctionBidderCount>;

/**
 * GET /api/auctions/{auctionId}: settings, flags, lots, every bidder's participation per lot and per-lot
 * counts. The order is the wire's as it has been (the flags that came later follow the lists).
 */
export const ZAuctionDetail = z.object({
  id: z.string(),
  type: ZAuctionType,
  startType: ZAuctionStartType,
  startTime: z.string(),
  stopTime: z.string().nullable(),
  timeLeft: z.number(),
  extraTime: z.number(),
  location: z.string().nullable(),
  isTest: z.boolean(),
  minBidIncrements: z.number().nullable(),
  isOpen: z.boolean(),
  isFinished: z.boolean(),
  isStarted: z.boolean(),
  /** Has a published (Listed) lot. */
  isPublished: z.boolean(),
  status: ZAuctionStatus,
  lotCount: z.number(),
  estimatedDuration: z.object({ hours: z.number(), minutes: z.number() }).nullable(),
  /** Whether a video stream may be started now. */
  canInitiateGrpc: z.boolean(),
  hostName: z.string(),
  timeZone: z.string(),
  lots: z.array(ZAuctionDetailLot),
  auctionBidders: z.array(ZAuctionDetailBidder),
  bidderCounts: z.array(ZAuctionBidderCount),
  isCancelled: z.boolean(),
  /** Settings can be saved only while Upcoming. */
  canEdit: z.boolean(),
  /** Only an auction without lots can be deleted. */
  canDelete: z.boolean(),
  companyId: z.string(),
});
export type TAuctionDetail = z.infer<typeof ZAuctionDetail>;

/** A lot of POST /api/lots/list/auctionhost: the host's lot with its auction, winner and address. */
export const ZAuctionHostLot = z.object({
  id: z.string(),
  lotNumber: z.number().nullable(),
  lotStatus: z.string(),
  isPostponed: z.boolean(),
  openingPrice: z.number(),
  requiredDown: z.number(),
  highBid: z.number().nullable(),
  numberOfBids: z.number(),
  startedTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  stoppedTime: z.string().nullable(),
  caseId: z.string(),
  caseNumber: z.string().nullable(),
  auction: z.object({
    id: z.string(),
    startTime: z.string(),
    stopTime: z.string().nullable(),
    type: z.string(),
    startType: z.string(),
    status: z.string(),
  }),
  auctionStartTime: z.string(),
  soldTo: z.string().nullable(),
  /** 'Plaintiff', the winning bidder's name, or null while unsold. */
  winnerName: z.string().nullable(),
  winnerBidId: z.string().nullable(),
  winnerBidAmount: z.number().nullable(),
  winnerBidPaddleNumber: z.number().nullable(),
  propertyId: z.string().nullable(),
  ...ZLotAddress.shape,
  address: z.string().nullable(),
});
export type TAuctionHostLot = z.infer<typeof ZAuctionHostLot>;

/** POST /api/lots/list/auctionhost: one page. */
export const ZAuctionHostLotPage = z.object({ data: z.array(ZAuctionHostLot), total: z.number() });
export type TAuctionHostLotPage = z.infer<typeof ZAuctionHostLotPage>;
