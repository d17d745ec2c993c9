import type { TAttorney } from '@bidright/domain';
import { and, eq } from 'drizzle-orm';
import { attorneyPage } from '../../db/attorney-page';
import type { Db } from '../../db/client';
import { clientCompanies, clients } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

export const CLIENT_NOT_FOUND = 'Client is not found!';

/**
 * POST /api/attorneys/{clientId}/list: the attorneys of a client (law firm), primary first, as staff see
 * them (spec part 3 §7), which the case form uses to pick a case's attorney. Staff of a company the client
 * is linked to may read them, admins any client's; 404 for an unknown client.
 */
export async function listClientAttorneys(
  db: Db,
  caller: AuthUser,
  clientId: number,
  pagination: { current?: number; pageSize?: number } | undefined,
): Promise<{ data: TAttorney[]; total: number }> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  if (caller.role !== 'Admin') {
    if (caller.companyId === null) throw forbidden();
    const [link] = await db
      .select({ clientId: clientCompanies.clientId })
      .from(clientCompanies)
      .where(and(eq(clientCompanies.clientId, clientId), eq(clientCompanies.companyId, caller.companyId)));
    if (!link) throw forbidden();
  }
  return attorneyPage(db, clientId, pagination, 100);
}
