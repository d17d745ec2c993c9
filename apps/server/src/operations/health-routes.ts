import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { TAGS } from '../http/openapi-tags';
import type { LiveBus } from '../live/bus';
import { DEPLOYING, type Drain } from './drain';

/** A check that does not answer within this is failed: a probe must answer before the balancer gives up. */
const CHECK_TIMEOUT_MS = 2000;

const ZChecks = z.object({
  database: z.boolean(),
  jobs: z.boolean(),
  /** Only where REDIS_URL is set. */
  redis: z.boolean().optional(),
});

export const ZReady = z.object({ status: z.literal('ready'), checks: ZChecks });
export const ZNotReady = z.object({
  message: z.string(),
  status: z.enum(['draining', 'not-ready']),
  checks: ZChecks,
});

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const outcome = check().then(
    () => true,
    () => false,
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (the process answers: restart it if not) and readiness (send it traffic): ready means not draining,
 * the database answers, the job queue's tables are there and, with Redis configured, the live bus is connected.
 */
export function healthRoutes(app: FastifyInstance, options: { db: Db; bus: LiveBus; drain: Drain }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health/live',
    {
      schema: {
        tags: [TAGS.system],
        summary: 'Liveness probe: the process is up and its event loop turns',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );
  r.get(
    '/api/health/ready',
    {
      schema: {
        tags: [TAGS.system],
        summary: 'Readiness probe: database, job queue and (where configured) Redis; 503 while draining',
        response: { 200: ZReady, 503: ZNotReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const bus = options.bus.status();
      const [database, jobs] = await Promise.all([
        passes(() => options.db.execute(sql`select 1`)),
        passes(() => options.db.execute(sql`select 1 from pgboss.version limit 1`)),
      ]);
      const checks = { database, jobs, ...(bus.kind === 'redis' ? { redis: bus.connected } : {}) };
      if (options.drain.draining)
        return reply.code(503).send({ ...DEPLOYING, status: 'draining' as const, checks });
      if (Object.values(checks).every(Boolean)) return { status: 'ready' as const, checks };
      return reply.code(503).send({ ...DEPLOYING, status: 'not-ready' as const, checks });
    },
  );
}
