import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, clientCompanies, companies } from '../../db/schema/index';
import type { AuthUser } from '../../http/access-token';

/** GET /api/companies/lookup: active companies (id, name) for filters; staff see their own only. */
export async function lookupCompanies(db: Db, caller: AuthUser) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      caller.role === 'Admin' ? eq(companies.status, 'Active') : eq(companies.id, caller.companyId ?? -1),
    )
    .orderBy(asc(companies.name));
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}

/** GET /api/companies/lookupattorney: the companies the client's firm is linked with. */
export async function lookupAttorneyCompanies(db: Db, caller: AuthUser) {
  const firmIds = db
    .select({ id: attorneys.clientId })
    .from(attorneys)
    .where(eq(attorneys.userId, caller.id));
  const rows = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(clientCompanies)
    .innerJoin(companies, eq(companies.id, clientCompanies.companyId))
    .where(and(inArray(clientCompanies.clientId, firmIds), isNotNull(clientCompanies.linkedSince)))
    .orderBy(asc(companies.name));
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}
