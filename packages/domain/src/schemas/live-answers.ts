import { z } from 'zod';
import { ZLotBid } from './live-lots';

/*
 * Answers of the bidding and lot-control calls (spec part 1 §7): bid receipts, bid history, the staff's
 * START / FINISH / stop-alert / increment answers and a lot's audit trail. Dollars, ISO UTC times.
 * Field order is the wire's: the response schema serialises in its own order.
 */

/** POST /api/auctions/{auctionId}/lots/{lotId}/bids (and …/bids/placebid): the accepted bid. */
export const ZBidReceipt = z.object({
  lotId: z.string(),
  bidId: z.string(),
  /** Dollars. */
  amount: z.number(),
  /** When the server accepted the bid (ISO, UTC). */
  serverTime: z.string(),
  seq: z.number(),
  /** Close time after any extension (ISO; empty for manual lots). */
  stopTime: z.string(),
  /** The lowest next bid now, in dollars. */
  minBid: z.number(),
  /** The bid event's audit hash: hex SHA-256 chained to the lot's previous event (GET /api/lots/{lotId}/audit). */
  hash: z.string(),
});
export type TBidReceipt = z.infer<typeof ZBidReceipt>;

/** GET /api/lots/{lotId}/lastbid: the lot's last bid (204 when there is none). */
export const ZLastBid = z.object({ id: z.string(), amount: z.number(), createdDate: z.string() });
export type TLastBid = z.infer<typeof ZLastBid>;

/** POST /api/auctions/lots/{lotId}/bids: one page of the lot's bids, newest first; `total` counts them all. */
export const ZBidPage = z.object({ data: z.array(ZLotBid), total: z.number() });
export type TBidPage = z.infer<typeof ZBidPage>;

/** The winner in the stream's `Lot`: proto3 defaults ('' and 0) where a REST answer has null. */
export const ZStreamWinnerJson = z.object({
  id: z.string(),
  bid: z.number(),
  paddleNumber: z.number(),
  createdDate: z.string(),
  soldTo: z.string(),
});

/**
 * The stream's `Lot` (proto `bidright.live.v1.Lot`) as plain JSON: what the lot-control calls answer.
 * Empty strings stand for no time, 0 for no high bid; `winner` only when the lot is sold. The order is the
 * protobuf object's own (its message field last). stream-lot.ts maps it to and from the REST spelling.
 */
export const ZStreamLotJson = z.object({
  id: z.string(),
  startedTime: z.string(),
  stopTime: z.string(),
  stoppedTime: z.string(),
  /** The lot that follows in the auction ('' if none or not known). */
  nextId: z.string(),
  /** Seconds of the stop alert already elapsed, so late joiners show the right countdown. */
  stopAlertElapsedSeconds: z.number(),
  lotStatus: z.string(),
  auctionId: z.string(),
  openingPrice: z.number(),
  highBid: z.number(),
  minBid: z.number(),
  bidCount: z.number(),
  stopAlertTime: z.string(),
  requiredDown: z.number(),
  /** When staff paused the lot's sale (ISO UTC); absent while it is not paused (ADR 0077). */
  salePausedAt: z.string().optional(),
  winner: ZStreamWinnerJson.optional(),
});
export type TStreamLotJson = z.infer<typeof ZStreamLotJson>;

/** PUT /api/lots/{id}/start, …/notifystop, …/notifystopcancel: the lot after the action. */
export const ZLotControlAnswer = z.object({ lot: ZStreamLotJson });
export type TLotControlAnswer = z.infer<typeof ZLotControlAnswer>;

/** PUT /api/lots/{id}/stop: closed, or (a bid in the last seconds) the stop alert sent again with a message. */
export const ZStopLotAnswer = z.object({
  stopped: z.boolean(),
  message: z.string().optional(),
  lot: ZStreamLotJson,
});
export type TStopLotAnswer = z.infer<typeof ZStopLotAnswer>;

/** PUT /api/lots/{id}/mininc: the new increment in dollars and the lot. */
export const ZMinIncrementAnswer = z.object({ minBidIncrements: z.number(), lot: ZStreamLotJson });
export type TMinIncrementAnswer = z.infer<typeof ZMinIncrementAnswer>;

/** GET /api/lots/{lotId}/audit: the lot's hash-chained event log, verified (ADR 0008). */
export const ZLotAuditChain = z.object({
  lotId: z.string(),
  /** True when every event matches its hash and the lot's head hash is the last event's. */
  isValid: z.boolean(),
  /** The first seq where the chain breaks (a changed, missing or unhashed event); null when valid. */
  brokenAtSeq: z.number().nullable(),
  reason: z.string().nullable(),
  /** The head hash the lot row holds. */
  headHash: z.string().nullable(),
  entries: z.array(
    z.object({
      seq: z.number(),
      /** Live event code (Connect 0 … BidIncChanged 14, SalePaused 15, SaleResumed 16). */
      event: z.number(),
      /** When the event was appended (ISO, UTC, microseconds). */
      createdAt: z.string(),
      /** The event as stored; null where the caller may not read it (other bidders' events). */
      payload: z.unknown(),
      /** Hex SHA-256 of the previous hash and this event's canonical bytes. */
      hash: z.string().nullable(),
    }),
  ),
  /**
   * The lot's maximum bids, once it has closed (empty before: no one reads an amount while it can still
   * bid): who set each, its amount, when it was set and last raised, and the seqs of the bids it placed.
   */
  maximums: z.array(
    z.object({
      bidderId: z.string(),
      paddleNumber: z.number().int(),
      amount: z.number(),
      createdDate: z.string(),
      updatedDate: z.string(),
      bidSeqs: z.array(z.number()),
    }),
  ),
});
export type TLotAuditChain = z.infer<typeof ZLotAuditChain>;
