import { type Config, missingProductionSettings } from '../config';
import type { Db } from '../db/client';
import type { BankProvider } from './bank/bank';
import { PlaidBank } from './bank/plaid-bank';
import { SandboxBank } from './bank/sandbox-bank';
import type { EmailSender } from './email/email';
import { OutboxEmail } from './email/outbox-email';
import { SmtpEmail } from './email/smtp-email';
import { OutboxSms } from './sms/outbox-sms';
import type { SmsSender } from './sms/sms';
import { TwilioSms } from './sms/twilio-sms';

export interface Providers {
  sms: SmsSender;
  email: EmailSender;
  bank: BankProvider;
}

/**
 * Picks each external service by configuration: Twilio when TWILIO_* is set, else the dev outbox; SMTP when
 * SMTP_URL is set, else the dev outbox; Plaid when PLAID_CLIENT_ID and PLAID_SECRET are set, else the sandbox
 * bank. A half-configured service stops the boot with a message naming what is missing.
 */
export function createProviders(config: Config, db: Db): Providers {
  // Never the outbox or the sandbox bank in production (loadConfig already refuses such a boot).
  if (config.NODE_ENV === 'production' && missingProductionSettings(config).length > 0)
    throw new Error(`Invalid configuration:\n  ${missingProductionSettings(config).join('\n  ')}`);
  const twilio = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean))
    throw new Error(
      'Invalid configuration:\n  TWILIO_*: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  if (Boolean(config.PLAID_CLIENT_ID) !== Boolean(config.PLAID_SECRET))
    throw new Error('Invalid configuration:\n  PLAID_*: set both PLAID_CLIENT_ID and PLAID_SECRET');
  const sms: SmsSender =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? new TwilioSms({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
        })
      : new OutboxSms(db);
  const email: EmailSender = config.SMTP_URL
    ? new SmtpEmail(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxEmail(db);
  const bank: BankProvider =
    config.PLAID_CLIENT_ID && config.PLAID_SECRET
      ? new PlaidBank({
          clientId: config.PLAID_CLIENT_ID,
          secret: config.PLAID_SECRET,
          environment: config.PLAID_ENV,
          baseUrl: config.PLAID_BASE_URL,
        })
      : new SandboxBank();
  return { sms, email, bank };
}
