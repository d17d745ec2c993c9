import { ZApiError, ZFeaturedLot, ZFeaturedMarked, ZFeaturedRemoved } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, STAFF, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { listFeaturedLots, markAsFeatured, unmarkFeatured } from './feature-lot';

/**
 * The host's featured-lot calls (spec part 1 §4): feature a lot of the company, remove its flag, list the
 * company's featured lots. The admin's own calls are in routes.ts (featured-lots-admin.ts).
 */
export function featuredLotRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.put(
    '/api/lots/:id/markasfeatured/:flag',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: "Feature a lot (needs a property photo); flag true replaces the company's featured lot",
        security: bearerSecurity,
        params: z.object({ id: ZRouteId, flag: z.enum(['true', 'false']) }),
        response: { 200: ZFeaturedMarked, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      markAsFeatured(db, callerOf(request), request.params.id, request.params.flag === 'true'),
  );

  r.put(
    '/api/lots/unmarkasfeatured/:id',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Remove a featured flag by its featuredId (403 for one set by an Admin)',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZFeaturedRemoved, ...ERROR_ANSWERS },
      },
    },
    async (request) => unmarkFeatured(db, callerOf(request), request.params.id),
  );

  r.get(
    '/api/auctioneers/featuredlot',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: "Featured lots of the caller's company (its own and those featured by an admin)",
        security: bearerSecurity,
        response: { 200: z.array(ZFeaturedLot), 403: ZApiError },
      },
    },
    async (request) => listFeaturedLots(db, callerOf(request)),
  );
}
