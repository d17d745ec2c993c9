import { formatAddress, LOT_MESSAGES, type TPropertyBody } from '@bidright/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { removeFiles } from '../../uploads/stored-files';
import { assertCaseEditable, inTransaction, lotForWrite } from '../lots/public';
import { loadPropertyDetail } from './presenter';
import { propertyForWrite } from './property-access';

const addressText = (body: TPropertyBody) => formatAddress(body, { withCounty: true });

const addressValues = (body: TPropertyBody) => ({
  streetLine1: body.streetLine1,
  streetLine2: body.streetLine2 ?? null,
  city: body.city,
  county: body.county,
  stateCode: body.stateCode,
  zipCode: body.zipCode,
  countryCode: 'US',
  latitude: body.latitude ?? null,
  longitude: body.longitude ?? null,
});

/** POST /api/properties/{lotId}: a new property of the lot; the lot's first property is its primary one. */
export async function createProperty(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  lotId: number,
  body: TPropertyBody,
) {
  const { property, caseId } = await inTransaction(db, async (tx) => {
    const { kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await assertCaseEditable(tx, kase);
    const [existing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.lotId, lotId))
      .limit(1);
    const [created] = await tx
      .insert(properties)
      .values({ lotId, ...addressValues(body), isPrimary: !existing })
      .returning();
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Property Created',
      body: addressText(body),
    });
    return { property: created!, caseId: kase.id };
  });
  return loadPropertyDetail(db, storage, property, caseId);
}

/** PUT /api/properties/{propertyId}: the address. */
export async function updateProperty(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  propertyId: number,
  body: TPropertyBody,
) {
  const { property, caseId } = await inTransaction(db, async (tx) => {
    const { kase, lot } = await propertyForWrite(tx, caller, propertyId);
    await assertCaseEditable(tx, kase);
    const [updated] = await tx
      .update(properties)
      .set({ ...addressValues(body), updatedAt: new Date() })
      .where(eq(properties.id, propertyId))
      .returning();
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId: lot.id,
      userId: caller.id,
      title: 'Property Updated',
      body: addressText(body),
    });
    return { property: updated!, caseId: kase.id };
  });
  return loadPropertyDetail(db, storage, property, caseId);
}

/** PUT /api/properties/{propertyId}/primary: this property becomes the lot's only primary one. */
export async function setPrimaryProperty(db: Db, storage: FileStorage, caller: AuthUser, propertyId: number) {
  const { property, caseId } = await inTransaction(db, async (tx) => {
    const { kase, lot, property } = await propertyForWrite(tx, caller, propertyId);
    await assertCaseEditable(tx, kase);
    const now = new Date();
    await tx
      .update(properties)
      .set({ isPrimary: false, updatedAt: now })
      .where(
        and(eq(properties.lotId, lot.id), ne(properties.id, propertyId), eq(properties.isPrimary, true)),
      );
    const [updated] = await tx
      .update(properties)
      .set({ isPrimary: true, updatedAt: now })
      .where(eq(properties.id, propertyId))
      .returning();
    if (!property.isPrimary)
      await logActivity(tx, {
        companyId: kase.companyId,
        caseId: kase.id,
        lotId: lot.id,
        userId: caller.id,
        title: 'Primary Property Changed',
        body: `${formatAddress({ streetLine1: property.streetLine1, city: property.city })} is now the primary property.`,
      });
    return { property: updated!, caseId: kase.id };
  });
  return loadPropertyDetail(db, storage, property, caseId);
}

/**
 * DELETE /api/properties/{propertyId}: a secondary property, or a Draft lot's only property; the primary
 * property of a lot with others (or of a published lot) stays. Its photos' files are removed.
 */
export async function deleteProperty(db: Db, storage: FileStorage, caller: AuthUser, propertyId: number) {
  const keys = await inTransaction(db, async (tx) => {
    const { kase, lot, property } = await propertyForWrite(tx, caller, propertyId);
    await assertCaseEditable(tx, kase);
    const siblings = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.lotId, lot.id))
      .orderBy(asc(properties.id));
    const onlyOfDraft = siblings.length === 1 && lot.lotStatus === 'Draft';
    if (property.isPrimary && !onlyOfDraft) throw conflict(LOT_MESSAGES.primaryPropertyDelete);
    if (siblings.length === 1 && lot.lotStatus !== 'Draft')
      throw conflict('A published lot needs at least one property.');
    const images = await tx
      .select({ key: propertyImages.storageKey })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, [propertyId]));
    await tx.delete(properties).where(eq(properties.id, propertyId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId: lot.id,
      userId: caller.id,
      title: 'Property Deleted',
      body: `${formatAddress({ streetLine1: property.streetLine1, city: property.city })} was deleted.`,
    });
    return images.map((image) => image.key);
  });
  await removeFiles(storage, keys);
}
