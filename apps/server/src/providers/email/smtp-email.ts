import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email';

/** Real e-mail over SMTP (nodemailer); `SMTP_URL` like smtps://user:pass@smtp.example.com:465. */
export class SmtpEmail implements EmailSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
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
