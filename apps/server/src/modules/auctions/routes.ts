import {
  STAFF_ROLES,
  ZAuctionDetail,
  ZAuctioneerAuction,
  ZAuctioneerLookupBody,
  ZAuctionHostLotPage,
  ZAuctionHostLotsBody,
  ZAuctionIdAnswer,
  ZAuctionListBody,
  ZAuctionListPage,
  ZAuctionLookupBody,
  ZAuctionStatusCounts,
  ZAuctionStream,
  ZCreateAuctionBody,
  ZId,
  ZReportAuction,
  ZStreamBody,
  ZUnstartedAuction,
  ZUpdateAuctionBody,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { createStream, deleteStream, listStreams, updateStream } from './auction-streams';
import { createAuction } from './create-auction';
import { deleteAuction } from './delete-auction';
import { getAuction } from './get-auction';
import { listAuctionHostLots } from './list-auction-host-lots';
import { countAuctionStatuses, listAuctions } from './list-auctions';
import { lookupAuctioneerAuctions, lookupReportAuctions, lookupUnstartedAuctions } from './lookup-auctions';
import { updateAuction } from './update-auction';

const ZAuctionParams = z.object({ auctionId: ZId });
const ZStreamParams = z.object({ auctionId: ZId, streamId: ZId });
/** Staff manage; admins also read. */
const READERS = [...STAFF_ROLES, 'Admin'] as const;

/** Staff management routes of this area (spec part 2 §7 "Auctions", part 3 §7 auction lookup). */
export function auctionRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/auctions',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Create an auction (start on a 5-minute mark, not in the past; location unless Online)',
        security: bearerSecurity,
        body: ZCreateAuctionBody,
        response: { 200: ZAuctionIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => createAuction(db, callerOf(request), request.body),
  );

  r.get(
    '/api/auctions/statuscount',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Auction counts per list tab',
        security: bearerSecurity,
        response: {
          200: ZAuctionStatusCounts,
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => countAuctionStatuses(db, callerOf(request)),
  );

  r.post(
    '/api/auctions/list',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: 'One tab of the auction list (default sort startTime descending, page size 10)',
        security: bearerSecurity,
        body: ZAuctionListBody,
        response: { 200: ZAuctionListPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAuctions(db, callerOf(request), request.body),
  );

  r.get(
    '/api/auctions/lookup',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Unstarted auctions of the company (for assigning lots)',
        security: bearerSecurity,
        response: {
          200: z.array(ZUnstartedAuction),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => lookupUnstartedAuctions(db, callerOf(request)),
  );

  r.post(
    '/api/auctions/lookup/auctioneer',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: "The company's auctions starting at a date-time (same-start warning), or on a day",
        security: bearerSecurity,
        body: ZAuctioneerLookupBody,
        response: {
          200: z.array(ZAuctioneerAuction),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => lookupAuctioneerAuctions(db, callerOf(request), request.body),
  );

  r.post(
    '/api/auctions/lookup',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Auction lookup for report filters (admin: any company; staff: own)',
        security: bearerSecurity,
        body: ZAuctionLookupBody,
        response: {
          200: z.array(ZReportAuction),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => lookupReportAuctions(db, callerOf(request), request.body),
  );

  r.get(
    '/api/auctions/:auctionId',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Auction detail: settings, flags, lots, bidders per lot and their counts',
        security: bearerSecurity,
        params: ZAuctionParams,
        response: { 200: ZAuctionDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => getAuction(db, callerOf(request), request.params.auctionId),
  );

  r.put(
    '/api/auctions/:auctionId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Save auction settings (only before the auction starts)',
        security: bearerSecurity,
        params: ZAuctionParams,
        body: ZUpdateAuctionBody,
        response: { 200: ZAuctionIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateAuction(db, callerOf(request), request.params.auctionId, request.body),
  );

  r.delete(
    '/api/auctions/:auctionId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Permanently delete an auction without lots',
        security: bearerSecurity,
        params: ZAuctionParams,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteAuction(db, callerOf(request), request.params.auctionId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/auctions/:auctionId/streams',
    {
      onRequest: authorize(...READERS, 'Bidder'),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Video streams of an auction (bidders: auctions with a published lot)',
        security: bearerSecurity,
        params: ZAuctionParams,
        response: { 200: z.array(ZAuctionStream), ...ERROR_ANSWERS },
      },
    },
    async (request) => listStreams(db, callerOf(request), request.params.auctionId),
  );

  r.post(
    '/api/auctions/:auctionId/streams',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Add a stream (YouTube links are rewritten to the watch link)',
        security: bearerSecurity,
        params: ZAuctionParams,
        body: ZStreamBody,
        response: { 200: ZAuctionStream, ...ERROR_ANSWERS },
      },
    },
    async (request) => createStream(db, callerOf(request), request.params.auctionId, request.body),
  );

  r.put(
    '/api/auctions/:auctionId/streams/:streamId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Update a stream',
        security: bearerSecurity,
        params: ZStreamParams,
        body: ZStreamBody,
        response: { 200: ZAuctionStream, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      updateStream(db, callerOf(request), request.params.auctionId, request.params.streamId, request.body),
  );

  r.delete(
    '/api/auctions/:auctionId/streams/:streamId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags: [TAGS.auctions],
        summary: 'Delete a stream',
        security: bearerSecurity,
        params: ZStreamParams,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteStream(db, callerOf(request), request.params.auctionId, request.params.streamId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/lots/list/auctionhost',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.auctions],
        summary: "The host's lots in live, upcoming or completed auctions, with address and winner",
        security: bearerSecurity,
        body: ZAuctionHostLotsBody,
        response: { 200: ZAuctionHostLotPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAuctionHostLots(db, callerOf(request), request.body),
  );
}
