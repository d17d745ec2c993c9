import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, COMPANY_MESSAGES, type TClientBody, type TClientDetail } from '@bidright/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { attorneys, cases, clientCompanies, clients } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadedFile } from '../../uploads/read-upload';
import { removeFiles } from '../../uploads/stored-files';
import { reencodeImage } from '../companies/public';
import { loadClientFor, loadEditableClient } from './client-access';
import { clientRowsQuery, companyScopeOf } from './list-clients';
import { presentClientRow } from './presenter';

/** Client logos are re-encoded into this box. */
const CLIENT_LOGO_BOX = { width: 400, height: 400 };

const clientValues = (body: TClientBody) => ({
  name: body.name,
  streetLine1: body.streetLine1,
  streetLine2: body.streetLine2,
  city: body.city,
  stateCode: body.stateCode,
  zipCode: body.zipCode,
  phoneNumber: body.phoneNumber,
  email: body.email,
  status: body.status,
});

/** POST /api/clients: a new client of the caller's company (not linked yet: the firm has not accepted). */
export async function createClient(db: Db, caller: AuthUser, body: TClientBody) {
  const companyId = companyScopeOf(caller);
  if (companyId === null) throw forbidden();
  return db.transaction(async (tx) => {
    const [client] = await tx.insert(clients).values(clientValues(body)).returning({ id: clients.id });
    await tx.insert(clientCompanies).values({ clientId: client!.id, companyId });
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Client added',
      body: `${caller.userName} added the client ${body.name}.`,
    });
    return { id: String(client!.id), message: CLIENT_MESSAGES.added };
  });
}

/** GET /api/clients/{clientId}: details, primary attorney, case counts and how many cases are linked. */
export async function getClient(db: Db, caller: AuthUser, clientId: number): Promise<TClientDetail> {
  await loadClientFor(db, caller, clientId);
  const companyId = companyScopeOf(caller);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    clientRowsQuery(companyId, sql`c.id = ${clientId}`),
  );
  const [linked] = await db.select({ n: count() }).from(cases).where(eq(cases.clientId, clientId));
  return { ...presentClientRow(row!), linkedCaseCount: linked?.n ?? 0 };
}

/** PUT /api/clients/{clientId}: refused once the firm linked itself with the company. */
export async function updateClient(db: Db, caller: AuthUser, clientId: number, body: TClientBody) {
  const { companyId } = await loadEditableClient(db, caller, clientId);
  await db.transaction(async (tx) => {
    await tx.update(clients).set(clientValues(body)).where(eq(clients.id, clientId));
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Client updated',
      body: `${caller.userName} updated the client ${body.name}.`,
    });
  });
  return getClient(db, caller, clientId);
}

/**
 * DELETE /api/clients/{clientId}: not while any case names the client ('Cannot delete a client with linked
 * case!'). The company's link goes; the firm itself goes when no other company works with it.
 */
export async function deleteClient(db: Db, storage: FileStorage, caller: AuthUser, clientId: number) {
  const { client, companyId } = await loadEditableClient(db, caller, clientId, { ownLinkOnly: true });
  const [linked] = await db.select({ n: count() }).from(cases).where(eq(cases.clientId, clientId));
  if ((linked?.n ?? 0) > 0) throw badRequest(CLIENT_MESSAGES.cannotDelete);
  const removedFirm = await db.transaction(async (tx) => {
    await tx
      .delete(clientCompanies)
      .where(and(eq(clientCompanies.clientId, clientId), eq(clientCompanies.companyId, companyId)));
    const [others] = await tx
      .select({ n: count() })
      .from(clientCompanies)
      .where(eq(clientCompanies.clientId, clientId));
    const isLast = (others?.n ?? 0) === 0;
    if (isLast) {
      await tx.delete(attorneys).where(eq(attorneys.clientId, clientId));
      await tx.delete(clients).where(eq(clients.id, clientId));
    }
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Client deleted',
      body: `${caller.userName} deleted the client ${client.name}.`,
    });
    return isLast;
  });
  if (removedFirm && client.logoKey) await removeFiles(storage, [client.logoKey]);
  return { message: CLIENT_MESSAGES.deleted };
}

/** Stores a re-encoded logo for the client and answers its URL; the replaced file is removed. */
async function storeClientLogo(db: Db, storage: FileStorage, clientId: number, file: UploadedFile | null) {
  if (!file) throw badRequest(COMPANY_MESSAGES.fileMissing, { model: COMPANY_MESSAGES.fileMissing });
  const encoded = await reencodeImage(file.data, CLIENT_LOGO_BOX, 'model');
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  // Under logos/, a public folder (PUBLIC_FILE_FOLDERS): the page shows the logo by its plain URL.
  const key = `logos/clients/${clientId}/logo-${randomUUID()}.webp`;
  await storage.put(key, encoded, 'image/webp');
  const logoUrl = storage.urlFor(key);
  try {
    await db.update(clients).set({ logoKey: key, logoUrl }).where(eq(clients.id, clientId));
  } catch (error) {
    await removeFiles(storage, [key]);
    throw error;
  }
  if (client.logoKey) await removeFiles(storage, [client.logoKey]);
  return { logoUrl, message: CLIENT_MESSAGES.logoUpdated };
}

/** PUT /api/clients/{clientId}/uploadlogo (multipart model): staff, not for a linked client. */
export async function uploadClientLogo(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  clientId: number,
  file: UploadedFile | null,
) {
  await loadEditableClient(db, caller, clientId);
  return storeClientLogo(db, storage, clientId, file);
}

/** PUT /api/clients/uploadlogo (multipart model): the signed-in client's own firm. */
export async function uploadOwnClientLogo(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  file: UploadedFile | null,
) {
  const [own] = await db
    .select({ clientId: attorneys.clientId })
    .from(attorneys)
    .where(eq(attorneys.userId, caller.id))
    .orderBy(attorneys.id)
    .limit(1);
  if (!own) throw notFound(CLIENT_MESSAGES.notFound);
  return storeClientLogo(db, storage, own.clientId, file);
}
