import { STAFF_ROLES, ZOutagePolicy, ZSalePauseAnswer } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import { pauseSale, resumeSale } from '../../live/clock/sale-pause';
import type { LiveContext } from '../../live/context';

/**
 * The outage policy's routes (issue 43 point 1, ADR 0077): staff of the auction's company pause and resume
 * its sale; anyone reads the numbers /outage-policy is written with.
 */
export function salePauseRoutes(
  app: FastifyInstance,
  ctx: LiveContext,
  policy: { thresholdSeconds: number; marginSeconds: number; beatSeconds: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = idParams('auctionId');
  for (const [verb, change, summary] of [
    ['pause', pauseSale, 'Pause the sale: every bid on its lots is refused and their clocks stand still'],
    ['resume', resumeSale, "Resume the sale: each open lot closes later by the pause's length"],
  ] as const)
    r.post(
      `/api/auctions/:auctionId/${verb}`,
      {
        onRequest: authorize(...STAFF_ROLES),
        schema: {
          tags: [TAGS.live],
          summary,
          security: bearerSecurity,
          params,
          response: { 200: ZSalePauseAnswer, ...ERROR_ANSWERS },
        },
      },
      async (request) => change(ctx, request.params.auctionId, callerOf(request)),
    );

  r.get(
    '/api/outage-policy',
    {
      schema: {
        tags: [TAGS.content],
        summary:
          'The numbers of the outage policy (/outage-policy): threshold, margin and health-beat period',
        response: { 200: ZOutagePolicy },
      },
    },
    async () => policy,
  );
}
