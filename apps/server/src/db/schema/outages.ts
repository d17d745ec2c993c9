import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { users } from './identity';
import { lots } from './lots';

/**
 * The health beat (ADR 0077): one row, stamped with the database's clock by every server process each time
 * the database and (where configured) Redis answered. A timed lot closes only once a beat is at or after its
 * close; a gap longer than OUTAGE_THRESHOLD_S is an outage, recovered once under this row's lock.
 */
export const serviceHealth = pgTable(
  'service_health',
  {
    id: smallint('id').primaryKey().default(1),
    lastHealthyAt: timestamp('last_healthy_at', { withTimezone: true }),
  },
  (t) => [check('service_health_one_row', sql`${t.id} = 1`)],
);

/** Every staff pause (of one auction) and outage (of the service), never deleted; the Report of Sale shows them. */
export const saleInterruptions = pgTable(
  'sale_interruptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Pause or Outage. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The paused auction; null for an outage, which is the whole service's. */
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    /** An outage's cause: Database, Redis, NoProcess or Unknown. */
    cause: varchar('cause', { length: 16 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while a pause lasts. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** An outage's margin added beyond its length to each extended close. */
    marginSeconds: integer('margin_seconds').notNull().default(0),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('sale_interruptions_kind', sql`${t.kind} in ('Pause', 'Outage')`),
    check('sale_interruptions_pause_has_auction', sql`${t.kind} = 'Outage' or ${t.auctionId} is not null`),
    uniqueIndex('sale_interruptions_one_open_pause')
      .on(t.auctionId)
      .where(sql`${t.kind} = 'Pause' and ${t.endedAt} is null`),
  ],
);

/** Each lot a pause or an outage touched, with its close before and after. */
export const saleInterruptionLots = pgTable(
  'sale_interruption_lots',
  {
    interruptionId: integer('interruption_id')
      .notNull()
      .references(() => saleInterruptions.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    previousStopTime: timestamp('previous_stop_time', { withTimezone: true }),
    newStopTime: timestamp('new_stop_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'sale_interruption_lots_pk', columns: [t.interruptionId, t.lotId] }),
    index('sale_interruption_lots_lot_idx').on(t.lotId),
  ],
);
