import {
  CASE_LIST_PAGE_SIZE,
  type TCaseListAnswer,
  type TCaseListAttorneyBody,
  type TCaseListBody,
} from '@bidright/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { attorneys, cases, clients, companies, lots } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { caseScopeOf } from './load-case';
import { presentCaseListRow } from './presenter';

/** Some lot of the case is published. */
const isListedExpr = sql<boolean>`exists (select 1 from ${lots} where ${lots.caseId} = ${cases.id} and ${lots.lotStatus} = 'Listed')`;
/** The number of the case's first lot in its auction. */
const lotNumberExpr = sql<
  number | null
>`(select min(${lots.lotNumber}) from ${lots} where ${lots.caseId} = ${cases.id})`;

const SORT_COLUMNS = {
  createdDate: cases.createdAt,
  caseNumber: cases.caseNumber,
  county: cases.county,
  fileNumber: cases.fileNumber,
  caseStatus: cases.caseStatus,
  firmName: clients.name,
  companyName: companies.name,
} as const;

interface TListQuery {
  /** Who may be seen: conditions from the caller's role. */
  scope: SQL | undefined;
  search?: string;
  sorter?: { field?: keyof typeof SORT_COLUMNS; order?: 'ascend' | 'descend' };
  pagination?: { current?: number; pageSize?: number };
  caseStatus?: TCaseListBody['caseStatus'];
  filters: (SQL | undefined)[];
}

async function runListQuery(db: Db, query: TListQuery): Promise<TCaseListAnswer> {
  const conditions: (SQL | undefined)[] = [query.scope, ...query.filters];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(sql`${cases.caseNumber} ilike ${pattern}`, sql`${cases.fileNumber} ilike ${pattern}`));
  }
  if (query.caseStatus === 'Listed') conditions.push(isListedExpr);
  else if (query.caseStatus) conditions.push(eq(cases.caseStatus, query.caseStatus));
  const where = and(...conditions);

  const field = query.sorter?.order ? (query.sorter.field ?? 'createdDate') : 'createdDate';
  const direction = query.sorter?.order === 'ascend' ? asc : desc;
  const { limit, offset } = pageOf(query.pagination, CASE_LIST_PAGE_SIZE);

  const rows = await db
    .select({
      id: cases.id,
      firmName: clients.name,
      companyName: companies.name,
      caseNumber: cases.caseNumber,
      county: cases.county,
      fileNumber: cases.fileNumber,
      caseStatus: cases.caseStatus,
      createdAt: cases.createdAt,
      isListed: isListedExpr,
      lotNumber: lotNumberExpr,
      attorneyId: cases.attorneyId,
      attorneyFirstName: attorneys.firstName,
      attorneyLastName: attorneys.lastName,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .leftJoin(attorneys, eq(attorneys.id, cases.attorneyId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[field]), direction(cases.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .where(where);
  return {
    data: rows.map((row) =>
      presentCaseListRow({
        ...row,
        isListed: Boolean(row.isListed),
        lotNumber: row.lotNumber === null ? null : Number(row.lotNumber),
      }),
    ),
    total: count?.total ?? 0,
  };
}

/** The caller's case scope (caseScopeOf) as a condition on `cases`. */
async function scopeOf(db: Db, caller: AuthUser): Promise<SQL | undefined> {
  const scope = await caseScopeOf(db, caller);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(cases.companyId, scope.companyId);
  return scope.clientIds.length > 0 ? inArray(cases.clientId, scope.clientIds) : sql`false`;
}

/**
 * POST /api/cases/list: the case list page (spec part 2 §2). Default sort createdDate descending,
 * page size 10; search matches part of the case or file number.
 */
export async function listCases(db: Db, caller: AuthUser, body: TCaseListBody): Promise<TCaseListAnswer> {
  return runListQuery(db, {
    scope: await scopeOf(db, caller),
    search: body.search,
    sorter: body.sorter,
    pagination: body.pagination,
    caseStatus: body.caseStatus,
    filters: [body.clientId ? eq(cases.clientId, body.clientId) : undefined],
  });
}

/** POST /api/cases/listattorney: a law firm's cases across its auction hosts (client dashboard, part 3). */
export async function listAttorneyCases(
  db: Db,
  caller: AuthUser,
  body: TCaseListAttorneyBody,
): Promise<TCaseListAnswer> {
  if (caller.role !== 'Client') throw forbidden();
  // Without a filter: the company the client switched to (PUT /api/attorneys/{id}/switch/{companyId}).
  const companyFilter = body.companyId ?? caller.companyId;
  return runListQuery(db, {
    scope: await scopeOf(db, caller),
    search: body.search,
    sorter: body.sorter,
    pagination: body.pagination,
    caseStatus: body.caseStatus,
    filters: [
      companyFilter ? eq(cases.companyId, companyFilter) : undefined,
      body.attorneyId ? eq(cases.attorneyId, body.attorneyId) : undefined,
      body.isListed === undefined ? undefined : body.isListed ? isListedExpr : sql`not ${isListedExpr}`,
    ],
  });
}
