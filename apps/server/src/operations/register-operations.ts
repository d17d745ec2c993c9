import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import type { LiveBus } from '../live/bus';
import { type Drain, registerDrain } from './drain';
import { healthRoutes } from './health-routes';
import { createMetrics, type Metrics } from './metrics';
import { serveMetrics } from './metrics-endpoint';

/** The REST routes that place a bid (the bidder's own and staff's for a bidder in the room). */
const BID_ROUTES = new Set([
  '/api/auctions/:auctionId/lots/:lotId/bids',
  '/api/auctions/:auctionId/lots/:lotId/bids/placebid',
]);
const refusals = new WeakMap<FastifyRequest, { status: number; message: string }>();

/** Liveness stays answerable under load: an orchestrator must not restart a process for being busy. */
const LIVENESS = '/api/health/live';

type UnderPressureHandler = NonNullable<Parameters<typeof underPressure>[1]['pressureHandler']>;

/**
 * An overloaded process's fast answer. under-pressure sends what the handler returns and goes on with the
 * request when it returns nothing (its types say void for both).
 */
function shedding(request: FastifyRequest, reply: FastifyReply) {
  if (request.url === LIVENESS) return undefined;
  reply.code(503).header('retry-after', '1');
  return { message: 'The server is busy. Please try again in a moment.' };
}

export interface Operations {
  drain: Drain;
  /** Present when METRICS_PORT or METRICS_TOKEN is set. */
  metrics: Metrics | null;
}

/**
 * What running several processes behind a balancer needs (ADR 0026): drain on SIGTERM, liveness and readiness,
 * load shedding, and the metrics. Registered before the routes, so its hooks see every request.
 */
export async function registerOperations(
  app: FastifyInstance,
  options: { config: Config; database: Database; bus: LiveBus; liveSubscribers: () => number },
): Promise<Operations> {
  const { config } = options;
  const drain = registerDrain(app);
  healthRoutes(app, { db: options.database.db, bus: options.bus, drain });

  const shedAt = config.SHED_EVENT_LOOP_DELAY_MS ?? (options.database.kind === 'postgres' ? 1000 : 0);
  if (shedAt > 0)
    await app.register(underPressure, {
      maxEventLoopDelay: shedAt,
      pressureHandler: shedding as UnderPressureHandler,
    });

  const metricsOn = config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined;
  if (!metricsOn) return { drain, metrics: null };
  const metrics = createMetrics({
    database: options.database,
    bus: options.bus,
    liveSubscribers: options.liveSubscribers,
  });
  app.addHook('onError', (request, _reply, error, done) => {
    if (BID_ROUTES.has(request.routeOptions.url ?? '') && error instanceof HttpError)
      refusals.set(request, { status: error.statusCode, message: error.message });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (BID_ROUTES.has(request.routeOptions.url ?? '')) {
      const refusal =
        refusals.get(request) ??
        (reply.statusCode >= 400 ? { status: reply.statusCode, message: '' } : undefined);
      metrics.bidAnswered('rest', reply.elapsedTime / 1000, refusal);
    }
    done();
  });
  serveMetrics(app, config, metrics);
  return { drain, metrics };
}
