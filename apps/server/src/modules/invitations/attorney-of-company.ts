import { INVITATION_MESSAGES } from '@bidright/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, clientCompanies } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';

/** Staff may invite only attorneys of a firm their company works with (client_companies). */
export async function assertAttorneyOfCompany(db: Db, attorneyId: number, companyId: number | null) {
  const [attorney] = await db
    .select({ clientId: attorneys.clientId })
    .from(attorneys)
    .where(eq(attorneys.id, attorneyId))
    .limit(1);
  if (!attorney) throw notFound('Attorney is not found!');
  if (companyId === null) throw forbidden(INVITATION_MESSAGES.notLinked);
  const [link] = await db
    .select({ clientId: clientCompanies.clientId })
    .from(clientCompanies)
    .where(and(eq(clientCompanies.clientId, attorney.clientId), eq(clientCompanies.companyId, companyId)))
    .limit(1);
  if (!link) throw forbidden(INVITATION_MESSAGES.notLinked);
}
