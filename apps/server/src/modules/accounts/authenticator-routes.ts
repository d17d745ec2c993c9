import { STAFF_ROLES, ZAuthenticatorSetup } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { removeAuthenticator, setupAuthenticator } from '../auth/public';
import { type AccountRouteDeps, secured } from './account-route-kit';

/** The current password or a current authenticator code (turning the authenticator on or off). */
const ZOwnerProofBody = z
  .object({ password: z.string().max(128).optional(), code: z.string().max(10).optional() })
  .nullish();

/** The authenticator app of the two-step login (spec part 3, priority 7): set up and removed by its owner. */
export function authenticatorRoutes(app: FastifyInstance, { db, secretBox }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ZRemoved = z.object({
    configuredAuthenticatorApp: z.boolean(),
    twoFactorMethod: z.enum(['sms', 'authenticator']).nullable(),
  });
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
          response: { 200: ZRemoved, ...ERROR_ANSWERS },
        },
      },
      async (request) => removeAuthenticator(db, secretBox, callerOf(request).id, request.body ?? {}),
    );
  }
}
