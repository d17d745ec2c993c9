import { z } from 'zod';
import { zNumeric, zText } from '../text';
import { ZLotStatus } from './enums';
import { LOT_MESSAGES, zLotIdInput } from './lot-messages';
import { ZPropertyAddress } from './properties';
import { blankToUndefined } from './table';

/**
 * Request and answer bodies of the Lots area (spec part 2 §3–§5). Money is DOLLARS on the wire; ids are strings
 * in answers and a number or a numeric string in requests; dates are ISO strings (UTC). Properties, documents and
 * featured lots have files of their own beside this one.
 */

/** New-lot defaults (spec part 2 §5, §9). */
export const NEW_LOT_DEFAULTS = { openingPrice: 0, requiredDown: 25, minBidIncrements: 1 } as const;

/** Dollars with at most two decimals, not negative, within the safe range of cents. */
function zDollars(label: string) {
  return zNumeric(
    z
      .number({ error: `Please enter the ${label}!` })
      .min(0, { error: `The ${label} cannot be negative!` })
      .max(Number.MAX_SAFE_INTEGER / 100, { error: `The ${label} is too large!` })
      .refine((value) => Number.isInteger(Number((value * 100).toFixed(6))), {
        error: `The ${label} may have at most two decimals!`,
      }),
    `Please enter the ${label}!`,
  );
}

// ---- Requests ----

/** POST /api/lots/{caseId} and PUT /api/lots/{lotId}: the Lot Details form. */
export const ZLotBody = z.object({
  /** Dollars, 2 decimals. */
  openingPrice: z.preprocess(
    blankToUndefined,
    zDollars('opening bid').default(NEW_LOT_DEFAULTS.openingPrice),
  ),
  /** Deposit percent of the winning bid. */
  requiredDown: z.preprocess(
    blankToUndefined,
    zNumeric(
      z
        .number({ error: LOT_MESSAGES.fieldRequired })
        .int({ error: 'The required down payment must be a whole percent!' })
        .min(0, { error: 'The required down payment must be between 0 and 100!' })
        .max(100, { error: 'The required down payment must be between 0 and 100!' }),
      LOT_MESSAGES.fieldRequired,
    ).default(NEW_LOT_DEFAULTS.requiredDown),
  ),
  /** Dollars, 2 decimals. */
  minBidIncrements: z.preprocess(
    blankToUndefined,
    zDollars('minimum increment').default(NEW_LOT_DEFAULTS.minBidIncrements),
  ),
  /** The auction to sell the lot in; absent or null leaves the lot without one. */
  auctionId: z.preprocess(blankToUndefined, zLotIdInput('Please select a valid auction!').optional()),
});
export type TLotBody = z.infer<typeof ZLotBody>;

/** PUT /api/lots/{lotId}/postpone. `date` is the new (continuance) date, needed when postponing. */
export const ZPostponeBody = z.object({
  date: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: LOT_MESSAGES.dateTimeRequired }).optional(),
  ),
  isPostpone: z.boolean({ error: 'isPostpone must be true or false.' }),
});
export type TPostponeBody = z.infer<typeof ZPostponeBody>;

/** PUT /api/lots/{lotId}/reorder/{auctionId}: the lot goes right below `aboveId`, or first when null. */
export const ZReorderBody = z.object({
  aboveId: z.preprocess(blankToUndefined, zLotIdInput(LOT_MESSAGES.reorderFailed).nullable().default(null)),
});
export type TReorderBody = z.infer<typeof ZReorderBody>;

export const WINNER_ACTIONS = ['Add', 'Change', 'Remove'] as const;
export const ZWinnerAction = z.enum(WINNER_ACTIONS, { error: 'Please select an action!' });

/** POST /api/lots/{lotId}/declarewinner. */
export const ZDeclareWinnerBody = z.object({
  action: ZWinnerAction,
  description: zText({ error: LOT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: LOT_MESSAGES.descriptionRequired })
    .max(2000, { error: 'The description is too long!' }),
  /** The bid that wins (required for Change; Add defaults to the highest bid). */
  bidId: z.preprocess(blankToUndefined, zLotIdInput(LOT_MESSAGES.bidderRequired).optional()),
});
export type TDeclareWinnerBody = z.infer<typeof ZDeclareWinnerBody>;

export const ZDeedDelivery = z.enum(['PickUp', 'Ship'], { error: LOT_MESSAGES.deedDeliveryRequired });

