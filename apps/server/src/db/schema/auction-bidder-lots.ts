import { bigint, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auctionBidders } from './auction-bidders';
import { lots } from './lots';

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
