import {
  ACCOUNT_MESSAGES,
  companyNameKey,
  type TAuctioneerRegistration,
  type TBidderRegistration,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidderPhones, bidders, companies } from '../../db/schema/index';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { badRequest } from '../../errors';
import { consumeVerificationCode, hashPassword, trustDevice } from '../auth/public';
import { assertIdentityFree, createUser } from '../users/public';

/** The unique index on a company's trimmed, lower-cased name (db/schema/identity.ts). */
const COMPANY_NAME_INDEX = 'companies_name_unique';

/**
 * POST /api/bidders: a bidder signs up with the code texted to the phone (GET /api/bidderverify/sms/{phone}).
 * Creates the user (argon2id), an unverified bidder, and the primary phone, verified by that code; text
 * two-step login is on, and the signing-up device is trusted (it just passed a code): the answer carries
 * its device token.
 */
export async function registerBidder(db: Db, body: TBidderRegistration, jwtSecret: Uint8Array) {
  await assertIdentityFree(db, body.userName, body.email);
  await consumeVerificationCode(db, {
    id: body.verificationId,
    code: body.verificationCode,
    purpose: 'registration',
    phone: body.phoneNumber,
  });
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      userName: body.userName,
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      role: 'Bidder',
      twoFactorMethod: 'sms',
    });
    await tx.insert(bidders).values({
      userId: created.id,
      birthDate: body.birthDate,
      streetLine1: body.streetLine1,
      streetLine2: body.streetLine2,
      city: body.city,
      stateCode: body.state,
      zipCode: body.zipCode,
    });
    await tx
      .insert(bidderPhones)
      .values({ userId: created.id, number: body.phoneNumber, isPrimary: true, verifiedDate: new Date() });
    return created;
  });
  // The signing-up device just passed a code: its token spares the first login another one.
  const deviceToken = await trustDevice(db, jwtSecret, user.id);
  return { id: String(user.id), message: "Thanks! You're all signed up", deviceToken };
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
  await assertIdentityFree(db, body.userName, body.email);
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
      const user = await createUser(tx, {
        userName: body.userName,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        role: 'Auctioneer',
        companyId: company!.id,
      });
      return { id: String(user.id), companyId: String(company!.id), status: company!.status };
    });
  } catch (error) {
    // Two sign-ups raced past the company check: the company name's index refuses the second, like the check.
    if (violatedUniqueIndex(error) === COMPANY_NAME_INDEX) throw duplicate();
    throw error;
  }
}
