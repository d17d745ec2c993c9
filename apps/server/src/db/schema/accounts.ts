import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BANK_PROVIDERS } from './bidders';
import { createdAt, users } from './identity';

export const VERIFICATION_PURPOSES = ['registration', 'phone', 'login', 'wire'] as const;

/**
 * One-time codes sent by SMS (registration, phone verification, two-step login). Only a hash of the
 * code is kept; a code is good for 10 minutes and 5 wrong tries. Rows also count sends for rate limits.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar('purpose', { length: 16, enum: VERIFICATION_PURPOSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Ten digits; empty for an authenticator-app login challenge (which only counts attempts). */
    phone: varchar('phone', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_phone_idx').on(t.phone, t.createdAt),
    index('verification_codes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Password-reset links: SHA-256 of the token, single use, 30-minute expiry. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

export const OUTBOX_CHANNELS = ['sms', 'email', 'push'] as const;

/** What the offline SMS and e-mail providers "sent"; shown at /dev/outbox outside production. */
export const devOutbox = pgTable('dev_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: varchar('channel', { length: 8, enum: OUTBOX_CHANNELS }).notNull(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Devices that passed a two-step code: later logins from them skip the code. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trusted_devices_user_device_unique').on(t.userId, t.deviceId)],
);

/**
 * A bank login linked through the bank provider (a Plaid "item"): the provider's access token, which
 * refreshes balances. Linked accounts point at it through bank_accounts.provider_item_id.
 */
export const bankItems = pgTable(
  'bank_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16, enum: BANK_PROVIDERS }).notNull(),
    itemId: varchar('item_id', { length: 200 }).notNull(),
    /** Sealed under DATA_KEY (db/sealed-secrets.ts, ADR 0023). */
    accessToken: text('access_token').notNull(),
    institutionId: varchar('institution_id', { length: 100 }),
    institutionName: varchar('institution_name', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_items_item_unique').on(t.provider, t.itemId)],
);
