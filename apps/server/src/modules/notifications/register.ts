import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  CREDIT_BID_MISMATCH_JOB,
  RUNNER_UP_ENDED_JOB,
  RUNNER_UP_OFFER_JOB,
  RUNNER_UP_WON_JOB,
  SALE_INTERRUPTED_JOB,
  type TCreditBidMismatchJob,
  type TLotPostponedJob,
  type TLotPublishedJob,
  type TRunnerUpJob,
  type TSaleInterruptedJob,
  type TWireChangedJob,
  WIRE_CHANGED_JOB,
} from '../../jobs/lot-alerts-port';
import { createProviders } from '../../providers/index';
import {
  LOT_BIDS_JOB,
  LOT_EVENT_JOB,
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  REMINDER_JOB,
  SETTLEMENT_STEP_JOB,
  type TLotBidsJob,
  type TLotEventJob,
  type TSettlementStep,
  UPCOMING_LOTS_JOB,
} from './alert-jobs';
import { createPushSender } from './channels';
import { alertCreditBidMismatch } from './credit-bid-alerts';
import { deliverNotification, type TDeliverJob } from './deliver-notification';
import { alertLotPostponed, alertSavedFilterMatches, alertUpcomingLots } from './listing-alerts';
import { alertLotEvent, alertOutbid } from './lot-alerts';
import { lotEventAlerts } from './lot-event-alerts';
import { alertSettlementStep, remindPayment } from './payment-alerts';
import { DELIVER_JOB } from './raise-notification';
import { notificationRoutes } from './routes';
import { alertRunnerUpOffer, alertRunnerUpOfferEnded, alertRunnerUpWon } from './runner-up-alerts';
import { alertSaleInterrupted } from './sale-interruption-alerts';
import { loadVapidKeys } from './vapid-keys';
import { alertWireChanged } from './wire-alerts';

/**
 * Alerts: routes, the queue's jobs, and the reader of committed live events (lot-event-alerts.ts), which the
 * lot event outbox runs: it queues the jobs in the same transaction that marks the events read, so none is
 * lost or queued twice (ADR 0039). Who is told, and how, is decided by the jobs. Staff changes of other
 * areas (publish, postpone, cancel, post-sale steps) reach the jobs through the LotAlerts port
 * (lot-alerts-port.ts), which their use cases call inside their own transaction.
 */
/** How long an alert job may run before it counts as failed (and is run again, in any process). */
export const ALERT_JOB_EXPIRY_SECONDS = 120;

export function registerNotifications(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const jobs = app.jobs;
  const keys = loadVapidKeys(config);
  const providers = createProviders(config, db);
  const channels = { sms: providers.sms, email: providers.email, push: createPushSender(config, db, keys) };

  // A job whose process was killed mid-run is run again after its expiry: minutes, not pg-boss's 15, for an
  // alert that is news only while the sale runs (a rerun is harmless: alerts and sends are kept once).
  const alert = { expireInSeconds: ALERT_JOB_EXPIRY_SECONDS };
  jobs.define<TDeliverJob>(DELIVER_JOB, (job) => deliverNotification(db, channels, config, job.data), {
    ...alert,
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  jobs.define<TLotBidsJob>(LOT_BIDS_JOB, (job) => alertOutbid(db, jobs, job.data), {
    ...alert,
    retryDelaySeconds: 5,
  });
  jobs.define<TLotEventJob>(LOT_EVENT_JOB, (job) => alertLotEvent(db, jobs, job.data), {
    ...alert,
    retryDelaySeconds: 5,
  });
  jobs.define<Parameters<typeof remindPayment>[2]>(
    REMINDER_JOB,
    (job) => remindPayment(db, jobs, job.data),
    alert,
  );
  jobs.define<{ lotId: number; step: TSettlementStep }>(
    SETTLEMENT_STEP_JOB,
    (job) => alertSettlementStep(db, jobs, job.data),
    alert,
  );
  jobs.define<TLotPostponedJob>(LOT_POSTPONED_JOB, (job) => alertLotPostponed(db, jobs, job.data), alert);
  jobs.define<TLotPublishedJob>(
    LOT_PUBLISHED_JOB,
    (job) => alertSavedFilterMatches(db, jobs, job.data),
    alert,
  );
  jobs.define<TWireChangedJob>(WIRE_CHANGED_JOB, (job) => alertWireChanged(db, jobs, job.data), alert);
  jobs.define<TCreditBidMismatchJob>(
    CREDIT_BID_MISMATCH_JOB,
    (job) => alertCreditBidMismatch(db, jobs, job.data),
    alert,
  );
  jobs.define<TRunnerUpJob>(RUNNER_UP_OFFER_JOB, (job) => alertRunnerUpOffer(db, jobs, job.data), alert);
  jobs.define<TRunnerUpJob>(RUNNER_UP_WON_JOB, (job) => alertRunnerUpWon(db, jobs, job.data), alert);
  jobs.define<TRunnerUpJob>(RUNNER_UP_ENDED_JOB, (job) => alertRunnerUpOfferEnded(db, jobs, job.data), alert);
  jobs.define<TSaleInterruptedJob>(
    SALE_INTERRUPTED_JOB,
    (job) => alertSaleInterrupted(db, jobs, job.data),
    alert,
  );
  jobs.define(UPCOMING_LOTS_JOB, () => alertUpcomingLots(db, jobs), { retryLimit: 0 });

  notificationRoutes(app, { db, vapidPublicKey: keys.publicKey });

  void jobs.schedule(UPCOMING_LOTS_JOB, '* * * * *');
  app.lotEvents.addReader(lotEventAlerts);
}
