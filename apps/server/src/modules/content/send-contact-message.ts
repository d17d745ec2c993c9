import {
  CONTACT_MESSAGES,
  CONTACT_TO_EMAIL_KEY,
  DEFAULT_CONTACT_TO_EMAIL,
  type ZContactBody,
} from '@bidright/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { EmailSender } from '../../providers/email/email';
import { readConfiguration } from '../configurations/public';

/**
 * POST /api/helps/contactus: e-mails the message to the address in configuration Contact_ToEmail (the
 * domain default when it is not set) through the e-mail provider. Plain text: nothing typed is rendered.
 */
export async function sendContactMessage(
  db: Db,
  email: EmailSender,
  body: z.output<typeof ZContactBody>,
  sender: { userName: string | null },
) {
  const to = (await readConfiguration(db, CONTACT_TO_EMAIL_KEY))?.value.trim() || DEFAULT_CONTACT_TO_EMAIL;
  const lines = [
    `Name: ${body.name}`,
    `E-mail: ${body.email}`,
    `Phone: ${body.phoneNumber ?? '—'}`,
    `Company: ${body.companyName ?? '—'}`,
    `Signed in as: ${sender.userName ?? 'visitor'}`,
    '',
    body.message,
  ];
  await email.send({
    to,
    subject: CONTACT_MESSAGES.subject.replace('{name}', body.name),
    text: lines.join('\n'),
  });
  return { message: CONTACT_MESSAGES.sent };
}
