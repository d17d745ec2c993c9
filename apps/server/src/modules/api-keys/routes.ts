import {
  API_KEY_MESSAGES,
  ZApiKey,
  ZApiLot,
  ZNewApiKey,
  ZPublicAuction,
  ZPublicBid,
  ZPublicCase,
  ZPublicPageQuery,
  zPublicPage,
} from '@bidright/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { companyOfApiKey, deactivateApiKey, generateApiKey, hashApiKey, listApiKeys } from './api-keys';
import { listPublicAuctions, listPublicCases, listPublicLotBids, listPublicLots } from './public-api';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company whose API key authorised this /api/v1 request. */
    apiKeyCompanyId?: number;
  }
}

/** The OpenAPI tag of the public read-only surface. */
export const PUBLIC_API_TAG = TAGS.publicApi;
const apiKeySecurity: { [scheme: string]: string[] }[] = [{ apiKeyHeader: [] }, { apiKeyAuthorization: [] }];

/** The key a request presents: `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. */
export function presentedApiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('ApiKey ')) return header.slice(7).trim() || null;
  const xKey = request.headers['x-api-key'];
  return typeof xKey === 'string' && xKey.trim() ? xKey.trim() : null;
}

/** API credentials of the settings page (auctioneers only) and the /api/v1 surface a key opens. */
export function apiKeyRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = [TAGS.companies];

  r.get(
    '/api/settings/apikey',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        tags,
        summary: "The company's API keys (masked: stars plus the last six characters)",
        security: bearerSecurity,
        response: { 200: z.array(ZApiKey), ...ERROR_ANSWERS },
      },
    },
    async (request) => listApiKeys(db, callerOf(request)),
  );
  r.post(
    '/api/settings/apikey',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        tags,
        summary: 'Generate an API key; the full key is answered this once and stored only hashed',
        security: bearerSecurity,
        response: { 200: ZNewApiKey.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => generateApiKey(db, callerOf(request)),
  );
  r.delete(
    '/api/settings/apikey/:id',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        tags,
        summary: 'Deactivate an API key of the company',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZApiKey.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => deactivateApiKey(db, callerOf(request), request.params.id),
  );

  app.register(async (scope) => publicApiRoutes(scope, deps));
}

function publicApiRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const tags = [PUBLIC_API_TAG];

  // Every /api/v1 call needs a live key of a company; a bearer token opens nothing here.
  app.addHook('onRequest', async (request) => {
    const key = presentedApiKey(request);
    if (!key) throw unauthorized(API_KEY_MESSAGES.missing);
    const companyId = await companyOfApiKey(db, key);
    if (companyId === null) throw unauthorized(API_KEY_MESSAGES.invalid);
    request.apiKeyCompanyId = companyId;
  });
  const companyOf = (request: FastifyRequest) => {
    if (request.apiKeyCompanyId === undefined) throw unauthorized(API_KEY_MESSAGES.missing);
    return request.apiKeyCompanyId;
  };
  // Per key (its hash), not per IP: several integrations behind one address each get their own budget.
  const rateLimit = {
    max: config.API_KEY_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const key = presentedApiKey(request);
      return key ? `apikey:${hashApiKey(key)}` : `apikey-ip:${request.ip}`;
    },
  };

  r.get(
    '/api/v1/auctions',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "The key's company auctions, newest start first",
        security: apiKeySecurity,
        querystring: ZPublicPageQuery,
        response: { 200: zPublicPage(ZPublicAuction), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPublicAuctions(db, companyOf(request), request.query),
  );
  r.get(
    '/api/v1/auctions/:auctionId/lots',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Lots of one auction: status, opening bid, high bid and winner (by paddle number)',
        security: apiKeySecurity,
        params: z.object({ auctionId: ZRouteId }),
        querystring: ZPublicPageQuery,
        response: { 200: zPublicPage(ZApiLot), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      listPublicLots(db, companyOf(request), { ...request.query, auctionId: request.params.auctionId }),
  );
  r.get(
    '/api/v1/lots',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "The key's company published lots: status, opening bid, high bid and winner",
        security: apiKeySecurity,
        querystring: ZPublicPageQuery,
        response: { 200: zPublicPage(ZApiLot), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPublicLots(db, companyOf(request), request.query),
  );
  r.get(
    '/api/v1/lots/:lotId/bids',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Bid history of a closed lot, oldest first (empty with isClosed false while the lot is open)',
        security: apiKeySecurity,
        params: z.object({ lotId: ZRouteId }),
        querystring: ZPublicPageQuery,
        response: { 200: zPublicPage(ZPublicBid).extend({ isClosed: z.boolean() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPublicLotBids(db, companyOf(request), request.params.lotId, request.query),
  );
  r.get(
    '/api/v1/cases',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "The key's company cases with the post-sale state of their lots",
        security: apiKeySecurity,
        querystring: ZPublicPageQuery,
        response: { 200: zPublicPage(ZPublicCase), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPublicCases(db, companyOf(request), request.query),
  );
}
