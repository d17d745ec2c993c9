import type { Db } from '../../db/client';
import { devOutbox } from '../../db/schema/index';
import type { SmsSender } from './sms';

/** Offline SMS: the message lands in dev_outbox, readable at /dev/outbox. */
export class OutboxSms implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.insert(devOutbox).values({ channel: 'sms', recipient: to, body });
  }
}
