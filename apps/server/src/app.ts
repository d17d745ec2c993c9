import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, isPracticeSaleOn } from './config';
import type { Database } from './db/client';
import type { SecretBox } from './db/sealed-secrets';
import { queuedLotAlerts } from './jobs/lot-alerts-port';
import { createLotEventOutbox, type LotEventOutbox } from './jobs/lot-event-outbox';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import type { JobQueue } from './jobs/queue';
import { KnownLotMinimums } from './live/bidding/known-minimums';
import { placeBid } from './live/bidding/place-bid';
import type { LiveBus } from './live/bus';
import { type LotClock, startLotClock } from './live/clock/lot-clock';
import { KeyedQueue, type LiveContext } from './live/context';
import { InProcessBus } from './live/streams/bus-in-process';
import { RedisBus } from './live/streams/bus-redis';
import { type LiveStreamHandle, registerLiveStream } from './live/streams/stream-service';
import { accountRoutes } from './modules/accounts/routes';
import { adminCompanyRoutes } from './modules/admin-companies/routes';
import { featuredLotRoutes } from './modules/admin-content/featured-lot-routes';
import { adminContentRoutes } from './modules/admin-content/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { attorneyRoutes } from './modules/attorneys/routes';
import { auctionRoutes } from './modules/auctions/routes';
import { auditTrailRoutes } from './modules/audit-trail/routes';
import { authRoutes } from './modules/auth/routes';
import { caseRoutes } from './modules/cases/routes';
import { clientRoutes } from './modules/clients/routes';
import { companyRoutes } from './modules/companies/routes';
import { companyUserRoutes } from './modules/company-users/routes';
import { publicConfigurationRoutes } from './modules/configurations/public-routes';
import { configurationRoutes } from './modules/configurations/routes';
import { contentRoutes } from './modules/content/routes';
import { creditBidRoutes } from './modules/credit-bids/routes';
import { registerDefaults } from './modules/defaults/routes';
import type { ModuleDeps } from './modules/deps';
import { documentRoutes } from './modules/documents/routes';
import { fileRoutes } from './modules/files/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { lotPagePreview } from './modules/listings/lot-preview';
import { pinRoutes } from './modules/listings/pin-routes';
import { listingRoutes } from './modules/listings/routes';
import { searchPagePreview } from './modules/listings/search-preview';
import { auditRoutes } from './modules/live/audit-routes';
import { participationRoutes } from './modules/live/participation-routes';
import { liveRoutes } from './modules/live/routes';
import { lotRoutes } from './modules/lots/routes';
import { mapsRoutes } from './modules/maps/routes';
import { registerNotifications } from './modules/notifications/register';
import { type PracticeRunner, startPracticeSale } from './modules/practice/practice-sale';
import { practiceRoutes } from './modules/practice/routes';
import { propertyRoutes } from './modules/properties/routes';
import { reportRoutes } from './modules/reports/routes';
import { saleApprovalRoutes } from './modules/sale-approvals/routes';
import { saleRecordRoutes } from './modules/sale-records/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { verificationRoutes } from './modules/verifications/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { courtSaleDocumentRoutes, winningRoutes } from './modules/winnings/routes';
import { wireInstructionRoutes } from './modules/wire-instructions/routes';
import { timedStreamBid } from './operations/metrics';
import { type Operations, registerOperations } from './operations/register-operations';
import { registerAuditActor } from './plugins/audit-actor';
import { registerAuth } from './plugins/auth';
import { registerDevOutbox } from './plugins/dev-outbox';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { fallbackRateLimitStore } from './plugins/rate-limit-store';
import { loggerOptions, registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { registerSwagger } from './plugins/swagger';
import { createProviders } from './providers/index';
import { createStorage } from './providers/storage/create-storage';
import { FileSigner } from './providers/storage/signed-files';
import type { FileStorage } from './providers/storage/storage';
import { createRedisClient, type RedisLog } from './redis-client';
import { loadDataKeys } from './secrets';

export interface AppDependencies {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** The data keys that seal stored secrets (ADR 0023); from DATA_KEY, or DATA_DIR's generated key, when absent. */
  secretBox?: SecretBox;
  /** Built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** Live-event bus; defaults to Redis when REDIS_URL is set, else in-process (closed with the app). */
  bus?: LiveBus;
  /** File storage; defaults to S3 when S3_BUCKET is set, else local disk under DATA_DIR/files. */
  storage?: FileStorage;
  /** Run the lot clock on a timer (default). Tests turn it off and call `app.live.clock.tick()`. */
  lotClock?: { intervalMs?: number; enabled?: boolean };
  /** Poll the job queue in this process (default). Tests turn it off and call `app.jobs.runDue(name)`. */
  jobs?: { workers?: boolean };
  /** Run the practice sale's loop on a timer (default, when PRACTICE_SALE is on). Tests call `app.practice.tick()`. */
  practice?: { timer?: boolean; delay?: (lot: { lotId: number; bidCount: number }) => number };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    live: { ctx: LiveContext; clock: LotClock | null };
    /** The durable job queue (PostgreSQL / PGlite); modules define their jobs while the app is built. */
    jobs: JobQueue;
    /**
     * Committed live events → alert and webhook jobs, exactly once (ADR 0039); modules add their readers
     * while the app is built. Without job workers (tests) nothing drains on its own: call `drainAll()`.
     */
    lotEvents: LotEventOutbox;
    /** Drain on SIGTERM (main.ts begins it) and the metrics, when configured (ADR 0026). */
    operations: Operations;
    /** The practice sale's loop (ADR 0076), null when PRACTICE_SALE is off or before the app is ready. */
    practice: PracticeRunner | null;
  }
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: false, addresses/CIDRs, or a hop count (the nearest N proxies,
 * as proxy-addr counts them; Fastify's types take it only as a function).
 */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole HTTP app. `main.ts` listens on it; tests drive it with `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, jwtSecret } = deps;
  // First, so a half-configured S3 stops the boot before anything is opened.
  const signer = new FileSigner(jwtSecret);
  const storage = deps.storage ?? createStorage(config, { signer });
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless TRUST_PROXY names the proxies: a client's own X-Forwarded-For never sets its address.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // While closing, requests already on an open connection are still served (a bid in flight finishes);
    // the drain (operations/drain.ts) makes each answer close its connection instead.
    return503OnClosing: false,
    // Processes starting together on an empty database wait for one another's migrations and job-queue
    // install (advisory locks): a start-up hook may take longer than Fastify's 10 s on a busy machine.
    pluginTimeout: 120_000,
    // PUT /updatepushnotificationkey/{token} carries a whole Web Push subscription in its path (~500 chars).
    routerOptions: { maxParamLength: 2048 },
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, config);

  await app.register(formBody);
  // Redis never holds a request up: a rate-limit check that Redis does not answer at once is counted in
  // this process instead (see rate-limit-store.ts), and commands fail fast while it is unreachable.
  const redisLog: RedisLog = {
    error: (message, error) => app.log.error({ err: error }, message),
    info: (message) => app.log.warn(message),
  };
  const rateLimitRedis = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, 'rate limit', redisLog, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
      })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void rateLimitRedis.quit().catch(() => undefined));
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { store: fallbackRateLimitStore(rateLimitRedis, redisLog, 'bidright-rl:') } : {}),
  });
  await registerSwagger(app);
  // Before sign-in: the request's writes carry its actor to the audit trail (ADR 0071).
  registerAuditActor(app);
  registerAuth(app, jwtSecret, database.db);

  // The live core: one bus and one per-lot queue per process, shared by REST, the stream and the clock.
  const bus =
    deps.bus ??
    (config.REDIS_URL
      ? new RedisBus(config.REDIS_URL, { log: redisLog.error, info: redisLog.info })
      : new InProcessBus());

  // Drain, health probes, load shedding and metrics: before the routes, so their hooks see every request.
  let liveStream: LiveStreamHandle | undefined;
  const operations = await registerOperations(app, {
    config,
    database,
    bus,
    liveSubscribers: () => liveStream?.registry.connectionCount ?? 0,
  });
  app.decorate('operations', operations);

  const db = database.db;
  const jobs = createPgBossQueue(database, { workers: deps.jobs?.workers ?? true, log: app.log });
  app.decorate('jobs', jobs);
  const lotEvents = createLotEventOutbox(db, jobs, {
    automatic: deps.jobs?.workers ?? true,
    fault: config.OUTBOX_FAULT,
    log: app.log,
  });
  app.decorate('lotEvents', lotEvents);
  bus.subscribe((event) =>
    lotEvents.heard({ lotId: event.lotId, seq: event.seq, event: event.message.event as number }),
  );
  const secretBox = deps.secretBox ?? loadDataKeys(config);
  authRoutes(app, { db, config, jwtSecret, secretBox });
  userRoutes(app, db);
  systemRoutes(app, { busStatus: () => bus.status() });
  const liveCtx: LiveContext = {
    db,
    rawTransaction: database.rawTransaction,
    bus,
    lotQueue: new KeyedQueue(),
    knownMinimums: new KnownLotMinimums(),
    outage: { thresholdSeconds: config.OUTAGE_THRESHOLD_S, marginSeconds: config.OUTAGE_MARGIN_S },
    alerts: queuedLotAlerts(jobs),
  };
  bus.subscribe((event) => liveCtx.knownMinimums?.onEvent(event));
  // The beat runs at the start of every clock tick (live/clock/health-beat.ts).
  liveRoutes(app, liveCtx, {
    thresholdSeconds: config.OUTAGE_THRESHOLD_S,
    marginSeconds: config.OUTAGE_MARGIN_S,
    beatSeconds: (deps.lotClock?.intervalMs ?? 500) / 1000,
  });
  participationRoutes(app, liveCtx);
  auditRoutes(app, db);

  // Staff management areas (spec part 2).
  const moduleDeps: ModuleDeps = {
    db,
    config,
    live: liveCtx,
    storage,
    secretBox,
    alerts: queuedLotAlerts(jobs),
  };
  caseRoutes(app, moduleDeps);
  creditBidRoutes(app, moduleDeps);
  lotRoutes(app, moduleDeps);
  propertyRoutes(app, moduleDeps);
  documentRoutes(app, moduleDeps);
  featuredLotRoutes(app, moduleDeps);
  auctionRoutes(app, moduleDeps);
  accountRoutes(app, moduleDeps);
  pinRoutes(app, moduleDeps);
  registerDevOutbox(app, moduleDeps);
  // The admin area, reports and dashboards (spec part 3 §2, §6–§9).
  adminCompanyRoutes(app, moduleDeps, createProviders(config, db).email);
  adminUserRoutes(app, moduleDeps);
  configurationRoutes(app, moduleDeps);
  adminContentRoutes(app, moduleDeps);
  reportRoutes(app, moduleDeps);
  companyRoutes(app, moduleDeps);
  wireInstructionRoutes(app, moduleDeps, createProviders(config, db).sms);
  companyUserRoutes(app, moduleDeps);
  clientRoutes(app, moduleDeps);
  attorneyRoutes(app, moduleDeps);
  apiKeyRoutes(app, moduleDeps);
  webhookRoutes(app, moduleDeps);
  verificationRoutes(app, moduleDeps);
  auditTrailRoutes(app, moduleDeps);
  invitationRoutes(app, moduleDeps);
  fileRoutes(app, moduleDeps);
  winningRoutes(app, moduleDeps);
  courtSaleDocumentRoutes(app, moduleDeps);
  registerDefaults(app, moduleDeps);
  saleApprovalRoutes(app, moduleDeps);
  saleRecordRoutes(app, moduleDeps);
  registerNotifications(app, { db, config });
  mapsRoutes(app, config);
  listingRoutes(app, moduleDeps);
  contentRoutes(app, moduleDeps);
  publicConfigurationRoutes(app, moduleDeps);
  const practiceOn = isPracticeSaleOn(config);
  app.decorate('practice', null as PracticeRunner | null);
  if (practiceOn) practiceRoutes(app, moduleDeps, () => app.practice?.sale() ?? null);
  const streamBid = async (input: { lotId: number; userId: number; amountCents: number }) =>
    (
      await placeBid(liveCtx, {
        lotId: input.lotId,
        bidderUserId: input.userId,
        amountCents: input.amountCents,
      })
    ).event;
  const { metrics } = operations;
  liveStream = registerLiveStream(app, {
    db,
    bus,
    jwtSecret,
    placeBid: metrics ? timedStreamBid(metrics, streamBid) : streamBid,
    onResume: metrics?.streamResumed,
    onRefill: metrics?.eventsRefilled,
  });
  const clockEnabled = deps.lotClock?.enabled ?? true;
  app.decorate('live', { ctx: liveCtx, clock: null as LotClock | null });
  app.addHook('onReady', async () => {
    await jobs.start();
    await lotEvents.start();
    if (clockEnabled)
      app.live.clock = startLotClock(liveCtx, { intervalMs: deps.lotClock?.intervalMs, log: app.log });
    // The practice sale is made (once, whatever the number of processes) before the first request.
    if (practiceOn)
      app.practice = await startPracticeSale(db, liveCtx, {
        lotSeconds: config.PRACTICE_LOT_SECONDS,
        keepMinutes: config.PRACTICE_KEEP_MINUTES,
        timer: deps.practice?.timer ?? true,
        delay: deps.practice?.delay,
        log: app.log,
      });
  });
  // Before any onClose hook (main.ts closes the database in one): running jobs finish on an open pool.
  app.addHook('preClose', async () => {
    await lotEvents.stop();
    await jobs.stop();
  });
  app.addHook('onClose', async () => {
    await app.practice?.stop();
    await app.live.clock?.stop();
    await lotEvents.stop();
    await jobs.stop();
    if (!deps.bus) await bus.close();
  });

  await registerStaticFiles(app, {
    dataDir: config.DATA_DIR,
    webDist: deps.webDist,
    signer,
    pagePreviews: { lot: lotPagePreview(db), search: searchPagePreview(db, storage, jwtSecret) },
  });
  return app;
}
