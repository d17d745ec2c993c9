import { z } from 'zod';
import { zText } from './text';

/**
 * Defaults, the runner-up and per-sale approval (issue 43, point 3; ADR 0075). A past-due win may be marked
 * defaulted; the lot may then be offered to the runner-up at their own highest accepted bid, who has a
 * host-set number of hours to accept. Hosts may require approval of each bidder per auction; bidders on the
 * host's non-payer list are held for review whatever that switch says.
 */

/** Hours a runner-up has to accept an offer when the host set none. */
export const DEFAULT_RUNNER_UP_OFFER_HOURS = 24;
/** The bounds a host may set the offer window to: an hour to a week. */
export const RUNNER_UP_OFFER_HOURS_MIN = 1;
export const RUNNER_UP_OFFER_HOURS_MAX = 168;

/**
 * When a runner-up offer made at `offeredAt` lapses (UTC): `hours` after it, the host's setting clamped to
 * 1–168 whole hours (a missing or broken setting is the default 24). Hours are elapsed hours, not wall-clock
 * hours of the host's zone, so a change of daylight saving time never shortens or stretches the window.
 */
export function runnerUpOfferDeadline(offeredAt: Date, hours?: number | null): Date {
  const wanted =
    hours === null || hours === undefined || !Number.isFinite(hours)
      ? DEFAULT_RUNNER_UP_OFFER_HOURS
      : Math.trunc(hours);
  const clamped = Math.min(RUNNER_UP_OFFER_HOURS_MAX, Math.max(RUNNER_UP_OFFER_HOURS_MIN, wanted));
  return new Date(offeredAt.getTime() + clamped * 3_600_000);
}

/** Whether an open offer can still be accepted at `now` (the deadline itself is too late). */
export function isOfferOpen(offer: { status: TRunnerUpOfferStatus; deadlineAt: Date }, now: Date): boolean {
  return offer.status === 'Open' && now.getTime() < offer.deadlineAt.getTime();
}

/** Whole minutes left before the deadline, never below 0: what the offer card counts down. */
export function offerMinutesLeft(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.floor((deadlineAt.getTime() - now.getTime()) / 60_000));
}

export const RUNNER_UP_OFFER_STATUSES = ['Open', 'Accepted', 'Declined', 'Lapsed'] as const;
export type TRunnerUpOfferStatus = (typeof RUNNER_UP_OFFER_STATUSES)[number];
export const SALE_APPROVAL_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type TSaleApprovalStatus = (typeof SALE_APPROVAL_STATUSES)[number];
/** The reason written on a request the server held because the bidder is on the host's non-payer list. */
export const NON_PAYER_HOLD_REASON = 'non-payer';

/** Refusals of this area; each has a code in the error catalogue (error-codes.ts). */
export const DEFAULT_MESSAGES = {
  notPastDue: 'Only a past-due win can be marked as defaulted!',
  notDefaulted: 'This lot has no defaulted win to offer!',
  offerAlreadyOpen: 'This lot already has an open offer!',
  noRunnerUp: 'There is no other bidder to offer this lot to!',
  offerNotOpen: 'This offer is no longer open!',
  offerInsufficientFunds: 'Your available balance does not cover the deposit this lot requires!',
  saleClosed: 'This default is closed: the lot is not offered again.',
  approvalPending: "You are awaiting the host's approval to bid in this auction.",
  approvalDenied: 'The host denied your request to bid in this auction.',
  alreadyDecided: 'This request was already decided!',
  reasonRequired: 'Please write a reason!',
  offerHoursRange: 'Please enter whole hours from 1 to 168!',
  nonPayerNotFound: 'Non-payer entry is not found!',
  nonPayerAlreadyRemoved: 'This bidder was already taken off the list.',
} as const;

const ZReason = zText({ error: DEFAULT_MESSAGES.reasonRequired })
  .trim()
  .min(3, { error: DEFAULT_MESSAGES.reasonRequired })
  .max(500);

