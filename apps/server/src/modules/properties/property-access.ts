import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCaseReadable, assertCaseWritable, findLotWithCase } from '../lots/public';

export const PROPERTY_NOT_FOUND = 'Property is not found!';

/** A property with its lot and case. */
export async function findProperty(db: Db, propertyId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(properties).where(eq(properties.id, propertyId));
  const [property] = options.forUpdate ? await query.for('update') : await query;
  if (!property) return undefined;
  const { lot, kase } = await findLotWithCase(db, property.lotId, options);
  if (!lot || !kase) return undefined;
  return { property, lot, kase };
}

/** A property the caller may change, locked for the update; 404 when unknown or not theirs. */
export async function propertyForWrite(db: Db, caller: AuthUser, propertyId: number) {
  const found = await findProperty(db, propertyId, { forUpdate: true });
  if (!found) throw notFound(PROPERTY_NOT_FOUND);
  assertCaseWritable(caller, found.kase, PROPERTY_NOT_FOUND);
  return found;
}

/** A property the caller may read; 404 when unknown or not theirs. */
export async function propertyForRead(db: Db, caller: AuthUser, propertyId: number) {
  const found = await findProperty(db, propertyId);
  if (!found) throw notFound(PROPERTY_NOT_FOUND);
  await assertCaseReadable(db, caller, found.kase, PROPERTY_NOT_FOUND);
  return found;
}
