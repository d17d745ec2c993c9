import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { beginWithActor, currentActorSetting, SET_ACTOR_SQL } from './audit-actor';
import { auditedDb, auditedPglite, auditedPool } from './audited-writes';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. Raw SQL goes through `db.execute(sql\`…\`)`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Raw SQL with $n placeholders, sent straight to the driver (no query building): the rows it returns. A
 * `name` makes it a prepared statement on PostgreSQL: parsed and planned once per connection instead of on
 * every call (PGlite, in-process, ignores it).
 */
export type RawQuery = <T = Record<string, unknown>>(
  text: string,
  values: unknown[],
  name?: string,
) => Promise<T[]>;

/**
 * Runs `work` in one transaction on one connection with raw SQL, without Drizzle: for the bid hot path,
 * where building queries and a transaction object per call was a measurable share of the server's time.
 * Values come back as the driver parses them (timestamps as Date, bigint as text on PostgreSQL).
 */
export type RawTransaction = <T>(work: (query: RawQuery) => Promise<T>) => Promise<T>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  rawTransaction: RawTransaction;
  /**
   * Applies pending migrations; safe to call on every start. On PostgreSQL it holds an advisory lock while it
   * runs, so processes starting together on one database migrate once and the others wait, then find nothing
   * to do.
   */
  migrate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (for the metrics); PGlite has one session and no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL only: the server's URL (the job queue opens its own small pool on it). */
  url?: string;
  /**
   * PGlite only: raw SQL for the job queue (pg-boss); a text without values may hold several statements
   * (pg-boss sends BEGIN; …; COMMIT as one text). Each call runs alone on the single PGlite session, and a
   * failing one is rolled back.
   */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** The advisory lock key that serialises migrations across processes (any fixed bigint; this spells "bidright"). */
export const MIGRATION_LOCK_KEY = '7091309530828990580';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL server; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next checkout.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    // Every write made for a request carries its actor to the audit trigger (audit-actor.ts, ADR 0071).
    const db = auditedDb(drizzlePg(auditedPool(pool), { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      rawTransaction: async (work) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          // The actor rides in the begin's text: the bid path keeps its round trips (ADR 0071).
          const actor = currentActorSetting();
          await client.query(actor ? beginWithActor(actor, (v) => client.escapeLiteral(v)) : 'begin');
          try {
            const result = await work((text, values, name) =>
              client.query({ text, values, name }).then((r) => r.rows),
            );
            await client.query('commit');
            return result;
          } catch (error) {
            // A connection that cannot even roll back is not returned to the pool.
            await client.query('rollback').catch((failure: Error) => {
              broken = failure;
            });
            throw error;
          }
        } finally {
          client.release(broken);
        }
      },
      migrate: async () => {
        // A session lock on one connection, taken and released around drizzle's migrator on that connection.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? resolve(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
    // Trigram indexes serve the property search's text match (migration 0005); PostgreSQL ships it too.
    extensions: { pg_trgm },
  });
  const db = auditedDb(drizzlePglite(auditedPglite(client), { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    rawTransaction: (work) =>
      client.transaction(async (tx) => {
        const actor = currentActorSetting();
        if (actor) await tx.query(SET_ACTOR_SQL, [actor]);
        return work(<T>(text: string, values: unknown[]) =>
          tx.query<T>(text, values as never[]).then((r) => r.rows),
        );
      }),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values as never[]);
      // A text holding its own BEGIN … COMMIT that fails half-way would leave the one embedded session in an
      // aborted transaction for every caller after it: inside transaction() the failure is rolled back.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

export { schema };

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
