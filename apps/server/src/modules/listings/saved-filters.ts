import {
  LISTING_MESSAGES,
  MAX_SAVED_FILTERS,
  savedFilterName,
  type TSavedFilter,
  type TSavedFilterBody,
  type TSavedFilterUpdate,
  ZBidderSearchCriteria,
} from '@bidright/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidderFilters } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { resolveAttributes } from './bidder-lot-query';

type FilterRow = typeof bidderFilters.$inferSelect;

/** A stored filter as the screens read it; a filter saved by an older version reads as its valid part. */
function presentFilter(row: FilterRow): TSavedFilter {
  const parsed = ZBidderSearchCriteria.safeParse(row.savedFilter);
  return {
    id: String(row.id),
    name: row.name,
    savedFilter: parsed.success ? parsed.data : {},
    createdDate: row.createdAt.toISOString(),
  };
}

/** POST /api/bidders/filters/list: the bidder's own saved filters, oldest first. */
export async function listSavedFilters(db: Db, bidderId: number) {
  const rows = await db
    .select()
    .from(bidderFilters)
    .where(eq(bidderFilters.bidderId, bidderId))
    .orderBy(asc(bidderFilters.id));
  return { data: rows.map(presentFilter), total: rows.length };
}

/** POST /api/bidders/filters: saves a search; an empty name becomes 'Saved filter {n+1}'. */
export async function createSavedFilter(db: Db, bidderId: number, body: TSavedFilterBody) {
  // An unknown attribute is refused now rather than when the filter is applied.
  await resolveAttributes(db, body.savedFilter.searchAttributes);
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ n: count() })
      .from(bidderFilters)
      .where(eq(bidderFilters.bidderId, bidderId));
    const saved = Number(counted?.n ?? 0);
    if (saved >= MAX_SAVED_FILTERS)
      throw conflict(LISTING_MESSAGES.tooManyFilters.replace('{max}', String(MAX_SAVED_FILTERS)));
    const [row] = await tx
      .insert(bidderFilters)
      .values({ bidderId, name: savedFilterName(body.name, saved), savedFilter: body.savedFilter })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return presentFilter(row);
  });
}

/** PUT /api/bidders/filters/{id}: renames and/or replaces the criteria of one of the bidder's own filters. */
export async function updateSavedFilter(db: Db, bidderId: number, id: number, body: TSavedFilterUpdate) {
  if (body.savedFilter) await resolveAttributes(db, body.savedFilter.searchAttributes);
  return db.transaction(async (tx) => {
    const mine = and(eq(bidderFilters.id, id), eq(bidderFilters.bidderId, bidderId));
    const [existing] = await tx.select().from(bidderFilters).where(mine).for('update');
    // Another bidder's filter is "not found": ids cannot be probed.
    if (!existing) throw notFound(LISTING_MESSAGES.filterNotFound);
    let name = existing.name;
    if (body.name !== undefined) {
      const [counted] = await tx
        .select({ n: count() })
        .from(bidderFilters)
        .where(eq(bidderFilters.bidderId, bidderId));
      name = savedFilterName(body.name, Number(counted?.n ?? 1) - 1);
    }
    const [row] = await tx
      .update(bidderFilters)
      .set({ name, savedFilter: body.savedFilter ?? existing.savedFilter, updatedAt: new Date() })
      .where(mine)
      .returning();
    if (!row) throw notFound(LISTING_MESSAGES.filterNotFound);
    return presentFilter(row);
  });
}

/** DELETE /api/bidders/filters/{id}: deletes one of the bidder's own filters. */
export async function deleteSavedFilter(db: Db, bidderId: number, id: number) {
  const deleted = await db
    .delete(bidderFilters)
    .where(and(eq(bidderFilters.id, id), eq(bidderFilters.bidderId, bidderId)))
    .returning({ id: bidderFilters.id });
  if (deleted.length === 0) throw notFound(LISTING_MESSAGES.filterNotFound);
}
