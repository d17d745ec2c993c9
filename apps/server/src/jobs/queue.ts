import type { Db } from '../db/client';

/**
 * The durable job queue: work that must happen later, be retried, or happen exactly once across server
 * processes and restarts (notifications, payment reminders, webhooks). It lives in PostgreSQL (or the
 * embedded PGlite), so a job sent in one process may run in another, and a job survives a crash.
 */

/** A job as its handler sees it. */
export interface TJob<T> {
  id: string;
  name: string;
  data: T;
  /** How many times this job already failed (0 on the first run). */
  retryCount: number;
}

export type TJobHandler<T> = (job: TJob<T>) => Promise<void>;

/** How a kind of job is retried when its handler throws. */
export interface TWorkOptions {
  /** Failures retried before the job is given up (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10). */
  retryDelaySeconds?: number;
  /** Double the delay after each failure (default true). */
  retryBackoff?: boolean;
  /**
   * Seconds a running job may take before it counts as failed and is retried (default 900): also how long a
   * job whose process was killed mid-run waits before another process runs it again.
   */
  expireInSeconds?: number;
}

export interface TSendOptions {
  /**
   * Idempotency key: a second send with the same queue name and key is ignored while the first job is
   * kept (pending, active, or finished and not yet archived); `send` answers null for it.
   */
  key?: string;
  /** Run no earlier than this moment. */
  startAfter?: Date;
  /**
   * The caller's open transaction: the job is inserted on it, so it exists if and only if the change that
   * raised it commits (a crash before the commit loses both, one after keeps both). Without it the job is
   * sent on its own, which only work already inside a retried job may do (ADR 0039).
   */
  tx?: Db;
}

export interface JobQueue {
  /** Declares a kind of job and its handler. Call before `start`. */
  define<T>(name: string, handler: TJobHandler<T>, options?: TWorkOptions): void;
  /** Opens the queue (creating its tables on first use); starts polling when `workers` is on. */
  start(): Promise<void>;
  /** Stops polling and waits for running handlers. */
  stop(): Promise<void>;
  /** Adds a job; the job's id, or null when the key was already used. */
  send<T>(name: string, data: T, options?: TSendOptions): Promise<string | null>;
  /** Adds several jobs (of any kinds) in one statement; a job whose key was already used is skipped. */
  sendMany(
    jobs: { name: string; data: object; key?: string; startAfter?: Date }[],
    options?: Pick<TSendOptions, 'tx'>,
  ): Promise<void>;
  /** Cancels a job sent with `key` that has not run yet (a reminder made needless). */
  cancel(name: string, key: string): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once per tick across every process; may be called before `start`. */
  schedule<T extends object>(name: string, cron: string, data?: T): Promise<void>;
  /**
   * Runs the due jobs of `name` in this process now, one batch at a time, until none is left (tests and
   * tools; the workers do the same on their own when enabled). Answers how many jobs ran.
   */
  runDue(name: string): Promise<number>;
}
