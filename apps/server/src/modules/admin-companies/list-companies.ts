import { ADMIN_PAGE_SIZES, type TCompanyListAnswer, type TCompanyListBody } from '@bidright/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { companies } from '../../db/schema/index';
import { presentCompanyRow } from './presenter';

const SORT_COLUMNS = {
  name: companies.name,
  city: companies.city,
  status: companies.status,
  id: companies.id,
} as const;

/** POST /api/companies/list (admin): every company, searched by name or city, newest first by default. */
export async function listCompanies(db: Db, body: TCompanyListBody): Promise<TCompanyListAnswer> {
  const { limit, offset } = pageOf(body.pagination, ADMIN_PAGE_SIZES.companies);
  // The platform's own practice company (ADR 0076) is no host: it is not on the admin's list.
  const where: SQL[] = [eq(companies.isPractice, false)];
  if (body.search) {
    const like = containsPattern(body.search);
    where.push(sql`(${companies.name} ilike ${like} or ${companies.city} ilike ${like})`);
  }
  if (body.statuses?.length) where.push(inArray(companies.status, body.statuses));
  const condition = where.length ? and(...where) : undefined;
  const column = SORT_COLUMNS[body.sorter?.field ?? 'id'];
  const order = body.sorter?.field && body.sorter.order === 'ascend' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(condition)
      .orderBy(order, desc(companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(condition),
  ]);
  return { data: rows.map(presentCompanyRow), total: Number(total?.n ?? 0) };
}
