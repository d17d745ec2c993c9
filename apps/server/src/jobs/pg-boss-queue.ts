import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { JobQueue, TJob, TJobHandler, TSendOptions, TWorkOptions } from './queue';

export interface PgBossQueueOptions {
  /** Poll for jobs and run schedules in this process (default true; tests drive `runDue` instead). */
  workers?: boolean;
  /** Seconds between polls of each queue (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
  log?: { error: (object: object, message: string) => void };
}

interface Definition {
  handler: TJobHandler<unknown>;
  options: Required<TWorkOptions>;
}

const DEFAULT_WORK: Required<TWorkOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 900,
};

/**
 * A job id derived from the queue name and an idempotency key. pg-boss keys jobs by (name, id) and inserts
 * with ON CONFLICT DO NOTHING, so a second send with the same key is dropped by PostgreSQL itself, in any
 * process.
 */
export function jobIdForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-4 UUID (pg-boss stores ids as uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss's hook for running its SQL on the caller's transaction. Drizzle keeps the transaction's driver
 * connection as `session.client` (a pooled pg client on PostgreSQL, PGlite's transaction object embedded);
 * both answer `query(text, values)` with `{ rows }`, which is what pg-boss asks of `executeSql`.
 */
function onTransaction(tx: Db): {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
} {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('A job can be sent on a transaction only through its Drizzle handle.');
  const query = client.query.bind(client) as (
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
  return { executeSql: (text, values) => query(text, values ?? []) };
}

/**
 * Creates a queue unless it exists. Two processes starting together may both try: pg-boss creates a
 * partition per queue and the two can deadlock, so a failure is retried after checking whether the other
 * process has won.
 */
async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue) {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * The job queue on pg-boss 10. On PostgreSQL pg-boss opens its own small pool (its multi-statement
 * transactions must never leave a shared connection half-way); on PGlite it runs through the database's
 * `executeSql`, whose calls are serialised on the one embedded session (ADR 0015).
 */
export function createPgBossQueue(database: Database, options: PgBossQueueOptions = {}): JobQueue {
  const workers = options.workers ?? true;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const definitions = new Map<string, Definition>();
  const boss = database.executeSql
    ? new PgBoss({
        db: { executeSql: database.executeSql },
        schedule: workers,
        supervise: workers,
      } as PgBoss.ConstructorOptions)
    : new PgBoss({
        connectionString: database.url,
        max: 3,
        application_name: 'bidright-jobs',
        schedule: workers,
        supervise: workers,
      });
  boss.on('error', (error) => options.log?.error({ err: error }, 'job queue error'));
  let started = false;
  const pendingSchedules: { name: string; cron: string; data: object }[] = [];

  async function run(name: string, job: PgBoss.Job<unknown> & { retryCount?: number }) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No handler for job ${name}`);
    const wrapped: TJob<unknown> = { id: job.id, name, data: job.data, retryCount: job.retryCount ?? 0 };
    await definition.handler(wrapped);
  }

  return {
    define(name, handler, workOptions) {
      if (started) throw new Error(`Job ${name} defined after the queue started`);
      definitions.set(name, {
        handler: handler as TJobHandler<unknown>,
        options: { ...DEFAULT_WORK, ...workOptions },
      });
    },

    async start() {
      await boss.start();
      started = true;
      for (const [name, definition] of definitions) {
        const queueOptions = {
          name,
          retryLimit: definition.options.retryLimit,
          retryDelay: definition.options.retryDelaySeconds,
          retryBackoff: definition.options.retryBackoff,
          expireInSeconds: definition.options.expireInSeconds,
        };
        await ensureQueue(boss, name, queueOptions);
        // Keeps the retry settings of an existing queue in step with the code.
        await boss.updateQueue(name, queueOptions);
        if (workers) {
          await boss.work(
            name,
            { pollingIntervalSeconds, batchSize: 10, includeMetadata: true },
            async (jobs) => {
              // One failure fails only its own job (pg-boss would fail the whole batch); the rest are completed
              // when this returns.
              for (const job of jobs) {
                try {
                  await run(name, job);
                } catch (error) {
                  options.log?.error({ err: error, job: name, id: job.id }, 'job failed');
                  await boss.fail(name, job.id, { message: String(error) });
                }
              }
            },
          );
        }
      }
      for (const pending of pendingSchedules.splice(0))
        await boss.schedule(pending.name, pending.cron, pending.data, { tz: 'UTC' });
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 8000 });
    },

    async send(name, data, sendOptions: TSendOptions = {}) {
      return boss.send(
        name,
        data as object,
        {
          id: sendOptions.key ? jobIdForKey(name, sendOptions.key) : undefined,
          startAfter: sendOptions.startAfter,
          db: sendOptions.tx ? onTransaction(sendOptions.tx) : undefined,
        } as PgBoss.SendOptions,
      );
    },

    async sendMany(jobs, sendOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: job.data,
          id: job.key ? jobIdForKey(job.name, job.key) : undefined,
          startAfter: job.startAfter,
        })),
        sendOptions.tx ? { db: onTransaction(sendOptions.tx) } : {},
      );
    },

    async cancel(name, key) {
      await boss.cancel(name, jobIdForKey(name, key));
    },

    async schedule(name, cron, data) {
      if (!started) return void pendingSchedules.push({ name, cron, data: data ?? {} });
      await boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
    },

    async runDue(name) {
      let count = 0;
      for (;;) {
        const jobs = await boss.fetch(name, { batchSize: 20, includeMetadata: true });
        if (!jobs || jobs.length === 0) return count;
        for (const job of jobs) {
          count += 1;
          try {
            await run(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
    },
  };
}
