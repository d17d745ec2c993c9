import { LOGIN_MESSAGES, STAFF_ROLES, type TRole } from '@bidright/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { AuthUser } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request. Set before any handler runs. */
    user: AuthUser | null;
  }
}

const isStaff = (role: TRole) => (STAFF_ROLES as readonly TRole[]).includes(role);

function guard(roles: TRole[], allowPendingCompany: boolean) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
    // A company that is not approved cannot operate: its staff reach only the routes marked for it.
    const status = request.user.companyStatus;
    if (isStaff(request.user.role) && status !== 'Active' && !(allowPendingCompany && status === 'Pending'))
      throw forbidden(LOGIN_MESSAGES.companyNotActive);
  };
}

/**
 * Route guard: a signed-in caller, optionally of one of `roles`. Staff of a company that is not Active are
 * refused (403). Ownership checks live in the use cases, which know what is being touched.
 */
export function authorize(...roles: TRole[]) {
  return guard(roles, false);
}

/**
 * Like `authorize`, but also lets in staff of a Pending company (part 3 §4: until an admin approves it, they
 * may sign in and see their own profile and company settings read-only, nothing else). Use only for such
 * read-only routes, plus logout.
 */
export function authorizeWhilePending(...roles: TRole[]) {
  return guard(roles, true);
}

/** The caller of a route guarded by `authorize`. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** OpenAPI security requirement for routes that need a token. */
export const bearerSecurity = [{ bearerAuth: [] }];
