import {
  DEFAULT_OUTAGE_MARGIN_S,
  DEFAULT_OUTAGE_THRESHOLD_S,
  STOP_ALERT_SECONDS,
  type TOutageCause,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { commitAndPublish, type LiveContext } from '../context';
import type { CommittedEvent } from '../events';
import { LiveEvent } from '../messages';
import { loadLotState } from '../views/presenter';
import { appendInterruptionEvent } from './sale-pause';

/**
 * The health beat and the outage rule (issue 43 point 1, ADR 0077). Each process beats at the start of every
 * clock tick: when the database answers, and Redis too where it carries the live events, it stamps
 * service_health.last_healthy_at with the database's clock. The clock closes a timed lot only once a beat is
 * at or after its close (lot-clock.ts), so no lot closes while the database or Redis is out, or while no
 * process runs. A beat that finds the last one older than the threshold is the end of an outage: under the
 * row's lock (one process recovers, the others wait and then find it fresh) it records the outage, moves every
 * open timed lot whose close fell inside it by the outage's length plus the margin, writes each change to the
 * lot's hash-chained log, and queues both notices, all in one transaction, before any lot can close again.
 */

/** What one process saw of the service since its last good beat: the first failure and its cause. */
interface BeatState {
  hasBeaten: boolean;
  failure: TOutageCause | null;
}

const states = new WeakMap<LiveContext, BeatState>();

function stateOf(ctx: LiveContext): BeatState {
  let state = states.get(ctx);
  if (!state) {
    state = { hasBeaten: false, failure: null };
    states.set(ctx, state);
  }
  return state;
}

/** The numbers in force: the context's (from config) or the domain's defaults. */
export function outageSettings(ctx: LiveContext) {
  return {
    thresholdSeconds: ctx.outage?.thresholdSeconds ?? DEFAULT_OUTAGE_THRESHOLD_S,
    marginSeconds: ctx.outage?.marginSeconds ?? DEFAULT_OUTAGE_MARGIN_S,
  };
}

/** An outage the beat recovered from (tests and logs). */
export interface RecoveredOutage {
  interruptionId: number;
  cause: TOutageCause;
  startedAt: Date;
  endedAt: Date;
  extendedLotIds: number[];
}

/**
 * One beat: answers true when the service is healthy and stamped (after recovering from an outage if there
 * was one), false when Redis is out (nothing is stamped). A database failure is noted and rethrown.
 */
export async function beat(
  ctx: LiveContext,
  onRecovered?: (outage: RecoveredOutage) => void,
): Promise<boolean> {
  const state = stateOf(ctx);
  const bus = ctx.bus.status();
  if (bus.kind === 'redis' && !bus.connected) {
    state.failure ??= 'Redis';
    return false;
  }
  const { thresholdSeconds } = outageSettings(ctx);
  try {
    // The common case is one statement: the last beat is recent, so this one only moves it on.
    const [fresh] = await queryRows(
      ctx.db,
      sql`update service_health set last_healthy_at = greatest(last_healthy_at, clock_timestamp())
        where id = 1 and last_healthy_at >= clock_timestamp() - make_interval(secs => ${thresholdSeconds})
        returning id`,
    );
    if (!fresh) {
      const outage = await recover(ctx, state);
      if (outage) onRecovered?.(outage);
    }
  } catch (error) {
    state.failure ??= 'Database';
    throw error;
  }
  state.hasBeaten = true;
  state.failure = null;
  return true;
}

/** The gap's cause as this process saw it: what failed, else no process was running (this one just started). */
function causeOf(state: BeatState): TOutageCause {
  if (state.failure) return state.failure;
  return state.hasBeaten ? 'Unknown' : 'NoProcess';
}

async function recover(ctx: LiveContext, state: BeatState): Promise<RecoveredOutage | null> {
  const { thresholdSeconds, marginSeconds } = outageSettings(ctx);
  return commitAndPublish<RecoveredOutage | null>(ctx, async (tx) => {
    const [health] = await queryRows(
      tx,
      sql`select last_healthy_at, clock_timestamp() as now from service_health where id = 1 for update`,
    );
    const now = new Date(health!.now as string);
    const last = health!.last_healthy_at ? new Date(health!.last_healthy_at as string) : null;
    const stamp = () =>
      tx.execute(sql`update service_health set last_healthy_at = ${now.toISOString()} where id = 1`);
    // A first beat ever, or another process recovered while this one waited for the lock.
    if (!last || now.getTime() - last.getTime() <= thresholdSeconds * 1000) {
      await stamp();
      return { result: null, events: [] };
    }
    const outage = await recordOutage(tx, {
      startedAt: last,
      endedAt: now,
      cause: causeOf(state),
      marginSeconds,
    });
    await stamp();
    if (!outage) return { result: null, events: [] };
    // Both notices are queued in this transaction: they exist before any bid on the moved lots is taken.
    await ctx.alerts?.saleInterrupted(tx, outage.interruptionId, 'interrupted');
    await ctx.alerts?.saleInterrupted(tx, outage.interruptionId, 'times');
    return { result: outage.recovered, events: outage.events };
  });
}

/**
 * Records an outage from `startedAt` to `endedAt` (the caller holds service_health's lock) and extends every
 * open timed lot of an unpaused auction whose close fell inside it: to its close plus the outage's length and
 * the margin, and a manual lot's stop alert that ran out inside it by the length. An outage that touched no
 * lot is not recorded.
 */
export async function recordOutage(
  tx: Db,
  outage: { startedAt: Date; endedAt: Date; cause: TOutageCause; marginSeconds: number },
): Promise<{ interruptionId: number; recovered: RecoveredOutage; events: CommittedEvent[] } | null> {
  const start = outage.startedAt.toISOString();
  const end = outage.endedAt.toISOString();
  const lengthMs = outage.endedAt.getTime() - outage.startedAt.getTime();
  // Locked in id order, waiting for a bid in flight: the same order every multi-lot change takes.
  const due = await queryRows<{ id: number; stop_time: string }>(
    tx,
    sql`select l.id, l.stop_time from lots l join auctions a on a.id = l.auction_id
      where a.start_type = 'Auto' and a.paused_at is null and l.lot_status = 'Listed'
        and l.started_time is not null and l.stopped_time is null
        and l.stop_time > ${start} and l.stop_time <= ${end}
      order by l.id for update of l`,
  );
  // A manual lot's stop alert whose countdown ran out inside the outage keeps the seconds it had left.
  const alerted = await queryRows<{ id: number }>(
    tx,
    sql`select l.id from lots l join auctions a on a.id = l.auction_id
      where a.start_type = 'Manual' and a.paused_at is null and l.lot_status = 'Listed' and l.stopped_time is null
        and l.stop_alert_time + make_interval(secs => ${STOP_ALERT_SECONDS}) > ${start}
        and l.stop_alert_time + make_interval(secs => ${STOP_ALERT_SECONDS}) <= ${end}
      order by l.id for update of l`,
  );
  // An outage that touched no lot has no sale to record it in, and nobody to tell.
  if (due.length === 0 && alerted.length === 0) return null;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sale_interruptions (kind, cause, started_at, ended_at, margin_seconds)
      values ('Outage', ${outage.cause}, ${start}, ${end}, ${outage.marginSeconds}) returning id`,
  );
  const interruptionId = Number(row!.id);
  const shift = sql`make_interval(secs => ${lengthMs / 1000 + outage.marginSeconds})`;
  const events: CommittedEvent[] = [];
  for (const lot of due) {
    const lotId = Number(lot.id);
    const previous = new Date(lot.stop_time);
    await tx.execute(
      sql`update lots set stop_time = stop_time + ${shift}, updated_at = ${end} where id = ${lotId}`,
    );
    const extended = (await loadLotState(tx, lotId))!;
    await tx.execute(sql`insert into sale_interruption_lots (interruption_id, lot_id, previous_stop_time, new_stop_time)
      values (${interruptionId}, ${lotId}, ${previous.toISOString()}, ${extended.stopTime!.toISOString()})`);
    events.push(
      await appendInterruptionEvent(
        tx,
        extended,
        LiveEvent.SALE_RESUMED,
        {
          id: interruptionId,
          kind: 'Outage',
          cause: outage.cause,
          startedAt: outage.startedAt,
          endedAt: outage.endedAt,
          previousStopTime: previous,
          marginSeconds: outage.marginSeconds,
        },
        outage.endedAt,
      ),
    );
  }
  for (const lot of alerted) {
    const lotId = Number(lot.id);
    await tx.execute(sql`update lots set stop_alert_time = stop_alert_time + make_interval(secs => ${lengthMs / 1000})
      where id = ${lotId}`);
    const moved = (await loadLotState(tx, lotId))!;
    await tx.execute(
      sql`insert into sale_interruption_lots (interruption_id, lot_id) values (${interruptionId}, ${lotId})`,
    );
    events.push(
      await appendInterruptionEvent(
        tx,
        moved,
        LiveEvent.SALE_RESUMED,
        {
          id: interruptionId,
          kind: 'Outage',
          cause: outage.cause,
          startedAt: outage.startedAt,
          endedAt: outage.endedAt,
          previousStopTime: null,
          marginSeconds: outage.marginSeconds,
        },
        outage.endedAt,
      ),
    );
  }
  return {
    interruptionId,
    recovered: {
      interruptionId,
      cause: outage.cause,
      startedAt: outage.startedAt,
      endedAt: outage.endedAt,
      extendedLotIds: [...due, ...alerted].map((lot) => Number(lot.id)),
    },
    events,
  };
}
