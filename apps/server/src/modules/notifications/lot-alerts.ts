import {
  formatHostDateTime,
  formatUsd,
  LiveEvent,
  PAYMENT_REMINDERS,
  paymentSchedule,
  reliefFeeCents,
  type TPaymentReminder,
  ZBidderSearchCriteria,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { HttpError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { matchesSavedFilter } from '../listings/bidder-lot-query';
import { loadSettlementSettings } from '../winnings/settlement-settings';
import type { TLotPostponedJob, TLotPublishedJob, TSettlementStep } from './lot-alerts-port';
import { raiseNotification } from './raise-notification';

export {
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  SETTLEMENT_STEP_JOB,
  SETTLEMENT_STEPS,
  type TSettlementStep,
} from './lot-alerts-port';

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
    amount_cents: string | number;
    bidder_id: number;
  }>(
    db,
    sql`select b.seq, b.amount_cents, b.bidder_id, prev.bidder_id as prev_bidder, prev.seq as prev_seq
      from bids b
      left join lateral (select p.bidder_id, p.seq from bids p where p.lot_id = b.lot_id and p.seq < b.seq
        order by p.amount_cents desc, p.seq asc limit 1) prev on true
      where b.lot_id = ${job.lotId} and b.created_date >= ${from} and b.created_date < ${to}
      order by b.seq`,
  );
  if (beaten.length === 0) return;
  await alertExtension(db, jobs, job.lotId, from, to);
  const [high] = await queryRows<{ bidder_id: number }>(
    db,
    sql`select bidder_id from bids where lot_id = ${job.lotId} order by amount_cents desc, seq asc limit 1`,
  );
  // The latest beaten bid of each bidder, and the high bid at that moment.
  const latest = new Map<number, { prevSeq: number; amountCents: number }>();
  for (const row of beaten)
    if (row.prev_bidder !== null && Number(row.prev_bidder) !== Number(row.bidder_id))
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

export interface TLotEventJob {
  lotId: number;
  seq: number;
  event: number;
}

interface LotFacts {
  id: number;
  address: string;
  timeZone: string;
  companyId: number;
  requiredDown: number;
  reliefFeeCents: number;
  winnerBidId: number | null;
  winnerUserId: number | null;
  winCents: number | null;
  soldTo: string | null;
  winDate: Date | null;
  depositReceived: Date | null;
  paymentReceived: Date | null;
  lotStatus: string;
}

async function lotFacts(db: Db, lotId: number): Promise<LotFacts | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.required_down, l.relief_fee_cents, l.winner_bid_id, l.sold_to, l.lot_status,
        coalesce(l.winner_created_date, l.stopped_time) as win_date, l.deposit_received_date, l.payment_received_date,
        b.bidder_id as winner_user_id, b.amount_cents as win_cents, co.time_zone, co.id as company_id,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
      left join bids b on b.id = l.winner_bid_id where l.id = ${lotId}`,
  );
  if (!row) return undefined;
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: Number(row.id),
    address: (row.address as string | null) || `Lot ${row.id}`,
    timeZone: row.time_zone as string,
    companyId: Number(row.company_id),
    requiredDown: Number(row.required_down),
    reliefFeeCents: Number(row.relief_fee_cents),
    winnerBidId: row.winner_bid_id == null ? null : Number(row.winner_bid_id),
    winnerUserId: row.winner_user_id == null ? null : Number(row.winner_user_id),
    winCents: row.win_cents == null ? null : Number(row.win_cents),
    soldTo: row.sold_to as string | null,
    winDate: date(row.win_date),
    depositReceived: date(row.deposit_received_date),
    paymentReceived: date(row.payment_received_date),
    lotStatus: row.lot_status as string,
  };
}

/** Bidders in a lot (joined in any mode, not left or removed), optionally with those who pinned it. */
async function lotAudience(db: Db, lotId: number, options: { activeOnly?: boolean; withPins?: boolean }) {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct ab.bidder_id as user_id from auction_bidder_lots abl
        join auction_bidders ab on ab.id = abl.auction_bidder_id
        where abl.lot_id = ${lotId} and abl.left_date is null and abl.removed_at is null
          ${options.activeOnly ? sql`and abl.mode = 'Active'` : sql``}
      ${options.withPins ? sql`union select bidder_id as user_id from pins where lot_id = ${lotId}` : sql``}`,
  );
  return rows.map((row) => Number(row.user_id));
}

