import { CLIENT_PAGE_ATTORNEY_PAGE_SIZE, type TClientFirm, type TClientFirmBody } from '@bidright/domain';
import { and, asc, eq } from 'drizzle-orm';
import { attorneyPage } from '../../db/attorney-page';
import type { Db } from '../../db/client';
import { attorneys, clientCompanies, clients } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * The client (law-firm user) account page (spec part 3 §2, §7): the caller's own firm and its attorneys.
 * The firm is the one whose attorney signed up as this user; nothing here takes a firm id, so a client can
 * only ever read or change their own firm.
 */

/** The caller's firm id (through their attorney record), or 404 when the account has no firm. */
async function ownClientId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ clientId: attorneys.clientId })
    .from(attorneys)
    .where(eq(attorneys.userId, userId))
    .orderBy(asc(attorneys.id))
    .limit(1);
  if (!row) throw notFound('Client is not found!');
  return row.clientId;
}

function presentFirm(row: typeof clients.$inferSelect, linkedSince: Date | null): TClientFirm {
  return {
    id: String(row.id),
    name: row.name,
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    logoUrl: row.logoUrl,
    status: row.status,
    linkedSince: linkedSince ? linkedSince.toISOString() : null,
  };
}

async function loadFirm(db: Db, clientId: number, companyId: number | null) {
  const [row] = await db
    .select({ client: clients, linkedSince: clientCompanies.linkedSince })
    .from(clients)
    .leftJoin(
      clientCompanies,
      and(eq(clientCompanies.clientId, clients.id), eq(clientCompanies.companyId, companyId ?? -1)),
    )
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw notFound('Client is not found!');
  return presentFirm(row.client, row.linkedSince);
}

/** GET /api/clients: the caller's firm; `linkedSince` is its link with the company the session is on. */
export async function getOwnClientFirm(db: Db, caller: AuthUser) {
  return loadFirm(db, await ownClientId(db, caller.id), caller.companyId);
}

/** PUT /api/clients: the firm's name and address (spec part 3 §5: name required, address optional). */
export async function updateOwnClientFirm(db: Db, caller: AuthUser, body: TClientFirmBody) {
  const clientId = await ownClientId(db, caller.id);
  await db
    .update(clients)
    .set({
      name: body.name,
      streetLine1: body.streetLine1,
      streetLine2: body.streetLine2,
      city: body.city,
      stateCode: body.stateCode,
      zipCode: body.zipCode,
    })
    .where(eq(clients.id, clientId));
  return loadFirm(db, clientId, caller.companyId);
}

/** POST /api/attorneys/list: the own firm's attorneys, primary first, five to a page by default. */
export async function listOwnAttorneys(
  db: Db,
  caller: AuthUser,
  body: { pagination?: { current: number; pageSize?: number } },
) {
  const clientId = await ownClientId(db, caller.id);
  return attorneyPage(db, clientId, body.pagination, CLIENT_PAGE_ATTORNEY_PAGE_SIZE);
}
