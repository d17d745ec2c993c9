import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

/**
 * Two tabs of one browser share the session cookies and may both refresh at once. A second use of the
 * same token from the same device within this window gets a new token instead of tripping reuse detection.
 */
export const CONCURRENT_REFRESH_LEEWAY_MS = 10_000;

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface NewRefreshToken {
  userId: number;
  deviceId: string;
  clientId: string;
  ttlSeconds: number;
  /** Continues an existing family (rotation); a login starts a new one. */
  familyId?: string;
  twoFactorPassed?: boolean;
}

export async function issueRefreshToken(db: Db, input: NewRefreshToken) {
  const token = randomBytes(32).toString('base64url');
  const familyId = input.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    familyId,
    userId: input.userId,
    tokenHash: hashRefreshToken(token),
    deviceId: input.deviceId,
    clientId: input.clientId,
    twoFactorPassed: input.twoFactorPassed ?? true,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return { token, familyId };
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { ok: true; userId: number; familyId: string; clientId: string; twoFactorPassed: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'device-mismatch' };

/**
 * Marks a presented refresh token used, exactly once. A token used before (outside the leeway) means it
 * was copied: the whole family is revoked so neither the thief nor the owner can continue.
 */
export async function consumeRefreshToken(db: Db, token: string, deviceId: string): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.deviceId !== deviceId) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'device-mismatch' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };

  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    const usedAt = current?.usedAt?.getTime() ?? 0;
    if (Date.now() - usedAt > CONCURRENT_REFRESH_LEEWAY_MS) {
      await revokeFamily(db, row.familyId);
      return { ok: false, reason: 'reused' };
    }
  }
  return {
    ok: true,
    userId: row.userId,
    familyId: row.familyId,
    clientId: row.clientId,
    twoFactorPassed: row.twoFactorPassed,
  };
}
