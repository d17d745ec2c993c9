import { toDollars } from '@bidright/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidders, users } from '../../db/schema/index';
import { availableBalanceCents, lockedFunds } from '../../live/participation/funds';
import { hasAuthenticatorApp } from '../auth/public';

/** A bidder's login and bidder record (null until the bidder has one). */
export interface TBidderProfileRow {
  user: typeof users.$inferSelect;
  bidder: typeof bidders.$inferSelect | null;
}

/**
 * The bidder profile's row: the user and their bidder record. `onlyBidders` finds no other role (the
 * admin's bidder screens); the bidder's own page reads whatever account signed in.
 */
export async function loadBidderProfileRow(
  db: Db,
  userId: number,
  options: { onlyBidders?: boolean } = {},
): Promise<TBidderProfileRow | undefined> {
  const [row] = await db
    .select({ user: users, bidder: bidders })
    .from(users)
    .leftJoin(bidders, eq(bidders.userId, users.id))
    .where(options.onlyBidders ? and(eq(users.id, userId), eq(users.role, 'Bidder')) : eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The bidder profile as both the bidder's own page (GET /api/bidders) and the admin's bidder view
 * (GET /api/bidders/{id}) answer it: names, user name, e-mail, birth date, the mailing address under the
 * spec's field names, verification and the authenticator flag.
 */
export function presentBidderProfile({ user, bidder }: TBidderProfileRow) {
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    birthDate: bidder?.birthDate ?? null,
    address1: bidder?.streetLine1 ?? null,
    address2: bidder?.streetLine2 ?? null,
    city: bidder?.city ?? null,
    state: bidder?.stateCode ?? null,
    zip: bidder?.zipCode ?? null,
    isVerified: bidder?.isVerified ?? false,
    configuredAuthenticatorApp: hasAuthenticatorApp(user),
  };
}

/** A bidder's balances in dollars: what is free to lock, and what is locked in lots and winnings. */
export async function bidderBalances(db: Db, userId: number) {
  const [locked, available] = await Promise.all([lockedFunds(db, userId), availableBalanceCents(db, userId)]);
  return { available: toDollars(available), locked: toDollars(locked.totalCents) };
}
