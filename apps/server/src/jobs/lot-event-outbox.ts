import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { JobQueue } from './queue';

/**
 * Alerts and webhooks from committed live events, without a write on the bid path (ADR 0039). A lot's live
 * events (lot_events, written in the bid's or the staff change's own transaction) are the outbox; a cursor
 * per lot (lot_event_cursors) says up to which seq they were turned into queue jobs. A drain reads the
 * events after the cursor, lets each reader queue its jobs on the drain's transaction and moves the cursor
 * in that same transaction: a crash before the commit leaves the events to drain again, one after keeps
 * the jobs. Within a lot, seq order is commit order (each event takes the next seq under the lot's row
 * lock), so reading `seq > cursor` never skips an event that commits later.
 *
 * When: a committed event heard on the bus asks for a drain of its lot (at once, or at the time a reader
 * asks, such as the end of an outbid window); a sweep every few seconds drains any lot left behind (a
 * process killed before its timer, a missed bus message); on start everything behind is drained.
 */

/** A committed live event as the readers see it. */
export interface TLotEventRow {
  lotId: number;
  seq: number;
  event: number;
  createdAt: Date;
}

/** Who reads the events: queues its jobs for a batch of one lot's events, on the drain's transaction `tx`. */
export interface TLotEventReader {
  name: string;
  read(tx: Db, jobs: JobQueue, events: TLotEventRow[]): Promise<void>;
  /**
   * When a drain is wanted for an event heard on the bus: now, a later moment, or null (not this reader's
   * business). The earliest of the readers' answers wins.
   */
  drainAt(event: { lotId: number; seq: number; event: number }, now: Date): Date | null;
}

export interface LotEventOutbox {
  /** Adds a reader; call while the app is built, before `start`. */
  addReader(reader: TLotEventReader): void;
  /** A committed live event was heard: drains its lot when a reader asks (automatic mode only). */
  heard(event: { lotId: number; seq: number; event: number }): void;
  /**
   * Drains one lot to its last committed event; answers how many events were read. `wait` waits for a
   * drain of the same lot in another process instead of leaving the lot to it.
   */
  drainLot(lotId: number, options?: { wait?: boolean }): Promise<number>;
  /** Drains every lot behind; `olderThanMs` leaves lots whose last event is younger (their hint is pending). */
  drainAll(options?: { olderThanMs?: number }): Promise<number>;
  /** Drains what is behind, then (automatic mode) follows hints and sweeps. Call after the queue started. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LotEventOutboxOptions {
  /** Follow bus hints and sweep on a timer (default true; tests drain by hand). */
  automatic?: boolean;
  /** Milliseconds between sweeps for lots left behind. */
  sweepIntervalMs?: number;
  /** The kill -9 test's fault point (never set in production, see config.ts): `kill-in-drain`. */
  fault?: string;
  log?: { error: (object: object, message: string) => void };
}

/** Events read per transaction: a long backlog (after a crash) drains in several short ones. */
const BATCH = 500;
/** A sweep drains a lot once its last event is this old: younger ones have a hint on its way. */
const SWEEP_AGE_MS = 3000;
/** A hinted drain that found the lot locked by another process's drain looks again this much later. */
const LOCKED_RETRY_MS = 500;
/** drainBatch's answer when another process holds the lot's cursor. */
const LOCKED = -1;

