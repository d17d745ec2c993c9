import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { type SecretBox, sealContexts } from '../../db/sealed-secrets';
import { badRequest, notFound } from '../../errors';
import { consumeTotp } from './consume-totp';
import { verifyPassword } from './password';
import { generateTotpSecret, provisioningQr } from './totp';
import { verifiedPrimaryPhone } from './two-factor-login';

/** What proves the person at the keyboard is the account owner: the current password, or a current code. */
export interface TOwnerProof {
  password?: string;
  /** A current code of the authenticator app already set up. */
  code?: string;
}

type UserRow = typeof users.$inferSelect;

/**
 * Turning the authenticator on or off needs the current password or a current code of the app set up, so
 * a borrowed session (an unlocked browser, a stolen access token) cannot change how the account signs in.
 */
async function assertOwner(db: Db, secretBox: SecretBox, user: UserRow, proof: TOwnerProof) {
  if (proof.password) {
    if (await verifyPassword(user.passwordHash, proof.password)) return;
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      password: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  if (proof.code && user.totpEnabled) {
    if (await consumeTotp(db, secretBox, user, proof.code)) return;
    throw badRequest(ACCOUNT_MESSAGES.verificationCodeInvalid, {
      code: ACCOUNT_MESSAGES.verificationCodeInvalid,
    });
  }
  throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired, {
    password: ACCOUNT_MESSAGES.currentPasswordRequired,
  });
}

/**
 * PUT /api/bidders/authenticator and /api/auctioneers/authenticator: a new TOTP secret, switched on at
 * once (the spec has no confirm call). The QR code is a PNG data URL; the manual code is the base32 secret
 * in groups of four. The secret is stored sealed (ADR 0023): only this answer shows it in clear.
 */
export async function setupAuthenticator(db: Db, secretBox: SecretBox, userId: number, proof: TOwnerProof) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  await assertOwner(db, secretBox, user, proof);
  const secret = generateTotpSecret();
  await db
    .update(users)
    .set({
      totpSecret: secretBox.seal(secret, sealContexts.totpSecret(userId)),
      totpEnabled: true,
      totpLastStep: null,
      twoFactorMethod: 'authenticator',
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  const qr = await provisioningQr(user.userName, secret);
  return {
    qrCodeImageUrl: qr.imageUrl,
    manualEntrySetupCode: secret.match(/.{1,4}/g)?.join(' ') ?? secret,
  };
}

/** DELETE …/authenticator: back to text messages when a verified phone exists, else two-step is off. */
export async function removeAuthenticator(db: Db, secretBox: SecretBox, userId: number, proof: TOwnerProof) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  await assertOwner(db, secretBox, user, proof);
  const phone = await verifiedPrimaryPhone(db, userId);
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpEnabled: false,
      twoFactorMethod: phone ? 'sms' : null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { configuredAuthenticatorApp: false, twoFactorMethod: phone ? ('sms' as const) : null };
}
