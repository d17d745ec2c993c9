export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

/** Sends e-mail. The dev outbox keeps messages in the database; SMTP sends them for real. */
export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
