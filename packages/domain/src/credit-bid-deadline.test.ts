import { describe, expect, it } from 'vitest';
import { businessDayBefore, creditBidDeadline, defaultCreditBidDeadline } from './credit-bid-deadline';

const CHICAGO = 'America/Chicago';

describe('businessDayBefore', () => {
  it('steps back over weekends and Illinois court holidays', () => {
    expect(businessDayBefore('2026-11-24')).toBe('2026-11-23'); // Tuesday → Monday
    expect(businessDayBefore('2026-11-23')).toBe('2026-11-20'); // Monday → Friday
    expect(businessDayBefore('2026-11-27')).toBe('2026-11-25'); // the day after Thanksgiving → Wednesday
    expect(businessDayBefore('2027-01-19')).toBe('2027-01-15'); // over Martin Luther King Jr. Day
  });
});

describe('defaultCreditBidDeadline', () => {
  it('is 3:00 PM host time on the business day before the sale', () => {
    // A Tuesday 10:00 AM CST sale: Monday 3:00 PM CST = 21:00 UTC.
    expect(
      defaultCreditBidDeadline({ saleStart: '2026-11-24T16:00:00Z', timeZone: CHICAGO }).toISOString(),
    ).toBe('2026-11-23T21:00:00.000Z');
    // A Monday sale: the Friday before.
    expect(
      defaultCreditBidDeadline({ saleStart: '2026-11-23T16:00:00Z', timeZone: CHICAGO }).toISOString(),
    ).toBe('2026-11-20T21:00:00.000Z');
  });

  it("takes the sale's day on the host clock, not in UTC", () => {
    // 01:30 UTC on Friday the 27th is 7:30 PM on Thanksgiving in Chicago: the deadline is Wednesday.
    expect(
      defaultCreditBidDeadline({ saleStart: '2026-11-27T01:30:00Z', timeZone: CHICAGO }).toISOString(),
    ).toBe('2026-11-25T21:00:00.000Z');
  });

  it('reads 3:00 PM local across a daylight-saving change', () => {
    // Sale Tuesday 10 March 2026 (CDT since the 8th): Monday 3:00 PM CDT = 20:00 UTC.
    expect(
      defaultCreditBidDeadline({ saleStart: '2026-03-10T15:00:00Z', timeZone: CHICAGO }).toISOString(),
    ).toBe('2026-03-09T20:00:00.000Z');
    // Sale Monday 9 March: Friday the 6th, still CST: 21:00 UTC.
    expect(
      defaultCreditBidDeadline({ saleStart: '2026-03-09T15:00:00Z', timeZone: CHICAGO }).toISOString(),
    ).toBe('2026-03-06T21:00:00.000Z');
    expect(
      defaultCreditBidDeadline({
        saleStart: '2026-11-24T15:00:00Z',
        timeZone: 'America/New_York',
      }).toISOString(),
    ).toBe('2026-11-23T20:00:00.000Z');
  });
});

describe('creditBidDeadline', () => {
  it("is the host's own deadline when it set one, else the default", () => {
    expect(
      creditBidDeadline({
        saleStart: '2026-11-24T16:00:00Z',
        timeZone: CHICAGO,
        hostDeadline: '2026-11-24T14:00:00Z',
      }).toISOString(),
    ).toBe('2026-11-24T14:00:00.000Z');
    expect(
      creditBidDeadline({
        saleStart: '2026-11-24T16:00:00Z',
        timeZone: CHICAGO,
        hostDeadline: null,
      }).toISOString(),
    ).toBe('2026-11-23T21:00:00.000Z');
  });
});
