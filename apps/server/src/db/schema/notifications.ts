import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from './identity';
import { lots } from './lots';

/**
 * Alerts to one user: the in-app list behind the bell, and the source of every push, SMS and e-mail. The
 * unique (user, lot, kind, occurrence) key is what makes an alert happen once, whichever process or
 * retry tries to raise it again.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    /** TNotificationKind of packages/domain. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Which occurrence of the kind for that lot (a bid's seq, 'won', a reminder's deadline …). */
    occurrence: varchar('occurrence', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** Where the alert leads in the web app. */
    link: varchar('link', { length: 500 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_once_unique').on(t.userId, sql`coalesce(${t.lotId}, 0)`, t.kind, t.occurrence),
    index('notifications_user_idx').on(t.userId, t.id),
  ],
);

/** One row per channel an alert goes out on; claimed before sending so no channel sends twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** push | sms | email */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** pending → sending → sent | failed (retried) | skipped (no address, no device) */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ name: 'notification_deliveries_pk', columns: [t.notificationId, t.channel] })],
);

/** A user's choice for one kind of alert on one channel; absent means the domain default (on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.kind, t.channel] })],
);

/** A device's Web Push subscription (PUT /updatepushnotificationkey/{token}); dropped when the push service rejects it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
