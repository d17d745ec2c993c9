import { QUICK_BID_STEPS } from './live-events';
import { ceilToDollarCents, floorToDollarCents, formatUsd, isWholeDollars, toCents } from './money';

/**
 * Bid rules (spec part 1 §5 "Bidding"). Amounts are integer CENTS unless a name says dollars.
 * The server's bid acceptance and the bidder page both call these, so a bid the page allows is
 * exactly a bid the server accepts.
 */

/** The increment when a lot has none (or a non-positive one): 1 dollar. */
export const DEFAULT_MIN_INCREMENT_CENTS = 100;

/**
 * The lowest acceptable next bid: latest bid + increment, or opening price + increment when there
 * are no bids yet; rounded UP to whole dollars because bids are whole dollars.
 */
export function minimumNextBid(input: {
  highBidCents: number | null | undefined;
  openingPriceCents: number;
  minIncrementCents?: number | null;
}): number {
  const increment =
    input.minIncrementCents != null && Number.isFinite(input.minIncrementCents) && input.minIncrementCents > 0
      ? input.minIncrementCents
      : DEFAULT_MIN_INCREMENT_CENTS;
  const base = input.highBidCents ?? input.openingPriceCents;
  return ceilToDollarCents(base + increment);
}

/**
 * The highest bid a deposit allows: locked × 100 / requiredDown, rounded DOWN to whole dollars.
 * A requiredDown of 0 or less counts as 1 (as the spec says), so a lot missing its down payment
 * never divides by zero. A negative lock allows nothing.
 */
export function biddableAmount(input: { lockedCents: number; requiredDownPercent: number }): number {
  const requiredDown =
    Number.isFinite(input.requiredDownPercent) && input.requiredDownPercent > 0
      ? input.requiredDownPercent
      : 1;
  if (!(input.lockedCents > 0)) return 0;
  return floorToDollarCents((input.lockedCents * 100) / requiredDown);
}

export type TBidRejection = 'not-whole-dollars' | 'below-minimum' | 'above-biddable';
export type TBidCheck = { ok: true } | { ok: false; reason: TBidRejection; message: string };

/** Checks a bid amount against the whole-dollar rule, the minimum next bid and the biddable amount, in that order. */
export function checkBidAmount(input: {
  amountCents: number;
  minimumCents: number;
  biddableCents: number;
}): TBidCheck {
  if (!isWholeDollars(input.amountCents)) {
    return { ok: false, reason: 'not-whole-dollars', message: 'Bids must be whole dollars.' };
  }
  if (input.amountCents < input.minimumCents) {
    return {
      ok: false,
      reason: 'below-minimum',
      message: `The minimum bid is ${formatUsd(input.minimumCents)}.`,
    };
  }
  if (input.amountCents > input.biddableCents) {
    return {
      ok: false,
      reason: 'above-biddable',
      message: `Your deposit allows bids up to ${formatUsd(input.biddableCents)}.`,
    };
  }
  return { ok: true };
}

/** One quick-bid button. */
export interface TQuickBidOption {
  stepDollars: number;
  amountCents: number;
  /** Button text, e.g. '+$500'. */
  label: string;
  disabled: boolean;
}

/**
 * The quick-bid buttons (+100, +500, +1000 dollars).
 * - `base: 'latest'` (bidder view) adds the step to the latest bid. With no bid yet it adds to the next
 *   minimum instead: adding to the opening price could land below the minimum (opening + increment).
 * - `base: 'minimum'` (staff view) adds the step to the next minimum bid.
 * A button is disabled when the sum exceeds the biddable amount, the bidder is the current highest
 * bidder, or the lot has stopped (spec). It is also disabled when the sum is still below the minimum
 * (an increment larger than the step), since the server would refuse that bid.
 */
export function quickBidOptions(input: {
  latestBidCents: number | null | undefined;
  nextMinimumCents: number;
  biddableCents: number;
  isHighestBidder: boolean;
  isStopped: boolean;
  base: 'latest' | 'minimum';
}): TQuickBidOption[] {
  const base =
    input.base === 'latest' ? (input.latestBidCents ?? input.nextMinimumCents) : input.nextMinimumCents;
  return QUICK_BID_STEPS.map((stepDollars) => {
    const amountCents = base + toCents(stepDollars);
    return {
      stepDollars,
      amountCents,
      label: `+${formatUsd(toCents(stepDollars))}`,
      disabled:
        input.isStopped ||
        input.isHighestBidder ||
        amountCents > input.biddableCents ||
        amountCents < input.nextMinimumCents,
    };
  });
}

/**
 * The funds notice beside the bid box, or null when the deposit covers the minimum next bid:
 * 'Insufficient Deposit' before the lot's first bid, 'Insufficient Funds' (with Update Balance) after.
 */
export function fundsNotice(input: {
  biddableCents: number;
  minimumCents: number;
  hasBids: boolean;
}): 'Insufficient Deposit' | 'Insufficient Funds' | null {
  if (input.biddableCents >= input.minimumCents) return null;
  return input.hasBids ? 'Insufficient Funds' : 'Insufficient Deposit';
}

/**
 * A staff bid for a bidder is capped at the bidder's bidding power: the deposit (the spec's
 * `maxBidAmount`) × 100 / requiredDown, the same biddable amount the bidder's own bid box allows
 * (ADR 0016). It is whole dollars, because an in-person deposit may carry cents and bids may not.
 */
export function staffBidCap(input: {
  amountCents: number;
  depositCents: number;
  requiredDownPercent: number;
}): number {
  return Math.min(
    input.amountCents,
    biddableAmount({ lockedCents: input.depositCents, requiredDownPercent: input.requiredDownPercent }),
  );
}

/**
 * Whether staff may place a bid for a bidder (the Place Bid button): an amount is given, it is not
 * below the last bid, whole dollars, within the bidder's bidding power, and the bidder is not already
 * the current winner.
 */
export function canStaffPlaceBid(input: {
  amountCents: number | null | undefined;
  lastBidCents: number | null | undefined;
  depositCents: number;
  requiredDownPercent: number;
  isCurrentWinner: boolean;
}): boolean {
  const amount = input.amountCents;
  if (amount == null || amount <= 0 || !isWholeDollars(amount)) return false;
  if (input.isCurrentWinner) return false;
  if (input.lastBidCents != null && amount < input.lastBidCents) return false;
  const power = biddableAmount({
    lockedCents: input.depositCents,
    requiredDownPercent: input.requiredDownPercent,
  });
  if (input.depositCents <= 0 || amount > power) return false;
  return true;
}

/**
 * A new minimum increment set by staff. The spec's input has the current increment as its minimum,
 * so an increment can be raised during a lot but never lowered below what bidders were told.
 */
export function checkMinIncrement(input: {
  newCents: number;
  currentCents: number | null | undefined;
}): { ok: true } | { ok: false; message: string } {
  if (!Number.isFinite(input.newCents) || input.newCents <= 0) {
    return { ok: false, message: 'The minimum increment must be greater than $0.' };
  }
  const current = input.currentCents != null && input.currentCents > 0 ? input.currentCents : 0;
  if (input.newCents < current) {
    return { ok: false, message: `The minimum increment cannot be below ${formatUsd(current)}.` };
  }
  return { ok: true };
}

/** Required down payment as shown: an integer percent from 0 to 100. */
export function requiredDownDisplay(percent: number | null | undefined): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}
