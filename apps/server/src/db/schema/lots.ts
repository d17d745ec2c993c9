import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auctionBidders } from './auction-bidders';
import { auctions } from './auctions';
import { cases } from './cases';
import { companies, createdAt, updatedAt, users } from './identity';

export const LOT_STATUSES = [
  'Draft',
  'Listed',
  'PendingTransaction',
  'CompleteTransaction',
  'DeedReady',
  'DeedIssued',
  'PaymentRefunded',
  'Cancelled',
] as const;
export const SOLD_TO = ['Plaintiff', 'ThirdParty'] as const;
export const DEED_DELIVERY_OPTIONS = ['PickUp', 'Ship'] as const;

/**
 * A lot of a case, sold in an auction. Besides its settings it holds the live state the bid engine
 * updates under a row lock (high bid, bid count, stop time, event sequence) and the sale outcome.
 */
export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id').references((): AnyPgColumn => auctions.id, { onDelete: 'set null' }),
    /** Order inside the auction. */
    lotNumber: integer('lot_number'),
    lotStatus: varchar('lot_status', { length: 24, enum: LOT_STATUSES }).notNull().default('Draft'),
    openingPriceCents: bigint('opening_price_cents', { mode: 'number' }).notNull().default(0),
    /** Deposit percent of the bid. */
    requiredDown: integer('required_down').notNull().default(25),
    minBidIncrementCents: bigint('min_bid_increment_cents', { mode: 'number' }).notNull().default(100),
    isPostponed: boolean('is_postponed').notNull().default(false),
    postponedDate: timestamp('postponed_date', { withTimezone: true }),
    continuanceDate: timestamp('continuance_date', { withTimezone: true }),
    reliefFeeCents: bigint('relief_fee_cents', { mode: 'number' }).notNull().default(0),

    // Live state.
    startedTime: timestamp('started_time', { withTimezone: true }),
    /** Scheduled (possibly extended) close time. */
    stopTime: timestamp('stop_time', { withTimezone: true }),
    stoppedTime: timestamp('stopped_time', { withTimezone: true }),
    /** When a manual stop alert was sent. */
    stopAlertTime: timestamp('stop_alert_time', { withTimezone: true }),
    /** Set while staff pause the lot's auction (ADR 0077): read by the bid's locked read. */
    salePausedAt: timestamp('sale_paused_at', { withTimezone: true }),
    highBidId: bigint('high_bid_id', { mode: 'number' }).references((): AnyPgColumn => bids.id, {
      onDelete: 'set null',
    }),
    highBidCents: bigint('high_bid_cents', { mode: 'number' }),
    /** auction_bidders.id of the current high bidder. */
    highBidderId: integer('high_bidder_id').references((): AnyPgColumn => auctionBidders.id, {
      onDelete: 'set null',
    }),
    bidCount: integer('bid_count').notNull().default(0),
    /** Absentee maximums set on the lot (issue 32): staff see this count, never the amounts. */
    maximumBidCount: integer('maximum_bid_count').notNull().default(0),
    /** Sequence number of the lot's last live event (lot_events.seq). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The audit hash of the lot's last event (lot_events.hash): the head of its chain (ADR 0008). */
    auditHash: varchar('audit_hash', { length: 64 }),

    // Outcome.
    winnerBidId: bigint('winner_bid_id', { mode: 'number' }).references((): AnyPgColumn => bids.id, {
      onDelete: 'set null',
    }),
    soldTo: varchar('sold_to', { length: 16, enum: SOLD_TO }),
    /** A lot sold to the plaintiff at its confirmed credit bid: that amount (ADR 0074); null otherwise. */
    plaintiffBidCents: bigint('plaintiff_bid_cents', { mode: 'number' }),
    winnerCreatedDate: timestamp('winner_created_date', { withTimezone: true }),
    depositReceivedDate: timestamp('deposit_received_date', { withTimezone: true }),
    paymentReceivedDate: timestamp('payment_received_date', { withTimezone: true }),
    deedDelivery: varchar('deed_delivery', { length: 8, enum: DEED_DELIVERY_OPTIONS }),
    deedShippingAddress: text('deed_shipping_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lots_case_idx').on(t.caseId),
    index('lots_auction_idx').on(t.auctionId, t.lotNumber),
    index('lots_status_idx').on(t.lotStatus),
    /** Public and bidder listings (migration 0005): lots a visitor may see, by auction. */
    index('lots_listed_auction_idx')
      .on(t.auctionId, t.id)
      .where(sql`${t.lotStatus} <> 'Draft' and ${t.auctionId} is not null`),
    index('lots_listed_price_idx')
      .on(t.openingPriceCents, t.id)
      .where(sql`${t.lotStatus} <> 'Draft' and ${t.auctionId} is not null`),
    /** The lot clock scans open lots by stop time. */
    index('lots_open_stop_time_idx')
      .on(t.stopTime)
      .where(sql`${t.lotStatus} = 'Listed' and ${t.stoppedTime} is null`),
  ],
);

/** Accepted bids. Each was announced by the lot event with the same seq. */
export const bids = pgTable(
  'bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references((): AnyPgColumn => lots.id, { onDelete: 'cascade' }),
    auctionBidderId: integer('auction_bidder_id')
      .notNull()
      .references((): AnyPgColumn => auctionBidders.id),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Staff user who placed the bid for the bidder, if any. */
    placedByUserId: integer('placed_by_user_id').references(() => users.id),
    /** Placed by the bidder's maximum bid (a proxy bid, issue 32). */
    placedByMaximum: boolean('placed_by_maximum').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bids_lot_seq_unique').on(t.lotId, t.seq),
    index('bids_lot_amount_idx').on(t.lotId, t.amountCents.desc()),
    index('bids_bidder_idx').on(t.bidderId),
    index('bids_auction_bidder_idx').on(t.auctionBidderId),
  ],
);

/** Audit trail of every lot: each live event with its per-lot sequence number. */
export const lotEvents = pgTable(
  'lot_events',
  {
    lotId: integer('lot_id')
      .notNull()
      .references((): AnyPgColumn => lots.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    event: smallint('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** Hex SHA-256 of the previous event's hash and this event's canonical bytes (live/audit-chain.ts). */
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.seq] }),
    // The codes are LiveEvent of packages/domain (spec part 1 §4): Connect 0 … BidIncChanged 14, and the
    // outage policy's SalePaused 15 and SaleResumed 16 (ADR 0077).
    check('lot_events_event_range', sql`${t.event} between 0 and 16`),
  ],
);

/** Lots highlighted on the home page, by a company or by an admin. */
export const featuredLots = pgTable(
  'featured_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references((): AnyPgColumn => lots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('featured_lots_lot_idx').on(t.lotId), index('featured_lots_company_idx').on(t.companyId)],
);
