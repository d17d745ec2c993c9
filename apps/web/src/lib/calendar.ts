/** Default calendar duration for an auction without a stop time (spec part 1 §9). */
export const DEFAULT_CALENDAR_MS = 60 * 60 * 1000;

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** An iCalendar event for an auction; 1 hour long when the stop time is missing or not after the start. */
export function buildIcs(input: {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startIso: string;
  stopIso?: string | null;
  nowMs?: number;
}): string {
  const start = Date.parse(input.startIso);
  const stopParsed = input.stopIso ? Date.parse(input.stopIso) : Number.NaN;
  const stop = Number.isFinite(stopParsed) && stopParsed > start ? stopParsed : start + DEFAULT_CALENDAR_MS;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bidright//Live Auctions//EN',
    'BEGIN:VEVENT',
    `UID:${input.uid}@bidright`,
    `DTSTAMP:${icsTime(input.nowMs ?? Date.now())}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(stop)}`,
    `SUMMARY:${escapeText(input.title)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves text as a file from the browser. */
export function downloadText(fileName: string, text: string, type = 'text/calendar'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
