import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { createdAt } from './identity';
import { lots } from './lots';

/**
 * Every public key that ever signed a sale-record checkpoint (ADR 0069), kept after a rotation so that older
 * checkpoints still verify. `key_id` is the first 16 hex digits of SHA-256 of the raw 32-byte public key.
 */
export const recordSigningKeys = pgTable('record_signing_keys', {
  keyId: varchar('key_id', { length: 16 }).primaryKey(),
  /** The raw Ed25519 public key, base64. */
  publicKey: varchar('public_key', { length: 64 }).notNull(),
  firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed checkpoints of the sale record (ADR 0069): one per close of a lot ("lot": the head of the lot's bid
 * hash chain, its event count and the result), and one per auction and sale day ("day": the hashes of that
 * day's lot checkpoints). `body` is the exact signed text; `hash` is SHA-256 of it. Rows are never changed.
 */
export const saleRecordCheckpoints = pgTable(
  'sale_record_checkpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8, enum: ['lot', 'day'] }).notNull(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    /** Lot checkpoints: how many of the lot's events the checkpoint covers (the seq of its last one). */
    eventCount: bigint('event_count', { mode: 'number' }),
    /** Day checkpoints: the sale day in the host's time zone. */
    saleDay: date('sale_day', { mode: 'string' }),
    keyId: varchar('key_id', { length: 16 })
      .notNull()
      .references(() => recordSigningKeys.keyId),
    body: text('body').notNull(),
    signature: varchar('signature', { length: 96 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sale_record_checkpoints_lot_uq').on(t.lotId, t.eventCount).where(sql`kind = 'lot'`),
    uniqueIndex('sale_record_checkpoints_day_uq').on(t.auctionId, t.saleDay, t.hash).where(sql`kind = 'day'`),
    index('sale_record_checkpoints_auction_idx').on(t.auctionId),
  ],
);
