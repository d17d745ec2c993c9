/**
 * Where the bidder's own maximum (absentee) bid stands, and what a newly placed bid tells them about it
 * (issue 32). Pure, so the lot page and its tests agree. Amounts are dollars as on the wire.
 */

/** The parts of the bidder's maximum that its standing depends on. */
export interface TOwnMaximum {
  amount: number;
  /** The server's view when the maximum was last read. */
  leading: boolean;
  exceeded: boolean;
}

/** The parts of a bid that matter here. */
export interface TSeenBid {
  bidderId: string;
  amount: number;
  placedByMaximum?: boolean;
}

/**
 * - leading: the bidder holds the top bid (placed by hand or by their maximum).
 * - exceeded: someone else leads at or above the maximum (a bid equal to an earlier maximum is refused,
 *   so another bidder leading at the same amount holds the earlier maximum).
 * - waiting: no bid yet (the lot has not started or nobody has bid).
 */
export type TMaximumStanding = 'leading' | 'exceeded' | 'waiting';

export function maximumStanding(
  maximum: TOwnMaximum,
  topBid: TSeenBid | undefined,
  userId: string | null | undefined,
): TMaximumStanding {
  if (topBid && userId) {
    if (topBid.bidderId === userId) return 'leading';
    if (topBid.amount >= maximum.amount) return 'exceeded';
  }
  if (maximum.exceeded) return 'exceeded';
  return maximum.leading || topBid ? 'leading' : 'waiting';
}

/** What one placed bid tells the bidder: their maximum bid for them, or it was just exceeded. */
export type TMaximumNotice = 'placed' | 'exceeded' | null;

export function maximumNotice(
  bid: TSeenBid,
  maximum: TOwnMaximum | null | undefined,
  userId: string | null | undefined,
): TMaximumNotice {
  if (!userId || !maximum) return null;
  if (bid.bidderId === userId) return bid.placedByMaximum ? 'placed' : null;
  // Told once: the first bid at or above the maximum marks it exceeded until the bidder raises it.
  if (!maximum.exceeded && bid.amount >= maximum.amount) return 'exceeded';
  return null;
}
