import type { TFeaturedLot } from '@bidright/domain';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, cases, featuredLots, lots, properties, propertyImages } from '../../db/schema/index';

/**
 * A company's featured lots, its own and the ones an admin featured, newest first, each with its primary
 * property's address and whether it has a photo: GET /api/auctioneers/featuredlot and the company's
 * `featuredLots` (spec part 3 §3).
 */
export async function featuredLotsOfCompany(db: Db, companyId: number): Promise<TFeaturedLot[]> {
  const rows = await db
    .select({
      featuredId: featuredLots.id,
      isAdmin: featuredLots.isAdmin,
      lotId: lots.id,
      lotStatus: lots.lotStatus,
      auctionStartTime: auctions.startTime,
    })
    .from(featuredLots)
    .innerJoin(lots, eq(lots.id, featuredLots.lotId))
    .innerJoin(cases, eq(cases.id, lots.caseId))
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(cases.companyId, companyId))
    .orderBy(desc(featuredLots.createdAt), desc(featuredLots.id));
  const answer: TFeaturedLot[] = [];
  for (const row of rows) {
    const props = await db
      .select()
      .from(properties)
      .where(eq(properties.lotId, row.lotId))
      .orderBy(desc(properties.isPrimary), asc(properties.id));
    const primary = props[0];
    const [images] = props.length
      ? await db
          .select({ n: count() })
          .from(propertyImages)
          .where(
            inArray(
              propertyImages.propertyId,
              props.map((p) => p.id),
            ),
          )
      : [undefined];
    answer.push({
      featuredId: String(row.featuredId),
      featuredByAdmin: row.isAdmin,
      lotId: String(row.lotId),
      streetLine1: primary?.streetLine1 ?? null,
      streetLine2: primary?.streetLine2 ?? null,
      city: primary?.city ?? null,
      zipCode: primary?.zipCode ?? null,
      county: primary?.county ?? null,
      auctionStartTime: row.auctionStartTime ? row.auctionStartTime.toISOString() : null,
      lotStatus: row.lotStatus,
      hasImage: Number(images?.n ?? 0) > 0,
    });
  }
  return answer;
}
