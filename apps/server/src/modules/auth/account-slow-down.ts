import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountLoginFailures } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';

/**
 * The account-wide slow-down (ADR 0068), beside the per-(name, address) throttle (login-throttle.ts): that
 * one cannot see a guesser who spreads tries over many addresses, this one counts every failed sign-in on
 * one typed user name, from any address. Past ACCOUNT_SLOW_AFTER failures each further failure makes the
 * next try wait 2^k seconds (k = failures past the threshold), at most ACCOUNT_MAX_DELAY_SECONDS; tries
 * in the wait are refused with 429 and Retry-After before the password is checked, so waiting is the only
 * way on. The count lives in the database, so it holds across processes, and is forgotten
 * ACCOUNT_WINDOW_MINUTES after the last failure (longer than the largest delay, so a steady guesser never
 * sees it reset). A device that signed in to the account before (known-device.ts) is never slowed.
 *
 * Keyed by a hash of the typed name, never by whether the account exists, so names that exist and names
 * that do not are slowed alike and the 429 tells nothing about which names are accounts.
 */
export const ACCOUNT_SLOW_AFTER = 20;
export const ACCOUNT_WINDOW_MINUTES = 15;
export const ACCOUNT_MAX_DELAY_SECONDS = 600;
/** The refusal's words: the spec has none for this (ADR 0062), so they are ours and live here. */
export const ACCOUNT_SLOWED_MESSAGE =
  'Too many failed sign-ins on this account. Please try again in {seconds} second(s), or sign in from a device you have signed in with before.';

/** The wait after `failedCount` failures in the window (0 below the threshold). */
export const accountDelaySeconds = (failedCount: number) =>
  failedCount < ACCOUNT_SLOW_AFTER
    ? 0
    : Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (failedCount - ACCOUNT_SLOW_AFTER + 1));

/** The account's key: a hash of the normalised name, so the table holds no typed names. */
export const accountKey = (userName: string) =>
  createHash('sha256').update(`account\n${userName.trim().toLowerCase()}`).digest('hex');

/** Refuses a try while the account waits out its delay (the caller skips this for a known device). */
export async function assertAccountNotSlowed(db: Db, key: string) {
  const [row] = await db
    .select({
      waitSeconds: sql<number>`extract(epoch from ${accountLoginFailures.nextTryAt} - now())::float8`,
    })
    .from(accountLoginFailures)
    .where(and(eq(accountLoginFailures.key, key), gt(accountLoginFailures.nextTryAt, sql`now()`)))
    .limit(1);
  if (!row) return;
  const seconds = Math.max(1, Math.ceil(Number(row.waitSeconds)));
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE.replace('{seconds}', String(seconds)), seconds);
}

/** Counts a failure in one upsert (concurrent tries across processes are all counted), then sets the wait. */
export async function recordAccountFailure(db: Db, key: string) {
  const stale = sql`${accountLoginFailures.lastFailedAt} < now() - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES})`;
  const [row] = await db
    .insert(accountLoginFailures)
    .values({ key, failedCount: 1 })
    .onConflictDoUpdate({
      target: accountLoginFailures.key,
      set: {
        failedCount: sql`case when ${stale} then 1 else ${accountLoginFailures.failedCount} + 1 end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failedCount: accountLoginFailures.failedCount });
  const delay = accountDelaySeconds(row?.failedCount ?? 0);
  await db
    .update(accountLoginFailures)
    .set({ nextTryAt: delay > 0 ? sql`now() + make_interval(secs => ${delay})` : null })
    .where(eq(accountLoginFailures.key, key));
}
