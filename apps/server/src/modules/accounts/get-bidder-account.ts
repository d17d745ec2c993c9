import { ACCOUNT_MESSAGES, type TBidderAccount, type TBidderProfileBody } from '@bidright/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bidders, pins, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { endUserSessions } from '../auth/public';
import { emailTaken } from '../users/public';
import { bidderBalances, loadBidderProfileRow, presentBidderProfile } from './bidder-profile';

/** GET /api/bidders: the header's global data and the personal page's profile of the calling bidder. */
export async function getBidderAccount(db: Db, userId: number): Promise<TBidderAccount> {
  const row = await loadBidderProfileRow(db, userId);
  if (!row) throw notFound();
  const { user, bidder } = row;
  const [[pinned], [linked], balances] = await Promise.all([
    db.select({ n: count() }).from(pins).where(eq(pins.bidderId, userId)),
    db
      .select({ n: count() })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.bidderId, userId), isNull(bankAccounts.removedAt))),
    bidderBalances(db, userId),
  ]);
  return {
    pinned_count: Number(pinned?.n ?? 0),
    available_balance: balances.available,
    locked_balance: balances.locked,
    linked_account_count: Number(linked?.n ?? 0),
    is_verified: bidder?.isVerified ?? false,
    name: `${user.firstName} ${user.lastName}`,
    phone_number: user.phoneNumber,
    ...presentBidderProfile(row),
    twoFactorMethod: user.twoFactorMethod,
    deleteRequested: Boolean(bidder?.deleteRequestedAt),
  };
}

/** PUT /api/bidders: name, e-mail and mailing address; birth date and user name are read-only. */
export async function updateBidderProfile(db: Db, userId: number, body: TBidderProfileBody) {
  if (await emailTaken(db, body.email, userId))
    throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, { email: ACCOUNT_MESSAGES.emailUnavailable });
  const address = {
    streetLine1: body.address1,
    streetLine2: body.address2,
    city: body.city,
    stateCode: body.state,
    zipCode: body.zip,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: body.firstName, lastName: body.lastName, email: body.email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx
      .insert(bidders)
      .values({ userId, ...address })
      .onConflictDoUpdate({ target: bidders.userId, set: address });
  });
  return getBidderAccount(db, userId);
}

/** DELETE /api/bidders: the bidder deactivates the account; every session ends. */
export async function deactivateBidder(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedDate: sql`now()` }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
  return { message: 'Your account has been deactivated.' };
}

/**
 * PUT /api/bidders/delete: a deletion request. The account is closed at once (deactivated, sessions
 * ended) and marked for deletion; records stay for reporting, as the privacy policy says.
 */
export async function requestBidderDeletion(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .insert(bidders)
      .values({ userId, deleteRequestedAt: new Date() })
      .onConflictDoUpdate({ target: bidders.userId, set: { deleteRequestedAt: new Date() } });
    await tx.update(users).set({ deactivatedDate: sql`now()` }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
  return { message: ACCOUNT_MESSAGES.accountDeleteRequested };
}
