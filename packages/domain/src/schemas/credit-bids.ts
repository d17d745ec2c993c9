import { z } from 'zod';
import {
  CREDIT_BID_MESSAGES,
  CREDIT_BID_REASON_MAX,
  CREDIT_BID_STATUSES,
  DEFAULT_CREDIT_BID_MIN_SHARE_PERCENT,
} from '../credit-bids';
import { zNumeric, zText } from '../text';

/**
 * Wires of the plaintiff's credit bid (issue 43, point 2; ADR 0074). Money is DOLLARS on the wire with at
 * most two decimals (a judgment has cents); dates are ISO strings (UTC) and the screens show them in the
 * host's `timeZone`.
 */

/** Dollars with at most two decimals, above zero, within the safe range of cents. */
export function zPositiveDollars(label: string) {
  return zNumeric(
    z
      .number({ error: `Please enter the ${label}!` })
      .positive({ error: `The ${label} must be above zero!` })
      .max(Number.MAX_SAFE_INTEGER / 100 / 100, { error: `The ${label} is too large!` })
      .refine((value) => Number.isInteger(Number((value * 100).toFixed(6))), {
        error: `The ${label} may have at most two decimals!`,
      }),
    `Please enter the ${label}!`,
  );
}

export const ZCreditBidStatus = z.enum(CREDIT_BID_STATUSES);

/** An amount, or the plaintiff's "does not bid": exactly one of the two. */
const figure = {
  /** The credit bid in dollars; absent when the plaintiff does not bid. */
  amount: zPositiveDollars('credit bid').nullish(),
  /** The plaintiff does not bid on this lot. */
  plaintiffDoesNotBid: z.boolean().default(false),
};

function exactlyOne(value: { amount?: number | null; plaintiffDoesNotBid: boolean }) {
  return (value.amount != null) !== value.plaintiffDoesNotBid;
}

/** POST /api/credit-bids/lots/{lotId}/entry: the firm's entry (a new entry replaces an unstarted lot's earlier one). */
export const ZCreditBidEntryBody = z
  .object({
    ...figure,
    /** Why an amount outside the judgment's bounds is meant (needed then, ignored otherwise). */
    overrideReason: zText().trim().max(CREDIT_BID_REASON_MAX).nullish(),
  })
  .refine(exactlyOne, { error: CREDIT_BID_MESSAGES.amountOrNoBid, path: ['amount'] });
export type TCreditBidEntryBody = z.infer<typeof ZCreditBidEntryBody>;

/** POST /api/credit-bids/lots/{lotId}/confirmation: the second person's blind typing. */
export const ZCreditBidConfirmBody = z
  .object(figure)
  .refine(exactlyOne, { error: CREDIT_BID_MESSAGES.amountOrNoBid, path: ['amount'] });
export type TCreditBidConfirmBody = z.infer<typeof ZCreditBidConfirmBody>;

/** PUT /api/credit-bids/auctions/{auctionId}/settings: the host turns the requirement on for one auction. */
export const ZCreditBidSettingsBody = z.object({
  isRequired: z.boolean(),
  /** The host's own deadline (ISO); null keeps the default: 3:00 PM on the business day before the sale. */
  deadline: z.iso.datetime({ offset: true }).nullish(),
  /** Below this percent of the judgment a credit bid needs an override. */
  minSharePercent: zNumeric(z.number().int().min(0).max(100)).default(DEFAULT_CREDIT_BID_MIN_SHARE_PERCENT),
});
export type TCreditBidSettingsBody = z.infer<typeof ZCreditBidSettingsBody>;

/** One recorded step: who did what, when. An amount shows only once confirmed, never while blind. */
export const ZCreditBidHistoryEntry = z.object({
  action: z.enum(['Entered', 'Confirmed', 'Mismatch', 'Withdrawn']),
  byName: z.string(),
  at: z.string(),
  plaintiffDoesNotBid: z.boolean(),
  amount: z.number().nullable(),
  overrideReason: z.string().nullable(),
});
export type TCreditBidHistoryEntry = z.infer<typeof ZCreditBidHistoryEntry>;

/** A lot's credit bid as the caller may read it. */
export const ZLotCreditBid = z.object({
  lotId: z.string(),
  lotNumber: z.number().int().nullable(),
  caseId: z.string(),
  caseNumber: z.string(),
  /** Whether the lot's auction requires a confirmed credit bid to start; false without an auction. */
  isRequired: z.boolean(),
  status: ZCreditBidStatus,
  /** The deadline in force (ISO); null without an auction. */
  deadline: z.string().nullable(),
  isDeadlinePassed: z.boolean(),
  /** The host's IANA time zone: the deadline is shown in it. */
  timeZone: z.string(),
  judgmentAmount: z.number().nullable(),
  minSharePercent: z.number().int(),
  /** The amount: once confirmed, or to the person who entered it; null otherwise (the confirmation is blind). */
  amount: z.number().nullable(),
  overrideReason: z.string().nullable(),
  enteredByName: z.string().nullable(),
  enteredAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The lot has started: nothing can change. */
  hasStarted: z.boolean(),
  /** Whether the caller may enter (an attorney of the firm, before the deadline, before the start). */
  canEnter: z.boolean(),
  /** Whether the caller may confirm (a second person: the firm's other attorney or the host's staff). */
  canConfirm: z.boolean(),
  history: z.array(ZCreditBidHistoryEntry),
});
export type TLotCreditBid = z.infer<typeof ZLotCreditBid>;

/** GET /api/credit-bids/cases/{caseId}: the credit bids of a case's lots. */
export const ZCaseCreditBidsAnswer = z.object({ data: z.array(ZLotCreditBid) });
export type TCaseCreditBidsAnswer = z.infer<typeof ZCaseCreditBidsAnswer>;

/** GET /api/credit-bids/auctions/{auctionId}: an auction's setting and each lot's credit bid (host staff). */
export const ZAuctionCreditBidsAnswer = z.object({
  auctionId: z.string(),
  isRequired: z.boolean(),
  /** The host's own deadline, or null for the default rule. */
  hostDeadline: z.string().nullable(),
  /** The deadline in force. */
  deadline: z.string(),
  minSharePercent: z.number().int(),
  timeZone: z.string(),
  lots: z.array(ZLotCreditBid),
});
export type TAuctionCreditBidsAnswer = z.infer<typeof ZAuctionCreditBidsAnswer>;