/** POST /api/lots/:lotId/default: mark the lot's past-due win as defaulted. */
export const ZMarkDefaultedBody = z.object({ reason: ZReason });
export type TMarkDefaultedBody = z.infer<typeof ZMarkDefaultedBody>;
/** POST /api/lots/:lotId/default/close: staff decline to offer the lot again (resell later). */
export const ZCloseDefaultBody = z.object({ reason: ZReason });
/** DELETE-like removal of a non-payer entry by an admin. */
export const ZRemoveNonPayerBody = z.object({ reason: ZReason });
/** GET and PUT /api/companies/runnerupofferhours: the host's offer window, in whole hours (1–168). */
export const ZRunnerUpOfferHours = z.object({
  hours: z
    .number({ error: DEFAULT_MESSAGES.offerHoursRange })
    .int({ error: DEFAULT_MESSAGES.offerHoursRange })
    .min(RUNNER_UP_OFFER_HOURS_MIN, { error: DEFAULT_MESSAGES.offerHoursRange })
    .max(RUNNER_UP_OFFER_HOURS_MAX, { error: DEFAULT_MESSAGES.offerHoursRange }),
});
export type TRunnerUpOfferHours = z.infer<typeof ZRunnerUpOfferHours>;
/** PUT /api/auctions/:auctionId/bidderapproval. */
export const ZBidderApprovalSwitchBody = z.object({ requireApproval: z.boolean() });
/** POST /api/saleapprovals/:approvalId/decision: approve, or deny with a reason (an admin's override also needs one). */
export const ZSaleApprovalDecisionBody = z
  .object({ status: z.enum(['Approved', 'Denied']), reason: ZReason.optional() })
  .refine((body) => body.status === 'Approved' || body.reason !== undefined, {
    error: DEFAULT_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type TSaleApprovalDecisionBody = z.infer<typeof ZSaleApprovalDecisionBody>;

/** A runner-up offer as staff and the bidder read it; amounts in dollars, times UTC ISO. */
export const ZRunnerUpOffer = z.object({
  id: z.string(),
  lotId: z.string(),
  lotNumber: z.number().nullable(),
  caseNumber: z.string(),
  bidderName: z.string(),
  amount: z.number(),
  depositAmount: z.number(),
  status: z.enum(RUNNER_UP_OFFER_STATUSES),
  offeredAt: z.string(),
  deadlineAt: z.string(),
  respondedAt: z.string().nullable(),
  address: z.string().nullable(),
  hostName: z.string(),
  timeZone: z.string(),
});
export type TRunnerUpOffer = z.infer<typeof ZRunnerUpOffer>;

/** A lot's defaulted win and what followed, for staff. */
export const ZLotDefault = z.object({
  id: z.string(),
  lotId: z.string(),
  bidderName: z.string(),
  amount: z.number(),
  wonAt: z.string().nullable(),
  defaultedAt: z.string(),
  reason: z.string(),
  closedReason: z.string().nullable(),
  offers: z.array(ZRunnerUpOffer),
});
/** GET /api/lots/:lotId/defaults: the lot's defaults, and who an offer would go to now. */
export const ZLotDefaults = z.object({
  defaults: z.array(ZLotDefault),
  canMarkDefaulted: z.boolean(),
  nextRunnerUp: z.object({ bidderName: z.string(), amount: z.number() }).nullable(),
  timeZone: z.string(),
});
export type TLotDefaults = z.infer<typeof ZLotDefaults>;

/** An entry of the host's non-payer list. */
export const ZNonPayer = z.object({
  id: z.string(),
  /** The host whose list it is (an admin reads every host's). */
  companyId: z.string(),
  hostName: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  lotId: z.string().nullable(),
  lotNumber: z.number().nullable(),
  caseNumber: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  removedReason: z.string().nullable(),
});
export type TNonPayer = z.infer<typeof ZNonPayer>;

/** A bidder's request to bid in an auction that requires approval (or a hold of a non-payer). */
export const ZSaleApproval = z.object({
  id: z.string(),
  auctionId: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  status: z.enum(SALE_APPROVAL_STATUSES),
  reason: z.string().nullable(),
  isNonPayer: z.boolean(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TSaleApproval = z.infer<typeof ZSaleApproval>;
export const ZSaleApprovalQueue = z.object({
  requireApproval: z.boolean(),
  approvals: z.array(ZSaleApproval),
});
/** GET /api/auctions/:auctionId/myapproval: the caller's standing (null: nothing asked of them). */
export const ZMySaleApproval = z.object({
  requireApproval: z.boolean(),
  status: z.enum(SALE_APPROVAL_STATUSES).nullable(),
  reason: z.string().nullable(),
});
export type TMySaleApproval = z.infer<typeof ZMySaleApproval>;
