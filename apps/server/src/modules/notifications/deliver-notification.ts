import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, queryRows } from '../../db/client';
import type { NotificationChannels, TStoredSubscription } from './channels';

export interface TDeliverJob {
  notificationId: number;
  channel: 'push' | 'email' | 'sms';
}

/**
 * Sends one alert on one channel, at most once: the delivery row is claimed (pending or failed → sending)
 * right before anything goes out, so a second worker, a duplicate job or a restart finds it taken. A send
 * that throws marks it failed and rethrows, and the queue retries it with backoff. A process killed during
 * the provider's call leaves the row `sending`: it is never sent again, since the provider may have it.
 */
export async function deliverNotification(
  db: Db,
  channels: NotificationChannels,
  config: Config,
  job: TDeliverJob,
): Promise<void> {
  const [n] = await queryRows<{
    user_id: number;
    title: string;
    body: string;
    link: string | null;
    email: string;
    user_name: string;
    phone: string | null;
  }>(
    db,
    sql`select n.user_id, n.title, n.body, n.link, u.email, u.user_name,
        coalesce((select p.number from bidder_phones p where p.user_id = u.id and p.verified_date is not null
          order by p.is_primary desc, p.id limit 1), u.phone_number) as phone
      from notifications n join users u on u.id = n.user_id where n.id = ${job.notificationId}`,
  );
  const finish = (status: 'sent' | 'skipped' | 'failed', error: string | null = null) =>
    db.execute(sql`update notification_deliveries set status = ${status}, error = ${error},
      sent_at = ${status === 'sent' ? new Date().toISOString() : null}
      where notification_id = ${job.notificationId} and channel = ${job.channel}`);
  if (!n) return;
  // The claim comes last, just before the send: what remains between it and the 'sent' mark is the
  // provider's own call, the one window where a crash loses this channel's message (ADR 0039).
  const [claimed] = await queryRows(
    db,
    sql`update notification_deliveries set status = 'sending', attempts = attempts + 1
      where notification_id = ${job.notificationId} and channel = ${job.channel} and status in ('pending', 'failed')
      returning notification_id`,
  );
  if (!claimed) return;
  const link = n.link ? `${config.PUBLIC_URL.replace(/\/$/, '')}${n.link}` : null;
  try {
    if (job.channel === 'sms') {
      if (!n.phone) return void (await finish('skipped', 'no phone'));
      await channels.sms.send(
        n.phone,
        `Bidright: ${n.title}. ${n.body}${link ? ` ${link}` : ''}`.slice(0, 600),
      );
    } else if (job.channel === 'email') {
      await channels.email.send({
        to: n.email,
        subject: n.title,
        text: `${n.body}${link ? `\n\n${link}` : ''}`,
      });
    } else {
      const subscriptions = await queryRows<TStoredSubscription>(
        db,
        sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${n.user_id}`,
      );
      const result = await channels.push.send(n.user_name, subscriptions, {
        title: n.title,
        body: n.body,
        link: n.link,
      });
      if (result.gone.length > 0)
        await db.execute(
          sql`delete from push_subscriptions where id in (${sql.join(
            result.gone.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
    }
    await finish('sent');
  } catch (error) {
    await finish('failed', error instanceof Error ? error.message.slice(0, 500) : String(error));
    throw error;
  }
}
