import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email';

const load = createRequire(import.meta.url);
/** nodemailer (~0.1 s of CPU to load), loaded only where SMTP_URL chooses this sender (ADR 0081). */
const nodemailer = () => load('nodemailer') as typeof Nodemailer;

/** Real e-mail over SMTP (nodemailer); `SMTP_URL` like smtps://user:pass@smtp.example.com:465. */
export class SmtpEmail implements EmailSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer().createTransport(url);
  }

  async send(message: EmailMessage) {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
