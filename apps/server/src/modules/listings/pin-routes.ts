import { ZId, ZPinCount } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { countPins, pinLot, unpinLot } from './pins';

/**
 * The bidder's pinned lots, the watch list the header counts (spec part 3, priority 2). The calls keep the
 * accounts tag and paths they always had (/api/bidders/pin…).
 */
export function pinRoutes(app: FastifyInstance, { db }: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidder = { onRequest: authorize('Bidder') };
  const secured = { tags: [TAGS.accounts], security: bearerSecurity };
  r.get(
    '/api/bidders/pin/count',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Pinned lot count',
        response: { 200: ZPinCount, ...ERROR_ANSWERS },
      },
    },
    async (request) => countPins(db, callerOf(request).id),
  );
  r.get(
    '/api/bidders/pin/:lotId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "Pin a lot to the bidder's watch list; answers the pinned count",
        params: z.object({ lotId: ZId }),
        response: { 200: ZPinCount, ...ERROR_ANSWERS },
      },
    },
    async (request) => pinLot(db, callerOf(request).id, request.params.lotId),
  );
  r.delete(
    '/api/bidders/unpin/:lotId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "Unpin a lot from the bidder's watch list; answers the pinned count",
        params: z.object({ lotId: ZId }),
        response: { 200: ZPinCount, ...ERROR_ANSWERS },
      },
    },
    async (request) => unpinLot(db, callerOf(request).id, request.params.lotId),
  );
}
