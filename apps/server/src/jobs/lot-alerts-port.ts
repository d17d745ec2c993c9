import type { JobQueue } from './queue';

/**
 * The port through which the areas that commit a lot's changes (lots, cases) tell the alerts about them.
 * Each call only queues a keyed job, after the caller's transaction committed; who hears what, and whether
 * the change still holds when the job runs, is decided by the job (lot-alerts.ts). A failure to queue is
 * logged at error level and never fails the staff call that already committed its change.
 */
export interface LotAlerts {
  /** A post-sale step of a lot was confirmed (the winner hears of it; a received payment ends reminders). */
  settlementStep(lotId: number, step: TSettlementStep): Promise<void>;
  /** The lot was postponed at `postponedAt` (postponing again later is a new change, heard again). */
  lotPostponed(lotId: number, postponedAt: Date): Promise<void>;
  /** The lot was cancelled (its case was cancelled). */
  lotCancelled(lotId: number): Promise<void>;
  /** The lot was published: bidders whose saved filters find it hear once. */
  lotPublished(lotId: number): Promise<void>;
}

export const SETTLEMENT_STEPS = [
  'DepositReceived',
  'PaymentReceived',
  'CourtApproved',
  'DeedReady',
  'DeedIssued',
] as const;
export type TSettlementStep = (typeof SETTLEMENT_STEPS)[number];

export const SETTLEMENT_STEP_JOB = 'notification.settlement-step';
export const LOT_POSTPONED_JOB = 'notification.lot-postponed';
export const LOT_PUBLISHED_JOB = 'notification.lot-published';

/** A postponement or cancellation job: `change` is `postponed:<ISO time>` or `cancelled`. */
export interface TLotPostponedJob {
  lotId: number;
  change: string;
}

export interface TLotPublishedJob {
  lotId: number;
}

/** The port's implementation: keyed sends on the job queue, so a repeated call queues nothing new. */
export function queuedLotAlerts(
  jobs: JobQueue,
  log: { error: (object: object, message: string) => void },
): LotAlerts {
  const queue = async (name: string, data: { lotId: number }, key: string, what: string) => {
    try {
      await jobs.send(name, data, { key });
    } catch (error) {
      log.error({ err: error, lotId: data.lotId }, `could not queue the ${what} alert`);
    }
  };
  return {
    settlementStep: (lotId, step) =>
      queue(SETTLEMENT_STEP_JOB, { lotId, step } as { lotId: number }, `${lotId}:${step}`, 'settlement'),
    lotPostponed: (lotId, postponedAt) => {
      const change = `postponed:${postponedAt.toISOString()}`;
      return queue(
        LOT_POSTPONED_JOB,
        { lotId, change } as TLotPostponedJob,
        `${lotId}:${change}`,
        'postponement',
      );
    },
    lotCancelled: (lotId) =>
      queue(
        LOT_POSTPONED_JOB,
        { lotId, change: 'cancelled' } as TLotPostponedJob,
        `${lotId}:cancelled`,
        'cancellation',
      ),
    lotPublished: (lotId) =>
      queue(LOT_PUBLISHED_JOB, { lotId } as TLotPublishedJob, String(lotId), 'saved filter'),
  };
}
