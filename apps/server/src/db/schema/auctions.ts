import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, createdAt, updatedAt, users } from './identity';

export const AUCTION_TYPES = ['Online', 'InPerson', 'Hybrid'] as const;
export const AUCTION_START_TYPES = ['Manual', 'Auto'] as const;

/** An auction of an auction-host company; lots run inside it (manually or on the clock). */
export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: varchar('type', { length: 16, enum: AUCTION_TYPES }).notNull(),
    startType: varchar('start_type', { length: 16, enum: AUCTION_START_TYPES }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    /** Anti-sniping window in minutes: a bid this close to the stop time extends it. */
    timeLeft: integer('time_left').notNull().default(0),
    /** Extension in minutes applied by the anti-sniping rule. */
    extraTime: integer('extra_time').notNull().default(0),
    isTest: boolean('is_test').notNull().default(false),
    /** The always-open practice sale (ADR 0076): play money, scripted rivals, excluded from every real-sale surface. */
    isPractice: boolean('is_practice').notNull().default(false),
    location: varchar('location', { length: 300 }),
    minBidIncrementsCents: bigint('min_bid_increments_cents', { mode: 'number' }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** Lots start only with a confirmed plaintiff's credit bid (issue 43 point 2, ADR 0074). */
    creditBidRequired: boolean('credit_bid_required').notNull().default(false),
    /** The host's own credit-bid deadline; null: 3:00 PM host time on the business day before the sale. */
    creditBidDeadline: timestamp('credit_bid_deadline', { withTimezone: true }),
    /** Below this percent of the judgment a credit bid needs an override. */
    creditBidMinSharePercent: smallint('credit_bid_min_share_percent').notNull().default(50),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Each bidder's join waits for the host's approval (issue 43, ADR 0075); off by default. */
    requireBidderApproval: boolean('require_bidder_approval').notNull().default(false),
    /** Staff paused the sale (ADR 0077): its lots refuse bids and its clock stands still until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedBy: integer('paused_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_company_start_idx').on(t.companyId, t.startTime),
    index('auctions_start_idx').on(t.startTime),
    uniqueIndex('auctions_one_practice_unique').on(t.isPractice).where(sql`${t.isPractice}`),
  ],
);

/** The practice sale's scripted rival bidders (ADR 0076): platform users that cannot sign in, one per seat. */
export const practiceRivals = pgTable('practice_rivals', {
  seat: smallint('seat').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const STREAM_STATUSES = ['Offline', 'Live'] as const;

/** Video streams shown beside an auction (YouTube). */
export const auctionStreams = pgTable(
  'auction_streams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    url: text('url').notNull(),
    status: varchar('status', { length: 16, enum: STREAM_STATUSES }).notNull().default('Offline'),
    type: varchar('type', { length: 16 }).notNull().default('YouTube'),
    createdAt: createdAt(),
  },
  (t) => [index('auction_streams_auction_idx').on(t.auctionId)],
);
