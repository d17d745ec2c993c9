import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneyInvitations, attorneys, clientCompanies, clients } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import { hashInvitationToken } from './invite-attorney';

const notFoundAnswer = () =>
  badRequest(ACCOUNT_MESSAGES.emailNotFound, { email: ACCOUNT_MESSAGES.emailNotFound });

/**
 * The invitation behind a client sign-up link: the token must be a live one (unused, unexpired) issued to the
 * attorney with this e-mail. Anything else (an unknown e-mail, a wrong, spent or expired token) answers the
 * same 400 'Email address is not found!', so the call tells nothing about who exists to someone without
 * the link. A link whose companyId is not the inviting company, or whose firm is no longer linked to it,
 * answers 403 'The email address and the company do not match!'.
 */
export async function findInvitation(
  db: Db,
  input: { email: string; companyId?: number | null; token: string },
) {
  const [row] = await db
    .select({ invitation: attorneyInvitations, attorney: attorneys, firmName: clients.name })
    .from(attorneyInvitations)
    .innerJoin(attorneys, eq(attorneys.id, attorneyInvitations.attorneyId))
    .innerJoin(clients, eq(clients.id, attorneys.clientId))
    .where(
      and(
        eq(attorneyInvitations.tokenHash, hashInvitationToken(input.token)),
        isNull(attorneyInvitations.usedAt),
        gt(attorneyInvitations.expiresAt, sql`now()`),
        sql`lower(${attorneys.email}) = lower(${input.email})`,
      ),
    )
    .limit(1);
  if (!row) throw notFoundAnswer();
  if (row.attorney.userId) throw badRequest(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
  const companyId = row.invitation.companyId;
  if ((input.companyId ?? null) !== companyId) throw forbidden(ACCOUNT_MESSAGES.emailCompanyMismatch);
  if (companyId !== null) {
    const [link] = await db
      .select({ clientId: clientCompanies.clientId })
      .from(clientCompanies)
      .where(
        and(eq(clientCompanies.clientId, row.attorney.clientId), eq(clientCompanies.companyId, companyId)),
      )
      .limit(1);
    if (!link) throw forbidden(ACCOUNT_MESSAGES.emailCompanyMismatch);
  }
  return row;
}

/** POST /api/attorneys/register: the invited attorney, for the sign-up form (only with the link's token). */
export async function loadAttorneyInvite(
  db: Db,
  input: { email: string; companyId?: number | null; token: string },
) {
  const { attorney, firmName, invitation } = await findInvitation(db, input);
  return {
    attorneyId: String(attorney.id),
    firstName: attorney.firstName,
    lastName: attorney.lastName,
    email: attorney.email,
    phone: attorney.phone,
    clientId: String(attorney.clientId),
    firmName,
    companyId: invitation.companyId === null ? null : String(invitation.companyId),
  };
}
