import { createHmac } from 'node:crypto';
import type { TWebhookEvent } from '@bidright/domain';
import { LiveEvent, toDollars } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeLot } from '../../db/practice-filter';
import { webhookDeliveries, webhooks } from '../../db/schema/index';
import { type SecretBox, sealContexts } from '../../db/sealed-secrets';
import type { TLotEventReader } from '../../jobs/lot-event-outbox';
import type { JobQueue } from '../../jobs/queue';

export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
export const WEBHOOK_PAYMENTS_JOB = 'webhook-scan-payments';
export const WEBHOOK_LOT_EVENT_JOB = 'webhook-lot-event';

/** A committed live event that webhooks announce. */
export interface TWebhookLotEventJob {
  lotId: number;
  seq: number;
  event: number;
}

const ANNOUNCED_EVENTS: ReadonlySet<number> = new Set([LiveEvent.LotStarted, LiveEvent.LotStopped]);

/**
 * The webhooks' reader of committed live events (jobs/lot-event-outbox.ts): one job per lot started or
 * stopped, queued on the drain's transaction, so the event is announced once even if a process dies.
 */
export const lotEventWebhooks: TLotEventReader = {
  name: 'webhooks',
  async read(tx, jobs, events) {
    for (const event of events)
      if (ANNOUNCED_EVENTS.has(event.event))
        await jobs.send<TWebhookLotEventJob>(
          WEBHOOK_LOT_EVENT_JOB,
          { lotId: event.lotId, seq: event.seq, event: event.event },
          { key: `${event.lotId}:${event.seq}`, tx },
        );
  },
  drainAt: (event, now) => (ANNOUNCED_EVENTS.has(event.event) ? now : null),
};
const DELIVERY_TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with its secret. */
export function signWebhook(secret: string, timestamp: number, body: string) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Records one event for every active webhook of the company (once per webhook and event key, however often
 * it is raised) and queues a delivery job for each new record, in one transaction: a crash keeps the records
 * with their jobs or neither, so a retried raise never finds a record without its job.
 */
export async function enqueueWebhookEvent(
  db: Db,
  queue: JobQueue,
  event: { companyId: number; type: TWebhookEvent; key: string; data: Record<string, unknown>; since?: Date },
) {
  const payload = { event: event.type, createdDate: new Date().toISOString(), data: event.data };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into webhook_deliveries (webhook_id, event, event_key, payload)
        select w.id, ${event.type}, ${event.key}, ${JSON.stringify(payload)}::jsonb from webhooks w
        where w.company_id = ${event.companyId} and w.deactivated_at is null
          and (${event.since ? event.since.toISOString() : null}::timestamptz is null
               or w.created_at <= ${event.since ? event.since.toISOString() : null}::timestamptz)
        on conflict (webhook_id, event_key) do nothing
        returning id`,
    );
    for (const row of inserted)
      await queue.send(
        WEBHOOK_DELIVER_JOB,
        { deliveryId: Number(row.id) },
        { key: `delivery:${row.id}`, tx },
      );
    return inserted.length;
  });
}

/** The lot's company and outcome, for the lot events' payloads. */
async function lotFacts(db: Db, lotId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.auction_id, l.lot_status, l.opening_price_cents, l.started_time, l.stopped_time,
        l.sold_to, k.company_id, wb.amount_cents as winner_cents, wab.paddle_number as winner_paddle
      from lots l join cases k on k.id = l.case_id
      left join bids wb on wb.id = coalesce(l.winner_bid_id, case when l.stopped_time is not null then l.high_bid_id end)
      left join auction_bidders wab on wab.id = wb.auction_bidder_id
      where l.id = ${lotId} and ${notPracticeLot('l')}`,
  );
  // A practice lot (ADR 0076) is nobody's news: no host or law firm hears of it.
  return row;
}

