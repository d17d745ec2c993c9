import { formatHostDateTime, formatUsd, LiveEvent, MAXIMUM_BID_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { OUTBID_WINDOW_MS, type TLotBidsJob, type TLotEventJob } from './alert-jobs';
import { lotAudience, lotFacts } from './lot-facts';
import { tellWinAndScheduleReminders } from './payment-alerts';
import { raiseNotification } from './raise-notification';

/** The alerts of the live sale: outbid and stop-time extension, a lot starting or closing, the win. */

/**
 * A bid in the window moved the lot's stop time (anti-sniping extension): the active bidders hear once per
 * new stop time. Read from the stop time each BidPlaced event of the log carried.
 */
async function alertExtension(db: Db, jobs: JobQueue, lotId: number, from: string, to: string) {
  const inWindow = await queryRows<{ seq: string | number; stop: string | null }>(
    db,
    sql`select seq, payload->'lot'->>'stopTime' as stop from lot_events where lot_id = ${lotId}
      and event = ${LiveEvent.BidPlaced} and created_at >= ${from} and created_at < ${to} order by seq`,
  );
  const first = inWindow[0];
  const last = inWindow.at(-1);
  if (!first || !last?.stop) return;
  const [before] = await queryRows<{ stop: string | null }>(
    db,
    sql`select payload->'lot'->>'stopTime' as stop from lot_events where lot_id = ${lotId} and seq < ${Number(first.seq)}
      and payload->'lot'->>'stopTime' is not null order by seq desc limit 1`,
  );
  if (!before?.stop || Date.parse(last.stop) <= Date.parse(before.stop)) return;
  const lot = await lotFacts(db, lotId);
  if (!lot) return;
  for (const userId of await lotAudience(db, lotId, { activeOnly: true }))
    await raiseNotification(db, jobs, {
      userId,
      lotId,
      kind: 'StopAlert',
      occurrence: `extended:${last.stop}`,
      title: `${lot.address}: stop time extended`,
      body: `A late bid extended the sale to ${formatHostDateTime(last.stop, lot.timeZone)}.`,
      link: `/details/${lotId}`,
    });
}

/** Outbid alerts of one lot's bids in one window (see OUTBID_WINDOW_MS). */
export async function alertOutbid(db: Db, jobs: JobQueue, job: TLotBidsJob) {
  const from = new Date((job.window - 1) * OUTBID_WINDOW_MS).toISOString();
  const to = new Date((job.window + 1) * OUTBID_WINDOW_MS).toISOString();
  const beaten = await queryRows<{
    seq: string | number;
    prev_bidder: number | null;
    prev_seq: string | number | null;
    prev_by_maximum: boolean | null;
    amount_cents: string | number;
    bidder_id: number;
  }>(
    db,
    sql`select b.seq, b.amount_cents, b.bidder_id, prev.bidder_id as prev_bidder, prev.seq as prev_seq,
        prev.placed_by_maximum as prev_by_maximum
      from bids b
      left join lateral (select p.bidder_id, p.seq, p.placed_by_maximum from bids p where p.lot_id = b.lot_id
        and p.seq < b.seq order by p.amount_cents desc, p.seq asc limit 1) prev on true
      where b.lot_id = ${job.lotId} and b.created_date >= ${from} and b.created_date < ${to}
      order by b.seq`,
  );
  if (beaten.length === 0) return;
  await alertExtension(db, jobs, job.lotId, from, to);
  await alertMaximumsExceeded(db, jobs, job.lotId);
  const [high] = await queryRows<{ bidder_id: number }>(
    db,
    sql`select bidder_id from bids where lot_id = ${job.lotId} order by amount_cents desc, seq asc limit 1`,
  );
  // The latest beaten bid of each bidder, and the high bid at that moment.
  const latest = new Map<number, { prevSeq: number; amountCents: number }>();
  // A beaten bid that a maximum placed is told as the maximum's own alert (alertMaximumsExceeded), not twice.
  for (const row of beaten)
    if (row.prev_bidder !== null && Number(row.prev_bidder) !== Number(row.bidder_id) && !row.prev_by_maximum)
      latest.set(Number(row.prev_bidder), {
        prevSeq: Number(row.prev_seq),
        amountCents: Number(row.amount_cents),
      });
  if (latest.size === 0) return;
  const lot = await lotFacts(db, job.lotId);
  if (!lot) return;
  for (const [userId, { prevSeq, amountCents }] of latest) {
    if (high && Number(high.bidder_id) === userId) continue;
    await raiseNotification(db, jobs, {
      userId,
      lotId: lot.id,
      kind: 'Outbid',
      // The bidder's own bid that was beaten: each bid can be beaten only once.
      occurrence: `bid:${prevSeq}`,
      title: `You were outbid on ${lot.address}`,
      body: `The high bid is now ${formatUsd(amountCents)}.`,
      link: `/details/${lot.id}`,
    });
  }
}

/**
 * "Your maximum was exceeded" (issue 32): each bidder whose maximum on the lot another bid passed hears it
 * once per lot, whatever happens after (a raise that is passed again says nothing new), on the channels the
 * Outbid switches allow. The engine marks a passed maximum in the bid's own transaction.
 */
async function alertMaximumsExceeded(db: Db, jobs: JobQueue, lotId: number) {
  const exceeded = await queryRows<{ bidder_id: number; high_cents: string | number }>(
    db,
    sql`select m.bidder_id, l.high_bid_cents as high_cents from maximum_bids m join lots l on l.id = m.lot_id
      where m.lot_id = ${lotId} and m.exceeded_at is not null`,
  );
  if (exceeded.length === 0) return;
  const lot = await lotFacts(db, lotId);
  if (!lot) return;
  for (const row of exceeded)
    await raiseNotification(db, jobs, {
      userId: Number(row.bidder_id),
      lotId,
      kind: 'Outbid',
      occurrence: 'maximum-exceeded',
      title: `${MAXIMUM_BID_MESSAGES.exceeded}: ${lot.address}`,
      body: `The high bid is now ${formatUsd(Number(row.high_cents))}.`,
      link: `/details/${lotId}`,
    });
}

/** Alerts of one committed live event (run by the queue, never inside the bid transaction). */
export async function alertLotEvent(db: Db, jobs: JobQueue, job: TLotEventJob) {
  const lot = await lotFacts(db, job.lotId);
  if (!lot) return;
  const link = `/details/${lot.id}`;
  if (job.event === LiveEvent.LotStopping) {
    for (const userId of await lotAudience(db, lot.id, { activeOnly: true }))
      await raiseNotification(db, jobs, {
        userId,
        lotId: lot.id,
        kind: 'StopAlert',
        occurrence: String(job.seq),
        title: `${lot.address} is closing`,
        body: 'The auctioneer sent the stop alert: place your last bid now.',
        link,
      });
  } else if (job.event === LiveEvent.LotStarted) {
    for (const userId of await lotAudience(db, lot.id, { withPins: true }))
      await raiseNotification(db, jobs, {
        userId,
        lotId: lot.id,
        kind: 'LotStarting',
        occurrence: 'started',
        title: `${lot.address} has started`,
        body: 'Bidding is open.',
        link,
      });
  } else if (job.event === LiveEvent.LotStopped) {
    if (lot.soldTo !== 'ThirdParty' || lot.winnerUserId === null) return;
    if (lot.isPractice) {
      // A practice win owes nothing: no deposit, no deadline, no reminders (ADR 0076).
      await raiseNotification(db, jobs, {
        userId: lot.winnerUserId,
        lotId: lot.id,
        kind: 'Won',
        occurrence: `won:${lot.winnerBidId}`,
        title: `You won ${lot.address}`,
        body: `Your winning bid: ${formatUsd(lot.winCents ?? 0)} in play money. Nothing to pay.`,
        link: '/practice',
      });
      return;
    }
    await tellWinAndScheduleReminders(db, jobs, { ...lot, winnerUserId: lot.winnerUserId }, 'winning');
  }
}
