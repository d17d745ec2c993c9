import { ACTIVITY_LOGS_PAGE_SIZE, type TActivityLog, type TTablePagination } from '@bidright/domain';
import { count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { activityLogs, cases, lots } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCaseReadable, findCase, firmIdsOf } from './load-case';
import { presentActivityLog } from './presenter';

/** Logs of a case and of its lots. */
function ofCases(caseIds: SQL) {
  return or(
    inArray(activityLogs.caseId, caseIds),
    inArray(activityLogs.lotId, sql`(select ${lots.id} from ${lots} where ${lots.caseId} in ${caseIds})`),
  );
}

/** What the caller may read without naming a case: staff their company's logs, clients their firms' cases', admins all. */
async function callerScope(db: Db, caller: AuthUser): Promise<SQL | undefined> {
  switch (caller.role) {
    case 'Admin':
      return undefined;
    case 'Auctioneer':
    case 'Employee':
      if (caller.companyId === null) throw forbidden();
      return eq(activityLogs.companyId, caller.companyId);
    case 'Client': {
      const firms = await firmIdsOf(db, caller.id);
      if (firms.length === 0) return sql`false`;
      return ofCases(sql`(select ${cases.id} from ${cases} where ${inArray(cases.clientId, firms)})`);
    }
    default:
      throw forbidden();
  }
}

/**
 * POST /api/notifications/activitylogs/list: a case's activity tab (the case's and its lots' entries),
 * or without a case the settings page's logs. Newest first. The spec reads the page at `data.data`.
 */
export async function listActivityLogs(
  db: Db,
  caller: AuthUser,
  input: { caseId?: number; pagination?: TTablePagination },
): Promise<{ data: { data: TActivityLog[]; total: number } }> {
  let where: SQL | undefined;
  if (input.caseId !== undefined) {
    const kase = await assertCaseReadable(db, caller, await findCase(db, input.caseId));
    where = ofCases(sql`(${kase.id})`);
  } else {
    where = await callerScope(db, caller);
  }
  const { limit, offset } = pageOf(input.pagination, ACTIVITY_LOGS_PAGE_SIZE);
  const rows = await db
    .select({
      id: activityLogs.id,
      title: activityLogs.title,
      body: activityLogs.body,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(activityLogs).where(where);
  return { data: { data: rows.map(presentActivityLog), total: Number(total?.n ?? 0) } };
}
