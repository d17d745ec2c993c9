import {
  ZAuctioneerRegistered,
  ZAuctioneerRegistration,
  ZBidderRegistered,
  ZBidderRegistration,
  ZCompanyCheckBody,
  ZPhone,
  ZSmsCodeSent,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { sendVerificationCode } from '../auth/public';
import { type AccountRouteDeps, publicLimit, tags } from './account-route-kit';
import { matchingCompanyNames, registerAuctioneer, registerBidder } from './register-accounts';

/**
 * Sign-up (spec part 3, priority 4 and 5): the registration code texted to a new bidder's phone, the bidder and
 * auction-host registrations, and the company-name check. Anonymous, so limited per IP.
 */
export function registrationRoutes(app: FastifyInstance, { db, providers }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/bidderverify/sms/:phone',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Text a registration code; answers its verification id',
        params: z.object({ phone: ZPhone }),
        response: { 200: ZSmsCodeSent, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const sent = await sendVerificationCode(db, providers.sms, {
        purpose: 'registration',
        phone: request.params.phone,
        userId: null,
      });
      return {
        id: String(sent.id),
        phone: sent.phone.slice(-4),
        expirationDate: sent.expiresAt.toISOString(),
      };
    },
  );

  // ---- Registration (priority 5) ----
  r.post(
    '/api/bidders',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Register a bidder (after the SMS code)',
        body: ZBidderRegistration,
        response: { 200: ZBidderRegistered, ...ERROR_ANSWERS },
      },
    },
    async (request) => registerBidder(db, request.body, app.deps.jwtSecret),
  );
  r.post(
    '/api/auctioneers',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Register an auction-host company and its manager',
        body: ZAuctioneerRegistration,
        response: { 200: ZAuctioneerRegistered, ...ERROR_ANSWERS },
      },
    },
    async (request) => registerAuctioneer(db, request.body),
  );
  r.post(
    '/api/companies/check',
    {
      config: publicLimit(300),
      schema: {
        tags,
        summary: 'Company names matching (trimmed, case-insensitive)',
        body: ZCompanyCheckBody,
        response: { 200: z.array(z.string()), ...ERROR_ANSWERS },
      },
    },
    async (request) => matchingCompanyNames(db, request.body.name),
  );
  // The client sign-up calls (POST /api/attorneys/register, /api/attorneys/{id}/register) live in
  // modules/invitations: they need the e-mailed invitation's token.
}
