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
 * The outbid job that covers a bid of window `bidWindow`, drained during window `current`. A window's job
 * runs once it has closed and reads that window and the one before, so a bid is covered by a job that has
 * not run yet: its own window's while it is open, the next window's in the window after (a bid that
 * committed late, read by the drain at its window's end), and a job of its own after that (a backlog after
 * an outage; `batchSeq`, the first seq of the drain's batch, makes its key new). In steady bidding that is
 * one job per lot per window, as before the outbox.
 */
export function outbidJobFor(lotId: number, bidWindow: number, current: number, batchSeq: number) {
  if (bidWindow >= current) return { key: `${lotId}:${bidWindow}`, window: bidWindow };
  if (bidWindow === current - 1) return { key: `${lotId}:${current}`, window: current };
  return { key: `${lotId}:${bidWindow}:${batchSeq}`, window: bidWindow };
}

/**
 * The alerts' reader of committed live events (jobs/lot-event-outbox.ts): it queues, on the drain's
 * transaction, the outbid jobs of its bids (one per lot per window, to run once the window has closed) and
 * one job per lot started, stopping or stopped. Who is told, and how, is decided by the jobs (lot-alerts.ts).
 */
export const lotEventAlerts: TLotEventReader = {
  name: 'alerts',

  async read(tx, jobs, events) {
    const current = Math.floor(Date.now() / OUTBID_WINDOW_MS);
    /** Outbid job key → its window. */
    const windows = new Map<string, number>();
    for (const event of events) {
      if (event.event === LiveEvent.BidPlaced) {
        const bidWindow = Math.floor(event.createdAt.getTime() / OUTBID_WINDOW_MS);
        const job = outbidJobFor(event.lotId, bidWindow, current, events[0]!.seq);
        windows.set(job.key, job.window);
      } else if (ALERTING_EVENTS.has(event.event))
        await jobs.send<TLotEventJob>(
          LOT_EVENT_JOB,
          { lotId: event.lotId, seq: event.seq, event: event.event },
          { key: `${event.lotId}:${event.seq}`, tx },
        );
    }
    const lotId = events[0]?.lotId;
    for (const [key, window] of windows)
      await jobs.send<TLotBidsJob>(
        LOT_BIDS_JOB,
        { lotId: lotId!, window },
        { key, startAfter: new Date((window + 1) * OUTBID_WINDOW_MS), tx },
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
