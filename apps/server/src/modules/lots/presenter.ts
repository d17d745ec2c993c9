import {
  isDepositPastDue,
  isFullPaymentPastDue,
  type TCaseDocument,
  type TLotDocument,
  type TLotView,
  type TPropertyDetail,
  type TPropertyImage,
  toDollars,
} from '@bidright/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auctionBidders,
  auctions,
  bids,
  documents,
  documentTypes,
  featuredLots,
  lotDocuments,
  lots,
  properties,
  propertyAttributes,
  propertyAttributeValues,
  propertyImages,
  users,
} from '../../db/schema/index';
import type { FileStorage } from '../../providers/storage/storage';
import type { PropertyRecord } from './lot-access';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const idOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** A property's address fields as the wire shows them. */
export function presentAddress(row: PropertyRecord) {
  return {
    id: String(row.id),
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2,
    city: row.city,
    county: row.county,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    isPrimary: row.isPrimary,
  };
}

/** A lot as the management screens show it (spec part 2 §3 "Lot"). Undefined for an unknown lot. */
export async function loadLotView(db: Db, lotId: number, now = new Date()): Promise<TLotView | undefined> {
  const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
  if (!lot) return undefined;
  const [auction] = lot.auctionId
    ? await db.select().from(auctions).where(eq(auctions.id, lot.auctionId))
    : [undefined];
  const [propertyCount] = await db.select({ n: count() }).from(properties).where(eq(properties.lotId, lotId));
  const [primary] = await db
    .select()
    .from(properties)
    .where(eq(properties.lotId, lotId))
    .orderBy(desc(properties.isPrimary), asc(properties.id))
    .limit(1);
  const [featured] = await db
    .select({ id: featuredLots.id })
    .from(featuredLots)
    .where(eq(featuredLots.lotId, lotId))
    .orderBy(desc(featuredLots.isAdmin), asc(featuredLots.id))
    .limit(1);
  const [winner] = lot.winnerBidId
    ? await db
        .select({
          id: bids.id,
          amountCents: bids.amountCents,
          paddleNumber: auctionBidders.paddleNumber,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(bids)
        .innerJoin(auctionBidders, eq(auctionBidders.id, bids.auctionBidderId))
        .innerJoin(users, eq(users.id, bids.bidderId))
        .where(eq(bids.id, lot.winnerBidId))
    : [undefined];
  return {
    id: String(lot.id),
    caseId: String(lot.caseId),
    lotNumber: lot.lotNumber,
    lotStatus: lot.lotStatus,
    openingPrice: toDollars(lot.openingPriceCents),
    requiredDown: lot.requiredDown,
    minBidIncrements: toDollars(lot.minBidIncrementCents),
    auction: auction
      ? {
          id: String(auction.id),
          startTime: auction.startTime.toISOString(),
          stopTime: iso(auction.stopTime),
          isStarted: auction.startTime.getTime() <= now.getTime(),
        }
      : null,
    propertyCount: Number(propertyCount?.n ?? 0),
    property: primary ? presentAddress(primary) : null,
    markedFeatured: Boolean(featured),
    featuredId: featured ? String(featured.id) : null,
    isPostponed: lot.isPostponed,
    postponedDate: iso(lot.postponedDate),
    continuanceDate: iso(lot.continuanceDate),
    soldTo: lot.soldTo,
    winnerBidId: winner ? String(winner.id) : null,
    winnerBidAmount: winner ? toDollars(winner.amountCents) : null,
    winnerName: winner ? `${winner.firstName} ${winner.lastName}`.trim() : null,
    winnerBidPaddleNumber: winner ? winner.paddleNumber : null,
    startedTime: iso(lot.startedTime),
    stoppedTime: iso(lot.stoppedTime),
    winnerCreatedDate: iso(lot.winnerCreatedDate),
    depositReceivedDate: iso(lot.depositReceivedDate),
    paymentReceivedDate: iso(lot.paymentReceivedDate),
    isDepositPastDue:
      lot.soldTo === 'ThirdParty' &&
      isDepositPastDue({
        winnerCreatedDate: lot.winnerCreatedDate,
        stoppedTime: lot.stoppedTime,
        depositReceivedDate: lot.depositReceivedDate,
        now,
      }),
    isFullPaymentPastDue:
      lot.soldTo === 'ThirdParty' &&
      isFullPaymentPastDue({
        winnerCreatedDate: lot.winnerCreatedDate,
        stoppedTime: lot.stoppedTime,
        paymentReceivedDate: lot.paymentReceivedDate,
        now,
      }),
    numberOfBids: lot.bidCount,
    deedDelivery: lot.deedDelivery,
    deedShippingAddress: lot.deedShippingAddress,
  };
}

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

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A case's documents, newest first. */
export async function loadCaseDocuments(
  db: Db,
  storage: FileStorage,
  caseId: number,
  filter: { onlyVisibleToClient?: boolean; search?: string } = {},
): Promise<TCaseDocument[]> {
  const rows = await db
    .select({
      doc: documents,
      typeName: documentTypes.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(users, eq(users.id, documents.createdBy))
    .where(eq(documents.caseId, caseId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const search = filter.search?.toLowerCase();
  return rows
    .filter((row) => !filter.onlyVisibleToClient || row.doc.isVisibleToClient)
    .filter((row) => !search || row.doc.name.toLowerCase().includes(search))
    .map((row) => presentCaseDocument(storage, row.doc, row.typeName, fullName(row.firstName, row.lastName)));
}

export function presentCaseDocument(
  storage: FileStorage,
  doc: typeof documents.$inferSelect,
  typeName: string,
  createdBy: string,
): TCaseDocument {
  return {
    id: String(doc.id),
    caseId: String(doc.caseId),
    name: doc.name,
    typeId: String(doc.typeId),
    typeName,
    createdDate: doc.createdAt.toISOString(),
    createdBy,
    fileSize: doc.fileSize,
    url: storage.urlFor(doc.storageKey),
    isVisibleToBidder: doc.isVisibleToBidder,
    isVisibleToClient: doc.isVisibleToClient,
  };
}

/** A lot's documents, newest first. */
export async function loadLotDocuments(db: Db, storage: FileStorage, lotId: number): Promise<TLotDocument[]> {
  const rows = await db
    .select({ doc: lotDocuments, firstName: users.firstName, lastName: users.lastName })
    .from(lotDocuments)
    .innerJoin(users, eq(users.id, lotDocuments.createdBy))
    .where(eq(lotDocuments.lotId, lotId))
    .orderBy(desc(lotDocuments.createdAt), desc(lotDocuments.id));
  return rows.map((row) => presentLotDocument(storage, row.doc, fullName(row.firstName, row.lastName)));
}

export function presentLotDocument(
  storage: FileStorage,
  doc: typeof lotDocuments.$inferSelect,
  createdBy: string,
): TLotDocument {
  return {
    id: String(doc.id),
    lotId: String(doc.lotId),
    name: doc.name,
    description: doc.description,
    createdDate: doc.createdAt.toISOString(),
    createdBy,
    fileSize: doc.fileSize,
    url: storage.urlFor(doc.storageKey),
  };
}
