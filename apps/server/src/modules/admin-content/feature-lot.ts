import { LOT_MESSAGES, type TFeaturedLot } from '@bidright/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { companies, featuredLots, properties, propertyImages } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { featuredLotsOfCompany } from '../companies/public';
import { findLotWithCase, inTransaction, lotForWrite } from '../lots/public';

/**
 * PUT /api/lots/{id}/markasfeatured/{flag}: features a lot that has a property with a photo. A company
 * has one featured lot: with flag false an existing one is a 409 ('Featured lot found under your
 * account!'), with flag true it is replaced. Admin-featured lots do not count against the company.
 */
export async function markAsFeatured(db: Db, caller: AuthUser, lotId: number, replace: boolean) {
  return inTransaction(db, async (tx) => {
    const { kase } = await lotForWrite(tx, caller, lotId);
    // One company at a time decides its featured lot.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, kase.companyId))
      .for('update');
    const props = await tx.select({ id: properties.id }).from(properties).where(eq(properties.lotId, lotId));
    if (props.length === 0) throw conflict(LOT_MESSAGES.propertyNotFound);
    const [images] = await tx
      .select({ n: count() })
      .from(propertyImages)
      .where(
        inArray(
          propertyImages.propertyId,
          props.map((p) => p.id),
        ),
      );
    if (Number(images?.n ?? 0) === 0) throw conflict(LOT_MESSAGES.propertyImageNotFound);
    const existing = await tx
      .select()
      .from(featuredLots)
      .where(and(eq(featuredLots.companyId, kase.companyId), eq(featuredLots.isAdmin, false)));
    if (existing.some((row) => row.lotId === lotId))
      return { replaced: false, featuredId: String(existing[0]!.id) };
    if (existing.length > 0 && !replace) throw conflict(LOT_MESSAGES.featuredExists);
    for (const row of existing) {
      await tx.delete(featuredLots).where(eq(featuredLots.id, row.id));
      await logActivity(tx, {
        companyId: kase.companyId,
        lotId: row.lotId,
        userId: caller.id,
        title: 'Featured Flag Removed',
        body: `Replaced by lot ${lotId} as the featured lot.`,
      });
    }
    const [created] = await tx
      .insert(featuredLots)
      .values({ lotId, companyId: kase.companyId, isAdmin: false, createdBy: caller.id })
      .returning({ id: featuredLots.id });
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Marked as Featured',
      body: 'The lot was marked as featured.',
    });
    return { replaced: existing.length > 0, featuredId: String(created!.id) };
  });
}

/** PUT /api/lots/unmarkasfeatured/{featuredId}: removes the company's featured flag; an admin's stays (403). */
export async function unmarkFeatured(db: Db, caller: AuthUser, featuredId: number) {
  await inTransaction(db, async (tx) => {
    const [featured] = await tx
      .select()
      .from(featuredLots)
      .where(eq(featuredLots.id, featuredId))
      .for('update');
    if (!featured) throw notFound('Featured lot is not found!');
    const { kase } = await findLotWithCase(tx, featured.lotId);
    if (!kase) throw notFound('Featured lot is not found!');
    if (caller.companyId === null || kase.companyId !== caller.companyId) throw forbidden();
    if (featured.isAdmin) throw forbidden(LOT_MESSAGES.adminFeatured);
    await tx.delete(featuredLots).where(eq(featuredLots.id, featuredId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId: featured.lotId,
      userId: caller.id,
      title: 'Featured Flag Removed',
      body: 'The lot was removed from the featured list.',
    });
  });
  return { removed: true };
}

/** GET /api/auctioneers/featuredlot: featured lots of the caller's company, its own and the admin's. */
export async function listFeaturedLots(db: Db, caller: AuthUser): Promise<TFeaturedLot[]> {
  if (caller.companyId === null) return [];
  return featuredLotsOfCompany(db, caller.companyId);
}
