import { formatHostDateTime, formatUsd } from '@bidright/domain';
import {
  PAYMENT_REMINDERS,
  paymentSchedule,
  type TPaymentReminder,
} from '@bidright/domain/settlement-schedule';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TSettlementStep } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { loadSettlementSettings } from '../configurations/public';
import { REMINDER_JOB } from './alert-jobs';
import { type LotFacts, lotFacts } from './lot-facts';
import { raiseNotification } from './raise-notification';

/** The alerts after a win: payment reminders (scheduled, cancelled, sent) and the post-sale steps. */

/** The payment deadlines and amounts of a lot's win: the stored fee, and the day rule in force. */
export async function schedule(db: Db, lot: LotFacts) {
  const settings = await loadSettlementSettings(db);
  return paymentSchedule({
    bidCents: lot.winCents ?? 0,
    requiredDownPercent: lot.requiredDown,
    reliefFeeCents: lot.reliefFeeCents,
    winDate: lot.winDate ?? new Date(),
    timeZone: lot.timeZone,
    rule: settings.paymentDayRule,
    depositReceivedDate: lot.depositReceived,
    paymentReceivedDate: lot.paymentReceived,
  });
}

/** The reminder jobs of a win: before and at each deadline. Keyed by the winning bid, so a changed winner gets their own. */
export async function scheduleReminders(db: Db, jobs: JobQueue, lot: LotFacts) {
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

/** A reminder that runs this much before its (recomputed) time still goes out: queues poll, clocks differ. */
const REMINDER_EARLY_TOLERANCE_MS = 60_000;

const reminderKey = (lotId: number, kind: string, winnerBidId: number | null) =>
  `${lotId}:${kind}:${winnerBidId}`;

/** Cancels the reminders a received deposit or payment made needless (they also check again when they run). */
/**
 * A real win told to its winner, with the deposit due, and its payment reminders scheduled: for a lot won at
 * its close ("winning") and for a runner-up's accepted offer ("accepted"). Keyed by the winning bid.
 */
export async function tellWinAndScheduleReminders(
  db: Db,
  jobs: JobQueue,
  lot: LotFacts & { winnerUserId: number },
  bidWord: 'winning' | 'accepted',
) {
  const s = await schedule(db, lot);
  await raiseNotification(db, jobs, {
    userId: lot.winnerUserId,
    lotId: lot.id,
    kind: 'Won',
    occurrence: `won:${lot.winnerBidId}`,
    title: `You won ${lot.address}`,
    body: `Your ${bidWord} bid: ${formatUsd(lot.winCents ?? 0)}. The deposit of ${formatUsd(s.depositCents)} is due by ${formatHostDateTime(s.depositDueAt, lot.timeZone)}.`,
    link: `/account/winning/${lot.id}`,
  });
  await scheduleReminders(db, jobs, lot);
}

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
  // The deadline is computed now, with the day rule in force: if the rule moved it later since the job was
  // queued (calendar → business days), the reminder waits for the new time instead of saying "past due" early.
  const at = new Date(
    (reminder.deadline === 'deposit' ? s.depositDueAt : s.balanceDueAt).getTime() +
      reminder.offsetMinutes * 60_000,
  );
  if (at.getTime() - Date.now() > REMINDER_EARLY_TOLERANCE_MS) {
    await jobs.send(REMINDER_JOB, job, {
      key: `${reminderKey(lot.id, reminder.kind, lot.winnerBidId)}:${at.toISOString()}`,
      startAfter: at,
    });
    return;
  }
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
