import { biddableAmount, minimumNextBid } from './bidding';
import { formatUsd, isWholeDollars } from './money';

/**
 * Maximum (absentee) bids, issue 32 and ADR 0024. Amounts are integer CENTS. The server's engine and the
 * bidder page both call these, so a maximum the page offers is one the server keeps, and the answers the
 * engine gives are the ones written here.
 *
 * A maximum stands for its holder: whenever someone else leads, the engine bids for it the smallest valid
 * amount that beats the lead, up to the maximum. Only the two highest maximums can ever matter for one
 * answer (the highest wins, the second sets its price), so the engine reads only those.
 */

/** Every text a bidder or staff member reads about maximums; the web shows these same strings. */
export const MAXIMUM_BID_MESSAGES = {
  setAction: 'Set maximum bid',
  outbidByEarlierMaximum: 'You have been outbid by an earlier maximum bid',
  placedByYourMaximum: 'Bid placed by your maximum',
  exceeded: 'Your maximum was exceeded',
  /** The control room's and room view's name for a proxy bid's bidder. */
  proxyBidderLabel: 'Online (maximum)',
  notJoined: 'Join this lot with a deposit to set a maximum bid.',
  lotClosed: 'This lot is closed. A maximum bid can no longer be set.',
  withdrawAfterStart: 'A maximum bid can be withdrawn only before the lot starts.',
  notFound: 'You have no maximum bid on this lot.',
  wholeDollars: 'A maximum bid must be whole dollars.',
  yourMaximum: (amountCents: number) => `Your maximum: ${formatUsd(amountCents)}`,
  offGrid: (incrementCents: number, firstCents: number) =>
    `A maximum bid must be on the lot's bid steps: ${formatUsd(firstCents)} plus multiples of ${formatUsd(incrementCents)}.`,
  belowMinimum: (minimumCents: number) => `A maximum bid must be at least ${formatUsd(minimumCents)}.`,
  overPower: (powerCents: number) =>
    `A maximum bid cannot exceed your bidding power of ${formatUsd(powerCents)}.`,
  notHigherThanCurrent: (currentCents: number) =>
    `A new maximum bid must be higher than your current maximum of ${formatUsd(currentCents)}.`,
  depositBelowMaximum: (maximumCents: number, neededCents: number) =>
    `Your maximum bid of ${formatUsd(maximumCents)} needs a deposit of at least ${formatUsd(neededCents)}.`,
  staffCount: (count: number) => (count === 1 ? '1 absentee maximum bid' : `${count} absentee maximum bids`),
} as const;

/** A maximum the engine may bid for. */
export interface TStandingMaximum {
  bidderId: number;
  amountCents: number;
  /** When this amount was set (a raise counts from the raise), ms since the epoch: the earlier wins a tie. */
  setAtMs: number;
}

/** The lot's lead: the latest bid, or null before the first. */
export interface TLead {
  bidderId: number;
  amountCents: number;
}

/** One bid the engine writes, in order. */
export interface TEngineBid {
  bidderId: number;
  amountCents: number;
  placedByMaximum: boolean;
}

interface TLotPricing {
  openingPriceCents: number;
  incrementCents: number;
}

/** Higher amount first; equal amounts: the earlier first. */
export function compareMaximums(a: TStandingMaximum, b: TStandingMaximum): number {
  return b.amountCents - a.amountCents || a.setAtMs - b.setAtMs || a.bidderId - b.bidderId;
}

/** The first amount of the lot's grid: the opening price plus one increment (the first minimum bid). */
export function firstGridAmount(lot: TLotPricing): number {
  return minimumNextBid({
    highBidCents: null,
    openingPriceCents: lot.openingPriceCents,
    minIncrementCents: lot.incrementCents,
  });
}

