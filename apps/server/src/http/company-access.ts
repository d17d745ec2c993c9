import { forbidden, notFound } from '../errors';
import type { AuthUser } from './access-token';

/**
 * Staff may touch only their own company's records. `companyId` is the owner of the record (null when it
 * does not exist). Unknown records answer 404 before anything else, so ids cannot be probed by 403/404.
 */
export function assertCompanyAccess(caller: AuthUser, companyId: number | null | undefined, what = 'Record') {
  if (companyId === null || companyId === undefined) throw notFound(`${what} is not found!`);
  if (caller.role === 'Admin') return;
  if (caller.companyId === null || caller.companyId !== companyId) throw forbidden();
}
