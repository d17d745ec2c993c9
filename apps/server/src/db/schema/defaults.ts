import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { companies, users } from './identity';
import { bids, lots } from './lots';

/** A defaulted win, kept as it was (issue 43, ADR 0075): the lot's winner then, the amount, who defaulted it and why. */
export const lotDefaults = pgTable(
  'lot_defaults',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bidId: bigint('bid_id', { mode: 'number' })
      .notNull()
      .references(() => bids.id),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    defaultedByUserId: integer('defaulted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff chose not to offer the lot again (resell later). */
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lot_defaults_lot_idx').on(t.lotId)],
);

/** An offer of a defaulted lot to a lower bidder at their own highest accepted bid. */
export const runnerUpOffers = pgTable(
  'runner_up_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    defaultId: integer('default_id')
      .notNull()
      .references(() => lotDefaults.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    bidId: bigint('bid_id', { mode: 'number' })
      .notNull()
      .references(() => bids.id),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16, enum: ['Open', 'Accepted', 'Declined', 'Lapsed'] })
      .notNull()
      .default('Open'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    offeredByUserId: integer('offered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('runner_up_offers_open_lot_unique').on(t.lotId).where(sql`${t.status} = 'Open'`),
    index('runner_up_offers_bidder_idx').on(t.bidderId, t.status),
    check('runner_up_offers_status_check', sql`${t.status} in ('Open', 'Accepted', 'Declined', 'Lapsed')`),
  ],
);

/** A host's non-payer list; an admin's removal keeps the row with who and why. */
export const nonPayers = pgTable(
  'non_payers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    defaultId: integer('default_id').references(() => lotDefaults.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedByUserId: integer('removed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('non_payers_company_bidder_idx').on(t.companyId, t.bidderId).where(sql`${t.removedAt} is null`),
  ],
);

/** A bidder's request to bid in an auction that requires approval, or a non-payer's hold. */
export const saleApprovals = pgTable(
  'sale_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16, enum: ['Pending', 'Approved', 'Denied'] })
      .notNull()
      .default('Pending'),
    reason: text('reason'),
    isNonPayer: boolean('is_non_payer').notNull().default(false),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_approvals_auction_bidder_unique').on(t.auctionId, t.bidderId),
    check('sale_approvals_status_check', sql`${t.status} in ('Pending', 'Approved', 'Denied')`),
  ],
);
