import { ROLES, ZFileLink } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { linkCaseDocument, linkLotDocument } from './link-document';

/**
 * Downloads of private files (ADR 0037): each route authorises the caller for the one document (role,
 * ownership, visibility flags) and answers a short-lived link to it. Public files (photos, logos) keep
 * their plain /files/ URLs.
 */
export function fileRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;

  r.get(
    '/api/documents/:id/download',
    {
      onRequest: authorize(...ROLES),
      schema: {
        tags: [TAGS.documents],
        summary:
          'A short-lived link to a case document (staff of its company, admins; the client and bidders only when it is visible to them)',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZFileLink, ...ERROR_ANSWERS },
      },
    },
    async (request) => linkCaseDocument(db, storage, callerOf(request), request.params.id),
  );

  r.get(
    '/api/lotdocuments/:id/download',
    {
      onRequest: authorize(...ROLES),
      schema: {
        tags: [TAGS.documents],
        summary:
          "A short-lived link to a lot document (readers of the lot's case, and the bidder who won the lot)",
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZFileLink, ...ERROR_ANSWERS },
      },
    },
    async (request) => linkLotDocument(db, storage, callerOf(request), request.params.id),
  );
}
