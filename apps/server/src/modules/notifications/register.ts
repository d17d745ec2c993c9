import { LiveEvent } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TLotPostponedJob, TLotPublishedJob } from '../../jobs/lot-alerts-port';
import type { LiveBus } from '../../live/bus';
import { createProviders } from '../../providers/index';
import {
  ALERTING_EVENTS,
  LOT_BIDS_JOB,
  LOT_EVENT_JOB,
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  OUTBID_WINDOW_MS,
  REMINDER_JOB,
  SETTLEMENT_STEP_JOB,
  type TLotBidsJob,
  type TLotEventJob,
  type TSettlementStep,
  UPCOMING_LOTS_JOB,
} from './alert-jobs';
import { createPushSender } from './channels';
import { deliverNotification, type TDeliverJob } from './deliver-notification';
import { alertLotPostponed, alertSavedFilterMatches, alertUpcomingLots } from './listing-alerts';
import { alertLotEvent, alertOutbid } from './lot-alerts';
import { alertSettlementStep, remindPayment } from './payment-alerts';
import { DELIVER_JOB } from './raise-notification';
import { notificationRoutes } from './routes';
import { loadVapidKeys } from './vapid-keys';

/**
 * Alerts: routes, the queue's jobs, and a bus listener that turns committed live events into jobs. The
 * listener runs after the bid transaction committed and only queues a job (keyed by lot and seq, so every
 * process queuing the same event adds one job); who is told, and how, is decided by the job. Staff changes
 * of other areas (publish, postpone, cancel, post-sale steps) reach the jobs through the LotAlerts port
 * (lot-alerts-port.ts), which their use cases call after they commit.
 */
export function registerNotifications(app: FastifyInstance, deps: { db: Db; config: Config; bus: LiveBus }) {
  const { db, config, bus } = deps;
  const jobs = app.jobs;
  const keys = loadVapidKeys(config);
  const providers = createProviders(config, db);
  const channels = { sms: providers.sms, email: providers.email, push: createPushSender(config, db, keys) };

  jobs.define<TDeliverJob>(DELIVER_JOB, (job) => deliverNotification(db, channels, config, job.data), {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  jobs.define<TLotBidsJob>(LOT_BIDS_JOB, (job) => alertOutbid(db, jobs, job.data), { retryDelaySeconds: 5 });
  jobs.define<TLotEventJob>(LOT_EVENT_JOB, (job) => alertLotEvent(db, jobs, job.data), {
    retryDelaySeconds: 5,
  });
  jobs.define<Parameters<typeof remindPayment>[2]>(REMINDER_JOB, (job) => remindPayment(db, jobs, job.data));
  jobs.define<{ lotId: number; step: TSettlementStep }>(SETTLEMENT_STEP_JOB, (job) =>
    alertSettlementStep(db, jobs, job.data),
  );
  jobs.define<TLotPostponedJob>(LOT_POSTPONED_JOB, (job) => alertLotPostponed(db, jobs, job.data));
  jobs.define<TLotPublishedJob>(LOT_PUBLISHED_JOB, (job) => alertSavedFilterMatches(db, jobs, job.data));
  jobs.define(UPCOMING_LOTS_JOB, () => alertUpcomingLots(db, jobs), { retryLimit: 0 });

  notificationRoutes(app, { db, vapidPublicKey: keys.publicKey });

  let unsubscribe: (() => void) | undefined;
  void jobs.schedule(UPCOMING_LOTS_JOB, '* * * * *');
  app.addHook('onReady', async () => {
    // Lot windows this process already queued: later bids of the same window cost no database work at all.
    const queuedWindows = new Set<string>();
    unsubscribe = bus.subscribe((event) => {
      const code = event.message.event as number;
      if (code === LiveEvent.BidPlaced) {
        const window = Math.floor(Date.now() / OUTBID_WINDOW_MS);
        const key = `${event.lotId}:${window}`;
        if (queuedWindows.has(key)) return;
        if (queuedWindows.size > 10_000) queuedWindows.clear();
        queuedWindows.add(key);
        jobs
          .send<TLotBidsJob>(
            LOT_BIDS_JOB,
            { lotId: event.lotId, window },
            {
              key,
              startAfter: new Date((window + 1) * OUTBID_WINDOW_MS),
            },
          )
          .catch((error: unknown) =>
            app.log.error({ err: error, lotId: event.lotId }, 'could not queue outbid alerts'),
          );
        return;
      }
      if (!ALERTING_EVENTS.has(code)) return;
      jobs
        .send<TLotEventJob>(
          LOT_EVENT_JOB,
          { lotId: event.lotId, seq: event.seq, event: code },
          { key: `${event.lotId}:${event.seq}` },
        )
        .catch((error: unknown) =>
          app.log.error({ err: error, lotId: event.lotId }, 'could not queue lot alerts'),
        );
    });
  });
  app.addHook('onClose', async () => unsubscribe?.());
}
