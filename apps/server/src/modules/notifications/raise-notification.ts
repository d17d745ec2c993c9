import { isChannelEnabled, practiceText, type TNotificationKind } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';

export const DELIVER_JOB = 'notification.deliver';

export interface TRaiseInput {
  userId: number;
  lotId: number | null;
  kind: TNotificationKind;
  /** Which occurrence of the kind on that lot: with user, lot and kind, the key that makes it happen once. */
  occurrence: string;
  title: string;
  body: string;
  link?: string | null;
  /** Outside channels that go out whatever the user's switches (a locked kind's warning, ADR 0070). */
  channels?: readonly ('push' | 'email' | 'sms')[];
  /**
   * The lots an alert with no lot of its own speaks of (a sale interruption's notice, keyed per bidder, not per
   * lot): when all are practice lots it is a practice alert, labelled like one (ADR 0076).
   */
  aboutLotIds?: readonly number[];
}

/** Outside channels in the order they are tried; in-app is the notification row itself. */
const OUTSIDE_CHANNELS = ['push', 'email', 'sms'] as const;

/**
 * Raises an alert once: the row is inserted under the unique (user, lot, kind, occurrence) key, and only
 * the caller whose insert won queues the deliveries the user's preferences allow. Row, delivery rows and
 * delivery jobs are written in one transaction, so a crash keeps all or none of them: a retried job either
 * finds the row with its deliveries queued, or raises it anew. Answers the new id, or null.
 */
export async function raiseNotification(db: Db, jobs: JobQueue, raised: TRaiseInput): Promise<number | null> {
  const input = await asPractice(db, raised);
  if (!input) return null;
  const preferences = await queryRows<{ kind: string; channel: string; enabled: boolean }>(
    db,
    sql`select kind, channel, enabled from notification_preferences where user_id = ${input.userId} and kind = ${input.kind}`,
  );
  const inApp = input.channels !== undefined || isChannelEnabled(preferences, input.kind, 'inApp');
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await queryRows<{ id: string | number }>(
      tx,
      sql`insert into notifications (user_id, lot_id, kind, occurrence, title, body, link, read_at)
        values (${input.userId}, ${input.lotId}, ${input.kind}, ${input.occurrence}, ${input.title}, ${input.body},
          ${input.link ?? null}, ${inApp ? null : new Date().toISOString()})
        on conflict do nothing returning id`,
    );
    if (!row) return null;
    const id = Number(row.id);
    const channels =
      input.channels ??
      OUTSIDE_CHANNELS.filter((channel) => isChannelEnabled(preferences, input.kind, channel));
    if (channels.length === 0) return id;
    // One statement for the delivery rows and one for their jobs: an alert costs the same round trips
    // whatever the number of channels.
    await tx.execute(sql`insert into notification_deliveries (notification_id, channel)
      values ${sql.join(
        channels.map((channel) => sql`(${id}, ${channel})`),
        sql`, `,
      )} on conflict do nothing`);
    await jobs.sendMany(
      channels.map((channel) => ({
        name: DELIVER_JOB,
        data: { notificationId: id, channel },
        key: `${id}:${channel}`,
      })),
      { tx },
    );
    return id;
  });
}

/**
 * The practice sale's alerts (ADR 0076): a scripted rival is never alerted, and every alert of a practice
 * lot says "Practice: " first, in the app and on every channel. An alert without a lot is a practice one when
 * every lot it speaks of (`aboutLotIds`) is a practice lot. Null when nobody is to be told.
 */
async function asPractice(db: Db, input: TRaiseInput): Promise<TRaiseInput | null> {
  const lotIds = input.lotId !== null ? [input.lotId] : [...(input.aboutLotIds ?? [])];
  if (lotIds.length === 0) return input;
  const [row] = await queryRows<{ is_practice: boolean | null; is_rival: boolean }>(
    db,
    sql`select (select bool_and(coalesce(a.is_practice, false)) from lots l left join auctions a on a.id = l.auction_id
          where l.id in (${sql.join(
            lotIds.map((id) => sql`${id}`),
            sql`, `,
          )})) as is_practice,
        exists (select 1 from practice_rivals r where r.user_id = ${input.userId}) as is_rival`,
  );
  if (!row?.is_practice) return input;
  if (row.is_rival) return null;
  return { ...input, title: practiceText(input.title), body: practiceText(input.body) };
}
