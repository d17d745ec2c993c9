import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Shared timestamp columns; every time is stored as timestamptz and handled as UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const COMPANY_STATUSES = ['Pending', 'Active', 'Inactive', 'Declined'] as const;

/** An auction host (auctioneer company). Staff users belong to one. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    isPublic: boolean('is_public').notNull().default(true),
    streetLine1: varchar('street_line1', { length: 200 }),
    streetLine2: varchar('street_line2', { length: 200 }),
    city: varchar('city', { length: 100 }),
    stateCode: varchar('state_code', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }),
    /** IANA zone; the UI shows the host's auction times in it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('America/Chicago'),
    supportEmail: varchar('support_email', { length: 254 }),
    website: varchar('website', { length: 300 }),
    description: varchar('description', { length: 250 }),
    logoUrl: text('logo_url'),
    backgroundImageUrl: text('background_image_url'),
    /** Storage keys behind the two image URLs, so a replaced or removed image's file can be deleted. */
    logoKey: text('logo_key'),
    backgroundImageKey: text('background_image_key'),
    /** Wire instructions PDF: storage key, original name, who uploaded it and when (part 3 §3). */
    wireInstructionKey: text('wire_instruction_key'),
    wireInstructionFileName: varchar('wire_instruction_file_name', { length: 250 }),
    wireInstructionCreatedBy: varchar('wire_instruction_created_by', { length: 200 }),
    wireInstructionCreatedDate: timestamp('wire_instruction_created_date', { withTimezone: true }),
    /** SHA-256 (hex) of the current version's bytes (ADR 0070); null for a PDF from before versions were kept. */
    wireInstructionSha256: varchar('wire_instruction_sha256', { length: 64 }),
    /** Hours a runner-up has to accept an offer of a defaulted lot (issue 43, ADR 0075). */
    runnerUpOfferHours: integer('runner_up_offer_hours').notNull().default(24),
    status: varchar('status', { length: 16, enum: COMPANY_STATUSES }).notNull().default('Pending'),
    /** The one platform-owned company that holds the practice sale (ADR 0076); never a real host. */
    isPractice: boolean('is_practice').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_name_unique').on(sql`lower(trim(${t.name}))`),
    uniqueIndex('companies_one_practice_unique').on(t.isPractice).where(sql`${t.isPractice}`),
  ],
);

export const TWO_FACTOR_METHODS = ['sms', 'authenticator'] as const;

export const USER_ROLES = ['Bidder', 'Auctioneer', 'Employee', 'Client', 'Admin'] as const;

/** Every person who signs in. Role-specific data lives in bidders, company membership, client firms. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id hash. */
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    role: varchar('role', { length: 16, enum: USER_ROLES }).notNull(),
    /** Auction-host company of an Auctioneer or Employee. */
    companyId: integer('company_id').references(() => companies.id),
    deactivatedDate: timestamp('deactivated_date', { withTimezone: true }),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    /** Per-account login throttle: failures inside the current window, and until when sign-in is refused. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Two-step login: null = off, 'sms' = code to the verified primary phone, 'authenticator' = TOTP app.
     * Only Bidder, Auctioneer and Employee logins ask for it, and only on a device not yet trusted.
     */
    twoFactorMethod: varchar('two_factor_method', { length: 16, enum: TWO_FACTOR_METHODS }),
    /** Base32 TOTP secret of the authenticator app, sealed under DATA_KEY (db/sealed-secrets.ts, ADR 0023). */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30-second step of the last authenticator code accepted: a code (or an older one) never works twice. */
    totpLastStep: integer('totp_last_step'),
    /**
     * Bumped to end every session of the user at once (deactivation, password change or reset): access
     * tokens carry the version they were issued under and are refused once it moves on.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_unique').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; every use rotates the token
 * (the old row gets used_at). Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: varchar('family_id', { length: 36 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 200 }).notNull(),
    clientId: varchar('client_id', { length: 32 }).notNull(),
    /** Set once the two-step code of this login has been checked (or none was required). */
    twoFactorPassed: boolean('two_factor_passed').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);
