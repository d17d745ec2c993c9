import type { Db } from '../../db/client';
import { devOutbox } from '../../db/schema/index';
import type { EmailMessage, EmailSender } from './email';

/** Offline e-mail: the message lands in dev_outbox, readable at /dev/outbox. */
export class OutboxEmail implements EmailSender {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insert(devOutbox)
      .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text });
  }
}
