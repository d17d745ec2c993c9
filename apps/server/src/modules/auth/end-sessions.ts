import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/index';
import { forgetSessionState } from '../../http/session-check';

/**
 * Ends every session of a user at once: revokes all their refresh tokens and bumps their session
 * version, so access tokens issued before are refused too (the auth plugin compares the token's version
 * with the user's). Call it inside the transaction that deactivates the user or changes the password.
 */
export async function endUserSessions(
  db: Db,
  userId: number,
  options: {
    /**
     * A session to keep (a password change keeps the changing browser signed in): its refresh token stays
     * good, so its next refresh gets an access token of the new version; its current access token is refused.
     */
    exceptFamilyId?: string;
  } = {},
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        options.exceptFamilyId ? ne(refreshTokens.familyId, options.exceptFamilyId) : undefined,
      ),
    );
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  forgetSessionState(userId);
}
