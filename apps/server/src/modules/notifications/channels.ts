import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devOutbox } from '../../db/schema/index';
import type { EmailSender } from '../../providers/email/email';
import type { SmsSender } from '../../providers/sms/sms';
import type { VapidKeys } from './vapid-keys';

/** One push subscription of a device. */
export interface TStoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The three outside channels an alert may take. */
export interface NotificationChannels {
  sms: SmsSender;
  email: EmailSender;
  push: PushSender;
}

export interface PushSender {
  /**
   * Sends to each of the user's devices; answers the ids of subscriptions the push service rejected as gone
   * (404/410), which the caller drops.
   */
  send(
    recipient: string,
    subscriptions: TStoredSubscription[],
    message: { title: string; body: string; link: string | null },
  ): Promise<{ gone: number[]; delivered: number }>;
}

/**
 * Web Push through `web-push` with the VAPID keys. Outside production every push is also written to the dev
 * outbox, so a person on a closed machine (no push service) sees what went out.
 */
export function createPushSender(config: Config, db: Db, keys: VapidKeys): PushSender {
  const copyToOutbox = config.NODE_ENV !== 'production';
  return {
    async send(recipient, subscriptions, message) {
      if (copyToOutbox)
        await db.insert(devOutbox).values({
          channel: 'push',
          recipient,
          subject: message.title,
          body: message.link ? `${message.body}\n${message.link}` : message.body,
        });
      const payload = JSON.stringify(message);
      const gone: number[] = [];
      let delivered = 0;
      for (const subscription of subscriptions) {
        try {
          await webpush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            { vapidDetails: keys, TTL: 60 * 60, timeout: 10_000 },
          );
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) gone.push(subscription.id);
          // Other failures (network, 5xx) leave the subscription for the next alert.
        }
      }
      return { gone, delivered };
    },
  };
}
