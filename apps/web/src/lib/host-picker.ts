import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Date pickers show and return the browser's wall clock. To let a host edit times on its own clock, the
 * form holds "host wall-clock" values: local dayjs objects whose digits are the time in the host's zone.
 * `toHostPicker` makes one from an instant, `fromHostPicker` turns one back into the instant. Without a
 * zone both are the identity (the browser's zone).
 */
export function toHostPicker(iso: string | Date | null | undefined, timeZone?: string | null): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  if (!instant.isValid()) return null;
  return timeZone ? dayjs(instant.tz(timeZone).format('YYYY-MM-DDTHH:mm:ss')) : instant;
}

export function fromHostPicker(value: Dayjs, timeZone?: string | null): Date {
  return timeZone ? dayjs.tz(value.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toDate() : value.toDate();
}
