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
import { users } from './identity';
import { lots } from './lots';

export const CREDIT_BID_ACTIONS = ['Entered', 'Confirmed', 'Mismatch', 'Withdrawn'] as const;

/**
 * Each entry of a lot's plaintiff credit bid (issue 43 point 2, ADR 0074): the amount or "does not bid",
 * the override of the judgment's bounds with its reason, who entered it and who confirmed it blind. A newer
 * entry, or too many wrong confirmations, withdraws it: a lot has at most one current entry.
 */
export const creditBids = pgTable(
  'credit_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    plaintiffDoesNotBid: boolean('plaintiff_does_not_bid').notNull().default(false),
    /** above-judgment, below-share or no-judgment: the bound the override passes. */
    overrideKind: varchar('override_kind', { length: 16 }),
    overrideReason: text('override_reason'),
    enteredBy: integer('entered_by')
      .notNull()
      .references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    mismatchCount: integer('mismatch_count').notNull().default(0),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_bids_current_unique').on(t.lotId).where(sql`${t.withdrawnAt} is null`),
    check('credit_bids_amount_or_no_bid', sql`(${t.amountCents} is null) = ${t.plaintiffDoesNotBid}`),
  ],
);

/** Every step of a lot's credit bid, appended and never changed: who did what, when, and what they typed. */
export const creditBidHistory = pgTable(
  'credit_bid_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creditBidId: integer('credit_bid_id')
      .notNull()
      .references(() => creditBids.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16, enum: CREDIT_BID_ACTIONS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    plaintiffDoesNotBid: boolean('plaintiff_does_not_bid').notNull().default(false),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_bid_history_lot_idx').on(t.lotId, t.id)],
);
