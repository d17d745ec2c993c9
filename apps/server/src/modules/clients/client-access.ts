import { CLIENT_MESSAGES } from '@bidright/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientCompanies, clients } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * Loads a client the caller may see: staff of a company linked with it (their link row says since when the
 * firm accepted), admins any. 404 for an unknown client, 403 with the spec's text for another company's.
 */
export async function loadClientFor(db: Db, caller: AuthUser, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  if (caller.role === 'Admin') return { client, link: null };
  if ((caller.role !== 'Auctioneer' && caller.role !== 'Employee') || caller.companyId === null)
    throw forbidden(CLIENT_MESSAGES.noPermission);
  const [link] = await db
    .select()
    .from(clientCompanies)
    .where(and(eq(clientCompanies.clientId, clientId), eq(clientCompanies.companyId, caller.companyId)))
    .limit(1);
  if (!link) throw forbidden(CLIENT_MESSAGES.noPermission);
  return { client, link };
}

/**
 * A client the caller's company may change: staff only (admins read), and not once the firm has linked
 * itself with the company (part 3 §4: a client with linkedSince set cannot be edited). The firm's record
 * is shared by every company it works with, so a firm that has linked itself with ANY company is the
 * firm's own to edit: another company still awaiting the link may not rewrite it (`ownLinkOnly` is for
 * removing the caller's own link, which touches nobody else's data).
 */
export async function loadEditableClient(
  db: Db,
  caller: AuthUser,
  clientId: number,
  options: { ownLinkOnly?: boolean } = {},
) {
  if (caller.role === 'Admin') throw forbidden();
  const found = await loadClientFor(db, caller, clientId);
  if (found.link?.linkedSince) throw badRequest(CLIENT_MESSAGES.linkedLocked);
  if (!options.ownLinkOnly) {
    const [linkedElsewhere] = await db
      .select({ companyId: clientCompanies.companyId })
      .from(clientCompanies)
      .where(and(eq(clientCompanies.clientId, clientId), isNotNull(clientCompanies.linkedSince)))
      .limit(1);
    if (linkedElsewhere) throw badRequest(CLIENT_MESSAGES.linkedLocked);
  }
  return { client: found.client, companyId: caller.companyId! };
}
