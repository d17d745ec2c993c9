import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_MESSAGES,
  notificationKindsFor,
  type TNotificationItem,
  type TNotificationKind,
  type TNotificationListAnswer,
  type TNotificationPreference,
  type TRole,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { badRequest, notFound } from '../../errors';

/** The bell's list: the user's latest alerts (in-app ones), with the unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  limit = 30,
): Promise<TNotificationListAnswer> {
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    lot_id: number | null;
    title: string;
    body: string;
    link: string | null;
    read_at: string | Date | null;
    created_at: string | Date;
  }>(
    db,
    sql`select id, kind, lot_id, title, body, link, read_at, created_at from notifications
      where user_id = ${userId} order by id desc limit ${limit}`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from notifications where user_id = ${userId} and read_at is null`,
  );
  const data: TNotificationItem[] = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as TNotificationKind,
    lotId: row.lot_id === null ? null : String(row.lot_id),
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.read_at !== null,
    createdDate: new Date(row.created_at).toISOString(),
  }));
  return { data, unreadCount: Number(count?.n ?? 0) };
}

/** Marks one of the user's alerts read; another user's is "not found". */
export async function markNotificationRead(db: Db, userId: number, id: number) {
  const rows = await queryRows(
    db,
    sql`update notifications set read_at = coalesce(read_at, now()) where id = ${id} and user_id = ${userId} returning id`,
  );
  if (rows.length === 0) throw notFound('Notification is not found!');
  return listNotifications(db, userId);
}

export async function markAllNotificationsRead(db: Db, userId: number) {
  await db.execute(
    sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`,
  );
  return listNotifications(db, userId);
}

/** The caller's switches of the kinds their role receives (absent = on). */
export async function getPreferences(
  db: Db,
  user: { id: number; role: TRole },
): Promise<TNotificationPreference[]> {
  const kinds = notificationKindsFor(user.role);
  if (kinds.length === 0) return [];
  return queryRows<TNotificationPreference>(
    db,
    sql`select kind, channel, enabled from notification_preferences where user_id = ${user.id}
      and kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}) order by kind, channel`,
  );
}

/**
 * Saves the given switches (others keep their value); at most one entry per kind and channel, and only
 * kinds the caller's role receives (a bidder cannot switch staff alerts, nor staff bidder alerts).
 */
export async function savePreferences(
  db: Db,
  user: { id: number; role: TRole },
  preferences: TNotificationPreference[],
) {
  const seen = new Set(preferences.map((p) => `${p.kind}:${p.channel}`));
  if (seen.size !== preferences.length) throw badRequest(NOTIFICATION_MESSAGES.duplicateSwitch);
  const allowed = new Set(notificationKindsFor(user.role));
  const foreign = preferences.findIndex((p) => !allowed.has(p.kind));
  if (foreign >= 0) {
    const message = NOTIFICATION_MESSAGES.kindNotForRole.replace(
      '{label}',
      NOTIFICATION_KIND_INFO[preferences[foreign]!.kind].label,
    );
    throw badRequest(message, { [`preferences.${foreign}.kind`]: message });
  }
  await db.transaction(async (tx) => {
    for (const p of preferences)
      await tx.execute(sql`insert into notification_preferences (user_id, kind, channel, enabled)
        values (${user.id}, ${p.kind}, ${p.channel}, ${p.enabled})
        on conflict (user_id, kind, channel) do update set enabled = excluded.enabled`);
  });
  return getPreferences(db, user);
}

/** Stores a device's push subscription (one row per endpoint; a device that re-subscribes moves to its new owner). */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
      updated_at = now()`);
}
