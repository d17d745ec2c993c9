import {
  ZDeclareWinnerBody,
  ZDeedDeliveryBody,
  ZIdAnswer,
  ZLotActivity,
  ZLotBody,
  ZLotOrderRow,
  ZLotView,
  ZPostponeBody,
  ZPublishLotAnswer,
  ZReorderBody,
} from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../http/access-token';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, STAFF, ZRouteId } from '../../http/route-kit';
import { UPLOAD_MAX_BYTES } from '../../uploads/upload-rules';
import type { ModuleDeps } from '../deps';
import { addLotToAuction, removeLotFromAuction, reorderLot } from './arrange-auction-lots';
import { declareWinner } from './declare-winner';
import { listLotActivity } from './list-lot-activity';
import { postponeLot, publishLot } from './publish-lot';
import { createLot, deleteLot, updateLot } from './save-lot';
import { confirmDeposit, confirmPayment, markDeedIssued, markDeedReady, setDeedDelivery } from './settle-lot';

/**
 * Staff management routes of the Lots area (spec part 2). They live in their own scope with the multipart
 * parser they always had; properties, documents and featured lots have their own areas.
 */
export function lotRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    });
    lotManagementRoutes(scope, deps);
  });
}

function lotManagementRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, alerts } = deps;

  r.post(
    '/api/lots/:caseId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Create a Draft lot in the case (defaults: opening bid 0, required down 25 %, increment 1)',
        security: bearerSecurity,
        params: z.object({ caseId: ZRouteId }),
        body: ZLotBody,
        response: { 200: ZIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => createLot(db, callerOf(request), request.params.caseId, request.body),
  );

  r.put(
    '/api/lots/:lotId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Update the lot details and auction (only a Draft lot changes auction)',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        body: ZLotBody,
        response: { 200: ZLotView, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateLot(db, callerOf(request), request.params.lotId, request.body),
  );

  r.delete(
    '/api/lots/:lotId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Delete a lot without properties',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteLot(db, deps.storage, callerOf(request), request.params.lotId);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/api/lots/:lotId/list',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: "Publish a Draft lot (409 'Missing Required Info' without an auction or a property)",
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        response: { 200: ZPublishLotAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => publishLot(db, alerts, callerOf(request), request.params.lotId),
  );

  r.put(
    '/api/lots/:lotId/postpone',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Set (with the new date) or remove the postponement of a published lot',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        body: ZPostponeBody,
        response: { 200: ZLotView, ...ERROR_ANSWERS },
      },
    },
    async (request) => postponeLot(db, alerts, callerOf(request), request.params.lotId, request.body),
  );

  r.post(
    '/api/lots/:lotId/declarewinner',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Add, change (to a bid of the lot) or remove the winner of a stopped lot',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        body: ZDeclareWinnerBody,
        response: { 200: ZLotView, ...ERROR_ANSWERS },
      },
    },
    async (request) => declareWinner(db, callerOf(request), request.params.lotId, request.body),
  );

  r.post(
    '/api/lots/:lotId/:auctionId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Add a Draft lot to an auction (last)',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId, auctionId: ZRouteId }),
        response: { 200: ZLotView, ...ERROR_ANSWERS },
      },
    },
    async (request) => addLotToAuction(db, callerOf(request), request.params.lotId, request.params.auctionId),
  );

  r.delete(
    '/api/lots/:lotId/:auctionId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Remove a Draft lot from its auction',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId, auctionId: ZRouteId }),
        response: { 200: ZLotView, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      removeLotFromAuction(db, callerOf(request), request.params.lotId, request.params.auctionId),
  );

  r.put(
    '/api/lots/:lotId/reorder/:auctionId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.lots],
        summary: 'Move a lot right below aboveId (first when null); answers the new order',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId, auctionId: ZRouteId }),
        body: ZReorderBody,
        response: { 200: z.array(ZLotOrderRow), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      reorderLot(db, callerOf(request), request.params.lotId, request.params.auctionId, request.body.aboveId),
  );

  const step = (
    path: string,
    summary: string,
    action: (lotId: number, caller: AuthUser) => Promise<z.infer<typeof ZLotView>>,
  ) =>
    r.put(
      path,
      {
        onRequest: authorize(...STAFF),
        schema: {
          tags: [TAGS.lots],
          summary,
          security: bearerSecurity,
          params: z.object({ lotId: ZRouteId }),
          response: { 200: ZLotView, ...ERROR_ANSWERS },
        },
      },
      async (request) => action(request.params.lotId, callerOf(request)),
    );
  step('/api/lots/:lotId/deposit', 'Confirm the initial deposit (status kept)', (lotId, caller) =>
    confirmDeposit(db, alerts, caller, lotId),
  );
  step('/api/lots/:lotId/payment', 'Confirm the full payment (to CompleteTransaction)', (lotId, caller) =>
    confirmPayment(db, alerts, caller, lotId),
  );
  step(
    '/api/lots/:lotId/deedready',
    'Mark as Deed Ready (the case must be court approved)',
    (lotId, caller) => markDeedReady(db, alerts, caller, lotId),
  );
  step(
    '/api/lots/:lotId/deedissued',
    'Mark as Deed Issued (needs the deed delivery option)',
    (lotId, caller) => markDeedIssued(db, alerts, caller, lotId),
  );

  r.put(
    '/api/lots/:lotId/setdeeddelivery',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.lots],
        summary: "The winning bidder's deed delivery choice (PickUp or Ship with an address)",
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        body: ZDeedDeliveryBody,
        response: {
          200: z.object({
            id: z.string(),
            lotStatus: z.string(),
            deedDelivery: z.string().nullable(),
            deedShippingAddress: z.string().nullable(),
          }),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => setDeedDelivery(db, callerOf(request), request.params.lotId, request.body),
  );

  r.get(
    '/api/lots/:lotId/activity',
    {
      onRequest: authorize(...STAFF, 'Client', 'Admin'),
      schema: {
        tags: [TAGS.lots],
        summary: 'Activity log of the lot, newest first',
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        response: { 200: z.array(ZLotActivity), ...ERROR_ANSWERS },
      },
    },
    async (request) => listLotActivity(db, callerOf(request), request.params.lotId),
  );
}
