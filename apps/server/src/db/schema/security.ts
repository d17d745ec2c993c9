import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { attorneys } from './clients';
import { companies, createdAt, users } from './identity';

/**
 * Invitations e-mailed to an attorney: the only way to register a Client login. Only the SHA-256 of the
 * token is kept; a token is single use and expires.
 */
export const attorneyInvitations = pgTable(
  'attorney_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attorneyId: integer('attorney_id')
      .notNull()
      .references(() => attorneys.id, { onDelete: 'cascade' }),
    /** The inviting auction-host company (the link's companyId), or null. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attorney_invitations_hash_unique').on(t.tokenHash),
    index('attorney_invitations_attorney_idx').on(t.attorneyId),
  ],
);

/**
 * Failed sign-ins per (user name, client IP) pair, keyed by a hash of the pair: the same for names that
 * exist and names that do not, so the throttle never tells them apart, and a stranger's guesses from
 * their own address never lock the owner out.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 64 }).primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Failed sign-ins per typed user name from any address (the account-wide slow-down, ADR 0068), keyed by a
 * hash of the normalised name, so names that exist and names that do not are slowed alike. Past the
 * threshold each failure sets `next_try_at`, before which sign-ins from unknown devices are refused.
 */
export const accountLoginFailures = pgTable('account_login_failures', {
  key: varchar('key', { length: 64 }).primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
});
