import type { SmsSender } from './sms';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sender number, or a messaging service SID (starts with MG). */
  from: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Twilio's Messages REST API over fetch (no SDK needed for one call). */
export class TwilioSms implements SmsSender {
  readonly kind = 'twilio' as const;
  constructor(private readonly options: TwilioOptions) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const form = new URLSearchParams({ To: to.startsWith('+') ? to : `+1${to}`, Body: body });
    if (from.startsWith('MG')) form.set('MessagingServiceSid', from);
    else form.set('From', from);
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(
      `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }
}
