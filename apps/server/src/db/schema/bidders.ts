import {
  IDENTITY_STATUSES,
  PAPERS_STATUSES,
  type TBankOwner,
  type TRegisteredIdentity,
} from '@bidright/domain';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
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
  /** ADR 0072: the independent identity check's state; `isVerified` needs it to be Verified. */
  identityStatus: varchar('identity_status', { length: 16, enum: IDENTITY_STATUSES })
    .notNull()
    .default('Unverified'),
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
    /** ADR 0072: an entity grantee's papers (Corporation profiles), approved by an admin before a join. */
    papersStatus: varchar('papers_status', { length: 16, enum: PAPERS_STATUSES })
      .notNull()
      .default('Not required'),
    papersStorageKey: text('papers_storage_key'),
    papersDecidedBy: integer('papers_decided_by').references(() => users.id, { onDelete: 'set null' }),
    papersDecidedAt: timestamp('papers_decided_at', { withTimezone: true }),
    papersReason: text('papers_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_profiles_bidder_idx').on(t.bidderId)],
);

/**
 * Evidence of each identity check (ADR 0072): what the bank said about the account's owners, what the bidder
 * registered, the rule's result, scores and reasons, and an admin's decision on a no-match.
 */
export const identityEvidence = pgTable(
  'identity_evidence',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 32 }).notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    providerItemId: varchar('provider_item_id', { length: 200 }),
    owners: jsonb('owners').$type<TBankOwner[]>().notNull(),
    registered: jsonb('registered').$type<TRegisteredIdentity>().notNull(),
    result: varchar('result', { length: 16, enum: ['match', 'no_match'] }).notNull(),
    nameScore: real('name_score').notNull(),
    addressScore: real('address_score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    decision: varchar('decision', { length: 16, enum: ['Approved', 'Denied'] }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_evidence_bidder_idx').on(t.bidderId, t.id)],
);
