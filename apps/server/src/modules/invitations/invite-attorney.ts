import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, INVITATION_MESSAGES, INVITATION_TTL_DAYS } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneyInvitations, attorneys } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { EmailSender } from '../../providers/email/email';

/** Only a hash of an invitation token is stored; the token itself lives only in the e-mailed link. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TInviteAttorneyInput {
  attorneyId: number;
  /** The inviting auction-host company (goes into the link as companyId), or null. */
  companyId: number | null;
  /** The staff user sending it, for the record. */
  invitedBy: number | null;
}

/**
 * Invites an attorney to register a Client login: a single-use, unguessable token (32 random bytes), stored
 * hashed and good for INVITATION_TTL_DAYS, e-mailed to the attorney's own address as the link
 * `/client-register?email=…&companyId=…&token=…`. Earlier unused invitations of the attorney stop working,
 * so only the newest link counts. Refuses an attorney who already has a login. Whether the caller may invite
 * this attorney is the route's business (see routes.ts).
 */
export async function inviteAttorney(
  db: Db,
  email: EmailSender,
  publicUrl: string,
  input: TInviteAttorneyInput,
): Promise<{ email: string; expiresAt: Date }> {
  const [attorney] = await db.select().from(attorneys).where(eq(attorneys.id, input.attorneyId)).limit(1);
  if (!attorney) throw notFound('Attorney is not found!');
  if (attorney.userId) throw badRequest(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.delete(attorneyInvitations).where(eq(attorneyInvitations.attorneyId, attorney.id));
    await tx.insert(attorneyInvitations).values({
      attorneyId: attorney.id,
      companyId: input.companyId,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      createdBy: input.invitedBy,
    });
  });
  const link = new URL('/client-register', publicUrl);
  link.searchParams.set('email', attorney.email);
  if (input.companyId !== null) link.searchParams.set('companyId', String(input.companyId));
  link.searchParams.set('token', token);
  await email.send({
    to: attorney.email,
    subject: INVITATION_MESSAGES.emailSubject,
    text: [
      `Hello ${attorney.firstName},`,
      '',
      "You are invited to follow your firm's foreclosure cases on Bidright. Create your login here:",
      link.toString(),
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect it, ignore this e-mail.`,
    ].join('\n'),
  });
  return { email: attorney.email, expiresAt };
}
