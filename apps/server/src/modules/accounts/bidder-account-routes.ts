import { ZBidderAccount, ZBidderProfileBody, ZLockedFundsAnswer, ZMessageAnswer } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { type AccountRouteDeps, secured } from './account-route-kit';
import {
  deactivateBidder,
  getBidderAccount,
  requestBidderDeletion,
  updateBidderProfile,
} from './get-bidder-account';
import { listLockedFunds } from './list-locked-funds';

/** The bidder's own account (spec part 3, priority 2): profile, deactivation and deletion, locked funds. */
export function bidderAccountRoutes(app: FastifyInstance, { db }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidder = { onRequest: authorize('Bidder') };
  r.get(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Bidder global data and profile',
        response: { 200: ZBidderAccount, ...ERROR_ANSWERS },
      },
    },
    async (request) => getBidderAccount(db, callerOf(request).id),
  );
  r.put(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Update own bidder profile',
        body: ZBidderProfileBody,
        response: { 200: ZBidderAccount, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateBidderProfile(db, callerOf(request).id, request.body),
  );
  r.delete(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Deactivate own bidder account',
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => deactivateBidder(db, callerOf(request).id),
  );
  r.put(
    '/api/bidders/delete',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Request deletion of own account',
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => requestBidderDeletion(db, callerOf(request).id),
  );
  r.get(
    '/api/bidders/lockedfunds',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Locked funds: active auctions and pending winnings',
        response: { 200: ZLockedFundsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listLockedFunds(db, callerOf(request).id),
  );
}
