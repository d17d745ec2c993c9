import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientCompanies, clients } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * GET /api/clients/lookup: active law firms linked to the caller's company (case-list filter and case
 * form). Admins get every active firm.
 */
export async function lookupClients(db: Db, caller: AuthUser): Promise<{ id: string; name: string }[]> {
  if (caller.role === 'Admin') {
    const rows = await db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.status, 'Active'))
      .orderBy(asc(clients.name), asc(clients.id));
    return rows.map((row) => ({ id: String(row.id), name: row.name }));
  }
  if (caller.companyId === null) throw forbidden();
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .innerJoin(clientCompanies, eq(clientCompanies.clientId, clients.id))
    .where(and(eq(clientCompanies.companyId, caller.companyId), eq(clients.status, 'Active')))
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}
