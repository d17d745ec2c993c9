import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAGS } from '../../http/openapi-tags';
import type { BusStatus } from '../../live/bus';

export const ZServerTime = z.object({
  /** ISO 8601, UTC. */
  serverTime: z.string(),
  /** Milliseconds since the epoch; clients compute their clock offset from it. */
  epochMs: z.number(),
});

export const ZHealth = z.object({
  /** `degraded` while the live bus is down: the process serves, live events reach it by polling. */
  status: z.enum(['ok', 'degraded']),
  bus: z.object({ kind: z.enum(['in-process', 'redis']), connected: z.boolean() }),
});

export function systemRoutes(app: FastifyInstance, options: { busStatus: () => BusStatus }) {
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
  r.get(
    '/api/health',
    {
      schema: {
        tags: [TAGS.system],
        summary: 'Liveness probe, with the state of the live-event bus',
        response: { 200: ZHealth },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const bus = options.busStatus();
      return { status: bus.connected ? ('ok' as const) : ('degraded' as const), bus };
    },
  );
}
