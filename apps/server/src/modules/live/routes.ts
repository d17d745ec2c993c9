import {
  STAFF_ROLES,
  streamLotJson,
  type TStreamLotFields,
  toCents,
  ZApiError,
  ZBidderLot,
  ZBidHistoryQuery,
  ZBidPage,
  ZBidReceipt,
  ZId,
  ZJoinedLot,
  ZLastBid,
  ZLiveAuction,
  ZLotControlAnswer,
  ZLotNumber,
  ZMinIncBody,
  ZMinIncrementAnswer,
  ZPlaceBidBody,
  ZStaffBidBody,
  ZStopLotAnswer,
  zText,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { placeBid } from '../../live/bidding/place-bid';
import { placeBidForBidder } from '../../live/bidding/staff-bid';
import {
  cancelStopAlert,
  changeMinIncrement,
  notifyStop,
  startLot,
  stopLot,
} from '../../live/clock/lot-control';
import type { LiveContext } from '../../live/context';
import {
  loadAuctionLotNumbers,
  loadBidderLot,
  loadBidHistory,
  loadJoinedLots,
  loadLastBid,
  loadLiveAuction,
} from '../../live/views/lot-views';
import { maximumBidRoutes } from './maximum-bid-routes';
import { salePauseRoutes } from './sale-pause-routes';

const STAFF = STAFF_ROLES;

/** Present a receipt without the internal event it carries. */
const receiptAnswer = ({ event: _event, ...receipt }: Awaited<ReturnType<typeof placeBid>>) => ({
  ...receipt,
  lotId: String(receipt.lotId),
  bidId: String(receipt.bidId),
});

/** A live lot message (protobuf object) as plain JSON for REST, field by field (the domain's mapping). */
const lotJson = (lot: TStreamLotFields) => streamLotJson(lot);

export function liveRoutes(
  app: FastifyInstance,
  ctx: LiveContext,
  outagePolicy: { thresholdSeconds: number; marginSeconds: number; beatSeconds: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  maximumBidRoutes(app, ctx);
  salePauseRoutes(app, ctx, outagePolicy);
  // The spec sends the new increment as a bare JSON string with the JSON-patch content type.
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }));
    }
  });

  r.post(
    '/api/auctions/:auctionId/lots/:lotId/bids',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.bidding],
        summary: 'Place a bid (whole dollars)',
        security: bearerSecurity,
        params: z.object({ auctionId: ZId, lotId: ZId }),
        body: ZPlaceBidBody,
        response: { 200: ZBidReceipt, 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const receipt = await placeBid(ctx, {
        lotId: request.params.lotId,
        auctionId: request.params.auctionId,
        bidderUserId: callerOf(request).id,
        amountCents: toCents(request.body.amount),
      });
      return receiptAnswer(receipt);
    },
  );

  r.post(
    '/api/auctions/:auctionId/lots/:lotId/bids/placebid',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.bidding],
        summary: "Staff bid for a bidder in the room (capped at the bidder's deposit)",
        security: bearerSecurity,
        params: z.object({ auctionId: ZId, lotId: ZId }),
        body: ZStaffBidBody,
        response: { 200: ZBidReceipt, 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      receiptAnswer(
        await placeBidForBidder(ctx, callerOf(request), {
          auctionId: request.params.auctionId,
          lotId: request.params.lotId,
          bidderId: request.body.bidderId,
          amountDollars: request.body.amount,
        }),
      ),
  );

  r.get(
    '/api/lots/:lotId/lastbid',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.bidding],
        summary: 'The last bid of a lot (204 when there is none)',
        security: bearerSecurity,
        params: z.object({ lotId: ZId }),
        response: {
          200: ZLastBid,
          204: z.null(),
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const last = await loadLastBid(ctx.db, request.params.lotId);
      if (!last) return reply.code(204).send(null);
      return last;
    },
  );

  r.post(
    '/api/auctions/lots/:lotId/bids',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.bidding],
        summary: 'Bid history of a lot, newest first, paged',
        security: bearerSecurity,
        params: z.object({ lotId: ZId }),
        body: ZBidHistoryQuery.optional(),
        response: { 200: ZBidPage, 404: ZApiError },
      },
    },
    async (request) =>
      loadBidHistory(
        ctx.db,
        request.params.lotId,
        request.body ?? { pageNumber: 1, pageSize: 10 },
        callerOf(request),
      ),
  );

  const control = (
    path: string,
    summary: string,
    answer: typeof ZLotControlAnswer | typeof ZStopLotAnswer,
    action: (lotId: number, caller: ReturnType<typeof callerOf>) => Promise<{ lot: TStreamLotFields }>,
  ) =>
    r.put(
      path,
      {
        onRequest: authorize(...STAFF),
        schema: {
          tags: [TAGS.live],
          summary,
          security: bearerSecurity,
          params: z.object({ id: ZId }),
          response: {
            200: answer,
            403: ZApiError,
            404: ZApiError,
            409: ZApiError,
          },
        },
      },
      async (request) => {
        const result = await action(request.params.id, callerOf(request));
        return { ...result, lot: lotJson(result.lot) };
      },
    );
  control('/api/lots/:id/start', 'START a manual lot', ZLotControlAnswer, (lotId, caller) =>
    startLot(ctx, lotId, caller),
  );
  control(
    '/api/lots/:id/stop',
    'FINISH a manual lot (re-alerts if the last bid is under 10 s old)',
    ZStopLotAnswer,
    (lotId, caller) => stopLot(ctx, lotId, caller),
  );
  control('/api/lots/:id/notifystop', 'Send the 10-second stop alert', ZLotControlAnswer, (lotId, caller) =>
    notifyStop(ctx, lotId, caller),
  );
  control('/api/lots/:id/notifystopcancel', 'Cancel the stop alert', ZLotControlAnswer, (lotId, caller) =>
    cancelStopAlert(ctx, lotId, caller),
  );

  r.put(
    '/api/lots/:id/mininc',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.live],
        summary: 'Raise the minimum bid increment (body: a JSON string of dollars)',
        security: bearerSecurity,
        consumes: ['application/json-patch+json', 'application/json'],
        params: z.object({ id: ZId }),
        body: ZMinIncBody,
        response: {
          200: ZMinIncrementAnswer,
          400: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const result = await changeMinIncrement(
        ctx,
        request.params.id,
        callerOf(request),
        toCents(request.body),
      );
      return { ...result, lot: lotJson(result.lot) };
    },
  );

  r.get(
    '/api/lots/:lotId/bidder',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.live],
        summary: "A lot as the bidder's lot page shows it",
        security: bearerSecurity,
        params: z.object({ lotId: ZId }),
        response: { 200: ZBidderLot, ...ERROR_ANSWERS },
      },
    },
    async (request) => loadBidderLot(ctx.db, request.params.lotId, callerOf(request)),
  );

  r.get(
    '/api/lots/auction/:auctionId',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.live],
        summary: 'Lots of an auction with their lot numbers',
        security: bearerSecurity,
        params: z.object({ auctionId: ZId }),
        response: {
          200: z.array(ZLotNumber),
          404: ZApiError,
        },
      },
    },
    async (request) => loadAuctionLotNumbers(ctx.db, request.params.auctionId, callerOf(request)),
  );

  r.get(
    '/api/auctions/:auctionId/live',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.live],
        summary: 'Live auction: lots in order with their live state, start type, times, anti-sniping rule',
        security: bearerSecurity,
        params: z.object({ auctionId: ZId }),
        response: { 200: ZLiveAuction, ...ERROR_ANSWERS },
      },
    },
    async (request) => loadLiveAuction(ctx.db, request.params.auctionId, callerOf(request)),
  );

  r.get(
    '/api/bidders/grpc/:timestamp',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.live],
        summary: "The bidder's joined lots of unfinished auctions (what the live client subscribes to)",
        security: bearerSecurity,
        params: z.object({ timestamp: zText().max(40) }),
        response: { 200: z.array(ZJoinedLot), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadJoinedLots(ctx.db, callerOf(request).id);
    },
  );

  r.put(
    '/api/bidders/grpc/:lotId',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.live],
        summary: "Stop this user's live stream from sending a lot's events",
        security: bearerSecurity,
        params: z.object({ lotId: ZId }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await ctx.bus.publishControl({
        type: 'unsubscribe',
        userId: callerOf(request).id,
        lotId: request.params.lotId,
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/auctions/unsubscribegrpc',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.live],
        summary: "End this bidder's live stream",
        security: bearerSecurity,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await ctx.bus.publishControl({ type: 'unsubscribe', userId: callerOf(request).id });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/auctions/unsubscribegrpc/:isPresenter',
    {
      onRequest: authorize(...STAFF, 'Admin'),
      schema: {
        tags: [TAGS.live],
        summary: "End this staff user's live stream (control room or presenter)",
        security: bearerSecurity,
        params: z.object({ isPresenter: z.enum(['true', 'false']) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await ctx.bus.publishControl({ type: 'unsubscribe', userId: callerOf(request).id });
      return reply.code(204).send(null);
    },
  );
}
