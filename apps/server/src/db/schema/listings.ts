import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from './identity';
import { lots } from './lots';

/**
 * A bidder's saved property search (spec part 2 §3: id, name, savedFilter). `saved_filter` holds the
 * search criteria of `POST /api/lots/list/bidder` (ZBidderSearchCriteria), validated before it is stored.
 */
export const bidderFilters = pgTable(
  'bidder_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    savedFilter: jsonb('saved_filter').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bidder_filters_bidder_idx').on(t.bidderId)],
);

/** Lots a bidder pinned (watch list). */
export const pins = pgTable(
  'pins',
  {
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bidderId, t.lotId] }), index('pins_lot_idx').on(t.lotId)],
);
