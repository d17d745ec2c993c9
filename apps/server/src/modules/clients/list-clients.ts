import { CLIENT_LIST_PAGE_SIZE, type TClientListBody } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { presentClientRow } from './presenter';

const ACTIVE_CASE_STATUSES = sql`('New', 'WaitingCourtHouse', 'Approved')`;

/**
 * The select behind the list and the detail page: the client, its link with `companyId` (null for admins,
 * who see every client and every company's cases), its primary attorney and its case counts.
 */
export function clientRowsQuery(companyId: number | null, where: SQL, orderAndPage: SQL = sql``) {
  const caseScope = companyId === null ? sql`true` : sql`k.company_id = ${companyId}`;
  const join =
    companyId === null
      ? sql`left join (select client_id, max(linked_since) as linked_since from client_companies group by client_id) cc on cc.client_id = c.id`
      : sql`join client_companies cc on cc.client_id = c.id and cc.company_id = ${companyId}`;
  return sql`
    select c.*, cc.linked_since, pa.first_name as primary_first_name, pa.last_name as primary_last_name,
      (select count(*) from cases k where k.client_id = c.id and ${caseScope}) as total_cases,
      (select count(*) from cases k where k.client_id = c.id and ${caseScope}
         and k.case_status in ${ACTIVE_CASE_STATUSES}) as active_cases
    from clients c
    ${join}
    left join lateral (select first_name, last_name from attorneys a
      where a.client_id = c.id and a.is_primary order by a.id limit 1) pa on true
    where ${where}
    ${orderAndPage}`;
}

export const companyScopeOf = (caller: AuthUser) => {
  if (caller.role === 'Admin') return null;
  if (caller.companyId === null) throw forbidden();
  return caller.companyId;
};

const SORTS = { id: sql`c.id`, name: sql`lower(c.name)`, status: sql`c.status` } as const;

/**
 * POST /api/clients/list: the company's clients (admins all), 10 a page, id descending by default;
 * status defaults to Active (`All` for both); `nonInactiveOnly` drops Inactive whatever the status says.
 */
export async function listClients(db: Db, caller: AuthUser, body: TClientListBody) {
  const companyId = companyScopeOf(caller);
  const { limit, offset } = pageOf(body.pagination, CLIENT_LIST_PAGE_SIZE);
  const conditions: SQL[] = [sql`true`];
  if (body.status !== 'All') conditions.push(sql`c.status = ${body.status}`);
  if (body.nonInactiveOnly) conditions.push(sql`c.status <> 'Inactive'`);
  if (body.search) {
    const pattern = containsPattern(body.search);
    conditions.push(sql`c.name ilike ${pattern}`);
  }
  const where = sql.join(conditions, sql` and `);
  const column = body.sorter?.field ? SORTS[body.sorter.field] : SORTS.id;
  const direction = body.sorter?.field && body.sorter.order === 'ascend' ? sql`asc` : sql`desc`;
  const [rows, totals] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      clientRowsQuery(
        companyId,
        where,
        sql`order by ${column} ${direction}, c.id desc limit ${limit} offset ${offset}`,
      ),
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (${clientRowsQuery(companyId, where)}) counted`,
    ),
  ]);
  return { data: rows.map(presentClientRow), total: Number(totals[0]?.n ?? 0) };
}
