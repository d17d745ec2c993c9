import type { Db } from '../../db/client';
import {
  cases,
  documentTypes,
  lots,
  properties,
  propertyAttributeOptions,
  propertyAttributes,
  propertyAttributeValues,
  propertyImages,
} from '../../db/schema/index';
import { type DemoFiles, housePalette, saveHousePhotos } from '../house-svg';
import type { DemoStaff } from './companies-and-staff';
import {
  ATTRIBUTES,
  DOCUMENT_TYPES,
  PHOTO_DESCRIPTIONS,
  PROPERTIES,
  SECOND_PROPERTY,
} from './demo-properties';
import { DAY, first, logActivity, type SeedClock } from './seed-kit';

/** The id of the demo's `i`-th lot, in the order of `PROPERTIES`. */
export type DemoLotId = (i: number) => number;

/**
 * Seeds the property attribute definitions and document types, then one case per demo home, each with one Draft
 * lot and one primary property with its attribute values and drawn photos (saved under `files.dataDir`).
 */
export async function seedCasesAndLots(
  tx: Db,
  { ago }: SeedClock,
  { lakeshore, auctioneer, firm, primaryAttorney, secondAttorney }: DemoStaff,
  files: DemoFiles,
): Promise<DemoLotId> {
  const log = (entry: Parameters<typeof logActivity>[1]) => logActivity(tx, entry);
  // Property attribute definitions and document types.
  const attributeIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  for (const [i, def] of ATTRIBUTES.entries()) {
    const attribute = first(
      await tx
        .insert(propertyAttributes)
        .values({
          name: def.name,
          displayName: def.displayName,
          type: def.type,
          searchType: def.searchType,
          sort: i + 1,
        })
        .returning(),
    );
    attributeIds.set(def.name, attribute.id);
    if ('options' in def) {
      const options = await tx
        .insert(propertyAttributeOptions)
        .values(def.options.map((value) => ({ attributeId: attribute.id, value })))
        .returning();
      for (const option of options) optionIds.set(`${def.name}:${option.value}`, option.id);
    }
  }
  await tx.insert(documentTypes).values(DOCUMENT_TYPES.map((name) => ({ name })));

  // Cases, each with one lot and one primary property with photos.
  const lotIds: number[] = [];
  for (const [i, p] of PROPERTIES.entries()) {
    const createdAt = ago((60 - i * 2) * DAY);
    const kase = first(
      await tx
        .insert(cases)
        .values({
          companyId: lakeshore.id,
          clientId: firm.id,
          attorneyId: i % 3 === 2 ? secondAttorney.id : primaryAttorney.id,
          caseNumber: `2026CH0${(1041 + i * 137).toString().padStart(4, '0')}`,
          county: 'Cook',
          fileNumber: `WM-${24_310 + i * 11}`,
          createdBy: auctioneer.id,
          createdAt,
          updatedAt: createdAt,
        })
        .returning(),
    );
    await log({
      companyId: lakeshore.id,
      caseId: kase.id,
      userId: auctioneer.id,
      title: 'Case created',
      body: `Case ${kase.caseNumber} was created.`,
      createdAt,
    });
    const lot = first(
      await tx
        .insert(lots)
        .values({
          caseId: kase.id,
          createdAt,
          updatedAt: createdAt,
        })
        .returning(),
    );
    lotIds.push(lot.id);
    const property = first(
      await tx
        .insert(properties)
        .values({
          lotId: lot.id,
          streetLine1: p.street,
          streetLine2: p.line2 ?? null,
          city: p.city,
          county: 'Cook',
          stateCode: 'IL',
          zipCode: p.zip,
          latitude: p.lat,
          longitude: p.lng,
          isPrimary: true,
          createdAt,
          updatedAt: createdAt,
        })
        .returning(),
    );
    const values: Record<string, string | undefined> = {
      PropertyClasses: String(optionIds.get(`PropertyClasses:${p.cls}`)),
      PropertyType: String(optionIds.get(`PropertyType:${p.type}`)),
      BedroomCount: String(p.beds),
      BathroomCount: String(p.baths),
      SquareFeet: String(p.sqft),
      MarketValuationValue: String(p.value),
      HOA: p.hoa === undefined ? undefined : String(p.hoa),
      LotSize: p.lotSize > 0 ? String(p.lotSize) : undefined,
      YearBuilt: String(p.year),
    };
    const valueRows = Object.entries(values).flatMap(([name, value]) => {
      const attributeId = attributeIds.get(name);
      return value === undefined || attributeId === undefined
        ? []
        : [{ propertyId: property.id, attributeId, value }];
    });
    await tx.insert(propertyAttributeValues).values(valueRows);

    const photoCount = i % 2 === 0 ? 3 : 2;
    const photos = await saveHousePhotos(files, property.id, housePalette(i), photoCount);
    for (const [at, storageKey] of photos.entries()) {
      await tx.insert(propertyImages).values({
        propertyId: property.id,
        storageKey,
        description: PHOTO_DESCRIPTIONS[at] ?? `Photo ${at + 1}`,
        isMain: at === 0,
        createdAt,
      });
    }
  }
  // One lot sells two properties: the house and its rear coach house.
  const extra = SECOND_PROPERTY;
  const extraLot = lotIds[extra.lot];
  if (extraLot === undefined) throw new Error(`seed: no lot ${extra.lot}`);
  const coachHouse = first(
    await tx
      .insert(properties)
      .values({
        lotId: extraLot,
        streetLine1: extra.street,
        streetLine2: extra.line2,
        city: extra.city,
        county: 'Cook',
        stateCode: 'IL',
        zipCode: extra.zip,
        latitude: extra.lat,
        longitude: extra.lng,
        isPrimary: false,
      })
      .returning(),
  );
  const extraValues = {
    PropertyClasses: { value: String(optionIds.get(`PropertyClasses:${extra.cls}`)) },
    PropertyType: {
      value: String(optionIds.get(`PropertyType:${extra.type}`)),
      otherValue: extra.otherType,
      otherOptionId: optionIds.get(`PropertyType:${extra.type}`),
    },
    BedroomCount: { value: String(extra.beds) },
    BathroomCount: { value: String(extra.baths) },
    SquareFeet: { value: String(extra.sqft) },
    YearBuilt: { value: String(extra.year) },
  };
  await tx.insert(propertyAttributeValues).values(
    Object.entries(extraValues).flatMap(([name, value]) => {
      const attributeId = attributeIds.get(name);
      return attributeId === undefined ? [] : [{ propertyId: coachHouse.id, attributeId, ...value }];
    }),
  );
  const [coachPhoto] = await saveHousePhotos(files, coachHouse.id, housePalette(extra.lot + 1), 1);
  if (coachPhoto) {
    await tx.insert(propertyImages).values({
      propertyId: coachHouse.id,
      storageKey: coachPhoto,
      description: 'Coach house',
      isMain: true,
    });
  }
  return (i: number) => {
    const id = lotIds[i];
    if (id === undefined) throw new Error(`seed: no lot ${i}`);
    return id;
  };
}
