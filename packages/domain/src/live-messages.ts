import { z } from 'zod';
import { LiveEvent, SubscriberRole, ZLiveEvent, ZSubscriberRole } from './live-events';
import { ZJoinType, ZLotStatus } from './schemas/enums';

/*
 * The live stream's message shapes, apart from its codes and texts (live-events.ts): the server and tests
 * validate with them; the web app decodes the stream with its protobuf types and needs none. Built from
 * other schemas (`ZLiveId.optional()`), they are calls the bundler cannot prove free of side effects, so in
 * the same module as the codes every page that printed a live message text built them all at load (~20 ms
 * of a lot page's start on a phone-speed CPU). In a module of their own, a page that imports none of them
 * loads none (the package is free of side effects, package.json `sideEffects`).
 */

// ---- Live message shapes (spec part 1 §3; DESIGN "The stream's contract") ----
// JSON follows proto3: lowerCamelCase names, ids as strings, amounts in dollars, and fields at their
// default value may be omitted. So sub-messages are optional, repeated fields default to [], and an
// omitted `event` is Connect (0), proto3's default.

/** A numeric id, serialised as a string in live messages. */
const ZLiveId = z.string();
/** proto3 JSON writes uint64 as a string; accept either form and hand back a number. */
const ZUint64 = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((s) => Number(s)),
]);
/** A timestamp string (ISO 8601, UTC). */
const ZLiveTime = z.string();

/** The winner of a stopped lot; `bid` is the winning amount in dollars. */
export const ZLiveWinner = z.object({
  id: ZLiveId,
  bid: z.number(),
  paddleNumber: z.number().int(),
  createdDate: ZLiveTime,
});
export type TLiveWinner = z.infer<typeof ZLiveWinner>;

/** A bid in live messages; in bid lists it also names the bidder. */
export const ZLiveBid = z.object({
  id: ZLiveId,
  amount: z.number(),
  createdDate: ZLiveTime,
  paddleNumber: z.number().int().optional(),
  userName: z.string().optional(),
});
export type TLiveBid = z.infer<typeof ZLiveBid>;

/** The lot part of a live message. */
export const ZLiveLot = z.object({
  id: ZLiveId,
  lotStatus: ZLotStatus.optional(),
  startedTime: ZLiveTime.optional(),
  stopTime: ZLiveTime.optional(),
  stoppedTime: ZLiveTime.optional(),
  winner: ZLiveWinner.optional(),
  /** Id of the lot that follows in the auction, if any. */
  nextId: ZLiveId.optional(),
  /** Seconds of the stop alert already elapsed, so late joiners show the right countdown. */
  stopAlertElapsedSeconds: z.number().optional(),
});
export type TLiveLot = z.infer<typeof ZLiveLot>;

/** The bidder an event is about (who bid, joined or left); `bid` is the bid they just placed. */
export const ZLiveBidder = z.object({
  id: ZLiveId,
  userName: z.string(),
  paddleNumber: z.number().int(),
  bid: ZLiveBid.optional(),
});
export type TLiveBidder = z.infer<typeof ZLiveBidder>;

/** A lot and amount pair in a bidder list entry. */
export const ZLiveLotAmount = z.object({ lotId: ZLiveId, amount: z.number() });
export type TLiveLotAmount = z.infer<typeof ZLiveLotAmount>;

/** An entry of the control room's bidder lists; `leftDate` set means the bidder left. */
export const ZLiveBidderEntry = z.object({
  id: ZLiveId,
  paddleNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  /** The bidder's deposit (locked amount) in dollars; -1 pre-registered, 0 spectating. */
  maxBidAmount: z.number(),
  enteredDate: ZLiveTime.optional(),
  leftDate: ZLiveTime.optional(),
  lastBid: ZLiveLotAmount.optional(),
  wins: z.array(ZLiveLotAmount).default([]),
});
export type TLiveBidderEntry = z.infer<typeof ZLiveBidderEntry>;

/** The unit exchanged on the live stream. `seq` is the lot's event sequence number, for resuming. */
export const ZAuctionMessage = z.object({
  id: ZLiveId.optional(),
  lot: ZLiveLot.optional(),
  bidder: ZLiveBidder.optional(),
  bidders: z.array(ZLiveBidderEntry).default([]),
  event: ZLiveEvent.default(LiveEvent.Connect),
  errorMsg: z.string().optional(),
  priorBids: z.array(ZLiveBid).default([]),
  serverDateTime: ZLiveTime.optional(),
  /** Minimum bid increment in dollars. */
  minBidIncrements: z.number().optional(),
  seq: ZUint64.default(0),
});
export type TAuctionMessage = z.infer<typeof ZAuctionMessage>;
/** What a sender may write (defaults not yet applied). */
export type TAuctionMessageInput = z.input<typeof ZAuctionMessage>;

/** One lot of a subscription. `afterSeq` resumes: the lot's events after it are sent first. */
export const ZLotSubscription = z.object({
  id: ZLiveId,
  /** The locked amount in dollars (-1 pre-registered, 0 spectating). */
  amount: z.number().default(0),
  lastBidDate: ZLiveTime.optional(),
  type: ZJoinType.default('ONLINE'),
  afterSeq: ZUint64.optional(),
});
export type TLotSubscription = z.infer<typeof ZLotSubscription>;

/** Sent by Subscribe. `device` is free text (OS, browser, device and tab id, nearest city and state). */
export const ZSubscriptionRequest = z.object({
  lots: z.array(ZLotSubscription).default([]),
  role: ZSubscriberRole.default(SubscriberRole.Bidder),
  device: z.string().max(1000).default(''),
});
export type TSubscriptionRequest = z.infer<typeof ZSubscriptionRequest>;
