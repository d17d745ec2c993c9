import { LiveEvent } from '@bidright/domain';
import type { TLotEventReader } from '../../jobs/lot-event-outbox';
import {
  ALERTING_EVENTS,
  LOT_BIDS_JOB,
  LOT_EVENT_JOB,
  OUTBID_WINDOW_MS,
  type TLotBidsJob,
  type TLotEventJob,
} from './alert-jobs';

/** A drain at a window's end waits this much longer for the window's last bids to commit. */
const WINDOW_GRACE_MS = 100;

/**
 * The alerts' reader of committed live events (jobs/lot-event-outbox.ts): it queues, on the drain's
 * transaction, one outbid job per lot per window its bids fell in (to run once the window has closed) and
 * one job per lot started, stopping or stopped. Who is told, and how, is decided by the jobs (lot-alerts.ts).
 */
export const lotEventAlerts: TLotEventReader = {
  name: 'alerts',

  async read(tx, jobs, events) {
    /** Window → the seq of its last bid in this batch. */
    const windows = new Map<number, number>();
    for (const event of events) {
      if (event.event === LiveEvent.BidPlaced)
        windows.set(Math.floor(event.createdAt.getTime() / OUTBID_WINDOW_MS), event.seq);
      else if (ALERTING_EVENTS.has(event.event))
        await jobs.send<TLotEventJob>(
          LOT_EVENT_JOB,
          { lotId: event.lotId, seq: event.seq, event: event.event },
          { key: `${event.lotId}:${event.seq}`, tx },
        );
    }
    const lotId = events[0]?.lotId;
    // Keyed by the window's last bid too: bids of a window that commit after its first drain get a job of
    // their own (the alerts are kept once by their own unique key).
    for (const [window, lastSeq] of windows)
      await jobs.send<TLotBidsJob>(
        LOT_BIDS_JOB,
        { lotId: lotId!, window },
        { key: `${lotId}:${window}:${lastSeq}`, startAfter: new Date((window + 1) * OUTBID_WINDOW_MS), tx },
      );
  },

  drainAt(event, now) {
    // One drain per lot per outbid window, when it ends: the bids of the window cost no database work at all.
    if (event.event === LiveEvent.BidPlaced)
      return new Date(
        (Math.floor(now.getTime() / OUTBID_WINDOW_MS) + 1) * OUTBID_WINDOW_MS + WINDOW_GRACE_MS,
      );
    return ALERTING_EVENTS.has(event.event) ? now : null;
  },
};
