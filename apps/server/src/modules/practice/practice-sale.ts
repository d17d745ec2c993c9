import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LiveContext } from '../../live/context';
import { ensurePracticeSale, type PracticeSale, topUpPracticeLots } from './ensure-practice-sale';
import { humanLikeDelay, type RivalDelay, runRivals } from './run-rivals';

/** The running practice sale of this process: made at boot, then kept open by a one-second loop. */
export interface PracticeRunner {
  /** The sale's ids (made at boot; null until the app is ready). */
  sale(): PracticeSale | null;
  /** One pass now: prune old lots and list fresh ones where some closed, then let the rivals answer. */
  tick(now?: Date): Promise<PracticePass>;
  stop(): Promise<void>;
}

/** What one pass did: the lots it listed, how many old lots it pruned, the rival bids accepted. */
export interface PracticePass {
  listed: number[];
  pruned: number;
  rivalBids: number;
}

export interface PracticeOptions {
  lotSeconds: number;
  /** Minutes a closed practice lot is kept (its bids, alerts, outcome) before a relist prunes it. */
  keepMinutes: number;
  /** Run the loop on a timer (the app's default); tests call `tick()` instead. */
  timer: boolean;
  intervalMs?: number;
  delay?: RivalDelay;
  /** The clock the loop reads (tests move it); the bid path keeps the database's own. */
  now?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * Starts the practice sale (ADR 0076). Every process runs the loop, like the lot clock: listing is under an
 * advisory lock and each rival bid is a real bid under the lot's row lock, so two processes never list a
 * lot twice, and a second rival bid at the same price is refused as stale.
 */
export async function startPracticeSale(
  db: Db,
  ctx: LiveContext,
  options: PracticeOptions,
): Promise<PracticeRunner> {
  const sale = await ensurePracticeSale(db);
  const clock = options.now ?? (() => new Date());
  let running: Promise<PracticePass> | null = null;
  let stopped = false;
  const pass = async (now: Date) => {
    const { listed, pruned } = await topUpPracticeLots(db, sale, {
      lotSeconds: options.lotSeconds,
      keepMinutes: options.keepMinutes,
      now,
    });
    const rivalBids = await runRivals(ctx, sale, { now, delay: options.delay ?? humanLikeDelay });
    return { listed, pruned, rivalBids };
  };
  const tick = (now = clock()) => {
    running ??= pass(now)
      .catch((error: unknown) => {
        options.log?.error({ err: error }, 'practice sale pass failed');
        return { listed: [], pruned: 0, rivalBids: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  await tick();
  const timer = options.timer
    ? setInterval(() => {
        if (!stopped) void tick();
      }, options.intervalMs ?? 1000)
    : null;
  timer?.unref();
  return {
    sale: () => sale,
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
