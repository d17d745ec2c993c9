import type { TPropertyListBody } from '@bidright/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import {
  attorneys,
  auctions,
  cases,
  companies,
  lots,
  properties,
  propertyImages,
} from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { findLotWithCase, LOT_NOT_FOUND, lotForRead, presentAddress } from '../lots/public';
import { loadPropertyDetail } from './presenter';
import { propertyForRead } from './property-access';

/**
 * GET /api/properties/{lotId}/list: the lot's properties, primary first. Bidders may read the properties
 * of published lots; everyone else needs read access to the case.
 */
export async function listLotProperties(db: Db, storage: FileStorage, caller: AuthUser, lotId: number) {
  let caseId: number;
  if (caller.role === 'Bidder') {
    const { lot } = await findLotWithCase(db, lotId);
    if (!lot) throw notFound(LOT_NOT_FOUND);
    if (lot.lotStatus === 'Draft') throw forbidden();
    caseId = lot.caseId;
  } else {
    caseId = (await lotForRead(db, caller, lotId)).kase.id;
  }
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.lotId, lotId))
    .orderBy(desc(properties.isPrimary), asc(properties.id));
  return Promise.all(rows.map((row) => loadPropertyDetail(db, storage, row, caseId)));
}

/** GET /api/properties/{propertyId}. */
export async function getProperty(db: Db, storage: FileStorage, caller: AuthUser, propertyId: number) {
  const { property, kase } = await propertyForRead(db, caller, propertyId);
  return loadPropertyDetail(db, storage, property, kase.id);
}

const SORT_COLUMNS = {
  createdDate: properties.createdAt,
  streetLine1: properties.streetLine1,
  city: properties.city,
  county: properties.county,
  zipCode: properties.zipCode,
  caseNumber: cases.caseNumber,
  lotStatus: lots.lotStatus,
  auctionStartTime: auctions.startTime,
} as const;

/**
 * POST /api/properties/list: the property table. Staff see their company's properties, clients their
 * firm's, admins all.
 */
export async function listProperties(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  body: TPropertyListBody,
) {
  const filters: SQL[] = [];
  if (caller.role === 'Auctioneer' || caller.role === 'Employee') {
    if (caller.companyId === null) throw forbidden();
    filters.push(eq(cases.companyId, caller.companyId));
  } else if (caller.role === 'Client') {
    filters.push(
      inArray(
        cases.clientId,
        db.select({ id: attorneys.clientId }).from(attorneys).where(eq(attorneys.userId, caller.id)),
      ),
    );
  } else if (caller.role !== 'Admin') {
    throw forbidden();
  }
  if (body.isPrimary !== undefined) filters.push(eq(properties.isPrimary, body.isPrimary));
  if (body.search) {
    const like = containsPattern(body.search);
    filters.push(
      or(
        ilike(properties.streetLine1, like),
        ilike(properties.city, like),
        ilike(properties.zipCode, like),
        ilike(properties.county, like),
        ilike(cases.caseNumber, like),
      )!,
    );
  }
  const where = and(...filters);
  const { pageSize, current } = pageOf(body.pagination, 10);
  const column = SORT_COLUMNS[body.sorter?.field ?? 'createdDate'];
  const direction = body.sorter?.order === 'ascend' ? asc : desc;
  const [total] = await db
    .select({ n: count() })
    .from(properties)
    .innerJoin(lots, eq(lots.id, properties.lotId))
    .innerJoin(cases, eq(cases.id, lots.caseId))
    .where(where);
  const rows = await db
    .select({
      property: properties,
      caseId: cases.id,
      caseNumber: cases.caseNumber,
      lotStatus: lots.lotStatus,
      auctionStartTime: auctions.startTime,
      timeZone: companies.timeZone,
    })
    .from(properties)
    .innerJoin(lots, eq(lots.id, properties.lotId))
    .innerJoin(cases, eq(cases.id, lots.caseId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(where)
    .orderBy(body.sorter?.order ? direction(column) : desc(properties.createdAt), desc(properties.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const ids = rows.map((row) => row.property.id);
  const images = ids.length
    ? await db
        .select()
        .from(propertyImages)
        .where(inArray(propertyImages.propertyId, ids))
        .orderBy(desc(propertyImages.isMain), asc(propertyImages.id))
    : [];
  return {
    data: rows.map((row) => {
      const image = images.find((candidate) => candidate.propertyId === row.property.id);
      return {
        ...presentAddress(row.property),
        lotId: String(row.property.lotId),
        caseId: String(row.caseId),
        caseNumber: row.caseNumber,
        lotStatus: row.lotStatus,
        auctionStartTime: row.auctionStartTime ? row.auctionStartTime.toISOString() : null,
        timeZone: row.timeZone,
        imageUrl: image ? storage.urlFor(image.storageKey) : null,
        createdDate: row.property.createdAt.toISOString(),
      };
    }),
    total: Number(total?.n ?? 0),
  };
}
