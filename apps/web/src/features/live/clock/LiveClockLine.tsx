import { useServerNow } from './server-clock';

/** One formatter per zone: the line formats its time every second. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** MM/DD/YYYY h:mm:ss A and the zone's short name, on the host's clock (UTC for a zone Intl rejects). */
export function clockText(at: number, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        hour12: true,
        timeZoneName: 'short',
      });
    } catch {
      return clockText(at, 'UTC');
    }
    clockFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/**
 * The live clock line (spec part 1 §2 "a live clock line"): the server's time on the auction host's clock,
 * ticking each second, the clock every countdown of the page is synced to. A silent timer: a screen reader
 * reads it when asked, never each second.
 */
export function LiveClockLine({ timeZone }: { timeZone: string }) {
  const now = useServerNow(1000);
  return (
    <div
      role="timer"
      aria-label="Current time"
      data-testid="live-clock"
      style={{ color: 'rgba(0, 0, 0, 0.65)' }}
    >
      Current time: {clockText(now, timeZone)}
    </div>
  );
}