async function schedule(db: Db, lot: LotFacts) {
  const settings = await loadSettlementSettings(db);
  const fee =
    lot.reliefFeeCents > 0
      ? lot.reliefFeeCents
      : reliefFeeCents({ bidCents: lot.winCents ?? 0, soldToPlaintiff: false, settings });
  return paymentSchedule({
    bidCents: lot.winCents ?? 0,
    requiredDownPercent: lot.requiredDown,
    reliefFeeCents: fee,
    winDate: lot.winDate ?? new Date(),
    timeZone: lot.timeZone,
    rule: settings.paymentDayRule,
    depositReceivedDate: lot.depositReceived,
    paymentReceivedDate: lot.paymentReceived,
  });
}

/** The reminder jobs of a win: before and at each deadline. Keyed by the winning bid, so a changed winner gets their own. */
async function scheduleReminders(db: Db, jobs: JobQueue, lot: LotFacts) {
  const s = await schedule(db, lot);
  for (const reminder of PAYMENT_REMINDERS) {
    const due = reminder.deadline === 'deposit' ? s.depositDueAt : s.balanceDueAt;
    await jobs.send(
      REMINDER_JOB,
      { lotId: lot.id, kind: reminder.kind, winnerBidId: lot.winnerBidId },
      {
        key: reminderKey(lot.id, reminder.kind, lot.winnerBidId),
        startAfter: new Date(due.getTime() + reminder.offsetMinutes * 60_000),
      },
    );
  }
}

const reminderKey = (lotId: number, kind: string, winnerBidId: number | null) =>
  `${lotId}:${kind}:${winnerBidId}`;

/** Cancels the reminders a received deposit or payment made needless (they also check again when they run). */
export async function cancelReminders(
  db: Db,
  jobs: JobQueue,
  lotId: number,
  deadline: 'deposit' | 'balance',
) {
  const lot = await lotFacts(db, lotId);
  if (!lot) return;
  for (const reminder of PAYMENT_REMINDERS)
    if (reminder.deadline === deadline || deadline === 'balance')
      await jobs.cancel(REMINDER_JOB, reminderKey(lotId, reminder.kind, lot.winnerBidId));
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
    const s = await schedule(db, lot);
    await raiseNotification(db, jobs, {
      userId: lot.winnerUserId,
      lotId: lot.id,
      kind: 'Won',
      occurrence: `won:${lot.winnerBidId}`,
      title: `You won ${lot.address}`,
      body: `Your winning bid: ${formatUsd(lot.winCents ?? 0)}. The deposit of ${formatUsd(s.depositCents)} is due by ${formatHostDateTime(s.depositDueAt, lot.timeZone)}.`,
      link: `/account/winning/${lot.id}`,
    });
    await scheduleReminders(db, jobs, lot);
  }
}

const REMINDER_TEXT: Record<
  TPaymentReminder['kind'],
  (amount: string, due: string) => { title: string; body: string }
> = {
  DepositReminder: (amount, due) => ({
    title: 'Deposit due soon',
    body: `The deposit of ${amount} is due by ${due}.`,
  }),
  DepositPastDue: (amount, due) => ({
    title: 'Deposit past due',
    body: `The deposit of ${amount} was due by ${due}.`,
  }),
  BalanceReminder: (amount, due) => ({
    title: 'Balance due soon',
    body: `The remaining ${amount} is due by ${due}.`,
  }),
  BalancePastDue: (amount, due) => ({
    title: 'Balance past due',
    body: `The remaining ${amount} was due by ${due}.`,
  }),
};

