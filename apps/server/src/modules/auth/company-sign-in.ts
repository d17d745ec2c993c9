import { LOGIN_MESSAGES, STAFF_ROLES, type TRole } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { badRequest } from '../../errors';

/**
 * Staff of a Declined or Inactive company cannot sign in (nor refresh). A Pending company's staff can: the
 * route guards then let them see only their profile and company settings (plugins/auth.ts).
 */
export async function assertCompanyMaySignIn(db: Db, user: { role: TRole; companyId: number | null }) {
  if (!(STAFF_ROLES as readonly TRole[]).includes(user.role)) return;
  if (user.companyId === null) throw badRequest(LOGIN_MESSAGES.companyInactive);
  const [company] = await db
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, user.companyId))
    .limit(1);
  if (company?.status === 'Declined') throw badRequest(LOGIN_MESSAGES.companyDeclined);
  if (company?.status !== 'Active' && company?.status !== 'Pending')
    throw badRequest(LOGIN_MESSAGES.companyInactive);
}
