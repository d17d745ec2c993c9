import {
  ZAddBidderAnswer,
  ZAddBidderBody,
  ZAddBidderCandidatePage,
  ZAddBidderCandidateQuery,
  ZBidderSearchTerm,
  ZBiddersAmountBody,
  ZChangeProfileBody,
  ZId,
  ZJoinAnswer,
  ZJoinBody,
  ZLeaveAnswer,
  ZLockedAmountAnswer,
  ZPurchaseProfileAnswer,
  ZRemoveBidderAnswer,
} from '@bidright/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import type { LiveContext } from '../../live/context';
import { addBidder, type TStaffCaller } from '../../live/participation/add-bidder';
import { findBidderByUserName, searchBiddersByName } from '../../live/participation/bidder-lookup';
import { changePurchaseProfile } from '../../live/participation/change-purchase-profile';
import { joinLot } from '../../live/participation/join-lot';
import { leaveLot } from '../../live/participation/leave-lot';
import { removeBidder } from '../../live/participation/remove-bidder';
import { updateLockedAmount } from '../../live/participation/update-locked-amount';
import { admitToSale } from '../sale-approvals/public';

const ZAuctionParams = z.object({ auctionId: ZId });
const ZLotParams = z.object({ auctionId: ZId, lotId: ZId });
const ZBidderParams = z.object({ auctionId: ZId, lotId: ZId, bidderId: ZId });

/** Staff may leave the purchase profile out: the bidder's profile for the auction (or primary one) is used. */
const ZAddBidderRequest = ZAddBidderBody.extend({
  purchaseProfileId: ZAddBidderBody.shape.purchaseProfileId.nullish(),
});

function staffOf(request: FastifyRequest): TStaffCaller {
  const caller = callerOf(request);
  return { id: caller.id, companyId: caller.companyId };
}

/**
 * Joining, leaving and deposits of lots (bidders), and adding, removing and finding bidders (staff):
 * spec part 1 §5 "Joining", "Adding a bidder in person", §7.
 */
export function participationRoutes(app: FastifyInstance, ctx: LiveContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidderOnly = authorize('Bidder');
  const staffOnly = authorize('Auctioneer', 'Employee');

  r.post(
    '/api/auctions/:auctionId/:lotId/bidders',
    {
      onRequest: bidderOnly,
      schema: {
        tags: [TAGS.live],
        summary: 'Join a lot with funds (amount > 0), pre-register (-1) or spectate (0)',
        security: bearerSecurity,
        params: ZLotParams,
        body: ZJoinBody,
        response: { 200: ZJoinAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      // Per-sale approval and non-payer holds (ADR 0075): before the join, never on the bid path.
      await admitToSale(ctx.db, request.params.auctionId, callerOf(request).id);
      return joinLot(ctx, { bidderId: callerOf(request).id, ...request.params, body: request.body });
    },
  );

  r.delete(
    '/api/auctions/:auctionId/:lotId/bidders',
    {
      onRequest: bidderOnly,
      schema: {
        tags: [TAGS.live],
        summary: 'Leave a lot (releases its deposit); the high bidder of an open lot cannot leave',
        security: bearerSecurity,
        params: ZLotParams,
        response: { 200: ZLeaveAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => leaveLot(ctx, { bidderId: callerOf(request).id, ...request.params }),
  );

  r.put(
    '/api/auctions/:auctionId/:lotId/biddersamount',
    {
      onRequest: bidderOnly,
      schema: {
        tags: [TAGS.live],
        summary: 'Change the amount locked for a lot',
        security: bearerSecurity,
        params: ZLotParams,
        body: ZBiddersAmountBody,
        response: { 200: ZLockedAmountAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      updateLockedAmount(ctx, {
        bidderId: callerOf(request).id,
        ...request.params,
        amount: request.body.amount,
      }),
  );

  r.put(
    '/api/auctions/:auctionId/bidders',
    {
      onRequest: bidderOnly,
      schema: {
        tags: [TAGS.live],
        summary: 'Change the purchase profile used in an auction',
        security: bearerSecurity,
        params: ZAuctionParams,
        body: ZChangeProfileBody,
        response: { 200: ZPurchaseProfileAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      changePurchaseProfile(ctx.db, {
        bidderId: callerOf(request).id,
        auctionId: request.params.auctionId,
        purchaseProfileId: request.body.purchaseProfileId,
      }),
  );

  r.post(
    '/api/auctions/:auctionId/:lotId/bidders/:bidderId',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAGS.bidding],
        summary: 'Add a bidder in person (staff of the auction host)',
        security: bearerSecurity,
        params: ZBidderParams,
        body: ZAddBidderRequest,
        response: { 200: ZAddBidderAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => addBidder(ctx, { staff: staffOf(request), ...request.params, body: request.body }),
  );

  r.delete(
    '/api/auctions/:auctionId/:lotId/bidders/:bidderId',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAGS.bidding],
        summary: 'Remove a bidder from a lot and kick their live connection (staff of the auction host)',
        security: bearerSecurity,
        params: ZBidderParams,
        response: { 200: ZRemoveBidderAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => removeBidder(ctx, { staff: staffOf(request), ...request.params }),
  );

  r.get(
    '/api/user/bidder/:name/name',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAGS.bidding],
        summary: 'Find bidders by partial first, last or full name (5 per page)',
        security: bearerSecurity,
        params: z.object({ name: ZBidderSearchTerm }),
        querystring: ZAddBidderCandidateQuery,
        response: { 200: ZAddBidderCandidatePage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      searchBiddersByName(ctx.db, staffOf(request), {
        term: request.params.name,
        pageNumber: request.query.pageNumber,
        lotId: request.query.lotId,
      }),
  );

  r.get(
    '/api/user/bidder/:userName',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAGS.bidding],
        summary: 'Find a bidder by exact user name',
        security: bearerSecurity,
        params: z.object({ userName: ZBidderSearchTerm }),
        querystring: ZAddBidderCandidateQuery,
        response: { 200: ZAddBidderCandidatePage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      findBidderByUserName(ctx.db, staffOf(request), {
        userName: request.params.userName,
        lotId: request.query.lotId,
      }),
  );
}