/** A reminder at its time: sent only if the same winner still owes that payment. Past due also alerts the host's staff. */
export async function remindPayment(
  db: Db,
  jobs: JobQueue,
  job: { lotId: number; kind: TPaymentReminder['kind']; winnerBidId: number | null },
) {
  const lot = await lotFacts(db, job.lotId);
  if (!lot || lot.winnerUserId === null || lot.winnerBidId !== job.winnerBidId || lot.soldTo !== 'ThirdParty')
    return;
  const reminder = PAYMENT_REMINDERS.find((r) => r.kind === job.kind)!;
  const s = await schedule(db, lot);
  if (s.paymentReceived || (reminder.deadline === 'deposit' && s.depositReceived)) return;
  const amount = formatUsd(reminder.deadline === 'deposit' ? s.depositCents : s.remainingCents);
  const due = formatHostDateTime(
    reminder.deadline === 'deposit' ? s.depositDueAt : s.balanceDueAt,
    lot.timeZone,
  );
  const text = REMINDER_TEXT[job.kind](amount, due);
  await raiseNotification(db, jobs, {
    userId: lot.winnerUserId,
    lotId: lot.id,
    kind: 'Won',
    occurrence: `${job.kind}:${lot.winnerBidId}`,
    title: `${text.title}: ${lot.address}`,
    body: text.body,
    link: `/account/winning/${lot.id}`,
  });
  if (job.kind === 'DepositPastDue' || job.kind === 'BalancePastDue') {
    const staff = await queryRows<{ id: number }>(
      db,
      sql`select id from users where company_id = ${lot.companyId} and role in ('Auctioneer', 'Employee')
        and deactivated_date is null`,
    );
    for (const member of staff)
      await raiseNotification(db, jobs, {
        userId: Number(member.id),
        lotId: lot.id,
        kind: 'HostPastDue',
        occurrence: `${job.kind}:${lot.winnerBidId}`,
        title: `${job.kind === 'DepositPastDue' ? 'Deposit' : 'Payment'} past due: ${lot.address}`,
        body: `${amount} was due by ${due}.`,
        link: null,
      });
  }
}

const STEP_TEXT: Record<TSettlementStep, string> = {
  DepositReceived: 'Your deposit was received.',
  PaymentReceived: 'Your payment was received; the transaction is complete.',
  CourtApproved: 'The court approved the sale.',
  DeedReady: 'The deed is ready: choose how you want to receive it.',
  DeedIssued: 'The deed was issued.',
};

/** Tells the winner a post-sale step happened (staff confirmed it); a received payment also ends its reminders. */
export async function alertSettlementStep(
  db: Db,
  jobs: JobQueue,
  job: { lotId: number; step: TSettlementStep },
) {
  const lot = await lotFacts(db, job.lotId);
  if (!lot || lot.winnerUserId === null || lot.soldTo !== 'ThirdParty') return;
  if (job.step === 'DepositReceived') await cancelReminders(db, jobs, lot.id, 'deposit');
  if (job.step === 'PaymentReceived') await cancelReminders(db, jobs, lot.id, 'balance');
  await raiseNotification(db, jobs, {
    userId: lot.winnerUserId,
    lotId: lot.id,
    kind: 'PaymentSteps',
    occurrence: `${job.step}:${lot.winnerBidId}`,
    title: `${lot.address}: ${STEP_TEXT[job.step].replace(/[.:].*$/, '')}`,
    body: STEP_TEXT[job.step],
    link: `/account/winning/${lot.id}`,
  });
}

/** Every minute: lots starting within 15 minutes, to their registered, joined and pinning bidders. */
export async function alertUpcomingLots(db: Db, jobs: JobQueue, now = new Date()) {
  const lots = await queryRows<{ id: number }>(
    db,
    sql`select l.id from lots l join auctions a on a.id = l.auction_id
      where l.lot_status = 'Listed' and l.started_time is null and not l.is_postponed
        and a.start_time > ${now.toISOString()} and a.start_time <= ${new Date(now.getTime() + 15 * 60_000).toISOString()}`,
  );
  for (const { id } of lots) {
    const lot = await lotFacts(db, Number(id));
    if (!lot) continue;
    for (const userId of await lotAudience(db, lot.id, { withPins: true }))
      await raiseNotification(db, jobs, {
        userId,
        lotId: lot.id,
        kind: 'LotStarting',
        occurrence: 'soon',
        title: `${lot.address} starts soon`,
        body: 'The auction starts within 15 minutes.',
        link: `/details/${lot.id}`,
      });
  }
}

