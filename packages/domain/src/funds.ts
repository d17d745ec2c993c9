import { PRE_REGISTER_AMOUNT, SPECTATE_AMOUNT, type TParticipationMode } from './enums';
import { formatUsd, isWholeDollars, toCents } from './money';

/**
 * Bidder funds and joining (spec part 1 §5 "Joining", "Adding a bidder in person"). Amounts are
 * integer CENTS unless a name says dollars.
 */

/** A linked bank account as far as funds are concerned. */
export interface TFundsAccount {
  balanceCents: number;
  /** False once the link is broken (e.g. the bank needs re-login); such balances cannot back bids. */
  isValid: boolean;
  /** Hidden only from the accounts list; a hidden valid account still backs bids. */
  isHidden?: boolean;
  /** Unlinked by the bidder; never counts. */
  removed?: boolean;
}

/**
 * Funds available to lock: the sum of valid, not removed, linked balances minus what is already
 * locked. The raw difference is returned (it can be negative when a balance fell after locking),
 * so callers can tell "nothing left" from "over-committed"; `canJoin` reads it.
 */
export function availableBalance(input: { accounts: readonly TFundsAccount[]; lockedCents: number }): number {
  let total = 0;
  for (const account of input.accounts) {
    if (account.isValid && !account.removed) total += account.balanceCents;
  }
  return total - input.lockedCents;
}

/** Whether a bidder has any funds left to lock (spec: an available balance of 0 or less is 'Insufficient Balance!'). */
export function canJoin(availableCents: number): boolean {
  return availableCents > 0;
}

/** Texts of the join form. */
export const JOIN_MESSAGES = {
  notVerified: 'Your account is not verified - Please go to the settings page to verify your account!',
  insufficientBalance: 'Insufficient Balance!',
  selectPurchaseProfile: '*Please select a purchase profile!',
  wholeDollars: 'The amount must be a whole number of dollars!',
  invalidAmount: 'The amount is wrong!',
  exceedsAvailable: 'The amount cannot exceed your available balance of {available}!',
} as const;

/** Texts of changing the purchase profile (the deed grantee) of a joined auction. */
export const PURCHASE_PROFILE_CHANGE_MESSAGES = {
  changed: 'Successfully changed the deed grantee!',
  lotStarted: 'The deed grantee cannot be changed once a lot you joined has started!',
} as const;

export type TJoinCheck =
  | { ok: true }
  | { ok: false; field?: 'amount' | 'purchaseProfileId'; message: string };

/**
 * Validates a join (or pre-register / spectate) request, in the order the page shows problems:
 * verification, amount, balance, purchase profile.
 * - `amountCents` -100 (the wire's -1) pre-registers and 0 spectates; both lock nothing, so they need no funds.
 * - A positive amount must be whole dollars, the available balance must be above 0, and the amount
 *   may not exceed it.
 * - Every join names a purchase profile (it is the grantee on the deed if the bidder later wins).
 */
export function checkJoin(input: {
  isVerified: boolean;
  amountCents: number;
  availableCents: number;
  purchaseProfileId: number | null | undefined;
}): TJoinCheck {
  if (!input.isVerified) return { ok: false, message: JOIN_MESSAGES.notVerified };
  const amount = input.amountCents;
  const locksNothing = amount === toCents(PRE_REGISTER_AMOUNT) || amount === toCents(SPECTATE_AMOUNT);
  if (!locksNothing) {
    if (!Number.isFinite(amount) || amount < 0) {
      return { ok: false, field: 'amount', message: JOIN_MESSAGES.invalidAmount };
    }
    if (!isWholeDollars(amount)) return { ok: false, field: 'amount', message: JOIN_MESSAGES.wholeDollars };
    if (!canJoin(input.availableCents)) {
      return { ok: false, field: 'amount', message: JOIN_MESSAGES.insufficientBalance };
    }
    if (amount > input.availableCents) {
      return {
        ok: false,
        field: 'amount',
        message: JOIN_MESSAGES.exceedsAvailable.replace('{available}', formatUsd(input.availableCents)),
      };
    }
  }
  const profile = input.purchaseProfileId;
  if (profile == null || !Number.isSafeInteger(profile) || profile <= 0) {
    return { ok: false, field: 'purchaseProfileId', message: JOIN_MESSAGES.selectPurchaseProfile };
  }
  return { ok: true };
}

/** Texts of the add-bidder-in-person tool. */
export const ADD_BIDDER_MESSAGES = {
  notVerified: 'Your account is not verified.',
  inactive: 'This bidder is inactive and cannot be added.',
  alreadyJoined: 'Joined',
  amountRequired: 'Please enter the amount to lock!',
} as const;

/**
 * Whether staff may add a bidder in person: an amount to lock (cents allowed, up to two decimals)
 * is required, the bidder's phone must be verified, the bidder active and not already joined.
 */
export function checkAddBidder(input: {
  amountCents: number | null | undefined;
  isPhoneVerified: boolean;
  isActive: boolean;
  alreadyJoined: boolean;
}): { ok: true } | { ok: false; field?: 'amount'; message: string } {
  if (input.alreadyJoined) return { ok: false, message: ADD_BIDDER_MESSAGES.alreadyJoined };
  if (!input.isActive) return { ok: false, message: ADD_BIDDER_MESSAGES.inactive };
  if (!input.isPhoneVerified) return { ok: false, message: ADD_BIDDER_MESSAGES.notVerified };
  const amount = input.amountCents;
  if (amount == null || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, field: 'amount', message: ADD_BIDDER_MESSAGES.amountRequired };
  }
  return { ok: true };
}

/**
 * A bidder's participation from the locked amount in DOLLARS as on the wire: -1 (or any negative,
 * which the schemas reject before this point) is pre-registered, 0 spectating, above 0 active.
 */
export function modeForAmount(amountDollars: number): TParticipationMode {
  if (Number.isNaN(amountDollars)) throw new RangeError('Amount is not a number');
  if (amountDollars < 0) return 'PreRegistered';
  if (amountDollars === SPECTATE_AMOUNT) return 'Spectating';
  return 'Active';
}

/** A pre-registration turns into spectating once the lot starts (spec part 1 §4); other modes are kept. */
export function modeWhenLotStarts(mode: TParticipationMode): TParticipationMode {
  return mode === 'PreRegistered' ? 'Spectating' : mode;
}

/** The stored amount (dollars) once the lot starts: -1 becomes 0, others are kept. */
export function amountWhenLotStarts(amountDollars: number): number {
  return amountDollars === PRE_REGISTER_AMOUNT ? SPECTATE_AMOUNT : amountDollars;
}

/** First paddle number of an auction. */
export const FIRST_PADDLE_NUMBER = 101;

/**
 * The paddle for a new bidder in an auction: the smallest number ≥ `start` not in `existing`.
 * Paddles are unique per auction and a bidder keeps theirs when leaving and rejoining, so callers
 * pass every paddle ever issued in the auction (left bidders included): a freed number is never
 * handed to someone else, which keeps 'SOLD TO {paddle}' unambiguous. Gaps (e.g. a removed row)
 * are filled, so numbers stay short. The server still needs a unique index on (auction, paddle)
 * and a retry, because two joins may compute the same number at once.
 */
export function nextPaddleNumber(existing: Iterable<number>, start = FIRST_PADDLE_NUMBER): number {
  const taken = new Set(existing);
  let paddle = start;
  while (taken.has(paddle)) paddle += 1;
  return paddle;
}
