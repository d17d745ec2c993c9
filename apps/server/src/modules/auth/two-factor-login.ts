import { createHmac, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '@bidright/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { bidderPhones, trustedDevices, type users, verificationCodes } from '../../db/schema/index';
import type { SecretBox } from '../../db/sealed-secrets';
import { badRequest, HttpError } from '../../errors';
import { consumeTotp } from './consume-totp';
import { consumeVerificationCode, latestOpenSmsCodeId } from './verification-codes';

/**
 * Two-step login (spec part 3 §4, §6). Design:
 * - A Bidder, Auctioneer, Employee or Client whose `two_factor_method` is set ('sms' with a verified
 *   primary phone, or 'authenticator'; clients have no phones, so only an authenticator they set up) is
 *   asked for a code when signing in from a device that has not passed one before.
 * - Such a password grant answers `required2FA: true`, a refresh token stored with two_factor_passed=false,
 *   and in `access_token` a *pending* token: signed with a key derived from the JWT secret, so every API
 *   route refuses it as a bearer (401). It is good for one thing only: asking for the SMS code with
 *   GET /api/bidderverify/sms (or /sms/auctioneer) in the `X-Two-Factor-Token` header.
 * - The refresh grant with `two_factor_code` (and the SMS `verification_id`) completes the login, issues a
 *   normal access token and remembers the device: it answers a `deviceToken` the client sends back as
 *   `device_token` on later password grants. The token is signed by the server and names a trusted_devices
 *   row, so a device id the client picks proves nothing. Five wrong codes revoke the pending login.
 */
export const TWO_FACTOR_ROLES = new Set(['Bidder', 'Auctioneer', 'Employee', 'Client']);
export const PENDING_TOKEN_HEADER = 'x-two-factor-token';
const PENDING_TTL_SECONDS = VERIFICATION_CODE_TTL_SECONDS;
const PENDING_AUDIENCE = 'bidright-two-factor';
const DEVICE_AUDIENCE = 'bidright-trusted-device';
/** How long a device stays trusted after passing a code. */
const TRUSTED_DEVICE_DAYS = 180;

type UserRow = typeof users.$inferSelect;

const pendingKey = (jwtSecret: Uint8Array) =>
  createHmac('sha256', jwtSecret).update('bidright two-factor pending login').digest();

const deviceKey = (jwtSecret: Uint8Array) =>
  createHmac('sha256', jwtSecret).update('bidright trusted device').digest();

/** Whether a device token was issued by this server to this user and its device is still trusted. */
async function isTrustedDevice(
  db: Db,
  jwtSecret: Uint8Array,
  userId: number,
  deviceToken: string | undefined,
) {
  if (!deviceToken) return false;
  try {
    const { payload } = await jwtVerify(deviceToken, deviceKey(jwtSecret), {
      audience: DEVICE_AUDIENCE,
      algorithms: ['HS256'],
      subject: String(userId),
    });
    if (!payload.jti) return false;
    const [trusted] = await db
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceId, payload.jti)))
      .limit(1);
    return Boolean(trusted);
  } catch {
    return false;
  }
}

