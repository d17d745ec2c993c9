import { CLIENT_MESSAGES, type TAttorneyBody } from '@bidright/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import { logActivity } from '../../db/activity';
import { presentAttorney } from '../../db/attorney-page';
import type { Db } from '../../db/client';
import { attorneys, clientCompanies, clients } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { EmailSender } from '../../providers/email/email';
import { loadEditableClient } from '../clients/public';
import { inviteAttorney } from '../invitations/public';
import {
  assertAttorneyEmailFree,
  deleteAttorneyRow,
  insertAttorney,
  loadAttorney,
  makePrimary,
} from './attorney-rules';

export interface AttorneyDeps {
  db: Db;
  email: EmailSender;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/**
 * POST /api/attorneys/{clientId}: staff add an attorney to their (unlinked, Active) client and e-mail the
 * sign-up link.
 */
export async function addClientAttorney(
  deps: AttorneyDeps,
  caller: AuthUser,
  clientId: number,
  body: TAttorneyBody,
) {
  const { db } = deps;
  const { client, companyId } = await loadEditableClient(db, caller, clientId);
  if (client.status !== 'Active') throw badRequest(CLIENT_MESSAGES.clientInactive);
  const row = await db.transaction(async (tx) => {
    const added = await insertAttorney(tx, clientId, body);
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Attorney added',
      body: `${caller.userName} added ${body.firstName} ${body.lastName} to ${client.name}.`,
    });
    return added;
  });
  // The sign-up link carries a single-use token; the e-mail address alone opens nothing (ADR 0009).
  await inviteAttorney(db, deps.email, deps.config.PUBLIC_URL, {
    attorneyId: row.id,
    companyId,
    invitedBy: caller.id,
  });
  return { ...presentAttorney(row), message: CLIENT_MESSAGES.attorneyAdded };
}

/** An attorney of a client the caller's company may edit. */
async function loadEditableAttorney(db: Db, caller: AuthUser, attorneyId: number) {
  const attorney = await loadAttorney(db, attorneyId);
  const { client, companyId } = await loadEditableClient(db, caller, attorney.clientId);
  return { attorney, client, companyId };
}

/** PUT /api/attorneys/{attorneyId}/auctioneer. */
export async function updateClientAttorney(
  db: Db,
  caller: AuthUser,
  attorneyId: number,
  body: TAttorneyBody,
) {
  const { attorney } = await loadEditableAttorney(db, caller, attorneyId);
  await assertAttorneyEmailFree(db, attorney.clientId, body.email, attorney.id);
  const [row] = await db.update(attorneys).set(body).where(eq(attorneys.id, attorney.id)).returning();
  return { ...presentAttorney(row!), message: CLIENT_MESSAGES.attorneyUpdated };
}

/** DELETE /api/attorneys/{attorneyId}/auctioneer. */
export async function removeClientAttorney(db: Db, caller: AuthUser, attorneyId: number) {
  const { attorney } = await loadEditableAttorney(db, caller, attorneyId);
  await deleteAttorneyRow(db, attorney);
  return { message: CLIENT_MESSAGES.attorneyRemoved };
}

/** PUT /api/attorneys/{clientId}/{attorneyId}: make primary (exactly one). */
export async function makeClientAttorneyPrimary(
  db: Db,
  caller: AuthUser,
  clientId: number,
  attorneyId: number,
) {
  await loadEditableClient(db, caller, clientId);
  const attorney = await loadAttorney(db, attorneyId);
  if (attorney.clientId !== clientId) throw forbidden();
  await makePrimary(db, clientId, attorneyId);
  return { message: CLIENT_MESSAGES.primaryChanged };
}

/**
 * GET /api/attorneys/lookup: attorneys to pick from. Staff: those of clients linked with their company;
 * clients: their own firm's; admins: all.
 */
export async function lookupAttorneys(db: Db, caller: AuthUser) {
  let scope: ReturnType<typeof inArray> | undefined;
  if (caller.role === 'Client') {
    const own = db.select({ id: attorneys.clientId }).from(attorneys).where(eq(attorneys.userId, caller.id));
    scope = inArray(attorneys.clientId, own);
  } else if (caller.role !== 'Admin') {
    if (caller.companyId === null) throw forbidden();
    const linked = db
      .select({ id: clientCompanies.clientId })
      .from(clientCompanies)
      .where(eq(clientCompanies.companyId, caller.companyId));
    scope = inArray(attorneys.clientId, linked);
  }
  const rows = await db
    .select({
      id: attorneys.id,
      firstName: attorneys.firstName,
      lastName: attorneys.lastName,
      clientId: attorneys.clientId,
    })
    .from(attorneys)
    .innerJoin(clients, eq(clients.id, attorneys.clientId))
    .where(and(scope, eq(clients.status, 'Active')))
    .orderBy(asc(attorneys.lastName), asc(attorneys.firstName))
    .limit(500);
  return rows.map((row) => ({
    id: String(row.id),
    name: `${row.firstName} ${row.lastName}`,
    clientId: String(row.clientId),
  }));
}
