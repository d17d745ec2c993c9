import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client';
import { HttpError } from '../errors';
import type { LiveBus } from '../live/bus';

/**
 * What an operator alerts on (ADR 0026), in one registry per app (tests build many apps in one process).
 * Hot paths only count and observe into fixed buckets; everything that reads a table or a pool runs when
 * Prometheus scrapes, not per request.
 */
export interface Metrics {
  registry: Registry;
  /** One bid answered: how long it took, and why it was refused when it was. */
  bidAnswered(
    channel: 'rest' | 'stream',
    seconds: number,
    refusal?: { status: number; message: string },
  ): void;
  /** A live stream opened again after its last seq (a client resuming after a drop, a drain or a crash). */
  streamResumed(): void;
  /** Events a process read back from lot_events: a seq gap that the bus did not fill, or a catch-up. */
  eventsRefilled(kind: 'gap' | 'catch-up', events: number): void;
}

export interface MetricSources {
  database: Database;
  bus: LiveBus;
  /** Live streams open in this process. */
  liveSubscribers: () => number;
}

/** Refusals by a short, bounded reason (a message names amounts, so it cannot be a label itself). */
const REFUSAL_REASONS: [RegExp, string][] = [
  [/^Another bid was placed first/, 'outbid'],
  [/^You are already the highest bidder/, 'already-highest'],
  [/^This lot is not open/, 'lot-not-open'],
  [/^Bidding on this lot has ended/, 'lot-ended'],
  [/^You have not joined this lot/, 'not-joined'],
];

export function refusalReason(status: number, message: string): string {
  for (const [pattern, reason] of REFUSAL_REASONS) if (pattern.test(message)) return reason;
  if (status === 400) return 'invalid-amount';
  if (status === 404) return 'not-found';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status === 503) return 'unavailable';
  return `http-${status}`;
}

/** Seconds from an event's creation in its bid's transaction to now (its serverDateTime, an ISO UTC stamp). */
function secondsSince(isoStamp: string): number | null {
  const at = Date.parse(isoStamp);
  return Number.isNaN(at) ? null : Math.max(0, (Date.now() - at) / 1000);
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Process CPU and memory, GC, handles, and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const bidSeconds = new Histogram({
    name: 'bidright_bid_answer_seconds',
    help: 'Time from a bid request to its answer, by channel (rest or stream) and outcome',
    labelNames: ['channel', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const bids = new Counter({
    name: 'bidright_bids_total',
    help: 'Bids answered: accepted, or refused with a reason',
    labelNames: ['outcome', 'reason'],
    registers,
  });
  new Gauge({
    name: 'bidright_live_subscribers',
    help: 'Live streams open in this process',
    registers,
    collect() {
      this.set(sources.liveSubscribers());
    },
  });
  const fanOut = new Histogram({
    name: 'bidright_fanout_delay_seconds',
    help: "From a live event's commit (stamped in its transaction) to this process handing it to its streams",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const resumed = new Counter({
    name: 'bidright_stream_reconnects_total',
    help: 'Live streams opened again after a last seq (clients resuming)',
    registers,
  });
  const refilled = new Counter({
    name: 'bidright_stream_refilled_events_total',
    help: 'Live events read back from lot_events because the bus did not bring them (gap fill, catch-up)',
    labelNames: ['kind'],
    registers,
  });
  const busReconnects = new Counter({
    name: 'bidright_bus_reconnects_total',
    help: 'Times the live bus (Redis) came back after an outage',
    registers,
  });
  new Gauge({
    name: 'bidright_jobs',
    help: 'Jobs in the queue by queue and state (created, retry, active, failed)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      const rows = await queryRows<{ name: string; state: string; count: number }>(
        sources.database.db,
        sql`select name, state::text as state, count(*)::int as count from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      ).catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'bidright_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (absent on PGlite)',
    labelNames: ['state'],
    registers,
    collect() {
      const use = sources.database.poolUse?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  sources.bus.subscribe((event) => {
    const seconds = secondsSince(event.message.serverDateTime);
    if (seconds !== null) fanOut.observe(seconds);
  });
  sources.bus.onReconnect(() => busReconnects.inc());

  return {
    registry,
    bidAnswered(channel, seconds, refusal) {
      const outcome = refusal ? 'refused' : 'accepted';
      bidSeconds.observe({ channel, outcome }, seconds);
      bids.inc({ outcome, reason: refusal ? refusalReason(refusal.status, refusal.message) : '' });
    },
    streamResumed: () => resumed.inc(),
    eventsRefilled: (kind, events) => refilled.inc({ kind }, events),
  };
}

/** The stream's bid use case, timed: its answer time and outcome go to the metrics. */
export function timedStreamBid<I, O>(metrics: Metrics, placeBid: (input: I) => Promise<O>) {
  return async (input: I): Promise<O> => {
    const started = performance.now();
    try {
      const answer = await placeBid(input);
      metrics.bidAnswered('stream', (performance.now() - started) / 1000);
      return answer;
    } catch (error) {
      const refusal =
        error instanceof HttpError
          ? { status: error.statusCode, message: error.message }
          : { status: 500, message: 'error' };
      metrics.bidAnswered('stream', (performance.now() - started) / 1000, refusal);
      throw error;
    }
  };
}
