/*
 * The always-open practice sale (issue 43 point 4, ADR 0076): rules both tiers read. Play money only; the
 * practice sale never touches real balances and never appears on a real-sale surface.
 */

/** The word every practice screen and alert carries. */
export const PRACTICE_LABEL = 'Practice';

/** Play money each bidder holds in the practice sale: $500,000, never real. */
export const PRACTICE_PLAY_BALANCE_CENTS = 500_000_00;

/** How many practice lots are open at once; their clocks are staggered so one always closes soon. */
export const PRACTICE_OPEN_LOTS = 3;

/**
 * Refusals where the practice sale meets a real one (ADR 0076): each says where to go instead. 409: the lot
 * exists, but belongs to the other kind of sale.
 */
export const PRACTICE_MESSAGES = {
  /** A real join, deposit, purchase-profile change or in-person add aimed at a practice lot. */
  practiceLotNotReal:
    'This is a practice lot: join it from the practice sale, with play money. No deposit is taken.',
  /** The practice join aimed at a lot of a real sale. */
  realLotNotPractice:
    'This lot is in a real sale: join it from its auction page, with a deposit. Practice lots are at /practice.',
  /** The practice join of a lot that has closed. */
  lotClosed: 'This practice lot has closed. Pick an open one.',
} as const;

/** Prefixes an alert's title or text with "Practice: " (once). */
export function practiceText(text: string): string {
  return text.startsWith(`${PRACTICE_LABEL}: `) ? text : `${PRACTICE_LABEL}: ${text}`;
}

/**
 * How high the rivals go on a practice lot, in increments above the opening price, by the lot's number:
 * a fixed cycle, so some lots are easy to win and some are not, and tests know which.
 */
export const PRACTICE_RIVAL_CEILING_STEPS = [5, 12, 3] as const;

/** The rivals' ceiling on a practice lot, in cents. */
export function practiceRivalCeilingCents(lot: {
  lotNumber: number;
  openingPriceCents: number;
  minBidIncrementCents: number;
}): number {
  const steps =
    PRACTICE_RIVAL_CEILING_STEPS[Math.abs(lot.lotNumber) % PRACTICE_RIVAL_CEILING_STEPS.length] ?? 5;
  return lot.openingPriceCents + steps * lot.minBidIncrementCents;
}
