import { formatHostDateTime, formatUsd, toCents } from '@bidright/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The spec's date display (part 2 §9). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

/**
 * An ISO time as MM/DD/YYYY h:mm A on the auction host's clock, with the zone's abbreviation
 * ("11/07/2026 12:00 PM CST"); in the browser's zone, without one, only when the host's is unknown.
 */
export function formatAuctionTime(iso: string | null | undefined, timeZone?: string | null): string {
  if (timeZone) return formatHostDateTime(iso, timeZone);
  if (!iso) return '—';
  const time = dayjs(iso);
  return time.isValid() ? time.format(DATE_TIME_FORMAT) : '—';
}

/** A short zone label such as "CDT" for a time in a zone, or '' when the zone is the browser's own. */
export function zoneLabel(iso: string, timeZone: string | null | undefined): string {
  if (!timeZone || timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone) return '';
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Dollars from the wire as USD with thousands separators ("$12,500", "$1,234.50"). */
export function formatDollars(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return '—';
  return formatUsd(toCents(dollars));
}

/** A countdown such as "2d 03:04:05" or "04:05" until `target`; null once it has passed. */
export function countdown(target: Date, now: Date): string | null {
  let seconds = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return null;
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The zone abbreviation the pickers' times are in: the host's, else the browser's own. */
export function pickerZoneLabel(timeZone?: string | null, at: Date = new Date()): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
