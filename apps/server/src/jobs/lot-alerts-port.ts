import type { Db } from '../db/client';
import type { JobQueue } from './queue';

/**
 * The port through which the areas that commit a lot's changes (lots, cases) tell the alerts about them.
 * Each call queues a keyed job on the caller's open transaction `tx`, so the job exists exactly when the
 * change commits (a crash loses both or neither, ADR 0039); who hears what, and whether the change still
 * holds when the job runs, is decided by the job (lot-alerts.ts). A failure to queue fails the change.
 */
export interface LotAlerts {
  /** A post-sale step of a lot was confirmed (the winner hears of it; a received payment ends reminders). */
  settlementStep(tx: Db, lotId: number, step: TSettlementStep): Promise<void>;
  /** The lot was postponed at `postponedAt` (postponing again later is a new change, heard again). */
  lotPostponed(tx: Db, lotId: number, postponedAt: Date): Promise<void>;
  /** The lot was cancelled (its case was cancelled). */
  lotCancelled(tx: Db, lotId: number): Promise<void>;
  /** The lot was published: bidders whose saved filters find it hear once. */
  lotPublished(tx: Db, lotId: number): Promise<void>;
  /** A company's wire instructions changed to this version: winners who still owe it hear at once (ADR 0070). */
  wireInstructionsChanged(tx: Db, versionId: number): Promise<void>;
  /**
   * A blind confirmation of a lot's credit bid did not match (ADR 0074): the person who entered it and the
   * person who typed it again hear of it. `historyId` is the mismatch's row in credit_bid_history.
   */
  creditBidMismatch(tx: Db, historyId: number): Promise<void>;
  /** A defaulted lot was offered to a runner-up (issue 43): they hear of it once, on every channel they keep on. */
  runnerUpOffered(tx: Db, offerId: number): Promise<void>;
  /** A runner-up accepted an offer: their win is told like a won lot's, with its own reminders. */
  runnerUpAccepted(tx: Db, offerId: number): Promise<void>;
  /** A runner-up declined an offer or let it lapse: the host's staff hear of it once, to offer the lot on. */
  runnerUpOfferEnded(tx: Db, offerId: number): Promise<void>;
  /**
   * A pause or an outage (ADR 0077, `interruptionId` its sale_interruptions row): every bidder registered on a
   * lot it touched hears once that the sale was paused or interrupted (`interrupted`), and once of the new
   * closing times (`times`).
   */
  saleInterrupted(tx: Db, interruptionId: number, notice: TSaleNotice): Promise<void>;
}

export const SALE_NOTICES = ['interrupted', 'times'] as const;
export type TSaleNotice = (typeof SALE_NOTICES)[number];
export const SALE_INTERRUPTED_JOB = 'notification.sale-interrupted';

export interface TSaleInterruptedJob {
  interruptionId: number;
  notice: TSaleNotice;
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

export const WIRE_CHANGED_JOB = 'notification.wire-changed';

export interface TWireChangedJob {
  versionId: number;
}

export const CREDIT_BID_MISMATCH_JOB = 'notification.credit-bid-mismatch';

export interface TCreditBidMismatchJob {
  historyId: number;
}

export const RUNNER_UP_OFFER_JOB = 'notification.runner-up-offer';
export const RUNNER_UP_WON_JOB = 'notification.runner-up-won';
export const RUNNER_UP_ENDED_JOB = 'notification.runner-up-ended';

export interface TRunnerUpJob {
  offerId: number;
}

export interface TLotPublishedJob {
  lotId: number;
}

/** The port's implementation: keyed sends on the caller's transaction, so a repeated call queues nothing new. */
export function queuedLotAlerts(jobs: JobQueue): LotAlerts {
  const queue = async (tx: Db, name: string, data: { lotId: number }, key: string) => {
    await jobs.send(name, data, { key, tx });
  };
  return {
    settlementStep: (tx, lotId, step) =>
      queue(tx, SETTLEMENT_STEP_JOB, { lotId, step } as { lotId: number }, `${lotId}:${step}`),
    lotPostponed: (tx, lotId, postponedAt) => {
      const change = `postponed:${postponedAt.toISOString()}`;
      return queue(tx, LOT_POSTPONED_JOB, { lotId, change } as TLotPostponedJob, `${lotId}:${change}`);
    },
    lotCancelled: (tx, lotId) =>
      queue(tx, LOT_POSTPONED_JOB, { lotId, change: 'cancelled' } as TLotPostponedJob, `${lotId}:cancelled`),
    lotPublished: (tx, lotId) => queue(tx, LOT_PUBLISHED_JOB, { lotId } as TLotPublishedJob, String(lotId)),
    wireInstructionsChanged: async (tx, versionId) => {
      await jobs.send(WIRE_CHANGED_JOB, { versionId } as TWireChangedJob, { key: String(versionId), tx });
    },
    saleInterrupted: async (tx, interruptionId, notice) => {
      await jobs.send(SALE_INTERRUPTED_JOB, { interruptionId, notice } as TSaleInterruptedJob, {
        key: `${interruptionId}:${notice}`,
        tx,
      });
    },
    creditBidMismatch: async (tx, historyId) => {
      await jobs.send(CREDIT_BID_MISMATCH_JOB, { historyId } as TCreditBidMismatchJob, {
        key: String(historyId),
        tx,
      });
    },
    runnerUpOffered: async (tx, offerId) => {
      await jobs.send(RUNNER_UP_OFFER_JOB, { offerId } as TRunnerUpJob, { key: String(offerId), tx });
    },
    runnerUpAccepted: async (tx, offerId) => {
      await jobs.send(RUNNER_UP_WON_JOB, { offerId } as TRunnerUpJob, { key: String(offerId), tx });
    },
    runnerUpOfferEnded: async (tx, offerId) => {
      await jobs.send(RUNNER_UP_ENDED_JOB, { offerId } as TRunnerUpJob, { key: String(offerId), tx });
    },
  };
}