/** Whether an amount is on the lot's increment grid: the opening price plus a whole number (>= 1) of increments. */
export function isOnIncrementGrid(amountCents: number, lot: TLotPricing): boolean {
  const increment = lot.incrementCents > 0 ? lot.incrementCents : 100;
  if (amountCents < firstGridAmount(lot)) return false;
  const steps = (amountCents - lot.openingPriceCents) / increment;
  // A grid whose steps are not whole dollars (cents in the opening or increment) rounds up to dollars, as
  // the minimum bid does: any whole dollar within a step of the exact point counts.
  if (Number.isInteger(steps)) return true;
  return !isWholeDollars(increment) || !isWholeDollars(lot.openingPriceCents)
    ? amountCents - (lot.openingPriceCents + Math.floor(steps) * increment) < 100
    : false;
}

export type TMaximumCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a bidder may set (or raise to) this maximum. In order: joined, lot not closed, whole dollars,
 * on the grid, at least the minimum next bid (an open lot), within the bidding power (named), and higher
 * than the bidder's current maximum.
 */
export function checkMaximumBid(input: {
  amountCents: number;
  isJoined: boolean;
  isClosed: boolean;
  openingPriceCents: number;
  incrementCents: number;
  /** The lot's high bid, null before the first bid (then the first grid amount is the minimum). */
  highBidCents: number | null;
  /** The bidder's locked deposit on the lot and the lot's required down payment (percent). */
  lockedCents: number;
  requiredDownPercent: number;
  currentMaximumCents: number | null;
}): TMaximumCheck {
  const M = MAXIMUM_BID_MESSAGES;
  if (!input.isJoined) return { ok: false, message: M.notJoined };
  if (input.isClosed) return { ok: false, message: M.lotClosed };
  if (!isWholeDollars(input.amountCents)) return { ok: false, message: M.wholeDollars };
  if (!isOnIncrementGrid(input.amountCents, input)) {
    return { ok: false, message: M.offGrid(input.incrementCents, firstGridAmount(input)) };
  }
  const minimum = minimumNextBid({
    highBidCents: input.highBidCents,
    openingPriceCents: input.openingPriceCents,
    minIncrementCents: input.incrementCents,
  });
  const power = biddingPower(input);
  if (input.amountCents > power) return { ok: false, message: M.overPower(power) };
  if (input.currentMaximumCents !== null && input.amountCents <= input.currentMaximumCents) {
    return { ok: false, message: M.notHigherThanCurrent(input.currentMaximumCents) };
  }
  if (input.amountCents < minimum) return { ok: false, message: M.belowMinimum(minimum) };
  return { ok: true };
}

/** The bidder's bidding power: locked deposit × 100 / required down, whole dollars (the biddable amount). */
export function biddingPower(input: { lockedCents: number; requiredDownPercent: number }): number {
  return biddableAmount({ lockedCents: input.lockedCents, requiredDownPercent: input.requiredDownPercent });
}

/** A maximum may be withdrawn only before its lot starts. */
export function checkMaximumWithdrawal(input: { hasStarted: boolean }): TMaximumCheck {
  return input.hasStarted ? { ok: false, message: MAXIMUM_BID_MESSAGES.withdrawAfterStart } : { ok: true };
}

/**
 * The quick amounts offered when setting a maximum: the next few grid amounts from the minimum, each within
 * the bidding power.
 */
export function maximumQuickOptions(input: {
  minimumCents: number;
  incrementCents: number;
  openingPriceCents: number;
  powerCents: number;
  steps?: readonly number[];
}): number[] {
  const increment = input.incrementCents > 0 ? input.incrementCents : 100;
  const start = Math.max(input.minimumCents, firstGridAmount(input));
  const onGrid =
    input.openingPriceCents + Math.ceil((start - input.openingPriceCents) / increment) * increment;
  return (input.steps ?? [0, 5, 10, 20])
    .map((step) => onGrid + step * increment)
    .filter((amount) => amount <= input.powerCents && isWholeDollars(amount));
}

