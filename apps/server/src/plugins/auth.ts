import type { TRole } from '@bidright/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { type AuthUser, verifyAccessToken } from '../modules/auth/access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request. Set before any handler runs. */
    user: AuthUser | null;
  }
}

/** Reads a bearer token on every request; routes then decide with `authorize` whether one is required. */
export function registerAuth(app: FastifyInstance, jwtSecret: Uint8Array) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = await verifyAccessToken(header.slice(7).trim(), jwtSecret);
    // A bearer token that fails verification is a 401 even on public routes: the client must refresh.
    if (!request.user) throw unauthorized();
  });
}

/**
 * Route guard: a signed-in caller, optionally of one of `roles`. Ownership checks live in the use cases,
 * which know what is being touched.
 */
export function authorize(...roles: TRole[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
  };
}

/** The caller of a route guarded by `authorize`. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** OpenAPI security requirement for routes that need a token. */
export const bearerSecurity = [{ bearerAuth: [] }];