export function createLotEventOutbox(
  db: Db,
  jobs: JobQueue,
  options: LotEventOutboxOptions = {},
): LotEventOutbox {
  const automatic = (options.automatic ?? true) && options.fault !== 'hold';
  const readers: TLotEventReader[] = [];
  /** Per lot: the moment of its planned drain and its timer. */
  const planned = new Map<number, { at: number; timer: NodeJS.Timeout }>();
  const running = new Map<number, Promise<unknown>>();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = true;

  async function drainBatch(lotId: number, wait: boolean): Promise<number> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(sql`insert into lot_event_cursors (lot_id) values (${lotId}) on conflict do nothing`);
      const [cursor] = await queryRows<{ seq: string | number }>(
        tx,
        sql`select seq from lot_event_cursors where lot_id = ${lotId} for update ${wait ? sql`` : sql`skip locked`}`,
      );
      if (!cursor) return LOCKED; // another process is draining this lot right now
      const rows = await queryRows<{ seq: string | number; event: number; created_at: string | Date }>(
        tx,
        sql`select seq, event, created_at from lot_events where lot_id = ${lotId} and seq > ${Number(cursor.seq)}
          order by seq limit ${BATCH}`,
      );
      if (rows.length === 0) return 0;
      const events = rows.map((row) => ({
        lotId,
        seq: Number(row.seq),
        event: Number(row.event),
        createdAt: new Date(row.created_at),
      }));
      for (const reader of readers) await reader.read(tx, jobs, events);
      if (options.fault === 'kill-in-drain') process.kill(process.pid, 'SIGKILL');
      await tx.execute(
        sql`update lot_event_cursors set seq = ${events.at(-1)!.seq}, updated_at = now() where lot_id = ${lotId}`,
      );
      return events.length;
    });
  }

  /** Drains one lot; `locked` says another process held it (what it had not read yet is left to a retry). */
  async function drainLotOnce(lotId: number, wait: boolean) {
    let total = 0;
    for (;;) {
      const read = await drainBatch(lotId, wait);
      if (read === LOCKED) return { total, locked: true };
      total += read;
      if (read < BATCH) return { total, locked: false };
    }
  }

  async function drainLot(lotId: number, drainOptions: { wait?: boolean } = {}) {
    return (await drainLotOnce(lotId, drainOptions.wait ?? false)).total;
  }

  /** One drain of a lot at a time in this process; a request while one runs runs once more after it. */
  function runDrain(lotId: number) {
    const previous = running.get(lotId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        // The other process may have read before this process's event committed: look again shortly.
        if ((await drainLotOnce(lotId, false)).locked) plan(lotId, Date.now() + LOCKED_RETRY_MS);
      })
      .catch((error: unknown) => options.log?.error({ err: error, lotId }, 'lot events not drained'))
      .finally(() => {
        if (running.get(lotId) === next) running.delete(lotId);
      });
    running.set(lotId, next);
  }

  function plan(lotId: number, at: number) {
    const current = planned.get(lotId);
    if (current && current.at <= at) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(
      () => {
        planned.delete(lotId);
        if (!stopped) runDrain(lotId);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    planned.set(lotId, { at, timer });
  }

  async function drainAll(allOptions: { olderThanMs?: number } = {}) {
    const age = allOptions.olderThanMs;
    let total = 0;
    for (;;) {
      const behind = await queryRows<{ id: number }>(
        db,
        sql`select l.id from lots l left join lot_event_cursors c on c.lot_id = l.id
          where l.seq > coalesce(c.seq, 0)
            ${
              age === undefined
                ? sql``
                : sql`and exists (select 1 from lot_events e where e.lot_id = l.id and e.seq = l.seq
                    and e.created_at <= now() - ${`${age} milliseconds`}::interval)`
            }
          order by l.id limit 100`,
      );
      let read = 0;
      for (const { id } of behind) read += await drainLot(Number(id), { wait: age === undefined });
      total += read;
      // Lots still behind after a pass are being drained elsewhere; the next sweep looks again.
      if (behind.length < 100 || read === 0) return total;
    }
  }

  return {
    addReader(reader) {
      readers.push(reader);
    },

    heard(event) {
      if (!automatic || stopped) return;
      const now = new Date();
      let at: number | null = null;
      for (const reader of readers) {
        const wanted = reader.drainAt(event, now);
        if (wanted && (at === null || wanted.getTime() < at)) at = wanted.getTime();
      }
      if (at !== null) plan(event.lotId, at);
    },

    drainLot,
    drainAll,

    async start() {
      stopped = false;
      if (!automatic) return;
      await drainAll().catch((error: unknown) =>
        options.log?.error({ err: error }, 'lot events not drained at start'),
      );
      const sweep = () => {
        drainAll({ olderThanMs: SWEEP_AGE_MS })
          .catch((error: unknown) => options.log?.error({ err: error }, 'lot event sweep failed'))
          .finally(() => {
            if (!stopped) sweeper = setTimeout(sweep, options.sweepIntervalMs ?? 5000).unref();
          });
      };
      sweeper = setTimeout(sweep, options.sweepIntervalMs ?? 5000).unref();
    },

    async stop() {
      stopped = true;
      clearTimeout(sweeper);
      for (const { timer } of planned.values()) clearTimeout(timer);
      planned.clear();
      await Promise.all([...running.values()]);
    },
  };
}

/**
 * Marks every lot's events so far as told (the demo's seeded history, written straight into an empty
 * database, is not news to anyone).
 */
export async function markLotEventsTold(db: Db) {
  await db.execute(sql`insert into lot_event_cursors (lot_id, seq) select id, seq from lots where seq > 0
    on conflict (lot_id) do update set seq = greatest(lot_event_cursors.seq, excluded.seq), updated_at = now()`);
}
