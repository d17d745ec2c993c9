/**
 * The database wrappers that carry a request's actor to the audit trigger (audit-actor.ts, ADR 0071): with
 * an actor set, a Drizzle transaction starts by setting it, and a lone write (any statement but a plain
 * select, sent outside a transaction) is run in a transaction of its own that sets it first, on the same
 * connection. Without an actor nothing changes.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beginWithActor, currentActorSetting, isReadOnlyStatement, SET_ACTOR_SQL } from './audit-actor';

/** What `auditedDb` needs of a Drizzle database (client.ts's `Db`). */
interface Transactional {
  transaction(
    work: (tx: { execute(query: SQL): Promise<unknown> }) => Promise<unknown>,
    config?: unknown,
  ): Promise<unknown>;
}

/** Overrides `db.transaction` so every transaction opened with an actor sets it first. */
export function auditedDb<T extends Transactional>(db: T): T {
  const transaction = db.transaction.bind(db);
  const audited: Transactional['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = currentActorSetting();
      if (actor) await tx.execute(sql`select set_config('bidright.actor', ${actor}, true)`);
      return work(tx);
    }, config);
  Object.defineProperty(db, 'transaction', { value: audited, configurable: true, writable: true });
  return db;
}

/** Methods bound to the target, so private fields and `this` keep working through the proxy. */
function forward<T extends object>(target: T, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

type PoolQueryConfig = string | { text: string };

/** A node-postgres pool whose lone writes run as `begin; set actor` + the write + `commit` on one connection. */
export function auditedPool(pool: pg.Pool): pg.Pool {
  const query = async (config: PoolQueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    const actor = currentActorSetting() as string;
    let broken: Error | undefined;
    try {
      await client.query(beginWithActor(actor, (v) => client.escapeLiteral(v)));
      try {
        const result = await client.query(config as string, values);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => {
          broken = failure;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
  return new Proxy(pool, {
    get(target, prop) {
      if (prop !== 'query') return forward(target, prop);
      return (config: PoolQueryConfig, values?: unknown, callback?: unknown) => {
        const text = typeof config === 'string' ? config : config?.text;
        if (
          callback !== undefined ||
          typeof values === 'function' ||
          typeof text !== 'string' ||
          isReadOnlyStatement(text) ||
          currentActorSetting() === null
        )
          return (target.query as (...args: unknown[]) => unknown)(config, values, callback);
        return query(config, values as unknown[] | undefined);
      };
    },
  });
}

/** A PGlite whose lone writes run in a transaction that sets the actor first. */
export function auditedPglite(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop !== 'query') return forward(target, prop);
      return (text: string, params?: unknown[], options?: Record<string, unknown>) => {
        const actor = currentActorSetting();
        if (actor === null || isReadOnlyStatement(text)) return target.query(text, params, options);
        return target.transaction(async (tx) => {
          await tx.query(SET_ACTOR_SQL, [actor]);
          return tx.query(text, params, options);
        });
      };
    },
  });
}
