import type { TRole } from '@bidright/domain';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'bidright';

/** Who is calling, as read from a verified access token. */
export interface AuthUser {
  id: number;
  userName: string;
  role: TRole;
  /** Auction-host company of staff users. */
  companyId: number | null;
  /** Refresh-token family of the session, so a session can be told apart from another device's. */
  sessionId: string;
  /** The user's session_version when the token was issued; the token is refused once it moves on. */
  sessionVersion: number;
  /**
   * Status of a staff user's company, read with the session check on every request (absent on a token only
   * verified, null for users without a company). Route guards refuse staff of companies that are not Active.
   */
  companyStatus?: string | null;
}

export async function signAccessToken(
  user: AuthUser,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    name: user.userName,
    role: user.role,
    cid: user.companyId,
    sid: user.sessionId,
    sv: user.sessionVersion,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * Tokens already verified, per secret: a token cannot change, so until it expires the answer is the same.
 * Verifying costs a WebCrypto HMAC on the thread pool, which a bidder would otherwise pay on every bid.
 */
const verified = new WeakMap<Uint8Array, Map<string, { user: AuthUser; expiresAt: number }>>();
const VERIFIED_CACHE_SIZE = 10_000;

/** Returns the caller, or null for a token that is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthUser | null> {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now()) return hit.user;
    cache.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const user: AuthUser = {
      id: Number(payload.sub),
      userName: String(payload.name),
      role: payload.role as TRole,
      companyId: typeof payload.cid === 'number' ? payload.cid : null,
      sessionId: String(payload.sid),
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : -1,
    };
    if (typeof payload.exp === 'number') {
      // Oldest first out: a Map iterates in insertion order.
      if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(token, { user, expiresAt: payload.exp * 1000 });
    }
    return user;
  } catch {
    return null;
  }
}
