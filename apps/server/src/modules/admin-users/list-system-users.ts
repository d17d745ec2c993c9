import {
  ADMIN_PAGE_SIZES,
  type TSystemUserListAnswer,
  type TSystemUserListBody,
  type TSystemUserRow,
} from '@bidright/domain';
import { and, asc, count, desc, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { bidders, companies, users } from '../../db/schema/index';

/** The three users screens of the admin (spec part 3 §2): /admin/users/bidders|auctioneers|admins. */
export type TSystemUserKind = 'bidders' | 'auctioneers' | 'admins';

const ROLES_OF: Record<TSystemUserKind, ('Bidder' | 'Auctioneer' | 'Employee' | 'Admin')[]> = {
  bidders: ['Bidder'],
  auctioneers: ['Auctioneer', 'Employee'],
  admins: ['Admin'],
};

const SORT_COLUMNS = {
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  createdDate: users.createdAt,
  id: users.id,
} as const;

function whereOf(kind: TSystemUserKind, body: TSystemUserListBody) {
  const where: SQL[] = [inArray(users.role, ROLES_OF[kind])];
  if (body.search) {
    const like = containsPattern(body.search);
    where.push(
      sql`(${users.firstName} ilike ${like} or ${users.lastName} ilike ${like} or ${users.userName} ilike ${like}
        or ${users.email} ilike ${like} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like})`,
    );
  }
  if (body.isActive === true) where.push(isNull(users.deactivatedDate));
  if (body.isActive === false) where.push(isNotNull(users.deactivatedDate));
  return and(...where);
}

/** The list's order: the sorted column (all are NOT NULL), then id descending. */
function orderOf(body: TSystemUserListBody) {
  const field = body.sorter?.field ?? 'id';
  return {
    field,
    column: SORT_COLUMNS[field],
    ascending: Boolean(body.sorter?.field) && body.sorter?.order === 'ascend',
  };
}

/**
 * The users after this one in the list's order (keyset reading for exports). The sorted value is read back
 * as text (`sortKey`), so a timestamp keeps its microseconds, which a JavaScript Date would cut.
 */
function after(body: TSystemUserListBody, last: Row): SQL {
  const { field, column, ascending } = orderOf(body);
  if (field === 'id')
    return ascending ? sql`${users.id} > ${last.user.id}` : sql`${users.id} < ${last.user.id}`;
  const value = last.sortKey;
  const beyond = ascending ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  return sql`(${beyond} or (${column} = ${value} and ${users.id} < ${last.user.id}))`;
}

function baseQuery(db: Db, kind: TSystemUserKind, body: TSystemUserListBody, extra?: SQL) {
  const { column, ascending } = orderOf(body);
  return db
    .select({
      user: users,
      companyName: companies.name,
      isVerified: bidders.isVerified,
      sortKey: sql<string>`${column}::text`,
    })
    .from(users)
    .leftJoin(companies, sql`${companies.id} = ${users.companyId}`)
    .leftJoin(bidders, sql`${bidders.userId} = ${users.id}`)
    .where(and(whereOf(kind, body), extra))
    .orderBy(ascending ? asc(column) : desc(column), desc(users.id));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function present(kind: TSystemUserKind, row: Row): TSystemUserRow {
  const { user } = row;
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    companyId: user.companyId === null ? null : String(user.companyId),
    companyName: row.companyName,
    isVerified: kind === 'bidders' ? (row.isVerified ?? false) : null,
    createdDate: user.createdAt.toISOString(),
    lastLoginDate: user.lastLoginDate ? user.lastLoginDate.toISOString() : null,
    deactivatedDate: user.deactivatedDate ? user.deactivatedDate.toISOString() : null,
  };
}

/** One page of a users screen (page size 10). */
export async function listSystemUsers(
  db: Db,
  kind: TSystemUserKind,
  body: TSystemUserListBody,
): Promise<TSystemUserListAnswer> {
  const { limit, offset } = pageOf(body.pagination, ADMIN_PAGE_SIZES.systemUsers);
  const [rows, [total]] = await Promise.all([
    baseQuery(db, kind, body).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(whereOf(kind, body)),
  ]);
  return { data: rows.map((row) => present(kind, row)), total: Number(total?.n ?? 0) };
}

/**
 * Every matching user, a batch at a time, for the Excel exports (memory stays flat). Each batch reads on
 * from the last user sent (keyset), so the cost per batch stays flat and no user is sent twice or skipped
 * when someone registers while the file streams.
 */
export async function* eachSystemUser(
  db: Db,
  kind: TSystemUserKind,
  body: TSystemUserListBody,
  batchSize = 2000,
): AsyncGenerator<TSystemUserRow> {
  let last: Row | undefined;
  for (;;) {
    const rows = await baseQuery(db, kind, body, last ? after(body, last) : undefined).limit(batchSize);
    for (const row of rows) yield present(kind, row);
    last = rows.at(-1);
    if (rows.length < batchSize) return;
  }
}
