import { ACCOUNT_MESSAGES } from '@bidright/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { badRequest } from '../../errors';

export type TNewUser = typeof users.$inferInsert;

/**
 * Writes a new user: the one place a login is created (sign-ups, company users, admins, invited clients).
 * Callers check the user name and e-mail first, with the texts of their page; two sign-ups can still race
 * past that check, and the unique index then refuses the second. That race has one answer, whichever page
 * lost it: the availability check's own answer for the field that was taken (`Username is unavailable!` on
 * `userName`, `Email is unavailable!` on `email`), a 400 like the check's. Run it inside the caller's
 * transaction; the refusal rolls the whole sign-up back.
 */
export async function createUser(tx: Db, values: TNewUser) {
  try {
    const [created] = await tx.insert(users).values(values).returning();
    return created!;
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'users_email_unique')
      throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, { email: ACCOUNT_MESSAGES.emailUnavailable });
    if (index !== null)
      throw badRequest(ACCOUNT_MESSAGES.userNameUnavailable, {
        userName: ACCOUNT_MESSAGES.userNameUnavailable,
      });
    throw error;
  }
}
