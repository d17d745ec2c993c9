import type { TPropertyDetail, TPropertyImage } from '@bidright/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyAttributes, propertyAttributeValues, propertyImages } from '../../db/schema/index';
import type { FileStorage } from '../../providers/storage/storage';
import { type PropertyRecord, presentAddress } from '../lots/public';

const idOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** A property photo as the wire shows it: its public URL, caption and whether it is the main one. */
export function presentImage(storage: FileStorage, row: typeof propertyImages.$inferSelect): TPropertyImage {
  return {
    id: String(row.id),
    url: storage.urlFor(row.storageKey),
    description: row.description,
    isMain: row.isMain,
  };
}

/** A property with its photos and attribute values. */
export async function loadPropertyDetail(
  db: Db,
  storage: FileStorage,
  property: PropertyRecord,
  caseId: number,
): Promise<TPropertyDetail> {
  const images = await db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, property.id))
    .orderBy(desc(propertyImages.isMain), asc(propertyImages.id));
  const values = await db
    .select({
      attributeId: propertyAttributeValues.attributeId,
      attributeType: propertyAttributes.type,
      attributeName: propertyAttributes.name,
      value: propertyAttributeValues.value,
      otherValue: propertyAttributeValues.otherValue,
      otherOptionId: propertyAttributeValues.otherOptionId,
    })
    .from(propertyAttributeValues)
    .innerJoin(propertyAttributes, eq(propertyAttributes.id, propertyAttributeValues.attributeId))
    .where(eq(propertyAttributeValues.propertyId, property.id))
    .orderBy(asc(propertyAttributes.sort), asc(propertyAttributes.id));
  const imageData = images.map((image) => presentImage(storage, image));
  return {
    ...presentAddress(property),
    caseId: String(caseId),
    lotId: String(property.lotId),
    imageData,
    imageUrl: imageData[0]?.url ?? null,
    attributes: values.map((row) => ({
      attributeId: String(row.attributeId),
      attributeType: row.attributeType,
      attributeName: row.attributeName,
      value: row.value,
      otherValue: row.otherValue,
      otherOptionId: idOrNull(row.otherOptionId),
    })),
  };
}
