import { LiveEvent } from '@bidright/domain';

/** The queue's alert jobs: their names and payloads, shared by the listener that queues them and the alert files. */

export {
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  SETTLEMENT_STEP_JOB,
  SETTLEMENT_STEPS,
  type TSettlementStep,
} from '../../jobs/lot-alerts-port';

export const LOT_EVENT_JOB = 'notification.lot-event';
export const REMINDER_JOB = 'notification.payment-reminder';
export const UPCOMING_LOTS_JOB = 'notification.upcoming-lots';
export const LOT_BIDS_JOB = 'notification.lot-bids';

/**
 * Outbid alerts are raised per lot per window of this length: one job reads the window's bids (and the one
 * before, in case an event reached this process late), and each bidder whose bid was beaten hears once per
 * window, about the latest beaten bid, unless they are the high bidder again by then. Spec part 3 §9:
 * duplicate alerts for a lot are suppressed. It also keeps the alert work off the database per bid.
 */
export const OUTBID_WINDOW_MS = 2000;

/** Live events that raise alerts; the rest (joins, pings …) never reach the queue. */
export const ALERTING_EVENTS: ReadonlySet<number> = new Set([
  LiveEvent.LotStarted,
  LiveEvent.LotStopped,
  LiveEvent.LotStopping,
]);

export interface TLotBidsJob {
  lotId: number;
  /** Window number: floor(ms / OUTBID_WINDOW_MS). */
  window: number;
}

export interface TLotEventJob {
  lotId: number;
  seq: number;
  event: number;
}
