import type { ZClientRegistration } from '@bidright/domain';
import {
  ACCOUNT_MESSAGES,
  companyNameKey,
  type TAuctioneerRegistration,
  type TBidderRegistration,
} from '@bidright/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  attorneys,
  bidderPhones,
  bidders,
  clientCompanies,
  clients,
  companies,
  users,
} from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import { hashPassword } from '../auth/password';
import { emailTaken, userNameTaken } from './get-bidder-account';
import { trustDevice } from './two-factor-login';
import { consumeVerificationCode } from './verification-codes';

/** Refuses a taken user name or e-mail with the form's availability texts. */
async function assertIdentityFree(db: Db, userName: string, email: string, userNameMessage: string) {
  const errors: Record<string, string> = {};
  if (await userNameTaken(db, userName)) errors.userName = userNameMessage;
  if (await emailTaken(db, email)) errors.email = ACCOUNT_MESSAGES.emailUnavailable;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** A unique-index race lost between the check and the insert answers like the check. */
function isUniqueViolation(error: unknown) {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/**
 * POST /api/bidders: a bidder signs up with the code texted to the phone (GET /api/bidderverify/sms/{phone}).
 * Creates the user (argon2id), an unverified bidder, and the primary phone, verified by that code; text
 * two-step login is on, and the signing-up device is trusted (it just passed a code).
 */
export async function registerBidder(db: Db, body: TBidderRegistration) {
  await assertIdentityFree(db, body.userName, body.email, ACCOUNT_MESSAGES.userNameUnavailable);
  await consumeVerificationCode(db, {
    id: body.verificationId,
    code: body.verificationCode,
    purpose: 'registration',
    phone: body.phoneNumber,
  });
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          userName: body.userName,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
          role: 'Bidder',
          twoFactorMethod: 'sms',
        })
        .returning();
      await tx.insert(bidders).values({
        userId: created!.id,
        birthDate: body.birthDate,
        streetLine1: body.streetLine1,
        streetLine2: body.streetLine2,
        city: body.city,
        stateCode: body.state,
        zipCode: body.zipCode,
      });
      await tx
        .insert(bidderPhones)
        .values({ userId: created!.id, number: body.phoneNumber, isPrimary: true, verifiedDate: new Date() });
      return created!;
    });
    if (body.deviceId) await trustDevice(db, user.id, body.deviceId);
    return { id: String(user.id), message: "Thanks! You're all signed up" };
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest(ACCOUNT_MESSAGES.userNameUnavailable, {
        userName: ACCOUNT_MESSAGES.userNameUnavailable,
      });
    throw error;
  }
}

/** Names of companies that match `name` trimmed and case-insensitively (the sign-up duplicate check). */
export async function matchingCompanyNames(db: Db, name: string) {
  const key = companyNameKey(name);
  if (!key) return [];
  const rows = await db
    .select({ name: companies.name })
    .from(companies)
    .where(sql`lower(trim(${companies.name})) = ${key}`);
  return rows.map((row) => row.name);
}

/** POST /api/auctioneers: a company (Pending until an admin approves) and its manager (role Auctioneer). */
export async function registerAuctioneer(db: Db, body: TAuctioneerRegistration) {
  const duplicate = () =>
    badRequest(ACCOUNT_MESSAGES.duplicateCompany, { companyName: ACCOUNT_MESSAGES.duplicateCompany });
  if ((await matchingCompanyNames(db, body.companyName)).length) throw duplicate();
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    const message = body.confirmPassword
      ? ACCOUNT_MESSAGES.passwordsDoNotMatch
      : ACCOUNT_MESSAGES.confirmRequired;
    throw badRequest(message, { confirmPassword: message });
  }
  await assertIdentityFree(db, body.userName, body.email, ACCOUNT_MESSAGES.userNameUnavailable);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: body.companyName,
          phoneNumber: body.companyPhoneNumber,
          streetLine1: body.streetLine1,
          streetLine2: body.streetLine2,
          city: body.city,
          stateCode: body.state,
          zipCode: body.zipCode,
          status: 'Pending',
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          userName: body.userName,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
          role: 'Auctioneer',
          companyId: company!.id,
        })
        .returning();
      return { id: String(user!.id), companyId: String(company!.id), status: company!.status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * POST /api/attorneys/register: the invited attorney behind a client sign-up link. 400 when no attorney
 * has the e-mail (or one already signed up), 403 when the named company does not work with the firm.
 */
export async function loadAttorneyInvite(db: Db, input: { email: string; companyId?: number | null }) {
  const [row] = await db
    .select({ attorney: attorneys, firmName: clients.name })
    .from(attorneys)
    .innerJoin(clients, eq(clients.id, attorneys.clientId))
    .where(sql`lower(${attorneys.email}) = lower(${input.email})`)
    .orderBy(attorneys.id)
    .limit(1);
  if (!row) throw badRequest(ACCOUNT_MESSAGES.emailNotFound, { email: ACCOUNT_MESSAGES.emailNotFound });
  if (row.attorney.userId) throw badRequest(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
  if (input.companyId) {
    const [link] = await db
      .select({ clientId: clientCompanies.clientId })
      .from(clientCompanies)
      .where(
        and(
          eq(clientCompanies.clientId, row.attorney.clientId),
          eq(clientCompanies.companyId, input.companyId),
        ),
      )
      .limit(1);
    if (!link) throw forbidden(ACCOUNT_MESSAGES.emailCompanyMismatch);
  }
  return {
    attorneyId: String(row.attorney.id),
    firstName: row.attorney.firstName,
    lastName: row.attorney.lastName,
    email: row.attorney.email,
    phone: row.attorney.phone,
    clientId: String(row.attorney.clientId),
    firmName: row.firmName,
    companyId: input.companyId ? String(input.companyId) : null,
  };
}

/**
 * POST /api/attorneys/{attorneyId}/register: the attorney becomes a Client user. The e-mail must be the
 * invited one (it is read-only on the form); an attorney signs up once.
 */
export async function registerClient(db: Db, attorneyId: number, body: z.infer<typeof ZClientRegistration>) {
  const invite = await loadAttorneyInvite(db, { email: body.email, companyId: body.companyId });
  if (Number(invite.attorneyId) !== attorneyId) throw forbidden(ACCOUNT_MESSAGES.emailCompanyMismatch);
  if (await userNameTaken(db, body.userName))
    throw badRequest(ACCOUNT_MESSAGES.clientUserNameUnavailable, {
      userName: ACCOUNT_MESSAGES.clientUserNameUnavailable,
    });
  if (await emailTaken(db, body.email))
    throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, { email: ACCOUNT_MESSAGES.emailUnavailable });
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userName: body.userName,
          email: invite.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phone ?? invite.phone,
          role: 'Client',
        })
        .returning();
      const claimed = await tx
        .update(attorneys)
        .set({
          userId: user!.id,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone ?? invite.phone,
        })
        .where(and(eq(attorneys.id, attorneyId), isNull(attorneys.userId)))
        .returning({ id: attorneys.id });
      if (claimed.length === 0) throw badRequest(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
      return { id: String(user!.id), clientId: invite.clientId };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest(ACCOUNT_MESSAGES.clientUserNameUnavailable, {
        userName: ACCOUNT_MESSAGES.clientUserNameUnavailable,
      });
    throw error;
  }
}
