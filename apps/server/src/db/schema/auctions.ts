import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { purchaseProfiles } from './bidders';
import { companies, createdAt, updatedAt, users } from './identity';
import { lots } from './lots';

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
    location: varchar('location', { length: 300 }),
    minBidIncrementsCents: bigint('min_bid_increments_cents', { mode: 'number' }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_company_start_idx').on(t.companyId, t.startTime),
    index('auctions_start_idx').on(t.startTime),
  ],
);

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

export const AUCTION_BIDDER_TYPES = ['ONLINE', 'INPERSON'] as const;
export const AUCTION_BIDDER_BALANCE_TYPES = ['Check'] as const;

/** A bidder registered in an auction, with a paddle number unique inside it. */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    paddleNumber: integer('paddle_number').notNull(),
    purchaseProfileId: integer('purchase_profile_id').references(() => purchaseProfiles.id, {
      onDelete: 'set null',
    }),
    type: varchar('type', { length: 16, enum: AUCTION_BIDDER_TYPES }).notNull().default('ONLINE'),
    /** 'Check' when staff added the bidder in person. */
    balanceType: varchar('balance_type', { length: 16, enum: AUCTION_BIDDER_BALANCE_TYPES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_bidders_paddle_unique').on(t.auctionId, t.paddleNumber),
    uniqueIndex('auction_bidders_bidder_unique').on(t.auctionId, t.bidderId),
    index('auction_bidders_bidder_idx').on(t.bidderId),
  ],
);

export const AUCTION_BIDDER_LOT_MODES = ['PreRegistered', 'Spectating', 'Active'] as const;

/** A registered bidder's participation in one lot, with the funds locked as deposit. */
export const auctionBidderLots = pgTable(
  'auction_bidder_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionBidderId: integer('auction_bidder_id')
      .notNull()
      .references(() => auctionBidders.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    mode: varchar('mode', { length: 16, enum: AUCTION_BIDDER_LOT_MODES }).notNull(),
    lockedCents: bigint('locked_cents', { mode: 'number' }).notNull().default(0),
    enteredDate: timestamp('entered_date', { withTimezone: true }).notNull().defaultNow(),
    leftDate: timestamp('left_date', { withTimezone: true }),
    /** Set when staff removed (kicked) the bidder from the lot. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auction_bidder_lots_unique').on(t.auctionBidderId, t.lotId),
    index('auction_bidder_lots_lot_idx').on(t.lotId),
  ],
);
