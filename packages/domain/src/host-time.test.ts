import { describe, expect, it } from 'vitest';
import { DATE_TIME_DISPLAY_FORMAT, formatHostDateTime, lotHostLine, zoneAbbreviation } from './lot-rules';

describe('formatHostDateTime', () => {
  it('shows the moment on the host clock with the zone abbreviation, whatever the machine zone', () => {
    expect(DATE_TIME_DISPLAY_FORMAT).toBe('MM/DD/YYYY h:mm A');
    // 18:00 UTC in November is noon in Chicago (CST, UTC-6).
    expect(formatHostDateTime('2026-11-07T18:00:00.000Z', 'America/Chicago')).toBe('11/07/2026 12:00 PM CST');
    // In July Chicago keeps daylight time (CDT, UTC-5).
    expect(formatHostDateTime('2026-07-07T18:00:00.000Z', 'America/Chicago')).toBe('07/07/2026 1:00 PM CDT');
    expect(formatHostDateTime(new Date('2026-07-07T18:00:00.000Z'), 'America/New_York')).toBe(
      '07/07/2026 2:00 PM EDT',
    );
  });

  it('crosses the date line of the host, not of UTC', () => {
    expect(formatHostDateTime('2026-03-11T04:30:00Z', 'America/Chicago')).toBe('03/10/2026 11:30 PM CDT');
  });

  it('leaves the abbreviation out on request', () => {
    expect(formatHostDateTime('2026-11-07T18:00:00Z', 'America/Chicago', { withZone: false })).toBe(
      '11/07/2026 12:00 PM',
    );
  });

  it('answers a dash for no date or an invalid one, and falls back to UTC for an unknown zone', () => {
    expect(formatHostDateTime(null, 'America/Chicago')).toBe('—');
    expect(formatHostDateTime('', 'America/Chicago')).toBe('—');
    expect(formatHostDateTime('not a date', 'America/Chicago')).toBe('—');
    expect(formatHostDateTime('2026-11-07T18:00:00Z', 'Mars/Olympus')).toBe('11/07/2026 6:00 PM UTC');
    expect(formatHostDateTime('2026-11-07T18:00:00Z', null)).toBe('11/07/2026 6:00 PM UTC');
  });
});

describe('zoneAbbreviation', () => {
  it('names the zone as in effect at that moment', () => {
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'America/Los_Angeles')).toBe('PST');
    expect(zoneAbbreviation('2026-06-15T12:00:00Z', 'America/Los_Angeles')).toBe('PDT');
    expect(zoneAbbreviation('2026-06-15T12:00:00Z', 'Europe/Berlin')).toBe('GMT+2');
    expect(zoneAbbreviation('bad', 'America/Chicago')).toBe('');
  });
});

describe('lotHostLine', () => {
  it("names the host, the start type and the start in the host's zone", () => {
    const auction = { hostName: 'Lakeshore Auction Group', startType: 'Manual', timeZone: 'America/Chicago' };
    expect(lotHostLine({ ...auction, startTime: '2026-11-26T13:32:00.000Z' })).toBe(
      'Lakeshore Auction Group · Manual auction · 11/26/2026 7:32 AM CST',
    );
    expect(lotHostLine({ ...auction, startType: 'Auto', startTime: '2026-07-01T17:05:00.000Z' })).toBe(
      'Lakeshore Auction Group · Auto auction · 07/01/2026 12:05 PM CDT',
    );
  });
});
