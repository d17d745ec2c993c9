import { formatUsd } from './money';

/**
 * The plaintiff's credit bid, entered twice (issue 43, point 2; ADR 0074). A law firm's attorney enters the
 * amount the plaintiff bids for a lot (or that the plaintiff does not bid) before the host's deadline; a
 * second person types it again without seeing it; only a match confirms it. A lot of an auction that
 * requires credit bids starts only with a confirmed entry, and a confirmed amount is its opening price.
 * Amounts are integer CENTS. The deadline, which needs the holiday calendar, is `credit-bid-deadline.ts`
 * (server only).
 */

/** Below this share (percent) of the judgment, a credit bid needs an override with a reason, unless the host sets another. */
export const DEFAULT_CREDIT_BID_MIN_SHARE_PERCENT = 50;
/** Wrong blind confirmations an entry survives: at this many it is withdrawn and must be entered again. */
export const MAX_CREDIT_BID_MISMATCHES = 3;
/** Longest override reason, in characters. */
export const CREDIT_BID_REASON_MAX = 1000;

/** Where a lot's credit bid stands. */
export const CREDIT_BID_STATUSES = [
  'None',
  'AwaitingConfirmation',
  'Confirmed',
  'PlaintiffDoesNotBid',
] as const;
export type TCreditBidStatus = (typeof CREDIT_BID_STATUSES)[number];

/** What staff and the firm read for each status. */
export const CREDIT_BID_STATUS_LABELS: Record<TCreditBidStatus, string> = {
  None: 'No credit bid',
  AwaitingConfirmation: 'Awaiting confirmation',
  Confirmed: 'Credit bid confirmed',
  PlaintiffDoesNotBid: 'Plaintiff does not bid',
};

/** The texts of refusals; each refusal has its code in the error catalogue (error-codes.ts). */
export const CREDIT_BID_MESSAGES = {
  notConfirmedToStart:
    'This lot cannot start: the plaintiff\'s credit bid is not confirmed (or the plaintiff\'s "does not bid" is not confirmed).',
  deadlinePassed: 'The deadline for credit bids on this lot has passed.',
  mismatch: 'The amounts do not match. The credit bid is not confirmed; the attorney who entered it is told.',
  selfConfirm: 'The person who entered the credit bid cannot confirm it. A second person must.',
  overrideRequired: 'This credit bid needs an override: please give the reason.',
  nothingToConfirm: 'There is no credit bid awaiting confirmation on this lot.',
  notRequired: "This lot's auction does not take credit bids.",
  lotStarted: 'This lot has already started.',
  amountOrNoBid: 'Please enter the amount, or choose "The plaintiff does not bid".',
  judgmentMissingOverride: 'The case has no judgment amount: a credit bid needs an override with a reason.',
} as const;

/** Why an amount needs an override, or null when it does not. */
export type TCreditBidOverrideReason = 'above-judgment' | 'below-share' | 'no-judgment';

/** What the entry form says when an override is needed. */
export function creditBidOverrideText(
  reason: TCreditBidOverrideReason,
  input: { judgmentCents: number | null; minSharePercent: number },
): string {
  if (reason === 'no-judgment') return CREDIT_BID_MESSAGES.judgmentMissingOverride;
  const judgment = formatUsd(input.judgmentCents ?? 0);
  return reason === 'above-judgment'
    ? `The credit bid is above the judgment (${judgment}): an override with a reason is needed.`
    : `The credit bid is below ${input.minSharePercent}% of the judgment (${judgment}): an override with a reason is needed.`;
}

/**
 * The share check: a credit bid above the judgment, or below `minSharePercent` of it, needs an override; so
 * does any amount on a case without a judgment amount, which nothing can be checked against. The share is
 * compared in exact integers (amount × 100 < judgment × percent), never in floating point.
 */
export function creditBidOverrideNeeded(input: {
  amountCents: number;
  judgmentCents: number | null;
  minSharePercent: number;
}): TCreditBidOverrideReason | null {
  const { amountCents, judgmentCents } = input;
  if (judgmentCents === null || !(judgmentCents > 0)) return 'no-judgment';
  if (amountCents > judgmentCents) return 'above-judgment';
  const percent = Math.min(100, Math.max(0, Math.round(input.minSharePercent)));
  if (amountCents * 100 < judgmentCents * percent) return 'below-share';
  return null;
}

/** One side of the two entries: an amount in cents, or the plaintiff's "does not bid". */
export type TCreditBidFigure = { amountCents: number } | { plaintiffDoesNotBid: true };

/** Whether a blind confirmation matches the entry: the same amount to the cent, or both "does not bid". */
export function creditBidsMatch(entry: TCreditBidFigure, confirmation: TCreditBidFigure): boolean {
  if ('plaintiffDoesNotBid' in entry || 'plaintiffDoesNotBid' in confirmation)
    return 'plaintiffDoesNotBid' in entry && 'plaintiffDoesNotBid' in confirmation;
  return entry.amountCents === confirmation.amountCents;
}

/** A lot's current entry, as far as the rules need it. */
export interface TCreditBidEntryState {
  plaintiffDoesNotBid: boolean;
  isConfirmed: boolean;
}

/** The status of a lot's current entry (null: none). */
export function creditBidStatus(entry: TCreditBidEntryState | null): TCreditBidStatus {
  if (!entry) return 'None';
  if (!entry.isConfirmed) return 'AwaitingConfirmation';
  return entry.plaintiffDoesNotBid ? 'PlaintiffDoesNotBid' : 'Confirmed';
}

/**
 * May the lot START (by staff, or on the clock)? Always when its auction does not require credit bids
 * (the spec's flows as they were); otherwise only with a confirmed amount or a confirmed "does not bid".
 */
export function canStartWithCreditBid(input: { isRequired: boolean; status: TCreditBidStatus }): boolean {
  return !input.isRequired || input.status === 'Confirmed' || input.status === 'PlaintiffDoesNotBid';
}

/** Whether an entry or confirmation is still on time: strictly before the deadline. */
export function isBeforeCreditBidDeadline(input: { deadline: Date; now: Date }): boolean {
  return input.now.getTime() < input.deadline.getTime();
}

/**
 * The in-app alert of a mismatch, to the person who entered the credit bid and to the one who typed it
 * again. It names neither amount: the confirmation stays blind, and an alert is no place for money typed.
 */
export function creditBidMismatchAlert(input: {
  lotLabel: string;
  caseNumber: string;
  isEntrant: boolean;
  otherName: string;
  isWithdrawn: boolean;
}): { title: string; body: string } {
  const what = `the plaintiff's credit bid on ${input.lotLabel} (case ${input.caseNumber})`;
  const who = input.isEntrant
    ? `${input.otherName} typed an amount to confirm ${what} that does not match your entry.`
    : `The amount you typed to confirm ${what} does not match the entry of ${input.otherName}.`;
  const next = input.isWithdrawn
    ? `After ${MAX_CREDIT_BID_MISMATCHES} wrong confirmations the entry was withdrawn: it must be entered again.`
    : 'It is not confirmed: check the amount, and enter it again if it was wrong.';
  return { title: 'Credit bid not confirmed', body: `${who} ${next}` };
}
