import {
  ACTIVITY_LOG_MESSAGES,
  ACTIVITY_LOGS_PAGE_SIZE,
  type TActivityLog,
  type TTablePagination,
} from '@bidright/domain';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { activityLogs, cases, companies, lots, users } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCaseReadable, caseScopeOf, findCase } from './load-case';
import { presentActivityLog } from './presenter';

/** Logs of a case and of its lots. */
function ofCases(caseIds: SQL) {
  return or(
    inArray(activityLogs.caseId, caseIds),
    inArray(activityLogs.lotId, sql`(select ${lots.id} from ${lots} where ${lots.caseId} in ${caseIds})`),
  );
}

/**
 * What the caller may read without naming a case, from the case scope (caseScopeOf): admins all logs, staff
 * their company's (its cases' and the company's own, such as a user added), clients their firms' cases'.
 */
async function callerScope(db: Db, caller: AuthUser): Promise<SQL | undefined> {
  const scope = await caseScopeOf(db, caller);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(activityLogs.companyId, scope.companyId);
  if (scope.clientIds.length === 0) return sql`false`;
  return ofCases(sql`(select ${cases.id} from ${cases} where ${inArray(cases.clientId, scope.clientIds)})`);
}

export interface TActivityLogFilters {
  caseId?: number;
  lotId?: number;
  /** Part of the acting user's user name, first or last name. */
  user?: string;
  beginDate?: string;
  endDate?: string;
  /** Admins only: one company's logs. */
  companyId?: number;
  pagination?: TTablePagination;
}

/** The settings page's narrowing filters; each is within the caller's scope, so none widens what is read. */
function narrowing(caller: AuthUser, input: TActivityLogFilters): (SQL | undefined)[] {
  if (input.companyId !== undefined && caller.role !== 'Admin' && input.companyId !== caller.companyId)
    throw forbidden(ACTIVITY_LOG_MESSAGES.companyFilterAdminOnly);
  const user = input.user ? containsPattern(input.user) : undefined;
  return [
    input.lotId !== undefined ? eq(activityLogs.lotId, input.lotId) : undefined,
    user
      ? or(ilike(users.userName, user), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, user))
      : undefined,
    input.beginDate ? gte(activityLogs.createdAt, new Date(input.beginDate)) : undefined,
    input.endDate ? lte(activityLogs.createdAt, new Date(input.endDate)) : undefined,
    input.companyId !== undefined ? eq(activityLogs.companyId, input.companyId) : undefined,
  ];
}

/**
 * POST /api/notifications/activitylogs/list: a case's activity tab (the case's and its lots' entries),
 * or without a case the settings page's logs, filtered by lot, user, dates and (admins) company. Newest
 * first. The spec reads the page at `data.data`; each row also names its user, case, lot and company.
 */
export async function listActivityLogs(
  db: Db,
  caller: AuthUser,
  input: TActivityLogFilters,
): Promise<{ data: { data: TActivityLog[]; total: number } }> {
  let scope: SQL | undefined;
  if (input.caseId !== undefined) {
    const kase = await assertCaseReadable(db, caller, await findCase(db, input.caseId));
    scope = ofCases(sql`(${kase.id})`);
  } else {
    scope = await callerScope(db, caller);
  }
  const where = and(scope, ...narrowing(caller, input));
  const { limit, offset } = pageOf(input.pagination, ACTIVITY_LOGS_PAGE_SIZE);
  // A lot's entry may name only the lot: its case is the lot's.
  const caseOfEntry = sql`coalesce(${activityLogs.caseId}, ${lots.caseId})`;
  const rows = await db
    .select({
      id: activityLogs.id,
      title: activityLogs.title,
      body: activityLogs.body,
      createdAt: activityLogs.createdAt,
      userName: users.userName,
      caseId: cases.id,
      caseNumber: cases.caseNumber,
      lotId: activityLogs.lotId,
      companyName: companies.name,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .leftJoin(lots, eq(lots.id, activityLogs.lotId))
    .leftJoin(cases, eq(cases.id, caseOfEntry))
    .leftJoin(companies, eq(companies.id, activityLogs.companyId))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(where);
  return { data: { data: rows.map(presentActivityLog), total: Number(total?.n ?? 0) } };
}
