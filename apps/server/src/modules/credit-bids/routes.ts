import {
  STAFF_ROLES,
  ZAuctionCreditBidsAnswer,
  ZCaseCreditBidsAnswer,
  ZCreditBidConfirmBody,
  ZCreditBidEntryBody,
  ZCreditBidSettingsBody,
  ZLotCreditBid,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { confirmCreditBid } from './confirm-credit-bid';
import { enterCreditBid } from './enter-credit-bid';
import { listAuctionCreditBids, listCaseCreditBids } from './list-credit-bids';
import { setCreditBidSettings } from './set-credit-bid-settings';

const ZLotParams = z.object({ lotId: ZRouteId });

/**
 * The plaintiff's credit bid, entered twice (issue 43 point 2, ADR 0074): the firm enters, a second person
 * confirms blind, the host requires it per auction. Each route checks the role here and the ownership in
 * its use case (the case's firm for clients, the host company for staff).
 */
export function creditBidRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = [TAGS.lots];

  r.get(
    '/api/credit-bids/cases/:caseId',
    {
      onRequest: authorize(...STAFF_ROLES, 'Client', 'Admin'),
      schema: {
        tags,
        summary: "The plaintiff's credit bid of each lot of a case (amounts only when not blind)",
        security: bearerSecurity,
        params: z.object({ caseId: ZRouteId }),
        response: { 200: ZCaseCreditBidsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listCaseCreditBids(db, callerOf(request), request.params.caseId),
  );

  r.get(
    '/api/credit-bids/auctions/:auctionId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "An auction's credit-bid requirement and each lot's credit bid (the host's staff)",
        security: bearerSecurity,
        params: z.object({ auctionId: ZRouteId }),
        response: { 200: ZAuctionCreditBidsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAuctionCreditBids(db, callerOf(request), request.params.auctionId),
  );

  r.put(
    '/api/credit-bids/auctions/:auctionId/settings',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary:
          'Require (or not) a confirmed credit bid before the lots of an auction start; deadline and share',
        security: bearerSecurity,
        params: z.object({ auctionId: ZRouteId }),
        body: ZCreditBidSettingsBody,
        response: { 200: ZAuctionCreditBidsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => setCreditBidSettings(db, callerOf(request), request.params.auctionId, request.body),
  );

  r.post(
    '/api/credit-bids/lots/:lotId/entry',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: "Enter the plaintiff's credit bid, or that the plaintiff does not bid (the case's firm)",
        security: bearerSecurity,
        params: ZLotParams,
        body: ZCreditBidEntryBody,
        response: { 200: ZLotCreditBid, ...ERROR_ANSWERS },
      },
    },
    async (request) => enterCreditBid(db, callerOf(request), request.params.lotId, request.body),
  );

  r.post(
    '/api/credit-bids/lots/:lotId/confirmation',
    {
      onRequest: authorize(...STAFF_ROLES, 'Client'),
      schema: {
        tags,
        summary:
          'Confirm a credit bid by typing it again, blind (a second attorney of the firm, or the host)',
        security: bearerSecurity,
        params: ZLotParams,
        body: ZCreditBidConfirmBody,
        response: { 200: ZLotCreditBid, ...ERROR_ANSWERS },
      },
    },
    async (request) => confirmCreditBid(deps, callerOf(request), request.params.lotId, request.body),
  );
}
