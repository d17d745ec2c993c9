import { ACCOUNT_MESSAGES, type TCompanyBody } from '@bidright/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { loadTargetCompany, loadWritableCompany, type TCompanyTarget } from './company-access';
import { featuredLotsOfCompany } from './featured-lots-of-company';
import { presentCompany } from './presenter';

/** GET /api/companies[/{companyId}]. */
export async function getCompany(db: Db, storage: FileStorage, caller: AuthUser, target: TCompanyTarget) {
  const company = await loadTargetCompany(db, caller, target);
  return presentCompany(company, storage, await featuredLotsOfCompany(db, company.id));
}

/** PUT /api/companies[/{companyId}]: the settings form (part 3 §5). A name another company has is refused. */
export async function updateCompany(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  target: TCompanyTarget,
  body: TCompanyBody,
) {
  const company = await loadWritableCompany(db, caller, target);
  const duplicate = () =>
    badRequest(ACCOUNT_MESSAGES.duplicateCompany, { name: ACCOUNT_MESSAGES.duplicateCompany });
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(trim(${companies.name})) = lower(trim(${body.name}))`, ne(companies.id, company.id)))
    .limit(1);
  if (clash) throw duplicate();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(companies.id, company.id))
      .returning();
    await logActivity(tx, {
      companyId: company.id,
      userId: caller.id,
      title: 'Company details updated',
      body: `${caller.userName} updated the company details of ${body.name}.`,
    });
    return row!;
  });
  return presentCompany(updated, storage, await featuredLotsOfCompany(db, updated.id));
}
