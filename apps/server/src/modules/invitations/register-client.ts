import { ACCOUNT_MESSAGES, type ZClientRegistration } from '@bidright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { attorneyInvitations, attorneys } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import { hashPassword } from '../auth/public';
import { createUser, emailTaken, userNameTaken } from '../users/public';
import { findInvitation } from './find-invitation';

const userNameUnavailable = () =>
  badRequest(ACCOUNT_MESSAGES.clientUserNameUnavailable, {
    userName: ACCOUNT_MESSAGES.clientUserNameUnavailable,
  });

/**
 * POST /api/attorneys/{attorneyId}/register: the invited attorney becomes a Client user. Needs the link's
 * live token, issued for this attorney and e-mail; the token is spent in the same transaction that creates
 * the login, so a link signs up exactly one person, once.
 */
export async function registerClient(db: Db, attorneyId: number, body: z.infer<typeof ZClientRegistration>) {
  const { attorney, invitation } = await findInvitation(db, {
    email: body.email,
    companyId: body.companyId,
    token: body.token,
  });
  if (attorney.id !== attorneyId) throw forbidden(ACCOUNT_MESSAGES.emailCompanyMismatch);
  if (await userNameTaken(db, body.userName)) throw userNameUnavailable();
  if (await emailTaken(db, attorney.email))
    throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, { email: ACCOUNT_MESSAGES.emailUnavailable });
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(attorneyInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(attorneyInvitations.id, invitation.id), isNull(attorneyInvitations.usedAt)))
      .returning({ id: attorneyInvitations.id });
    if (spent.length === 0)
      throw badRequest(ACCOUNT_MESSAGES.emailNotFound, { email: ACCOUNT_MESSAGES.emailNotFound });
    const user = await createUser(tx, {
      userName: body.userName,
      email: attorney.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phone ?? attorney.phone,
      role: 'Client',
    });
    const claimed = await tx
      .update(attorneys)
      .set({
        userId: user.id,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? attorney.phone,
      })
      .where(and(eq(attorneys.id, attorneyId), isNull(attorneys.userId)))
      .returning({ id: attorneys.id });
    if (claimed.length === 0) throw badRequest(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
    return { id: String(user.id), clientId: String(attorney.clientId) };
  });
}
