import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  depositDue,
  fullPaymentDue,
  initialDepositCents,
  isReceived,
  remainingPaymentCents,
  type TDateInput,
  totalDueCents,
} from './lot-rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * What a win costs and when it is due (spec part 2 §4 and §9), with the two rules the spec leaves to the
 * market as settings: what "the next day" of the balance deadline means, and the relief fee. One module,
 * used by the server (winnings, reminders, past-due alerts, PDFs) and the web (payment information).
 * Amounts are integer CENTS; times are UTC instants.
 */

/** "Next day" of the balance deadline: the next calendar day (the spec's past-due check) or the next weekday. */
export const PAYMENT_DAY_RULES = ['calendar', 'business'] as const;
export type TPaymentDayRule = (typeof PAYMENT_DAY_RULES)[number];

/** Settlement settings; every one falls back to its default when the configurations key is absent or bad. */
export interface TSettlementSettings {
  paymentDayRule: TPaymentDayRule;
  /** Relief fee as a percent of the bid (Illinois: 0.1 %). */
  reliefFeePercent: number;
  /** Cap of the relief fee in cents (Illinois: $300); 0 means no cap. */
  reliefFeeCapCents: number;
}

export const DEFAULT_SETTLEMENT_SETTINGS: TSettlementSettings = {
  paymentDayRule: 'calendar',
  reliefFeePercent: 0.1,
  reliefFeeCapCents: 300_00,
};

/** Keys of the `configurations` table that hold the settings (values are text). */
export const SETTLEMENT_SETTING_KEYS = {
  paymentDayRule: 'Payment_DueDayRule',
  reliefFeePercent: 'ReliefFee_Percent',
  reliefFeeCapDollars: 'ReliefFee_MaxDollars',
} as const;

/** Reads the settings from configuration values by key; anything absent or unreadable keeps its default. */
export function settlementSettingsFrom(values: Record<string, string | undefined>): TSettlementSettings {
  const rule = values[SETTLEMENT_SETTING_KEYS.paymentDayRule]?.trim().toLowerCase();
  const percent = Number(values[SETTLEMENT_SETTING_KEYS.reliefFeePercent]);
  const capText = values[SETTLEMENT_SETTING_KEYS.reliefFeeCapDollars];
  const cap = Number(capText);
  return {
    paymentDayRule: (PAYMENT_DAY_RULES as readonly string[]).includes(rule ?? '')
      ? (rule as TPaymentDayRule)
      : DEFAULT_SETTLEMENT_SETTINGS.paymentDayRule,
    reliefFeePercent:
      values[SETTLEMENT_SETTING_KEYS.reliefFeePercent] !== undefined &&
      Number.isFinite(percent) &&
      percent >= 0 &&
      percent <= 100
        ? percent
        : DEFAULT_SETTLEMENT_SETTINGS.reliefFeePercent,
    reliefFeeCapCents:
      capText !== undefined && capText.trim() !== '' && Number.isFinite(cap) && cap >= 0
        ? Math.round(cap * 100)
        : DEFAULT_SETTLEMENT_SETTINGS.reliefFeeCapCents,
  };
}

/**
 * The relief fee of a win: percent of the bid, rounded to the cent, at most the cap; none when the lot
 * went to the plaintiff (a credit bid pays nothing).
 */
export function reliefFeeCents(input: {
  bidCents: number;
  soldToPlaintiff: boolean;
  settings?: TSettlementSettings;
}): number {
  if (input.soldToPlaintiff || !(input.bidCents > 0)) return 0;
  const settings = input.settings ?? DEFAULT_SETTLEMENT_SETTINGS;
  const fee = Math.round((input.bidCents * settings.reliefFeePercent) / 100);
  return settings.reliefFeeCapCents > 0 ? Math.min(fee, settings.reliefFeeCapCents) : fee;
}

/** The balance is due at this local hour of the next (calendar or business) day. */
export const BALANCE_DUE_LOCAL_HOUR = 14;

/**
 * When the balance is due. Calendar day: the spec's rule, end of the win's day plus 14 hours (2:00 PM the
 * next day). Business day: 2:00 PM local on the next weekday, so a Friday win is due Monday (Illinois
 * judicial sales). "Day" is taken in the host's zone.
 */
export function balanceDue(
  winDate: Date | string | number,
  timeZone: string,
  rule: TPaymentDayRule = DEFAULT_SETTLEMENT_SETTINGS.paymentDayRule,
): Date {
  // The spec's end of day (23:59:59.999) + 14 h, rounded up by its last millisecond to read 2:00 PM.
  if (rule === 'calendar') return new Date(fullPaymentDue(winDate, timeZone).getTime() + 1);
  let day = dayjs.utc(winDate).tz(timeZone).startOf('day').add(1, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  // Built from the local date so the hour is 2:00 PM whatever the offset that day.
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T14:00:00`, timeZone).toDate();
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
 * The payment schedule of a win: deposit = bid × requiredDown %, remaining = the rest + relief fee, both
 * deadlines, and whether each is past due (a received date before 2000 counts as not received).
 */
export function paymentSchedule(input: {
  bidCents: number;
  requiredDownPercent: number;
  reliefFeeCents: number;
  winDate: Date | string | number;
  timeZone: string;
  rule?: TPaymentDayRule;
  depositReceivedDate?: TDateInput;
  paymentReceivedDate?: TDateInput;
  now?: Date;
}): TPaymentSchedule {
  const now = (input.now ?? new Date()).getTime();
  const depositDueAt = depositDue(input.winDate);
  const balanceDueAt = balanceDue(input.winDate, input.timeZone, input.rule);
  const depositReceived = isReceived(input.depositReceivedDate);
  const paymentReceived = isReceived(input.paymentReceivedDate);
  return {
    depositCents: initialDepositCents(input.bidCents, input.requiredDownPercent),
    remainingCents: remainingPaymentCents(input.bidCents, input.requiredDownPercent, input.reliefFeeCents),
    reliefFeeCents: input.reliefFeeCents,
    totalCents: totalDueCents(input.bidCents, input.reliefFeeCents),
    depositDueAt,
    balanceDueAt,
    depositReceived,
    paymentReceived,
    isDepositPastDue: !depositReceived && !paymentReceived && now > depositDueAt.getTime(),
    isBalancePastDue: !paymentReceived && now > balanceDueAt.getTime(),
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
