import { ADMIN_MESSAGES, type TAdminFeaturedLot, type TAdminLotSearchRow } from '@bidright/domain';
import { and, eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { containsPattern } from '../../db/paging';
import { notPracticeLot } from '../../db/practice-filter';
import { cases, featuredLots, lots } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/** The primary property's address of lot `l`, as one line. */
const ADDRESS = sql`(select p.street_line1 || ', ' || p.city || ' ' || p.zip_code from properties p
  where p.lot_id = l.id order by p.is_primary desc, p.id limit 1)`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** GET /api/admins/lot/{search}: lots (Listed, not yet sold) by case number, address or company. */
export async function searchLotsForAdmin(db: Db, search: string): Promise<TAdminLotSearchRow[]> {
  const like = containsPattern(search.trim());
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.lot_status, c.case_number, co.name as company_name, a.start_time, ${ADDRESS} as address,
        (select f.id from featured_lots f where f.lot_id = l.id and f.is_admin limit 1) as featured_id
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
        left join auctions a on a.id = l.auction_id
      where l.lot_status = 'Listed' and ${notPracticeLot('l')} and (c.case_number ilike ${like} or co.name ilike ${like}
        or exists (select 1 from properties p where p.lot_id = l.id
          and (p.street_line1 || ' ' || p.city || ' ' || p.zip_code) ilike ${like}))
      order by a.start_time nulls last, l.id limit 20`,
  );
  return rows.map((row) => ({
    lotId: String(row.id),
    caseNumber: String(row.case_number),
    companyName: String(row.company_name),
    address: (row.address as string | null) ?? null,
    lotStatus: String(row.lot_status),
    auctionStartTime: iso(row.start_time),
    featuredId: row.featured_id == null ? null : String(row.featured_id),
  }));
}

/** GET /api/admins/featuredlot: every featured lot, the admin's and the companies'. */
export async function listFeaturedLotsForAdmin(db: Db): Promise<TAdminFeaturedLot[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select f.id as featured_id, f.is_admin, l.id as lot_id, l.lot_status, c.case_number,
        co.name as company_name, a.start_time, ${ADDRESS} as address
      from featured_lots f join lots l on l.id = f.lot_id join cases c on c.id = l.case_id
        join companies co on co.id = c.company_id left join auctions a on a.id = l.auction_id
      where ${notPracticeLot('l')}
      order by f.is_admin desc, f.created_at desc, f.id desc`,
  );
  return rows.map((row) => ({
    featuredId: String(row.featured_id),
    lotId: String(row.lot_id),
    isAdmin: Boolean(row.is_admin),
    companyName: String(row.company_name),
    caseNumber: String(row.case_number),
    address: (row.address as string | null) ?? null,
    lotStatus: String(row.lot_status),
    auctionStartTime: iso(row.start_time),
  }));
}

/**
 * POST /api/admins/featuredlot/{lotId}: the admin features a lot. Hosts cannot remove this flag
 * ('Cannot remove the featured flag created by Admin!'), and it does not count as the company's own.
 */
export async function featureLotAsAdmin(db: Db, caller: AuthUser, lotId: number) {
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .select({ id: lots.id, status: lots.lotStatus, companyId: cases.companyId })
      .from(lots)
      .innerJoin(cases, eq(cases.id, lots.caseId))
      .where(eq(lots.id, lotId))
      .for('update');
    if (!lot) throw notFound('Lot is not found!');
    // A practice lot is no property for sale: it is never featured (ADR 0076), so it is not found here.
    const [practice] = await queryRows(
      tx as unknown as Db,
      sql`select 1 from lots l where l.id = ${lotId} and not ${notPracticeLot('l')}`,
    );
    if (practice) throw notFound('Lot is not found!');
    if (lot.status !== 'Listed') throw conflict('Only a listed lot can be featured!');
    const [existing] = await tx
      .select({ id: featuredLots.id })
      .from(featuredLots)
      .where(and(eq(featuredLots.lotId, lotId), eq(featuredLots.isAdmin, true)));
    if (existing) return { featuredId: String(existing.id), message: ADMIN_MESSAGES.featuredAdded };
    const [created] = await tx
      .insert(featuredLots)
      .values({ lotId, companyId: lot.companyId, isAdmin: true, createdBy: caller.id })
      .returning({ id: featuredLots.id });
    await logActivity(tx, {
      lotId,
      userId: caller.id,
      title: 'Marked as Featured',
      body: 'An administrator featured the lot.',
    });
    return { featuredId: String(created!.id), message: ADMIN_MESSAGES.featuredAdded };
  });
}

/** DELETE /api/admins/featuredlot/{featuredId}: the admin removes any featured flag. */
export async function removeFeaturedAsAdmin(db: Db, caller: AuthUser, featuredId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(featuredLots).where(eq(featuredLots.id, featuredId)).returning();
    if (!row) throw notFound('Featured lot is not found!');
    await logActivity(tx, {
      lotId: row.lotId,
      userId: caller.id,
      title: 'Featured Flag Removed',
      body: 'An administrator removed the lot from the featured list.',
    });
  });
  return { message: ADMIN_MESSAGES.featuredRemoved };
}
