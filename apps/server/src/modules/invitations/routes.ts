import {
  INVITATION_MESSAGES,
  STAFF_ROLES,
  ZAttorneyInvite,
  ZAttorneyInviteBody,
  ZClientRegistered,
  ZClientRegistration,
  ZId,
  ZInvitationSent,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { createProviders } from '../../providers/index';
import type { ModuleDeps } from '../deps';
import { assertAttorneyOfCompany } from './attorney-of-company';
import { loadAttorneyInvite } from './find-invitation';
import { inviteAttorney } from './invite-attorney';
import { registerClient } from './register-client';

/** Calls an anonymous visitor can make: limited per IP. */
const publicLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });

/**
 * Attorney invitations (issue 12): staff invite an attorney of one of their company's clients; the e-mailed
 * link's token is the only way to load the invite and sign up as a Client.
 */
export function invitationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const email = createProviders(config, db).email;
  const tags = [TAGS.accounts];

  r.post(
    '/api/attorneys/:attorneyId/invite',
    {
      onRequest: authorize(...STAFF_ROLES),
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "E-mail (or e-mail again) a client sign-up invitation to an attorney of one of the company's clients",
        params: z.object({ attorneyId: ZId }),
        response: { 200: ZInvitationSent, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await assertAttorneyOfCompany(db, request.params.attorneyId, caller.companyId);
      const sent = await inviteAttorney(db, email, config.PUBLIC_URL, {
        attorneyId: request.params.attorneyId,
        companyId: caller.companyId,
        invitedBy: caller.id,
      });
      return {
        message: INVITATION_MESSAGES.sent.replace('{email}', sent.email),
        expiresAt: sent.expiresAt.toISOString(),
      };
    },
  );

  r.post(
    '/api/attorneys/register',
    {
      config: publicLimit(60),
      schema: {
        tags,
        summary: 'The invited attorney of a client sign-up (needs the invitation link token)',
        body: ZAttorneyInviteBody,
        response: { 200: ZAttorneyInvite, ...ERROR_ANSWERS },
      },
    },
    async (request) => loadAttorneyInvite(db, request.body),
  );

  r.post(
    '/api/attorneys/:attorneyId/register',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Client sign-up with the invitation link token (spent by the sign-up)',
        params: z.object({ attorneyId: ZId }),
        body: ZClientRegistration,
        response: { 200: ZClientRegistered, ...ERROR_ANSWERS },
      },
    },
    async (request) => registerClient(db, request.params.attorneyId, request.body),
  );
}
