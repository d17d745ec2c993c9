import {
  ZBidderApprovalSwitchBody,
  ZMySaleApproval,
  ZSaleApproval,
  ZSaleApprovalDecisionBody,
  ZSaleApprovalQueue,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { myApproval } from './admit-to-sale';
import { decideApproval, listApprovals, setBidderApproval } from './manage-approvals';

const secured = { tags: [TAGS.saleApprovals], security: bearerSecurity };
const ZAuctionParams = idParams('auctionId');

/**
 * Per-sale approval (issue 43 point 3, ADR 0075): the host's switch on an auction, its queue of requests,
 * decisions (an admin's override), and the bidder's own standing. The gate itself runs in the join route.
 */
export function saleApprovalRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.put(
    '/api/auctions/:auctionId/bidderapproval',
    {
      onRequest: authorize('Auctioneer', 'Employee'),
      schema: {
        ...secured,
        summary: 'Require approval of each bidder for this auction (off by default)',
        params: ZAuctionParams,
        body: ZBidderApprovalSwitchBody,
        response: { 200: ZBidderApprovalSwitchBody, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      setBidderApproval(db, callerOf(request), request.params.auctionId, request.body.requireApproval),
  );
  r.get(
    '/api/auctions/:auctionId/approvals',
    {
      onRequest: authorize('Auctioneer', 'Employee', 'Admin'),
      schema: {
        ...secured,
        summary: "The auction's bidder requests, pending first",
        params: ZAuctionParams,
        response: { 200: ZSaleApprovalQueue, ...ERROR_ANSWERS },
      },
    },
    async (request) => listApprovals(db, callerOf(request), request.params.auctionId),
  );
  r.post(
    '/api/saleapprovals/:approvalId/decision',
    {
      onRequest: authorize('Auctioneer', 'Employee', 'Admin'),
      schema: {
        ...secured,
        summary: 'Approve, or deny with a reason; an admin may override a decision (with a reason)',
        params: idParams('approvalId'),
        body: ZSaleApprovalDecisionBody,
        response: { 200: ZSaleApproval, ...ERROR_ANSWERS },
      },
    },
    async (request) => decideApproval(db, callerOf(request), request.params.approvalId, request.body),
  );
  r.get(
    '/api/auctions/:auctionId/myapproval',
    {
      onRequest: authorize('Bidder'),
      schema: {
        ...secured,
        summary: "The caller's standing in the auction: nothing asked, pending, approved or denied",
        params: ZAuctionParams,
        response: { 200: ZMySaleApproval, ...ERROR_ANSWERS },
      },
    },
    async (request) => myApproval(db, request.params.auctionId, callerOf(request).id),
  );
}
