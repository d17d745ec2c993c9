import {
  COMPANY_USER_MESSAGES,
  type TAuctioneerAccount,
  type TAuctioneerAccountBody,
  type TCompanyUser,
  type TCompanyUserBody,
  type TCompanyUserListBody,
} from '@bidright/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { endUserSessions, hashPassword } from '../auth/public';
import { assertIdentityFree, createUser } from '../users/public';

/**
 * Company users (spec part 3 §2 "company users screen", §3, §5) and part 1's Account Details modal. An
 * auctioneer manages their own company's auctioneers and employees; an admin any company's.
 */

const COMPANY_ROLES = ['Auctioneer', 'Employee'] as const;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentUser(row: typeof users.$inferSelect): TCompanyUser {
  return {
    id: String(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as TCompanyUser['role'],
    email: row.email,
    phoneNumber: row.phoneNumber,
    userName: row.userName,
    lastLoginDate: iso(row.lastLoginDate),
    deactivatedDate: iso(row.deactivatedDate),
  };
}

function presentAccount(row: typeof users.$inferSelect): TAuctioneerAccount {
  return {
    userId: String(row.id),
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role as TAuctioneerAccount['role'],
    deactivatedDate: iso(row.deactivatedDate),
  };
}

function ownCompany(caller: AuthUser) {
  if (caller.role !== 'Auctioneer' || caller.companyId === null) throw forbidden();
  return caller.companyId;
}

/** Loads a company user the caller may manage: 404 for no such auctioneer/employee, 403 for another company's. */
async function loadManagedUser(db: Db, caller: AuthUser, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...COMPANY_ROLES])))
    .limit(1);
  if (!row) throw notFound(COMPANY_USER_MESSAGES.notFound);
  if (caller.role === 'Admin') return row;
  if (row.companyId !== ownCompany(caller)) throw forbidden();
  return row;
}

const SORT_COLUMNS = {
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  role: users.role,
  lastLoginDate: users.lastLoginDate,
} as const;

/** POST /api/auctioneers/list: the own company's users, 10 a page, search over names, user name and e-mail. */
export async function listCompanyUsers(db: Db, caller: AuthUser, body: TCompanyUserListBody) {
  const companyId = ownCompany(caller);
  const { limit, offset } = pageOf(body.pagination, 10);
  const search = body.search ? containsPattern(body.search) : undefined;
  const where: SQL | undefined = and(
    eq(users.companyId, companyId),
    inArray(users.role, [...COMPANY_ROLES]),
    search
      ? or(
          ilike(users.firstName, search),
          ilike(users.lastName, search),
          ilike(users.userName, search),
          ilike(users.email, search),
        )
      : undefined,
  );
  const column = body.sorter?.field ? SORT_COLUMNS[body.sorter.field] : users.id;
  const order = body.sorter?.field && body.sorter.order === 'ascend' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(order, desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(presentUser), total: total?.n ?? 0 };
}

/** POST /api/auctioneers/add: a new Auctioneer or Employee of the own company. */
export async function addCompanyUser(db: Db, caller: AuthUser, body: TCompanyUserBody) {
  const companyId = ownCompany(caller);
  await assertIdentityFree(db, body.userName, body.email);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const row = await createUser(tx, {
      userName: body.userName,
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      role: body.role,
      companyId,
    });
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Company user added',
      body: `${caller.userName} added ${body.role.toLowerCase()} ${body.userName}.`,
    });
    return presentUser(row);
  });
}

/** GET /api/auctioneers/{userId}: the Account Details modal. */
export async function getAuctioneerAccount(db: Db, caller: AuthUser, userId: number) {
  return presentAccount(await loadManagedUser(db, caller, userId));
}

/** PUT /api/auctioneers/{userId}: names, e-mail, phone and role (Auctioneer or Employee). */
export async function updateAuctioneerAccount(
  db: Db,
  caller: AuthUser,
  userId: number,
  body: TAuctioneerAccountBody,
) {
  const row = await loadManagedUser(db, caller, userId);
  if (row.id === caller.id && body.role !== row.role) throw badRequest(COMPANY_USER_MESSAGES.ownRole);
  await assertIdentityFree(db, null, body.email, row.id);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    // A role change takes effect at once: the old tokens carry the old role.
    if (body.role !== row.role) await endUserSessions(tx, row.id);
    await logActivity(tx, {
      companyId: row.companyId,
      userId: caller.id,
      title: 'Company user updated',
      body: `${caller.userName} updated the account of ${row.userName}.`,
    });
    return presentAccount(updated!);
  });
}

/**
 * PUT /api/auctioneers/{userId}/{true|false}: activate or deactivate. Deactivation ends the user's sessions
 * at once (refresh tokens revoked, session version bumped).
 */
export async function setAuctioneerActive(db: Db, caller: AuthUser, userId: number, isActive: boolean) {
  const row = await loadManagedUser(db, caller, userId);
  if (!isActive && row.id === caller.id) throw badRequest(COMPANY_USER_MESSAGES.ownAccount);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ deactivatedDate: isActive ? null : (row.deactivatedDate ?? new Date()), updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    if (!isActive) await endUserSessions(tx, row.id);
    await logActivity(tx, {
      companyId: row.companyId,
      userId: caller.id,
      title: isActive ? 'Company user activated' : 'Company user deactivated',
      body: `${caller.userName} ${isActive ? 'activated' : 'deactivated'} ${row.userName}.`,
    });
    return {
      ...presentAccount(updated!),
      message: isActive ? COMPANY_USER_MESSAGES.activated : COMPANY_USER_MESSAGES.deactivated,
    };
  });
}
