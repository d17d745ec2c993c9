import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from '../../db/schema/index';
import { notFound } from '../../errors';

export const SETTING_NOT_FOUND = 'Setting is not found!';

/** One configuration row by key, public or not (for server-side rules); undefined when absent. */
export async function readConfiguration(db: Db, key: string) {
  const [row] = await db.select().from(configurations).where(eq(configurations.key, key)).limit(1);
  return row;
}

/**
 * GET /api/configurations/{key}: a public setting (is_public = 1) for anyone. Admin-only and unknown keys
 * answer the same 404, so names cannot be probed.
 */
export async function getPublicConfiguration(db: Db, key: string) {
  const row = await readConfiguration(db, key);
  if (!row) throw notFound(SETTING_NOT_FOUND);
  if (row.isPublic !== 1) throw notFound(SETTING_NOT_FOUND);
  return {
    key: row.key,
    value: row.value,
    displayName: row.displayName,
    modifiedDate: row.modifiedDate.toISOString(),
  };
}
