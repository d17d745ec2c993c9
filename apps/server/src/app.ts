import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LiveBus } from './live/bus';
import { InProcessBus } from './live/bus-in-process';
import { RedisBus } from './live/bus-redis';
import { KeyedQueue, type LiveContext } from './live/context';
import { type LotClock, startLotClock } from './live/lot-clock';
import { placeBid } from './live/place-bid';
import { registerLiveStream } from './live/stream-service';
import { accountRoutes } from './modules/accounts/routes';
import { auctionRoutes } from './modules/auctions/routes';
import { authRoutes } from './modules/auth/routes';
import { caseRoutes } from './modules/cases/routes';
import type { ModuleDeps } from './modules/deps';
import { participationRoutes } from './modules/live/participation-routes';
import { liveRoutes } from './modules/live/routes';
import { lotRoutes } from './modules/lots/routes';
import { mapsRoutes } from './modules/maps/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticFiles } from './plugins/static-files';
import { registerSwagger } from './plugins/swagger';
import { createStorage } from './providers/storage/create-storage';
import type { FileStorage } from './providers/storage/storage';

export interface AppDependencies {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** Live-event bus; defaults to Redis when REDIS_URL is set, else in-process (closed with the app). */
  bus?: LiveBus;
  /** File storage; defaults to S3 when S3_BUCKET is set, else local disk under DATA_DIR/files. */
  storage?: FileStorage;
  /** Run the lot clock on a timer (default). Tests turn it off and call `app.live.clock.tick()`. */
  lotClock?: { intervalMs?: number; enabled?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    live: { ctx: LiveContext; clock: LotClock | null };
  }
}

/** Builds the whole HTTP app. `main.ts` listens on it; tests drive it with `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, jwtSecret } = deps;
  // First, so a half-configured S3 stops the boot before anything is opened.
  const storage = deps.storage ?? createStorage(config);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            transport:
              config.NODE_ENV === 'development'
                ? {
                    target: 'pino-pretty',
                    options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
                  }
                : undefined,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(formBody);
  const rateLimitRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void rateLimitRedis.quit());
  await app.register(rateLimit, { global: false, redis: rateLimitRedis, nameSpace: 'bidright-rl:' });
  await registerSwagger(app);
  registerAuth(app, jwtSecret);

  const db = database.db;
  authRoutes(app, { db, config, jwtSecret });
  userRoutes(app, db);
  systemRoutes(app);

  // The live core: one bus and one per-lot queue per process, shared by REST, the stream and the clock.
  const bus = deps.bus ?? (config.REDIS_URL ? new RedisBus(config.REDIS_URL) : new InProcessBus());
  const liveCtx: LiveContext = {
    db,
    rawTransaction: database.rawTransaction,
    bus,
    lotQueue: new KeyedQueue(),
  };
  liveRoutes(app, liveCtx);
  participationRoutes(app, liveCtx);

  // Staff management areas (spec part 2).
  const moduleDeps: ModuleDeps = {
    db,
    config,
    live: liveCtx,
    storage,
  };
  caseRoutes(app, moduleDeps);
  lotRoutes(app, moduleDeps);
  auctionRoutes(app, moduleDeps);
  accountRoutes(app, moduleDeps);
  mapsRoutes(app, config);
  registerLiveStream(app, {
    db,
    bus,
    jwtSecret,
    placeBid: async (input) =>
      (
        await placeBid(liveCtx, {
          lotId: input.lotId,
          bidderUserId: input.userId,
          amountCents: input.amountCents,
        })
      ).event,
  });
  const clockEnabled = deps.lotClock?.enabled ?? true;
  app.decorate('live', { ctx: liveCtx, clock: null as LotClock | null });
  app.addHook('onReady', async () => {
    if (clockEnabled)
      app.live.clock = startLotClock(liveCtx, { intervalMs: deps.lotClock?.intervalMs, log: app.log });
  });
  app.addHook('onClose', async () => {
    await app.live.clock?.stop();
    if (!deps.bus) await bus.close();
  });

  await registerStaticFiles(app, { dataDir: config.DATA_DIR, webDist: deps.webDist });
  return app;
}