/**
 * The engine's answer to a lead: the proxy bids the standing maximums place, in order (at most two).
 * - The highest maximum (ties: the earlier) wins. Its price is one increment over the second maximum (or
 *   over the lead), capped at its own amount; equal maximums: the earlier leads at that amount.
 * - The second maximum bids its full amount first when that beats the lead and stays below the winner's
 *   price, so the log shows the exchange and stays strictly rising.
 * - A maximum whose holder already leads never bids against itself: raising while leading keeps the price.
 * `maximums` may hold any standing maximums (the server passes the top three); those at or below the lead
 * are spent and ignored.
 */
export function answerLead(input: {
  lead: TLead | null;
  maximums: readonly TStandingMaximum[];
  openingPriceCents: number;
  incrementCents: number;
}): TEngineBid[] {
  const { lead } = input;
  const next = (highBidCents: number | null) =>
    minimumNextBid({
      highBidCents,
      openingPriceCents: input.openingPriceCents,
      minIncrementCents: input.incrementCents,
    });
  const standing = input.maximums
    .filter((maximum) => lead === null || maximum.amountCents > lead.amountCents)
    .sort(compareMaximums);
  const [winner, second] = standing;
  if (!winner) return [];
  let price: number;
  if (second) {
    price =
      second.amountCents === winner.amountCents
        ? winner.amountCents
        : Math.min(winner.amountCents, next(second.amountCents));
  } else {
    price = Math.min(winner.amountCents, next(lead?.amountCents ?? null));
  }
  const bids: TEngineBid[] = [];
  let leader = lead?.bidderId ?? null;
  if (second && second.bidderId !== leader && second.amountCents < price) {
    bids.push({ bidderId: second.bidderId, amountCents: second.amountCents, placedByMaximum: true });
    leader = second.bidderId;
  }
  // The leader's own maximum bids only to answer a challenger (the second maximum): never against itself.
  if (winner.bidderId !== leader || (second && price > (lead?.amountCents ?? 0))) {
    bids.push({ bidderId: winner.bidderId, amountCents: price, placedByMaximum: true });
  }
  return bids;
}

/** What happens to one incoming bid (online or a room bid entered by staff) on a lot with maximums. */
export type TIncomingAnswer =
  | { accepted: true; bids: TEngineBid[] }
  /** Refused, yet the maximum's holder now leads at the amount: the proxy bids still commit. */
  | { accepted: false; message: string; bids: TEngineBid[] };

/**
 * The engine's answer to an incoming bid that passed the ordinary bid rules.
 * - Equal to another bidder's standing maximum: refused with 'You have been outbid by an earlier maximum
 *   bid', and that maximum (set earlier, so it wins the tie) leads at that amount.
 * - Otherwise it is written, and the maximums answer it (`answerLead`); a bid above every maximum leads.
 */
export function answerIncomingBid(input: {
  lead: TLead | null;
  bid: TLead;
  maximums: readonly TStandingMaximum[];
  openingPriceCents: number;
  incrementCents: number;
  /** The incoming bid's time: it counts as later than every standing maximum. */
  nowMs: number;
}): TIncomingAnswer {
  const others = input.maximums.filter((maximum) => maximum.bidderId !== input.bid.bidderId);
  const tie = others.some((maximum) => maximum.amountCents === input.bid.amountCents);
  if (tie) {
    // The refused bid takes part as a maximum set now: it loses the tie and sets the winner's price.
    const asMaximum = { ...input.bid, setAtMs: Math.max(input.nowMs, ...others.map((m) => m.setAtMs + 1)) };
    const bids = answerLead({ ...input, maximums: [...others, asMaximum] }).filter(
      (bid) => bid.bidderId !== input.bid.bidderId,
    );
    return { accepted: false, message: MAXIMUM_BID_MESSAGES.outbidByEarlierMaximum, bids };
  }
  const own: TEngineBid = { ...input.bid, placedByMaximum: false };
  return { accepted: true, bids: [own, ...answerLead({ ...input, lead: input.bid })] };
}
