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
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Returns the caller, or null for a token that is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    return {
      id: Number(payload.sub),
      userName: String(payload.name),
      role: payload.role as TRole,
      companyId: typeof payload.cid === 'number' ? payload.cid : null,
      sessionId: String(payload.sid),
    };
  } catch {
    return null;
  }
}
