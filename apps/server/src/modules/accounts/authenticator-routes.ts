import { STAFF_ROLES, ZAuthenticatorRemoved, ZAuthenticatorSetup, ZOwnerProofBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { removeAuthenticator, setupAuthenticator } from '../auth/public';
import { type AccountRouteDeps, secured } from './account-route-kit';

/** The authenticator app of the two-step login (spec part 3, priority 7): set up and removed by its owner. */
export function authenticatorRoutes(app: FastifyInstance, { db, secretBox }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, roles] of [
    ['/api/bidders/authenticator', ['Bidder'] as const],
    // Clients (law-firm users) keep their 2-step settings on the same non-bidder call as host staff.
    ['/api/auctioneers/authenticator', [...STAFF_ROLES, 'Client'] as const],
  ] as const) {
    r.put(
      path,
      {
        onRequest: authorize(...roles),
        schema: {
          ...secured,
          summary: 'Set up the authenticator app (needs the current password or a current code)',
          body: ZOwnerProofBody,
          response: { 200: ZAuthenticatorSetup, ...ERROR_ANSWERS },
        },
      },
      async (request) => setupAuthenticator(db, secretBox, callerOf(request).id, request.body ?? {}),
    );
    r.delete(
      path,
      {
        onRequest: authorize(...roles),
        schema: {
          ...secured,
          summary: 'Remove the authenticator app (needs the current password or a current code)',
          body: ZOwnerProofBody,
          response: { 200: ZAuthenticatorRemoved, ...ERROR_ANSWERS },
        },
      },
      async (request) => removeAuthenticator(db, secretBox, callerOf(request).id, request.body ?? {}),
    );
  }
}
