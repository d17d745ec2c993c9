import {
  ZBidderLotListBody,
  ZListingPage,
  ZListingSummary,
  ZLiveLotListBody,
  ZPublicLotListBody,
  ZPublicLotPage,
  ZSavedFilter,
  ZSavedFilterBody,
  ZSavedFilterListBody,
  ZSavedFilterPage,
  ZSavedFilterUpdate,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { listBidderLots, listLiveLots, listPinnedLots, listUpcomingLots } from './list-bidder-lots';
import { listPublicLots } from './list-public-lots';
import { createSavedFilter, deleteSavedFilter, listSavedFilters, updateSavedFilter } from './saved-filters';

/**
 * Public and bidder listings (spec part 3 §2, part 2 §2): the home page's lists, the property search, live,
 * pinned and upcoming lots, and saved filters. Static paths such as /api/lots/list/public are registered
 * as such, so they win over the lots area's /api/lots/{lotId}/{auctionId} (find-my-way prefers static
 * segments; the tests prove each one reaches its own handler).
 */
export function listingRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const bidder = { onRequest: authorize('Bidder') };
  const tags = [TAGS.listings];
  const secured = { tags, security: bearerSecurity };

  r.post(
    '/api/lots/list/public',
    {
      schema: {
        tags,
        summary:
          'Home page lists (anonymous): a tab (upcoming, today, completed, cancelled) or the featured carousel',
        body: ZPublicLotListBody,
        response: { 200: ZPublicLotPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listPublicLots(db, storage, request.body),
  );

  r.post(
    '/api/lots/list/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary:
          'Bidder property search: text, dates, quick filters, attribute filters, polygons and circles',
        body: ZBidderLotListBody,
        response: { 200: ZListingPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listBidderLots(db, storage, callerOf(request).id, request.body),
  );

  r.post(
    '/api/lots/list/live',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Lots of open auctions that are live now',
        body: ZLiveLotListBody,
        response: { 200: ZListingPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listLiveLots(db, storage, callerOf(request).id, request.body?.pagination),
  );

  r.get(
    '/api/lots/listpinned/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's pinned lots",
        response: { 200: z.array(ZListingSummary), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPinnedLots(db, storage, callerOf(request).id),
  );

  r.get(
    '/api/lots/listupcoming/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Upcoming lots the bidder registered for or pinned',
        response: { 200: z.array(ZListingSummary), ...ERROR_ANSWERS },
      },
    },
    async (request) => listUpcomingLots(db, storage, callerOf(request).id),
  );

  // ---- Saved filters: a bidder sees and changes only their own ----
  r.post(
    '/api/bidders/filters/list',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's saved filters",
        body: ZSavedFilterListBody,
        response: { 200: ZSavedFilterPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listSavedFilters(db, callerOf(request).id),
  );

  r.post(
    '/api/bidders/filters',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "Save a search (an empty name becomes 'Saved filter {n+1}')",
        body: ZSavedFilterBody,
        response: { 200: ZSavedFilter, ...ERROR_ANSWERS },
      },
    },
    async (request) => createSavedFilter(db, callerOf(request).id, request.body),
  );

  r.put(
    '/api/bidders/filters/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Rename a saved filter or replace its search',
        params: z.object({ id: ZRouteId }),
        body: ZSavedFilterUpdate,
        response: { 200: ZSavedFilter, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateSavedFilter(db, callerOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/bidders/filters/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Delete a saved filter',
        params: z.object({ id: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteSavedFilter(db, callerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
