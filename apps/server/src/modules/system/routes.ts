import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAGS } from '../../plugins/swagger';

export const ZServerTime = z.object({
  /** ISO 8601, UTC. */
  serverTime: z.string(),
  /** Milliseconds since the epoch; clients compute their clock offset from it. */
  epochMs: z.number(),
});

export function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/auctions/servertime',
    {
      schema: {
        tags: [TAGS.system],
        summary: "The server's clock, used to sync every countdown",
        response: { 200: ZServerTime },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = new Date();
      return { serverTime: now.toISOString(), epochMs: now.getTime() };
    },
  );
  r.get('/api/health', { schema: { tags: [TAGS.system], summary: 'Liveness probe' } }, async () => ({
    status: 'ok',
  }));
}
