import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Platform settings an admin edits on `/admin/settings/system` (spec part 3: key, value, display name,
 * modified date). Rules that read them (contact address, relief fee, payment deadline) fall back to the
 * domain's defaults when a key is absent.
 */
export const configurations = pgTable('configurations', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  displayName: varchar('display_name', { length: 200 }).notNull(),
  /** Public keys (e.g. Contact_ToEmail) may be read anonymously; the rest are admin-only. */
  isPublic: integer('is_public').notNull().default(0),
  modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
});
