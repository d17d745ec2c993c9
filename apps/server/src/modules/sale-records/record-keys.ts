import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordSigningKeys } from '../../db/schema/index';

/** Every key that ever signed a checkpoint, oldest first (ADR 0069). */
export async function listRecordKeys(db: Db) {
  const rows = await db.select().from(recordSigningKeys).orderBy(asc(recordSigningKeys.firstUsedAt));
  return rows.map((row) => ({
    keyId: row.keyId,
    publicKey: row.publicKey,
    firstUsedAt: row.firstUsedAt.toISOString(),
  }));
}
