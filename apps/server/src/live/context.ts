import type { Db, RawQuery, RawTransaction } from '../db/client';
import type { LotAlerts } from '../jobs/lot-alerts-port';
import type { KnownLotMinimums } from './bidding/known-minimums';
import type { LiveBus } from './bus';
import type { CommittedEvent } from './events';

/** What every live use case needs: the database, the fan-out bus, and the per-lot queue of this process. */
export interface LiveContext {
  db: Db;
  /** Raw-SQL transactions for the bid hot path (the same database as `db`). */
  rawTransaction: RawTransaction;
  bus: LiveBus;
  lotQueue: KeyedQueue;
  /** Committed high bids this process has seen: stale bids are refused before the queue. */
  knownMinimums?: KnownLotMinimums;
  /** The outage policy's numbers (ADR 0077); absent: the domain's defaults. */
  outage?: { thresholdSeconds: number; marginSeconds: number };
  /** Where a pause or an outage queues its notices, on the change's transaction; absent: none are sent. */
  alerts?: Pick<LotAlerts, 'saleInterrupted'>;
}

/**
 * Serialises work per key inside one process. Bids for one lot wait here, so PostgreSQL never sees more
 * than one transaction per lot per process waiting on the row lock (row-lock throughput collapses with
 * many waiters; see DESIGN.md).
 */
export class KeyedQueue {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

type Change<Tx, T> = (tx: Tx) => Promise<{ result: T; events: CommittedEvent[] }>;

/**
 * Runs a change in one transaction and publishes its events only after the commit succeeded: listeners
 * never hear of anything that could still roll back.
 */
export async function commitAndPublish<T>(ctx: LiveContext, change: Change<Db, T>): Promise<T> {
  return publishCommitted(ctx, await ctx.db.transaction((tx) => change(tx as unknown as Db)));
}

/** `commitAndPublish` for raw SQL (the bid hot path). */
export async function commitRawAndPublish<T>(ctx: LiveContext, change: Change<RawQuery, T>): Promise<T> {
  return publishCommitted(ctx, await ctx.rawTransaction(change));
}

function publishCommitted<T>(
  ctx: LiveContext,
  { result, events }: { result: T; events: CommittedEvent[] },
): T {
  if (events.length > 0) {
    // Not awaited: the caller's answer need not wait for the fan-out. Publishes still leave in commit order
    // (this runs inside the per-lot queue and the bus keeps call order), and a subscriber that misses one
    // sees a seq gap, or the head-seq poll, and fetches it from lot_events. The bus logs a failed publish
    // at error level itself.
    void ctx.bus.publish(events).catch(() => undefined);
  }
  return result;
}
