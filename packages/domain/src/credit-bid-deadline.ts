import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isBusinessDay } from './settlement-schedule';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When the plaintiff's credit bid must be entered (issue 43, point 2; ADR 0074): by default 3:00 PM host
 * time on the business day before the sale (Lake County's rule), where a business day is a weekday that is
 * not an Illinois court holiday (`isBusinessDay`, the balance deadline's calendar). A host may set its own
 * deadline for an auction instead. Server only, imported as `@bidright/domain/credit-bid-deadline` and not
 * from the package index, like `settlement-schedule.ts`: the web gets the computed instant.
 */

/** The default deadline's local hour (15 = 3:00 PM). */
export const CREDIT_BID_DEADLINE_LOCAL_HOUR = 15;

/** A date as it arrives from the database or the wire. */
type TInstant = Date | string | number;

/** The local date (YYYY-MM-DD) of the last business day strictly before the local date `day`. */
export function businessDayBefore(day: string): string {
  let before = day;
  do before = dayjs.utc(before).subtract(1, 'day').format('YYYY-MM-DD');
  while (!isBusinessDay(before));
  return before;
}

/**
 * The default deadline of a sale starting at `saleStart` for a host in `timeZone`: 3:00 PM local on the
 * business day before the sale's local date. Built from the local date, so it reads 3:00 PM whatever the
 * offset that day.
 */
export function defaultCreditBidDeadline(input: { saleStart: TInstant; timeZone: string }): Date {
  const saleDay = dayjs.utc(input.saleStart).tz(input.timeZone).format('YYYY-MM-DD');
  const hour = String(CREDIT_BID_DEADLINE_LOCAL_HOUR).padStart(2, '0');
  return dayjs.tz(`${businessDayBefore(saleDay)}T${hour}:00:00`, input.timeZone).toDate();
}

/** The deadline in force: the host's own for the auction when it set one, else the default rule. */
export function creditBidDeadline(input: {
  saleStart: TInstant;
  timeZone: string;
  hostDeadline?: TInstant | null;
}): Date {
  if (input.hostDeadline !== null && input.hostDeadline !== undefined)
    return dayjs.utc(input.hostDeadline).toDate();
  return defaultCreditBidDeadline(input);
}