/**
 * A lot was postponed (`postponed:<time>`) or cancelled (`cancelled`): the bidders who joined, registered for
 * or pinned it hear once per change, if the change still holds when the job runs (a postponement lifted
 * before, or overtaken by a cancellation, is not told).
 */
export async function alertLotPostponed(db: Db, jobs: JobQueue, job: TLotPostponedJob) {
  const lot = await lotFacts(db, job.lotId);
  if (!lot) return;
  const [row] = await queryRows<{ is_postponed: boolean; continuance_date: string | Date | null }>(
    db,
    sql`select is_postponed, continuance_date from lots where id = ${lot.id}`,
  );
  if (!row) return;
  const cancelled = job.change === 'cancelled';
  if (cancelled ? lot.lotStatus !== 'Cancelled' : !row.is_postponed || lot.lotStatus === 'Cancelled') return;
  const body = cancelled
    ? 'The sale of this lot was cancelled.'
    : `The sale was postponed${row.continuance_date ? ` to ${formatHostDateTime(row.continuance_date, lot.timeZone)}` : ''}.`;
  for (const userId of await lotAudience(db, lot.id, { withPins: true }))
    await raiseNotification(db, jobs, {
      userId,
      lotId: lot.id,
      kind: 'LotPostponed',
      occurrence: job.change,
      title: `${lot.address} was ${cancelled ? 'cancelled' : 'postponed'}`,
      body,
      link: `/details/${lot.id}`,
    });
}

/**
 * A lot was published: every bidder with a saved filter that finds it hears once, however many of their
 * filters do. Matching is the search's own (matchesSavedFilter), so the alert finds what the screen finds;
 * a filter naming an attribute that no longer exists is skipped, as the list call would refuse it.
 */
export async function alertSavedFilterMatches(db: Db, jobs: JobQueue, job: TLotPublishedJob) {
  const [lot] = await queryRows<{
    lot_status: string;
    start_time: string | Date;
    time_zone: string;
    address: string | null;
  }>(
    db,
    sql`select l.lot_status, a.start_time, co.time_zone,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from lots l join auctions a on a.id = l.auction_id join cases c on c.id = l.case_id
        join companies co on co.id = c.company_id
      where l.id = ${job.lotId}`,
  );
  if (lot?.lot_status !== 'Listed') return;
  const address = lot.address || `Lot ${job.lotId}`;
  const filters = await queryRows<{ bidder_id: number; name: string; saved_filter: unknown }>(
    db,
    sql`select f.bidder_id, f.name, f.saved_filter from bidder_filters f join users u on u.id = f.bidder_id
      where u.role = 'Bidder' and u.deactivated_date is null order by f.bidder_id, f.id`,
  );
  const now = new Date();
  const told = new Set<number>();
  for (const filter of filters) {
    const bidderId = Number(filter.bidder_id);
    if (told.has(bidderId)) continue;
    const criteria = ZBidderSearchCriteria.safeParse(filter.saved_filter);
    if (!criteria.success) continue;
    let matches: boolean;
    try {
      matches = await matchesSavedFilter(db, { bidderId, lotId: job.lotId, savedFilter: criteria.data, now });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) continue;
      throw error;
    }
    if (!matches) continue;
    told.add(bidderId);
    await raiseNotification(db, jobs, {
      userId: bidderId,
      lotId: job.lotId,
      kind: 'SavedFilterMatch',
      occurrence: 'lot-published',
      title: `New lot matching "${filter.name}": ${address}`,
      body: `A new lot matches your saved filter "${filter.name}". The auction starts ${formatHostDateTime(lot.start_time, lot.time_zone)}.`,
      link: `/details/${job.lotId}`,
    });
  }
}
