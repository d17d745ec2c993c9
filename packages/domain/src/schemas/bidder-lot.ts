import { z } from 'zod';
import { ZAuctionSummary, ZLotBid, ZLotLiveState } from './live-lots';
import { ZPropertyAddress } from './properties';

/** GET /api/lots/{lotId}/bidder: a lot as the bidder's lot page shows it (spec part 1 §7). Dollars, ISO times. */

const S = ZLotLiveState.shape;

/** A photo of the lot's property. */
export const ZBidderLotImage = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  isMain: z.boolean(),
});
export type TBidderLotImage = z.infer<typeof ZBidderLotImage>;

/** The lot's primary property with its photos, main photo first. */
export const ZBidderLotProperty = ZPropertyAddress.omit({ isPrimary: true }).extend({
  imageData: z.array(ZBidderLotImage),
});
export type TBidderLotProperty = z.infer<typeof ZBidderLotProperty>;

/** A filled-in attribute of a property (see property-facts.ts for how it reads). */
export const ZPropertyFact = z.object({
  name: z.string(),
  /** The attribute's display name. */
  label: z.string(),
  type: z.string(),
  /** A dropdown's option text (or its 'Other' text); other types as stored. */
  value: z.string(),
});

/** One property of the lot with its address and the attributes the host filled in, in the attributes' order. */
export const ZBidderLotPropertyFacts = ZPropertyAddress.extend({ facts: z.array(ZPropertyFact) });
export type TBidderLotPropertyFacts = z.infer<typeof ZBidderLotPropertyFacts>;

/** A case document the host shows bidders, newest first. */
export const ZBidderLotDocument = z.object({
  id: z.string(),
  name: z.string(),
  typeName: z.string().nullable(),
  createdDate: z.string().nullable(),
  /** Bytes. */
  fileSize: z.number(),
  url: z.string(),
});
export type TBidderLotDocument = z.infer<typeof ZBidderLotDocument>;

export const ZBidderLot = z.object({
  id: z.string(),
  lotStatus: S.lotStatus,
  isPostponed: z.boolean(),
  /** On the caller's watch list. */
  isPinned: z.boolean(),
  propertyCount: z.number().int(),
  startedTime: S.startedTime,
  stoppedTime: S.stoppedTime,
  stopTime: S.stopTime,
  stopAlertTime: S.stopAlertTime,
  requiredDown: S.requiredDown,
  minBidIncrements: S.minBidIncrements,
  openingPrice: S.openingPrice,
  highBid: S.highBid,
  minBid: S.minBid,
  bidCount: S.bidCount,
  seq: S.seq,
  auctionIsTest: z.boolean(),
  /** A lot of the always-open practice sale (ADR 0076): play money; every screen labels it "Practice". */
  auctionIsPractice: z.boolean().optional(),
  winner: S.winner,
  salePausedAt: S.salePausedAt,
  auction: ZAuctionSummary,
  /** The caller's registration in the auction; null when they never joined a lot of it. */
  auctionBidder: z
    .object({
      type: z.string(),
      paddleNumber: z.number().int(),
      purchaseProfileId: z.string().nullable(),
    })
    .nullable(),
  /** The caller's participation in this lot; `leftDate` set when they left or were removed. */
  auctionBidderLot: z
    .object({
      /** Locked dollars: -1 pre-registered, 0 spectating. */
      amount: z.number(),
      leftDate: z.string().nullable(),
    })
    .nullable(),
  property: ZBidderLotProperty.nullable(),
  /** Every property of the lot, the primary first: the Property Details panel lists each. */
  properties: z.array(ZBidderLotPropertyFacts),
  case: z.object({
    id: z.string(),
    caseNumber: z.string(),
    county: z.string(),
    documents: z.array(ZBidderLotDocument),
  }),
  /** The latest 100 bids, newest first. */
  bids: z.array(ZLotBid),
});
export type TBidderLot = z.infer<typeof ZBidderLot>;
