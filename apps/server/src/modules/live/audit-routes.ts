import { ZApiError, ZId } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { readLotAudit } from '../../live/read-lot-audit';

const ZAuditChain = z.object({
  lotId: z.string(),
  /** True when every event matches its hash and the lot's head hash is the last event's. */
  isValid: z.boolean(),
  /** The first seq where the chain breaks (a changed, missing or unhashed event); null when valid. */
  brokenAtSeq: z.number().nullable(),
  reason: z.string().nullable(),
  /** The head hash the lot row holds. */
  headHash: z.string().nullable(),
  entries: z.array(
    z.object({
      seq: z.number(),
      /** Live event code (Connect 0 … BidIncChanged 14). */
      event: z.number(),
      /** When the event was appended (ISO, UTC, microseconds). */
      createdAt: z.string(),
      /** The event as stored; null where the caller may not read it (other bidders' events). */
      payload: z.unknown(),
      /** Hex SHA-256 of the previous hash and this event's canonical bytes. */
      hash: z.string().nullable(),
    }),
  ),
});

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
        response: { 200: ZAuditChain, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const chain = await readLotAudit(db, callerOf(request), request.params.lotId);
      return { ...chain, lotId: String(chain.lotId) };
    },
  );
}
