import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-rules';

/** How long an attorney's invitation link stays good. */
export const INVITATION_TTL_DAYS = 7;

/**
 * The invitation token of a client sign-up link (/client-register?email=…&companyId=…&token=…): 32 random
 * bytes in base64url. A missing or malformed token is answered like an unknown e-mail.
 */
export const ZInvitationToken = z
  .string({ error: M.emailNotFound })
  .regex(/^[A-Za-z0-9_-]{40,100}$/, { error: M.emailNotFound });

/** Answer of POST /api/attorneys/{attorneyId}/invite. */
export const ZInvitationSent = z.object({
  message: z.string(),
  /** When the link stops working (ISO 8601, UTC). */
  expiresAt: z.string(),
});

export const INVITATION_MESSAGES = {
  sent: 'The invitation was sent to {email}.',
  notLinked: 'The attorney is not with a client of your company.',
  emailSubject: 'Your invitation to Bidright',
} as const;
