import { ZApiError, ZId, ZLotAuditChain } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { readLotAudit } from '../../live/views/read-lot-audit';

/** The tamper-evident audit trail of a lot (ADR 0008). */
export function auditRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lots/:lotId/audit',
    {
      onRequest: authorize('Auctioneer', 'Employee', 'Admin', 'Bidder'),
      schema: {
        tags: [TAGS.live],
        summary:
          "Verify and read a lot's hash-chained event log (owning host, admin, or a bidder on the lot)",
        security: bearerSecurity,
        params: z.object({ lotId: ZId }),
        response: { 200: ZLotAuditChain, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const chain = await readLotAudit(db, callerOf(request), request.params.lotId);
      return { ...chain, lotId: String(chain.lotId) };
    },
  );
}
