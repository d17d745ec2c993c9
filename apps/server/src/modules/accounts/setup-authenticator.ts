import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { generateTotpSecret, provisioningQr } from './totp';
import { verifiedPrimaryPhone } from './two-factor-login';

/**
 * PUT /api/bidders/authenticator and /api/auctioneers/authenticator: a new TOTP secret, switched on at
 * once (the spec has no confirm call). The QR code is a PNG data URL; the manual code is the base32 secret
 * in groups of four.
 */
export async function setupAuthenticator(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const secret = generateTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabled: true, twoFactorMethod: 'authenticator', updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const qr = await provisioningQr(user.userName, secret);
  return {
    qrCodeImageUrl: qr.imageUrl,
    manualEntrySetupCode: secret.match(/.{1,4}/g)?.join(' ') ?? secret,
  };
}

/** DELETE …/authenticator: back to text messages when a verified phone exists, else two-step is off. */
export async function removeAuthenticator(db: Db, userId: number) {
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
