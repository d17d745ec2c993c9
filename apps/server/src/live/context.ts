import type { Db, RawQuery, RawTransaction } from '../db/client';
import type { ControlMessage, LiveBus } from './bus';
import type { CommittedEvent } from './events';

/** What every live use case needs: the database, the fan-out bus, and the per-lot queue of this process. */
export interface LiveContext {
  db: Db;
  /** Raw-SQL transactions for the bid hot path (the same database as `db`). */
  rawTransaction: RawTransaction;
  bus: LiveBus;
  lotQueue: KeyedQueue;
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
  if (events.length > 0) publishAfterAnswer(ctx.bus, { events });
  return result;
}

type OutboxItem = { events: CommittedEvent[] } | { control: ControlMessage };

/** What each bus still has to publish this turn of the event loop, in commit order. */
const outboxes = new WeakMap<LiveBus, OutboxItem[]>();

/**
 * Hands committed events to the bus on the next turn of the event loop (setImmediate), after the caller's
 * answer: a bidder's receipt is written to its socket first, and the fan-out (encoding, Redis, one socket
 * write per subscriber) runs after it, while the next request waits on PostgreSQL. Nothing is published
 * before its commit, and the order is kept: items leave in the order they were queued (commit order, as
 * this runs inside the per-lot queue), and a control message that must follow an event (the kick after a
 * removal) goes through the same outbox. Everything queued in one turn leaves as one publish. A subscriber
 * that misses an event sees a seq gap and fetches it from lot_events.
 */
export function publishAfterAnswer(bus: LiveBus, item: OutboxItem) {
  const pending = outboxes.get(bus);
  if (pending) {
    pending.push(item);
    return;
  }
  outboxes.set(bus, [item]);
  setImmediate(() => {
    const items = outboxes.get(bus) ?? [];
    outboxes.delete(bus);
    let events: CommittedEvent[] = [];
    for (const next of items) {
      if ('events' in next) {
        events.push(...next.events);
        continue;
      }
      if (events.length > 0) void bus.publish(events).catch(() => undefined);
      events = [];
      void bus.publishControl(next.control).catch(() => undefined);
    }
    if (events.length > 0) void bus.publish(events).catch(() => undefined);
  });
}
