import { LOGIN_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';

/** Failed passwords allowed per account inside the window before the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

interface ThrottleState {
  id: number;
  lockedUntil: Date | null;
}

/** Refuses a locked account before its password is even checked, so guessing gains nothing while locked. */
export function assertAccountNotLocked(user: ThrottleState) {
  const remainingMs = (user.lockedUntil?.getTime() ?? 0) - Date.now();
  if (remainingMs > 0) {
    const minutes = Math.ceil(remainingMs / 60_000);
    throw tooManyRequests(
      LOGIN_MESSAGES.throttledAccount.replace('{minutes}', String(minutes)),
      remainingMs / 1000,
    );
  }
}

/** Counts a failure in one conditional UPDATE, so concurrent guesses across processes are all counted. */
export async function recordFailedLogin(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.failedLoginWindowStart} is null
        or ${users.failedLoginWindowStart} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
        then 1 else ${users.failedLoginCount} + 1 end`,
      failedLoginWindowStart: sql`case when ${users.failedLoginWindowStart} is null
        or ${users.failedLoginWindowStart} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
        then now() else ${users.failedLoginWindowStart} end`,
    })
    .where(eq(users.id, userId));
  await db
    .update(users)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCK_MINUTES})`, failedLoginCount: 0 })
    .where(sql`${users.id} = ${userId} and ${users.failedLoginCount} >= ${MAX_FAILED_LOGINS}`);
}

export async function recordSuccessfulLogin(db: Db, userId: number) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastLoginDate: sql`now()` })
    .where(eq(users.id, userId));
}