/** Remembers a device that passed a code; answers the signed device token that names it. */
export async function trustDevice(db: Db, jwtSecret: Uint8Array, userId: number): Promise<string> {
  const id = randomUUID();
  await db.insert(trustedDevices).values({ userId, deviceId: id });
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(id)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TRUSTED_DEVICE_DAYS}d`)
    .sign(deviceKey(jwtSecret));
}

/** The caller's verified primary phone, or null. */
export async function verifiedPrimaryPhone(db: Db, userId: number): Promise<string | null> {
  const [phone] = await db
    .select({ number: bidderPhones.number, verifiedDate: bidderPhones.verifiedDate })
    .from(bidderPhones)
    .where(and(eq(bidderPhones.userId, userId), eq(bidderPhones.isPrimary, true)))
    .limit(1);
  return phone?.verifiedDate ? phone.number : null;
}

/** How this login must be confirmed, or null when no code is needed. */
export async function twoFactorChallenge(
  db: Db,
  jwtSecret: Uint8Array,
  user: UserRow,
  deviceToken: string | undefined,
): Promise<{ method: 'sms' | 'authenticator'; phone: string | null } | null> {
  if (!TWO_FACTOR_ROLES.has(user.role) || !user.twoFactorMethod) return null;
  if (await isTrustedDevice(db, jwtSecret, user.id, deviceToken)) return null;
  if (user.twoFactorMethod === 'authenticator' && user.totpEnabled && user.totpSecret) {
    // A challenge row only counts wrong codes of this login (authenticator codes are not sent).
    await db.insert(verificationCodes).values({
      purpose: 'login',
      userId: user.id,
      phone: '',
      codeHash: '',
      expiresAt: new Date(Date.now() + PENDING_TTL_SECONDS * 1000),
    });
    return { method: 'authenticator', phone: null };
  }
  const phone = await verifiedPrimaryPhone(db, user.id);
  return phone ? { method: 'sms', phone } : null;
}

/** `***-***-0100`: enough for the modal to say where the code goes. */
export const maskPhone = (phone: string) => `***-***-${phone.slice(-4)}`;

export async function signPendingToken(jwtSecret: Uint8Array, userId: number, familyId: string) {
  return new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(PENDING_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_TTL_SECONDS}s`)
    .sign(pendingKey(jwtSecret));
}

/** The user id of a pending-login token, or null. */
export async function verifyPendingToken(jwtSecret: Uint8Array, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, pendingKey(jwtSecret), {
      audience: PENDING_AUDIENCE,
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export type TCodeCheck = { ok: true } | { ok: false; message: string; giveUp: boolean };

/**
 * Checks the code of a pending login: the authenticator app's TOTP, or the SMS login code (the one named
 * by `verificationId`, else the newest unspent one). Never throws for a wrong code: the refresh grant
 * decides whether to revoke.
 */
export async function checkLoginCode(
  db: Db,
  secretBox: SecretBox,
  user: UserRow,
  code: string | undefined,
  verificationId: string | undefined,
): Promise<TCodeCheck> {
  if (!code) return { ok: false, message: ACCOUNT_MESSAGES.twoFactorRequired, giveUp: false };
  if (user.twoFactorMethod === 'authenticator' && user.totpSecret) {
    const [challenge] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, user.id),
          eq(verificationCodes.purpose, 'login'),
          eq(verificationCodes.phone, ''),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (!challenge || challenge.attempts >= VERIFICATION_MAX_ATTEMPTS)
      return { ok: false, message: ACCOUNT_MESSAGES.twoFactorTooManyAttempts, giveUp: true };
    if (await consumeTotp(db, secretBox, user, code)) {
      await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(eq(verificationCodes.id, challenge.id));
      return { ok: true };
    }
    const [after] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, challenge.id))
      .returning({ attempts: verificationCodes.attempts });
    const giveUp = (after?.attempts ?? VERIFICATION_MAX_ATTEMPTS) >= VERIFICATION_MAX_ATTEMPTS;
    return {
      ok: false,
      message: giveUp ? ACCOUNT_MESSAGES.twoFactorTooManyAttempts : ACCOUNT_MESSAGES.verificationCodeInvalid,
      giveUp,
    };
  }
  let id = Number(verificationId);
  if (!verificationId || !Number.isInteger(id) || id <= 0) {
    const latest = await latestOpenSmsCodeId(db, user.id, 'login');
    if (latest === null)
      return { ok: false, message: ACCOUNT_MESSAGES.verificationCodeInvalid, giveUp: false };
    id = latest;
  }
  try {
    await consumeVerificationCode(db, { id, code: code.trim(), purpose: 'login', userId: user.id });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ok: false, message: error.message, giveUp: error.code === 'VERIFICATION_TOO_MANY_ATTEMPTS' };
  }
}

export const invalidCode = (message: string) => badRequest(message, { two_factor_code: message });
