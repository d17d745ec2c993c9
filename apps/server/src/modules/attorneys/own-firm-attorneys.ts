import { CLIENT_MESSAGES, type TAttorneyBody, type TConnectedCompanyListBody } from '@bidright/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { presentAttorney } from '../../db/attorney-page';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import { attorneys, clientCompanies, clients, users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { inviteAttorney } from '../invitations/public';
import {
  assertAttorneyEmailFree,
  deleteAttorneyRow,
  insertAttorney,
  loadAttorney,
  makePrimary,
} from './attorney-rules';
import type { AttorneyDeps } from './staff-attorneys';

/** The signed-in client's own attorney record (and so their firm), or 404. */
async function ownAttorney(db: Db, caller: AuthUser) {
  const [row] = await db
    .select()
    .from(attorneys)
    .where(eq(attorneys.userId, caller.id))
    .orderBy(asc(attorneys.id))
    .limit(1);
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/attorneys: the client adds an attorney to the own firm (invited like the staff's); as on the
 * staff's client page, only while the firm is Active (part 3 §4).
 */
export async function addOwnAttorney(deps: AttorneyDeps, caller: AuthUser, body: TAttorneyBody) {
  const me = await ownAttorney(deps.db, caller);
  const [firm] = await deps.db
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.id, me.clientId));
  if (firm?.status !== 'Active') throw badRequest(CLIENT_MESSAGES.clientInactive);
  const row = await insertAttorney(deps.db, me.clientId, body);
  await inviteAttorney(deps.db, deps.email, deps.config.PUBLIC_URL, {
    attorneyId: row.id,
    companyId: caller.companyId,
    invitedBy: caller.id,
  });
  return { ...presentAttorney(row), message: CLIENT_MESSAGES.attorneyAdded };
}

async function ownFirmAttorney(db: Db, caller: AuthUser, attorneyId: number) {
  const me = await ownAttorney(db, caller);
  const attorney = await loadAttorney(db, attorneyId);
  if (attorney.clientId !== me.clientId) throw forbidden();
  return attorney;
}

/** PUT /api/attorneys/{id}: an attorney of the own firm. */
export async function updateOwnAttorney(db: Db, caller: AuthUser, attorneyId: number, body: TAttorneyBody) {
  const attorney = await ownFirmAttorney(db, caller, attorneyId);
  await assertAttorneyEmailFree(db, attorney.clientId, body.email, attorney.id);
  const [row] = await db.update(attorneys).set(body).where(eq(attorneys.id, attorney.id)).returning();
  return { ...presentAttorney(row!), message: CLIENT_MESSAGES.attorneyUpdated };
}

/** DELETE /api/attorneys/{id}: an attorney of the own firm (not oneself). */
export async function removeOwnAttorney(db: Db, caller: AuthUser, attorneyId: number) {
  const attorney = await ownFirmAttorney(db, caller, attorneyId);
  if (attorney.userId === caller.id) throw forbidden();
  await deleteAttorneyRow(db, attorney);
  return { message: CLIENT_MESSAGES.attorneyRemoved };
}

/**
 * PUT /api/attorneys/{clientId}/{attorneyId} called by a client: the own firm's attorney becomes the primary
 * one (the others stop being primary). Another firm's id, in either place, is refused.
 */
export async function makeOwnAttorneyPrimary(db: Db, caller: AuthUser, clientId: number, attorneyId: number) {
  const me = await ownAttorney(db, caller);
  if (clientId !== me.clientId) throw forbidden();
  await ownFirmAttorney(db, caller, attorneyId);
  await makePrimary(db, clientId, attorneyId);
  return { message: CLIENT_MESSAGES.primaryChanged };
}

/**
 * POST /api/attorneys/listcompany: the companies working with the client's firm (connected companies),
 * `isLinked` true for those the firm has linked with, false for those still waiting.
 */
export async function listConnectedCompanies(db: Db, caller: AuthUser, body: TConnectedCompanyListBody) {
  const me = await ownAttorney(db, caller);
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, caller.id));
  const { limit, offset } = pageOf(body.pagination, 10);
  const conditions = [sql`cc.client_id = ${me.clientId}`];
  if (body.isLinked === true) conditions.push(sql`cc.linked_since is not null`);
  if (body.isLinked === false) conditions.push(sql`cc.linked_since is null`);
  if (body.search) conditions.push(sql`co.name ilike ${containsPattern(body.search)}`);
  const where = sql.join(conditions, sql` and `);
  const order =
    body.sorter?.field === 'linkedSince'
      ? sql`cc.linked_since ${body.sorter.order === 'ascend' ? sql`asc` : sql`desc`} nulls last`
      : sql`lower(co.name) ${body.sorter?.order === 'descend' ? sql`desc` : sql`asc`}`;
  const from = sql`from client_companies cc join companies co on co.id = cc.company_id
    left join lateral (select first_name, last_name from attorneys a where a.client_id = cc.client_id and a.is_primary limit 1) pa on true
    where ${where}`;
  const [rows, totals] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select co.id, co.name, cc.linked_since, pa.first_name, pa.last_name ${from} order by ${order}, co.id limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n ${from}`),
  ]);
  return {
    data: rows.map((row) => ({
      companyId: String(row.id),
      companyName: String(row.name),
      primaryAttorneyFirstName: (row.first_name as string | null) ?? null,
      primaryAttorneyLastName: (row.last_name as string | null) ?? null,
      linkedSince: row.linked_since ? new Date(row.linked_since as string).toISOString() : null,
      isCurrent: user?.companyId === Number(row.id),
    })),
    total: Number(totals[0]?.n ?? 0),
    attorneyId: String(me.id),
  };
}

/** PUT /api/attorneys/{companyId}/linkcompany: the firm accepts a company that works with it. */
export async function linkCompany(db: Db, caller: AuthUser, companyId: number) {
  const me = await ownAttorney(db, caller);
  const updated = await db
    .update(clientCompanies)
    .set({ linkedSince: sql`coalesce(${clientCompanies.linkedSince}, now())` })
    .where(and(eq(clientCompanies.clientId, me.clientId), eq(clientCompanies.companyId, companyId)))
    .returning({ companyId: clientCompanies.companyId });
  if (updated.length === 0) throw forbidden(CLIENT_MESSAGES.notLinked);
  return { message: CLIENT_MESSAGES.linked };
}

/**
 * PUT /api/attorneys/{attorneyId}/switch/{companyId}: puts the client's session on a linked company. The
 * choice is kept on the user, so the next token (the web refreshes at once) carries it and the case list
 * shows that company's cases.
 */
export async function switchCompany(db: Db, caller: AuthUser, attorneyId: number, companyId: number) {
  const attorney = await loadAttorney(db, attorneyId);
  if (attorney.userId !== caller.id) throw forbidden();
  const [link] = await db
    .select({ linkedSince: clientCompanies.linkedSince })
    .from(clientCompanies)
    .where(and(eq(clientCompanies.clientId, attorney.clientId), eq(clientCompanies.companyId, companyId)));
  if (!link?.linkedSince) throw forbidden(CLIENT_MESSAGES.notLinked);
  await db.update(users).set({ companyId }).where(eq(users.id, caller.id));
  return { companyId: String(companyId), message: CLIENT_MESSAGES.switched };
}
