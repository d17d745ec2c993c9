import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The "known device" cookie (ADR 0068): after a correct password the token endpoint gives the browser a
 * long-lived, signed, httpOnly cookie naming the account, so a later sign-in to that account from the same
 * device passes the account-wide slow-down (account-slow-down.ts): the owner can always get in while
 * strangers' guesses slow everyone else down. It proves only that this device once gave this account's
 * password; it never skips the password or the second step.
 *
 * One cookie per account (a shared browser may know several), sent only to the token endpoint, which the
 * web calls on its own origin with `credentials: 'include'` (lib/auth-token.ts). The value is a JWT signed
 * with a key derived from the server's JWT secret, so every process verifies it and nothing is stored.
 */
const AUDIENCE = 'bidright-known-device';
export const KNOWN_DEVICE_DAYS = 400;
const COOKIE_PREFIX = 'bidright_known_';
const COOKIE_PATH = '/connect/token';

const knownDeviceKey = (jwtSecret: Uint8Array) =>
  createHmac('sha256', jwtSecret).update('bidright known device').digest();

export const knownDeviceCookieName = (userId: number) => `${COOKIE_PREFIX}${userId}`;

/** One cookie's value from a Cookie header (names here are plain ASCII, values base64url and dots). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header that makes this device known to the account. */
export async function knownDeviceCookie(jwtSecret: Uint8Array, userId: number, secure: boolean) {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${KNOWN_DEVICE_DAYS}d`)
    .sign(knownDeviceKey(jwtSecret));
  const attributes = [
    `Path=${COOKIE_PATH}`,
    `Max-Age=${KNOWN_DEVICE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return `${knownDeviceCookieName(userId)}=${token}; ${attributes.join('; ')}`;
}

/** Whether the request carries this account's known-device cookie, signed by this server and not expired. */
export async function isKnownDevice(jwtSecret: Uint8Array, userId: number, cookieHeader: string | undefined) {
  const token = cookieValue(cookieHeader, knownDeviceCookieName(userId));
  if (!token) return false;
  try {
    await jwtVerify(token, knownDeviceKey(jwtSecret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      subject: String(userId),
    });
    return true;
  } catch {
    return false;
  }
}
