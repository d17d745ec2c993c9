import { toCents, ZMaximumBid, ZMaximumBidBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import type { LiveContext } from '../../live/context';
import { readMaximumBid, setMaximumBid, withdrawMaximumBid } from '../../live/maximum-bids/maximum-bids';

/**
 * The caller's maximum (absentee) bid on a lot (issue 32, ADR 0024). Bidders only, and only their own: the
 * caller is the owner by construction (every call reads and writes the caller's row), so no one else's
 * amount is reachable through these routes, not by staff and not by admins.
 */
export function maximumBidRoutes(app: FastifyInstance, ctx: LiveContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/auctions/:auctionId/lots/:lotId/maximum-bid';
  const params = idParams('auctionId', 'lotId');

  r.get(
    path,
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.bidding],
        summary: 'My maximum bid on a lot (204 when I have none)',
        security: bearerSecurity,
        params,
        response: { 200: ZMaximumBid, 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const maximum = await readMaximumBid(ctx.db, { ...request.params, bidderUserId: callerOf(request).id });
      if (!maximum) return reply.code(204).send(null);
      return maximum;
    },
  );

  r.put(
    path,
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.bidding],
        summary:
          'Set or raise my maximum bid (whole dollars, on the increment grid, within my bidding power)',
        security: bearerSecurity,
        params,
        body: ZMaximumBidBody,
        response: { 200: ZMaximumBid, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      setMaximumBid(ctx, {
        ...request.params,
        bidderUserId: callerOf(request).id,
        amountCents: toCents(request.body.amount),
      }),
  );

  r.delete(
    path,
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.bidding],
        summary: 'Withdraw my maximum bid (only before the lot starts)',
        security: bearerSecurity,
        params,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await withdrawMaximumBid(ctx, { ...request.params, bidderUserId: callerOf(request).id });
      return reply.code(204).send(null);
    },
  );
}
