import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './identity';
import { lots } from './lots';

/**
 * How far each lot's live events (lot_events) have been turned into alert and webhook jobs: the seq of the
 * last one handled. It moves in the same transaction as the jobs it queues (jobs/lot-event-outbox.ts), so a
 * crash either keeps both or neither; a lot without a row has handled nothing yet (migration 0012).
 */
export const lotEventCursors = pgTable('lot_event_cursors', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
