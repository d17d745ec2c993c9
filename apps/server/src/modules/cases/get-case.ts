import {
  caseCanEdit,
  caseProgressStep,
  combinedLotStatus,
  type TCaseDetail,
  type TLotStatus,
} from '@bidright/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, caseNotes, clients, featuredLots, lots, properties } from '../../db/schema/index';
import type { AuthUser } from '../auth/access-token';
import { availableCaseTransitions } from './case-transitions';
import { assertCaseReadable, findCase } from './load-case';
import { presentCaseLot, type TCaseLotRecord } from './presenter';

async function loadCaseLots(db: Db, caseId: number): Promise<TCaseLotRecord[]> {
  const lotRows = await db
    .select({
      id: lots.id,
      lotNumber: lots.lotNumber,
      lotStatus: lots.lotStatus,
      openingPriceCents: lots.openingPriceCents,
      requiredDown: lots.requiredDown,
      minBidIncrementCents: lots.minBidIncrementCents,
      isPostponed: lots.isPostponed,
      auctionId: auctions.id,
      auctionStartTime: auctions.startTime,
      auctionStopTime: auctions.stopTime,
    })
    .from(lots)
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.caseId, caseId))
    .orderBy(asc(lots.id));
  if (lotRows.length === 0) return [];
  const lotIds = lotRows.map((lot) => lot.id);
  const propertyRows = await db
    .select({
      id: properties.id,
      lotId: properties.lotId,
      isPrimary: properties.isPrimary,
      streetLine1: properties.streetLine1,
      streetLine2: properties.streetLine2,
      city: properties.city,
      county: properties.county,
      stateCode: properties.stateCode,
      zipCode: properties.zipCode,
    })
    .from(properties)
    .where(inArray(properties.lotId, lotIds))
    .orderBy(asc(properties.id));
  const featured = await db
    .selectDistinct({ lotId: featuredLots.lotId })
    .from(featuredLots)
    .where(inArray(featuredLots.lotId, lotIds));
  const featuredIds = new Set(featured.map((row) => row.lotId));

  return lotRows.map((lot) => {
    const own = propertyRows.filter((p) => p.lotId === lot.id);
    const primary = own.find((p) => p.isPrimary) ?? null;
    return {
      id: lot.id,
      lotNumber: lot.lotNumber,
      lotStatus: lot.lotStatus,
      openingPriceCents: lot.openingPriceCents,
      requiredDown: lot.requiredDown,
      minBidIncrementCents: lot.minBidIncrementCents,
      isPostponed: lot.isPostponed,
      auction:
        lot.auctionId !== null && lot.auctionStartTime
          ? { id: lot.auctionId, startTime: lot.auctionStartTime, stopTime: lot.auctionStopTime }
          : null,
      propertyCount: own.length,
      property: primary
        ? {
            id: primary.id,
            streetLine1: primary.streetLine1,
            streetLine2: primary.streetLine2,
            city: primary.city,
            county: primary.county,
            stateCode: primary.stateCode,
            zipCode: primary.zipCode,
          }
        : null,
      markedFeatured: featuredIds.has(lot.id),
    };
  });
}

/** GET /api/cases/{caseId}: the case detail page, with its server-computed status rules. */
export async function getCase(db: Db, caller: AuthUser, caseId: number): Promise<TCaseDetail> {
  const kase = await assertCaseReadable(db, caller, await findCase(db, caseId));
  const [firm] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, kase.clientId));
  const caseLots = await loadCaseLots(db, kase.id);
  const [notes] = await db.select({ n: count() }).from(caseNotes).where(eq(caseNotes.caseId, kase.id));
  const combined = combinedLotStatus(caseLots.map((lot) => lot.lotStatus as TLotStatus));
  const rules = { caseStatus: kase.caseStatus, combinedLotStatus: combined };
  const now = new Date();
  // Clients and admins only read: for them nothing is editable and no status change is offered.
  const isOwnStaff = caller.role === 'Auctioneer' || caller.role === 'Employee';
  return {
    id: String(kase.id),
    caseNumber: kase.caseNumber,
    county: kase.county,
    fileNumber: kase.fileNumber,
    clientId: String(kase.clientId),
    attorneyId: kase.attorneyId === null ? null : String(kase.attorneyId),
    caseStatus: kase.caseStatus,
    caseFirmName: firm?.name ?? '',
    country: kase.country,
    companyId: String(kase.companyId),
    createdDate: kase.createdAt.toISOString(),
    canEdit: isOwnStaff && caseCanEdit(rules),
    lotsCombinedStatus: combined,
    progressStep: caseProgressStep(rules),
    availableActions: isOwnStaff ? availableCaseTransitions(rules) : [],
    lots: caseLots.map((lot) => presentCaseLot(lot, now)),
    // Documents have their own call: POST /api/documents/list/{caseId}.
    documents: [],
    notesCount: Number(notes?.n ?? 0),
  };
}