/** PUT /api/lots/{lotId}/setdeeddelivery: the winning bidder's choice; Ship needs an address. */
export const ZDeedDeliveryBody = z
  .object({
    deedDelivery: ZDeedDelivery,
    deedShippingAddress: z.preprocess(blankToUndefined, zText().trim().max(1000).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.deedDelivery === 'Ship' && !body.deedShippingAddress)
      ctx.addIssue({
        code: 'custom',
        path: ['deedShippingAddress'],
        message: LOT_MESSAGES.shippingAddressRequired,
      });
  });
export type TDeedDeliveryBody = z.infer<typeof ZDeedDeliveryBody>;

// ---- Answers ----

export const ZLotAuctionRef = z.object({
  id: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  isStarted: z.boolean(),
});

/**
 * The winning bid of a sold lot and who placed it (spec part 2 §3 "Lot" winner): the bidder's name and
 * paddle; phone and address are those of the purchase profile the bidder used in the auction (the
 * grantee), else the bidder's own. Amount in dollars.
 */
export const ZLotWinner = z.object({
  bidId: z.string(),
  bidBidderFullName: z.string(),
  bidderUserName: z.string(),
  phoneNumber: z.string().nullable(),
  bidAmount: z.number(),
  bidPaddleNumber: z.number().int(),
  /** Name of the purchase profile (who takes title), when the bidder chose one. */
  purchaseProfileName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type TLotWinner = z.infer<typeof ZLotWinner>;

/** A lot as the management screens show it (spec part 2 §3 "Lot"); money in dollars. */
export const ZLotView = z.object({
  id: z.string(),
  caseId: z.string(),
  lotNumber: z.number().int().nullable(),
  lotStatus: ZLotStatus,
  openingPrice: z.number(),
  requiredDown: z.number(),
  minBidIncrements: z.number(),
  auction: ZLotAuctionRef.nullable(),
  propertyCount: z.number().int(),
  property: ZPropertyAddress.nullable(),
  markedFeatured: z.boolean(),
  featuredId: z.string().nullable(),
  isPostponed: z.boolean(),
  postponedDate: z.string().nullable(),
  continuanceDate: z.string().nullable(),
  soldTo: z.enum(['Plaintiff', 'ThirdParty']).nullable(),
  /** Dollars: a lot sold to the plaintiff at its confirmed credit bid (ADR 0074); null (or absent) otherwise. */
  plaintiffBidAmount: z.number().nullish(),
  winnerBidId: z.string().nullable(),
  winnerBidAmount: z.number().nullable(),
  winnerName: z.string().nullable(),
  winnerBidPaddleNumber: z.number().int().nullable(),
  startedTime: z.string().nullable(),
  stoppedTime: z.string().nullable(),
  winnerCreatedDate: z.string().nullable(),
  depositReceivedDate: z.string().nullable(),
  paymentReceivedDate: z.string().nullable(),
  isDepositPastDue: z.boolean(),
  isFullPaymentPastDue: z.boolean(),
  numberOfBids: z.number().int(),
  /** Bidders in the lot now (joined, not left or removed). */
  numberOfBidders: z.number().int(),
  /** Relief fee the buyer pays on top of the bid (remaining payment = bid − deposit + fee), dollars: stored when the lot was won. */
  reliefFee: z.number(),
  /** The winner of a lot sold to a third-party bidder; null otherwise. */
  winner: ZLotWinner.nullable(),
  /** When the deposit is (was) due: 2 hours after the win; null without a third-party winner. */
  depositDueDate: z.string().nullable(),
  /** When the full payment is (was) due: 2:00 PM host time on the next calendar or business day (the day rule in force). */
  paymentDueDate: z.string().nullable(),
  deedDelivery: ZDeedDelivery.nullable(),
  deedShippingAddress: z.string().nullable(),
  /** The auction host's IANA time zone: screens show the lot's dates in it. */
  timeZone: z.string(),
});
export type TLotView = z.infer<typeof ZLotView>;

/** PUT /api/lots/{lotId}/list: the published lot and what must still be provided before it can go live. */
export const ZPublishLotAnswer = z.object({
  lot: ZLotView,
  willProvideLater: z.array(z.enum(['Opening Bid', 'Required Down Payment', 'Minimum Increment'])),
});
export type TPublishLotAnswer = z.infer<typeof ZPublishLotAnswer>;

export const ZLotOrderRow = z.object({ id: z.string(), lotNumber: z.number().int().nullable() });
export type TLotOrderRow = z.infer<typeof ZLotOrderRow>;

export const ZLotActivity = z.object({
  id: z.string(),
  actLogTitle: z.string(),
  actLogBody: z.string(),
  userName: z.string().nullable(),
  createdDate: z.string(),
});
