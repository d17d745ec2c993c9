import { COMPANY_MESSAGES, isCompanyEditable, type TCompanyStatus } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/** Which company a settings call touches: the caller's own ("own") or one by id (admins only). */
export type TCompanyTarget = 'own' | number;

/**
 * Resolves the company a call may touch and loads it. Staff reach only their own company; the `{companyId}`
 * paths are the admin's. 404 for an unknown company.
 */
export async function loadTargetCompany(db: Db, caller: AuthUser, target: TCompanyTarget) {
  let companyId: number;
  if (target === 'own') {
    if (caller.role !== 'Auctioneer' && caller.role !== 'Employee') throw forbidden();
    if (caller.companyId === null) throw notFound(COMPANY_MESSAGES.companyNotFound);
    companyId = caller.companyId;
  } else {
    if (caller.role !== 'Admin') throw forbidden();
    companyId = target;
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
  return company;
}

/**
 * A company's own staff change its settings only as an Auctioneer and only while the company operates
 * (not Pending or Declined, part 3 §4); admins may always.
 */
export async function loadWritableCompany(db: Db, caller: AuthUser, target: TCompanyTarget) {
  const company = await loadTargetCompany(db, caller, target);
  if (caller.role === 'Admin') return company;
  if (caller.role !== 'Auctioneer') throw forbidden();
  if (!isCompanyEditable(company.status as TCompanyStatus)) throw badRequest(COMPANY_MESSAGES.notOperating);
  return company;
}
