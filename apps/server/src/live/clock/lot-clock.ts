import { STOP_ALERT_SECONDS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../db/client';
import { commitAndPublish, type LiveContext } from '../context';
import { openWithMaximums } from '../maximum-bids/maximum-bids';
import { loadLotState } from '../views/presenter';
import { closeLot, openLot } from './close-lot';
import { CREDIT_BID_READY, passCreditBidGate } from './credit-bid-gate';
import { beat, type RecoveredOutage } from './health-beat';
import { tryStopManualLot } from './lot-control';

type Transition = 'auto-start' | 'auto-stop' | 'alert-expiry';

/** The last health beat (ADR 0077): a close is due only once the service was seen healthy at or after it. */
const LAST_HEALTHY = sql`(select last_healthy_at from service_health where id = 1)`;

/**
 * Lots whose time has come, per transition. Every process runs this clock; each transition is applied
 * under the row lock with its condition re-checked, so it happens exactly once however many run it.
 * SKIP LOCKED lets a busy lot (a bid in flight) be picked up on the next tick instead of blocking.
 * Nothing of a paused sale is due, and nothing closes before a health beat at or after its time (ADR 0077).
 */
const DUE_LOTS: Record<Transition, ReturnType<typeof sql>> = {
  'auto-start': sql`select l.id from lots l join auctions a on a.id = l.auction_id
    where a.start_type = 'Auto' and not a.is_cancelled and a.paused_at is null and l.lot_status = 'Listed'
      and not l.is_postponed and l.started_time is null and a.start_time <= clock_timestamp() and ${CREDIT_BID_READY}
    order by l.id limit 50`,
  'auto-stop': sql`select l.id from lots l join auctions a on a.id = l.auction_id
    where a.start_type = 'Auto' and a.paused_at is null and l.lot_status = 'Listed' and l.started_time is not null
      and l.stopped_time is null and l.stop_time <= clock_timestamp() and l.stop_time <= ${LAST_HEALTHY}
    order by l.stop_time limit 50`,
  'alert-expiry': sql`select l.id from lots l join auctions a on a.id = l.auction_id
    where a.start_type = 'Manual' and a.paused_at is null and l.lot_status = 'Listed' and l.stopped_time is null
      and l.stop_alert_time <= clock_timestamp() - make_interval(secs => ${STOP_ALERT_SECONDS})
      and l.stop_alert_time <= ${LAST_HEALTHY} - make_interval(secs => ${STOP_ALERT_SECONDS})
    order by l.id limit 50`,
};

export interface LotClock {
  /** Runs one pass of every transition now; resolves with how many were applied. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * One pass of the clock: the health beat first (which recovers from an outage before anything can close),
 * then every transition that is due now. Resolves with how many were applied. A failed beat (Redis out) still
 * lets lots start; none closes until a beat succeeds at or after its close.
 */
export async function applyDueTransitions(
  ctx: LiveContext,
  options: { onRecovered?: (outage: RecoveredOutage) => void } = {},
): Promise<number> {
  await beat(ctx, options.onRecovered);
  let applied = 0;
  for (const transition of Object.keys(DUE_LOTS) as Transition[]) {
    const due = await queryRows<{ id: number }>(ctx.db, DUE_LOTS[transition]);
    for (const { id } of due) {
      if (await applyTransition(ctx, transition, Number(id))) applied += 1;
    }
  }
  return applied;
}

export function startLotClock(
  ctx: LiveContext,
  options: { intervalMs?: number; log?: FastifyBaseLogger } = {},
): LotClock {
  const intervalMs = options.intervalMs ?? 500;
  let running: Promise<number> | null = null;
  let stopped = false;
  const onRecovered = (outage: RecoveredOutage) =>
    options.log?.warn({ outage }, 'outage recovered: lots that came due inside it were extended');
  const tick = () => applyDueTransitions(ctx, { onRecovered });

  const guardedTick = () => {
    running ??= tick()
      .catch((error: unknown) => {
        options.log?.error({ err: error }, 'lot clock tick failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  // First pass at once: after a gap longer than the outage threshold (no process was running) the lots that
  // came due meanwhile are extended (ADR 0077); after a shorter one they close right away.
  void guardedTick();
  const timer = setInterval(() => {
    if (!stopped) void guardedTick();
  }, intervalMs);
  timer.unref();

  return {
    tick: guardedTick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function applyTransition(ctx: LiveContext, transition: Transition, lotId: number): Promise<boolean> {
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      const [locked] = await queryRows(
        tx,
        sql`select l.id, a.start_time, a.stop_time as auction_stop_time, a.paused_at, clock_timestamp() as now,
            ${LAST_HEALTHY} as healthy_at
          from lots l join auctions a on a.id = l.auction_id where l.id = ${lotId} for update of l skip locked`,
      );
      if (!locked || locked.paused_at) return { result: false, events: [] };
      const lot = (await loadLotState(tx, lotId))!;
      const now = new Date(locked.now as string);
      // A close needs a health beat at or after it (ADR 0077): an outage's recovery extends it instead.
      const healthyAt = locked.healthy_at ? new Date(locked.healthy_at as string).getTime() : 0;
      const open = lot.lotStatus === 'Listed' && lot.startedTime !== null && lot.stoppedTime === null;

      if (transition === 'auto-start') {
        if (lot.lotStatus !== 'Listed' || lot.startedTime) return { result: false, events: [] };
        // Re-checked under the lock: the auction may require a credit bid (ADR 0074).
        if (!(await passCreditBidGate(tx, lotId, now))) return { result: false, events: [] };
        const stopTime =
          lot.stopTime ?? (locked.auction_stop_time ? new Date(locked.auction_stop_time as string) : null);
        const opened = await openLot(tx, lot, { now, stopTime });
        // The lot's standing maximums bid at once, in the start's transaction (issue 32).
        return { result: true, events: [opened, ...(await openWithMaximums(tx, lotId, now))] };
      }
      if (transition === 'auto-stop') {
        if (!open || !lot.stopTime || lot.stopTime.getTime() > Math.min(now.getTime(), healthyAt))
          return { result: false, events: [] };
        return { result: true, events: [await closeLot(tx, lot, { now, cutoff: lot.stopTime })] };
      }
      const alertEnds =
        (lot.stopAlertTime?.getTime() ?? Number.POSITIVE_INFINITY) + STOP_ALERT_SECONDS * 1000;
      if (!open || alertEnds > Math.min(now.getTime(), healthyAt)) return { result: false, events: [] };
      const { event } = await tryStopManualLot(tx, lot, now);
      return { result: true, events: [event] };
    }),
  );
}
