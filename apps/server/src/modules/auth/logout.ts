import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { hashRefreshToken, revokeFamily } from './refresh-tokens';

/**
 * Log Out: revokes the refresh-token family of the presented refresh token and, when the caller sent a
 * bearer token, the family of that session. The access token itself runs out within its short lifetime.
 */
export async function logout(db: Db, input: { refreshToken?: string; sessionId?: string }) {
  const families = new Set<string>();
  if (input.sessionId) families.add(input.sessionId);
  if (input.refreshToken) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshToken)))
      .limit(1);
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) await revokeFamily(db, familyId);
  return { revoked: families.size > 0 };
}
