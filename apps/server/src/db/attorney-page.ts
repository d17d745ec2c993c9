import type { TAttorney } from '@bidright/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { pageOf } from './paging';
import { attorneys } from './schema/index';

/**
 * One page of a law firm's attorneys, primary first, then by name. The client's own profile and the staff's
 * case form both list them; who may read which firm is each caller's check.
 */
export async function attorneyPage(
  db: Db,
  clientId: number,
  pagination: { current?: number; pageSize?: number } | undefined,
  defaultPageSize: number,
): Promise<{ data: TAttorney[]; total: number }> {
  const { limit, offset } = pageOf(pagination, defaultPageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(attorneys)
      .where(eq(attorneys.clientId, clientId))
      .orderBy(
        desc(attorneys.isPrimary),
        asc(attorneys.lastName),
        asc(attorneys.firstName),
        asc(attorneys.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(attorneys).where(eq(attorneys.clientId, clientId)),
  ]);
  return {
    data: rows.map(presentAttorney),
    total: Number(total?.n ?? 0),
  };
}

/** An attorney row as every attorney call answers it. */
export const presentAttorney = (row: typeof attorneys.$inferSelect): TAttorney => ({
  id: String(row.id),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  isPrimary: row.isPrimary,
});
