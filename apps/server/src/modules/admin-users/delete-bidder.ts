import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import {
  bankAccounts,
  bankItems,
  bidderPhones,
  bidders,
  passwordResetTokens,
  pins,
  trustedDevices,
  users,
  verificationCodes,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { endUserSessions, hashPassword } from '../auth/public';

/**
 * DELETE /api/bidders/{id}/delete (admin). The privacy policy promises deletion while keeping what reports
 * and courts need (spec part 3 §9: "data retained for reporting"). So the account row stays, because bids,
 * paddles and sales point at it, but everything that identifies the person is erased or replaced:
 * names, e-mail, user name, phone, password, authenticator, birth date, address, phones, bank links,
 * codes, devices and pins. Purchase profiles named on a sale (the grantee on the deed) stay for the court
 * record, marked deleted; unused ones are removed. Every session ends at once.
 */
export async function deleteBidder(db: Db, caller: AuthUser, bidderId: number) {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, bidderId))
      .for('update');
    if (user?.role !== 'Bidder') throw notFound('Bidder is not found!');
    const now = new Date();
    await tx
      .update(users)
      .set({
        userName: `deleted-bidder-${bidderId}`,
        email: `deleted-bidder-${bidderId}@deleted.invalid`,
        firstName: 'Deleted',
        lastName: `Bidder ${bidderId}`,
        phoneNumber: null,
        passwordHash: unusable,
        twoFactorMethod: null,
        totpSecret: null,
        totpEnabled: false,
        deactivatedDate: now,
        updatedAt: now,
      })
      .where(eq(users.id, bidderId));
    await tx
      .update(bidders)
      .set({
        birthDate: null,
        streetLine1: null,
        streetLine2: null,
        city: null,
        stateCode: null,
        zipCode: null,
        deleteRequestedAt: null,
      })
      .where(eq(bidders.userId, bidderId));
    await tx.delete(bidderPhones).where(eq(bidderPhones.userId, bidderId));
    await tx.delete(bankAccounts).where(eq(bankAccounts.bidderId, bidderId));
    await tx.delete(bankItems).where(eq(bankItems.bidderId, bidderId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, bidderId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, bidderId));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, bidderId));
    await tx.delete(pins).where(eq(pins.bidderId, bidderId));
    await tx.execute(
      sql`delete from purchase_profiles pp where pp.bidder_id = ${bidderId}
        and not exists (select 1 from auction_bidders ab where ab.purchase_profile_id = pp.id)`,
    );
    await tx.execute(
      sql`update purchase_profiles set deleted_at = coalesce(deleted_at, now()), contact_name = null, phone_number = null
        where bidder_id = ${bidderId}`,
    );
    await endUserSessions(tx, bidderId);
    await logActivity(tx, {
      userId: caller.id,
      title: 'Bidder Deleted',
      body: `Bidder ${bidderId}: personal data erased by an administrator; bids and sales kept.`,
    });
  });
  return { message: ADMIN_MESSAGES.bidderDeleted };
}