/** The job of a committed live event that webhooks announce: lot started and lot stopped (with the winner). */
export async function announceLotEvent(db: Db, queue: JobQueue, job: TWebhookLotEventJob) {
  if (!ANNOUNCED_EVENTS.has(job.event)) return;
  const facts = await lotFacts(db, job.lotId);
  if (!facts) return;
  const type: TWebhookEvent = job.event === LiveEvent.LotStarted ? 'lot.started' : 'lot.stopped';
  const data: Record<string, unknown> = {
    lotId: String(facts.id),
    auctionId: facts.auction_id === null ? null : String(facts.auction_id),
    status: facts.lot_status,
    openingBid: toDollars(Number(facts.opening_price_cents)),
    startedTime: facts.started_time ? new Date(facts.started_time as string).toISOString() : null,
  };
  if (type === 'lot.stopped') {
    data.stoppedTime = facts.stopped_time ? new Date(facts.stopped_time as string).toISOString() : null;
    data.winner =
      facts.winner_cents === null || facts.winner_cents === undefined
        ? null
        : {
            paddleNumber: facts.winner_paddle === null ? null : Number(facts.winner_paddle),
            amount: toDollars(Number(facts.winner_cents)),
            soldTo: facts.sold_to ?? null,
          };
  }
  await enqueueWebhookEvent(db, queue, {
    companyId: Number(facts.company_id),
    type,
    key: `${type}:${job.lotId}:${job.seq}`,
    data,
  });
}

/**
 * Payment received: a periodic scan (every minute) turns lots whose full payment was confirmed into
 * `payment.received` events, for webhooks that existed by then. The scan keeps the settlement code free of
 * webhook concerns, and catches payments confirmed by any path.
 */
export async function scanPaymentsForWebhooks(db: Db, queue: JobQueue) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.payment_received_date, l.deposit_received_date, k.company_id, wb.amount_cents
      from lots l join cases k on k.id = l.case_id left join bids wb on wb.id = coalesce(l.winner_bid_id, case when l.stopped_time is not null then l.high_bid_id end)
      where l.payment_received_date is not null and ${notPracticeLot('l')}
        and l.payment_received_date > now() - interval '7 days'
        and exists (select 1 from webhooks w where w.company_id = k.company_id and w.deactivated_at is null
          and w.created_at <= l.payment_received_date
          and not exists (select 1 from webhook_deliveries d where d.webhook_id = w.id
            and d.event_key = 'payment.received:' || l.id))`,
  );
  let queued = 0;
  for (const row of rows) {
    const paidAt = new Date(row.payment_received_date as string);
    queued += await enqueueWebhookEvent(db, queue, {
      companyId: Number(row.company_id),
      type: 'payment.received',
      key: `payment.received:${row.id}`,
      since: paidAt,
      data: {
        lotId: String(row.id),
        amount: row.amount_cents === null ? null : toDollars(Number(row.amount_cents)),
        depositReceivedDate: row.deposit_received_date
          ? new Date(row.deposit_received_date as string).toISOString()
          : null,
        paymentReceivedDate: paidAt.toISOString(),
      },
    });
  }
  return queued;
}

/**
 * The delivery job: POSTs the payload with its signature; any answer but 2xx (or no answer in 10 s) is
 * recorded as an attempt and thrown, so the queue retries with backoff. The secret is opened here, the one
 * read of it (ADR 0023).
 */
export async function deliverWebhook(db: Db, secretBox: SecretBox, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.delivery.deliveredAt || row.webhook.deactivatedAt) return;
  const secret = secretBox.open(row.webhook.secret, sealContexts.webhookSecret(row.webhook.id));
  const body = JSON.stringify({ id: String(row.delivery.id), ...row.delivery.payload });
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(row.webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Bidright-Webhooks/1',
        'x-bidright-event': row.delivery.event,
        'x-bidright-delivery': String(row.delivery.id),
        'x-bidright-signature': signWebhook(secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel().catch(() => undefined);
    if (status < 200 || status >= 300) error = `The receiver answered ${status}.`;
  } catch (failure) {
    error = `No answer: ${(failure as Error).message}`.slice(0, 500);
  }
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: new Date(),
      lastStatusCode: status,
      lastError: error,
      deliveredAt: error ? null : new Date(),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (error) throw new Error(error);
}
