import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  initialDepositCents,
  isReceived,
  remainingPaymentCents,
  type TDateInput,
  totalDueCents,
} from './lot-rules';
import type { TPaymentDayRule } from './settlement';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one rule for when a win must be paid (spec part 2 §9, ADR 0020): the deposit 2 hours after the win,
 * the balance at 2:00 PM local on the next day, where "day" is the configured `Payment_DueDayRule`:
 * a calendar day, or a business day (no weekend, no Illinois court holiday). Every reader — the bidder's
 * winnings, the host's lot page, the reports, reminders, the past-due alerts, the PDFs, the calendar
 * files and /api/v1 — takes its deadlines from `paymentDeadlines`. Server only, imported as
 * `@bidright/domain/settlement-schedule` and not from the package index: the web gets the computed dates,
 * so the holiday data never reaches the browser bundle.
 */

/** The deposit is due this many hours after the win. */
export const DEPOSIT_DUE_AFTER_HOURS = 2;
/** The balance is due at this local hour of the next (calendar or business) day. */
export const BALANCE_DUE_LOCAL_HOUR = 14;

/** A date as it arrives from the database or the wire. */
type TInstant = Date | string | number;

// Illinois public holidays (state and federal, with their observed days), from the maintained
// date-holidays data rather than a hand-written list. Built once, and each year's dates cached. The package
// (~0.35 s of CPU to load) is loaded when a business day is first asked about, not at every boot (ADR 0081).
const load = createRequire(import.meta.url);
let illinois: Holidays | null = null;
const holidayYears = new Map<number, Set<string>>();

function illinoisHolidays(year: number): Set<string> {
  let days = holidayYears.get(year);
  if (!days) {
    illinois ??= new (load('date-holidays') as typeof Holidays)('US', 'IL');
    days = new Set(
      (illinois.getHolidays(year) || [])
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayYears.set(year, days);
  }
  return days;
}

/** Whether a local date (YYYY-MM-DD) is an Illinois court holiday (a public holiday of US/IL). */
export function isIllinoisCourtHoliday(localDate: string): boolean {
  return illinoisHolidays(Number(localDate.slice(0, 4))).has(localDate);
}

/** Whether a local date (YYYY-MM-DD) is a business day: a weekday that is not an Illinois court holiday. */
export function isBusinessDay(localDate: string): boolean {
  const weekday = dayjs.utc(localDate).day();
  return weekday !== 0 && weekday !== 6 && !isIllinoisCourtHoliday(localDate);
}

/** The payment deadlines of a win. */
export interface TPaymentDeadlines {
  depositDueAt: Date;
  balanceDueAt: Date;
}

/**
 * The deposit and balance deadlines of a win at `winDate` (a UTC instant) for a host in `timeZone`:
 * the deposit 2 hours later; the balance at 2:00 PM local on the next calendar day, or on the next
 * business day after the win's local date. The hour is built from the local date, so it reads 2:00 PM
 * whatever the offset that day (a DST change in between moves the UTC instant, not the local hour).
 */
export function paymentDeadlines(input: {
  winDate: TInstant;
  timeZone: string;
  rule: TPaymentDayRule;
}): TPaymentDeadlines {
  const won = dayjs.utc(input.winDate);
  let day = won.tz(input.timeZone).format('YYYY-MM-DD');
  do day = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
  while (input.rule === 'business' && !isBusinessDay(day));
  const hour = String(BALANCE_DUE_LOCAL_HOUR).padStart(2, '0');
  return {
    depositDueAt: won.add(DEPOSIT_DUE_AFTER_HOURS, 'hour').toDate(),
    balanceDueAt: dayjs.tz(`${day}T${hour}:00:00`, input.timeZone).toDate(),
  };
}

/**
 * Whether each payment is past due at `now`: the deposit once its deadline passed with neither the
 * deposit nor the full payment received; the balance once its deadline passed without the payment.
 */
export function pastDue(input: {
  deadlines: TPaymentDeadlines;
  depositReceived: boolean;
  paymentReceived: boolean;
  now: Date;
}): { isDepositPastDue: boolean; isBalancePastDue: boolean } {
  const now = input.now.getTime();
  return {
    isDepositPastDue:
      !input.depositReceived && !input.paymentReceived && now > input.deadlines.depositDueAt.getTime(),
    isBalancePastDue: !input.paymentReceived && now > input.deadlines.balanceDueAt.getTime(),
  };
}

/** Everything the payment information shows for a win. */
export interface TPaymentSchedule {
  depositCents: number;
  remainingCents: number;
  reliefFeeCents: number;
  totalCents: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  depositReceived: boolean;
  paymentReceived: boolean;
  isDepositPastDue: boolean;
  isBalancePastDue: boolean;
}

/**
 * The payment schedule of a win: deposit = bid × requiredDown %, remaining = the rest + the stored relief
 * fee, both deadlines, and whether each is past due (a received date before 2000 counts as not received).
 */
export function paymentSchedule(input: {
  bidCents: number;
  requiredDownPercent: number;
  /** The fee stored on the lot when it was won. */
  reliefFeeCents: number;
  winDate: TInstant;
  timeZone: string;
  rule: TPaymentDayRule;
  depositReceivedDate?: TDateInput;
  paymentReceivedDate?: TDateInput;
  now?: Date;
}): TPaymentSchedule {
  const deadlines = paymentDeadlines(input);
  const depositReceived = isReceived(input.depositReceivedDate);
  const paymentReceived = isReceived(input.paymentReceivedDate);
  return {
    depositCents: initialDepositCents(input.bidCents, input.requiredDownPercent),
    remainingCents: remainingPaymentCents(input.bidCents, input.requiredDownPercent, input.reliefFeeCents),
    reliefFeeCents: input.reliefFeeCents,
    totalCents: totalDueCents(input.bidCents, input.reliefFeeCents),
    ...deadlines,
    depositReceived,
    paymentReceived,
    ...pastDue({ deadlines, depositReceived, paymentReceived, now: input.now ?? new Date() }),
  };
}

/** Reminders before and at each deadline, as offsets from it in minutes (negative = before). */
export const PAYMENT_REMINDERS = [
  { kind: 'DepositReminder', deadline: 'deposit', offsetMinutes: -30 },
  { kind: 'DepositPastDue', deadline: 'deposit', offsetMinutes: 0 },
  { kind: 'BalanceReminder', deadline: 'balance', offsetMinutes: -120 },
  { kind: 'BalancePastDue', deadline: 'balance', offsetMinutes: 0 },
] as const;
export type TPaymentReminder = (typeof PAYMENT_REMINDERS)[number];
