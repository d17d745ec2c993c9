import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, users } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';

/**
 * Progressive login throttle per (user name, client IP) pair. It never looks at whether the name exists,
 * so unknown and known names are answered alike, and it never locks the account itself, so a stranger
 * guessing from their own address cannot lock the owner out (the per-IP limit on the token route caps how
 * many pairs one address can try):
 * - from the SLOW_AFTER-th failure inside the window, each further answer of that pair is slowed down;
 * - from the LOCK_AFTER-th, the pair is locked for a short while, twice as long each time, at most
 *   MAX_LOCK_MINUTES.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 8;
export const FIRST_LOCK_MINUTES = 1;
export const MAX_LOCK_MINUTES = 15;
const SLOW_STEP_MS = 200;
const MAX_SLOW_MS = 1_500;

/** The pair's key: a hash, so the table holds neither the typed names nor the addresses. */
export const throttleKey = (userName: string, ip: string) =>
  createHash('sha256').update(`${userName.trim().toLowerCase()}\n${ip}`).digest('hex');

/**
 * Refuses a locked pair before the password is even checked, so guessing gains nothing while locked, and
 * slows the answer of a pair that has been failing.
 */
export async function throttleLogin(db: Db, key: string) {
  const [row] = await db
    .select({
      failedCount: loginFailures.failedCount,
      lockedUntil: loginFailures.lockedUntil,
      isCurrent: sql<boolean>`${loginFailures.windowStart} >= now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .limit(1);
  if (!row) return;
  const remainingMs = (row.lockedUntil?.getTime() ?? 0) - Date.now();
  if (remainingMs > 0) {
    const minutes = Math.ceil(remainingMs / 60_000);
    throw tooManyRequests(
      LOGIN_MESSAGES.throttledAccount.replace('{minutes}', String(minutes)),
      remainingMs / 1000,
    );
  }
  if (row.isCurrent && row.failedCount >= SLOW_AFTER)
    await sleep(Math.min(MAX_SLOW_MS, (row.failedCount - SLOW_AFTER + 1) * SLOW_STEP_MS));
}

/** Counts a failure in one upsert, so concurrent guesses across processes are all counted. */
export async function recordFailedLogin(db: Db, key: string) {
  const stale = sql`${loginFailures.windowStart} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failedCount: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failedCount: sql`case when ${stale} then 1 else ${loginFailures.failedCount} + 1 end`,
        windowStart: sql`case when ${stale} then now() else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ failedCount: loginFailures.failedCount });
  const count = row?.failedCount ?? 0;
  if (count < LOCK_AFTER) return;
  const minutes = Math.min(MAX_LOCK_MINUTES, FIRST_LOCK_MINUTES * 2 ** (count - LOCK_AFTER));
  await db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${minutes})` })
    .where(eq(loginFailures.key, key));
}

export async function recordSuccessfulLogin(db: Db, key: string, userId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
  await db.update(users).set({ lastLoginDate: sql`now()` }).where(eq(users.id, userId));
}
