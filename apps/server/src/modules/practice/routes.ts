import { ZPracticeJoin, ZPracticeLobby } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import type { PracticeSale } from './ensure-practice-sale';
import { getPracticeLobby } from './get-practice-lobby';
import { joinPracticeLot } from './join-practice-lot';

/**
 * The practice sale (issue 43 point 4, ADR 0076): any signed-in bidder reads the lobby and joins a lot with
 * play money. Registered only when PRACTICE_SALE is on: off, the routes do not exist (404). Bids and
 * maximums go through the live routes every lot uses.
 */
export function practiceRoutes(app: FastifyInstance, deps: ModuleDeps, sale: () => PracticeSale | null) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const openSale = () => {
    const current = sale();
    if (!current) throw conflict('The practice sale is starting. Try again in a moment.');
    return current;
  };

  r.get(
    '/api/practice',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.practice],
        summary: 'The practice lobby: open practice lots and my play money',
        security: bearerSecurity,
        response: { 200: ZPracticeLobby, ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPracticeLobby(deps.db, openSale(), callerOf(request).id, new Date());
    },
  );

  r.post(
    '/api/practice/lots/:lotId/join',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.practice],
        summary: 'Join a practice lot with play money (no deposit, no verification)',
        security: bearerSecurity,
        params: idParams('lotId'),
        response: { 200: ZPracticeJoin, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      joinPracticeLot(deps.live, openSale(), { lotId: request.params.lotId, userId: callerOf(request).id }),
  );
}
