import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, users } from './identity';

/** Bidder-only profile data; one row per Bidder user. */
export const bidders = pgTable('bidders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }),
  streetLine1: varchar('street_line1', { length: 200 }),
  streetLine2: varchar('street_line2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  stateCode: varchar('state_code', { length: 2 }),
  zipCode: varchar('zip_code', { length: 10 }),
  isVerified: boolean('is_verified').notNull().default(false),
  verifiedDate: timestamp('verified_date', { withTimezone: true }),
  deleteRequestedAt: timestamp('delete_requested_at', { withTimezone: true }),
});

/** Phones of a bidder; digits only. Exactly one is primary. */
export const bidderPhones = pgTable(
  'bidder_phones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 10 }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedDate: timestamp('verified_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bidder_phones_user_number_unique').on(t.userId, t.number)],
);

export const BANK_PROVIDERS = ['sandbox', 'plaid'] as const;
export const BANK_ACCOUNT_SUB_TYPES = ['checking', 'savings'] as const;

/** Linked bank accounts; the sum of valid balances is the bidder's funds. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16, enum: BANK_PROVIDERS }).notNull(),
    providerItemId: varchar('provider_item_id', { length: 200 }),
    providerAccountId: varchar('provider_account_id', { length: 200 }),
    name: varchar('name', { length: 200 }).notNull(),
    mask: varchar('mask', { length: 8 }),
    institutionName: varchar('institution_name', { length: 200 }),
    institutionLogo: text('institution_logo'),
    subType: varchar('sub_type', { length: 16, enum: BANK_ACCOUNT_SUB_TYPES }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    isValid: boolean('is_valid').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    nickName: varchar('nick_name', { length: 100 }),
    modifiedDate: timestamp('modified_date', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_bidder_idx').on(t.bidderId)],
);

export const PURCHASE_PROFILE_TYPES = ['Individual', 'Corporation'] as const;

/** Who takes title on the deed when the bidder wins. */
export const purchaseProfiles = pgTable(
  'purchase_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 16, enum: PURCHASE_PROFILE_TYPES }).notNull(),
    contactName: varchar('contact_name', { length: 200 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    streetLine1: varchar('street_line1', { length: 200 }),
    streetLine2: varchar('street_line2', { length: 200 }),
    city: varchar('city', { length: 100 }),
    county: varchar('county', { length: 100 }),
    stateCode: varchar('state_code', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }),
    isPrimary: boolean('is_primary').notNull().default(false),
    isAgentForBidder: boolean('is_agent_for_bidder').notNull().default(false),
    isSameAsBidder: boolean('is_same_as_bidder').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_profiles_bidder_idx').on(t.bidderId)],
);
