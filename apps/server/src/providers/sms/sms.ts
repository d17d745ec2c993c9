/** Sends text messages. The dev outbox keeps them in the database; Twilio sends them for real. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** `to` is ten US digits; the adapter adds the country code it needs. */
  send(to: string, body: string): Promise<void>;
}
