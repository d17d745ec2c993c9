import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LIFETIME_DAYS,
  API_KEY_MESSAGES,
  API_KEY_VISIBLE_CHARS,
  maskApiKey,
  type TApiKey,
  type TNewApiKey,
} from '@bidright/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/** Keys are stored only as this hash; the lookup on each /api/v1 call hashes the presented key the same way. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

function presentKey(row: typeof apiKeys.$inferSelect, now = new Date()): TApiKey {
  const isDeactivated = row.deactivatedAt !== null;
  return {
    id: String(row.id),
    maskedKey: maskApiKey(row.lastChars),
    generatedDate: row.createdAt.toISOString(),
    expirationDate: row.expiresAt.toISOString(),
    // A deactivated key also shows as expired (part 3 §4).
    isExpired: isDeactivated || row.expiresAt <= now,
    deactivatedDate: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
    isDeactivated,
  };
}

function ownCompany(caller: AuthUser) {
  if (caller.role !== 'Auctioneer' || caller.companyId === null) throw forbidden();
  return caller.companyId;
}

/** GET /api/settings/apikey: the company's keys, newest first, masked. */
export async function listApiKeys(db: Db, caller: AuthUser) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, ownCompany(caller)))
    .orderBy(desc(apiKeys.id));
  return rows.map((row) => presentKey(row));
}

/** POST /api/settings/apikey: a new key, answered in full this once; only its hash is kept. */
export async function generateApiKey(db: Db, caller: AuthUser): Promise<TNewApiKey & { message: string }> {
  const companyId = ownCompany(caller);
  const key = `brk_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + API_KEY_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        companyId,
        createdBy: caller.id,
        keyHash: hashApiKey(key),
        lastChars: key.slice(-API_KEY_VISIBLE_CHARS),
        expiresAt,
      })
      .returning();
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'API key generated',
      body: `${caller.userName} generated the API key ending ${row!.lastChars}.`,
    });
    return { ...presentKey(row!), key, message: API_KEY_MESSAGES.generated };
  });
}

/** DELETE /api/settings/apikey/{id}: deactivates the company's key (404 for another company's). */
export async function deactivateApiKey(db: Db, caller: AuthUser, id: number) {
  const companyId = ownCompany(caller);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ deactivatedAt: sql`coalesce(${apiKeys.deactivatedAt}, now())` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)))
      .returning();
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'API key deactivated',
      body: `${caller.userName} deactivated the API key ending ${row.lastChars}.`,
    });
    return { ...presentKey(row), message: API_KEY_MESSAGES.deactivated };
  });
}

/** The company a presented key opens, or null when it is unknown, deactivated or expired. */
export async function companyOfApiKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ companyId: apiKeys.companyId })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.keyHash, hashApiKey(key)),
        isNull(apiKeys.deactivatedAt),
        sql`${apiKeys.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row?.companyId ?? null;
}
