import { describe, expect, it } from 'vitest';
import {
  isBusinessDay,
  isIllinoisCourtHoliday,
  paymentDeadlines,
  paymentSchedule,
} from './settlement-schedule';

const CHICAGO = 'America/Chicago';
const balance = (winDate: string, rule: 'calendar' | 'business') =>
  paymentDeadlines({ winDate, timeZone: CHICAGO, rule }).balanceDueAt.toISOString();

describe('business days', () => {
  it('skips weekends and the Illinois court holidays of the holiday library', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isIllinoisCourtHoliday('2026-11-26')).toBe(true); // Thanksgiving
    expect(isIllinoisCourtHoliday('2026-02-12')).toBe(true); // Lincoln's Birthday (Illinois)
    expect(isIllinoisCourtHoliday('2026-03-02')).toBe(true); // Casimir Pulaski Day (Illinois)
    expect(isIllinoisCourtHoliday('2026-07-03')).toBe(true); // Independence Day, observed
    expect(isIllinoisCourtHoliday('2026-03-17')).toBe(false); // St. Patrick's Day: an observance only
    expect(isBusinessDay('2026-11-26')).toBe(false);
  });
});

describe('paymentDeadlines', () => {
  it('makes the deposit due 2 hours after the win, whatever the day rule', () => {
    for (const rule of ['calendar', 'business'] as const)
      expect(
        paymentDeadlines({
          winDate: '2026-11-20T16:00:00Z',
          timeZone: CHICAGO,
          rule,
        }).depositDueAt.toISOString(),
      ).toBe('2026-11-20T18:00:00.000Z');
  });

  it('is 2:00 PM local the next calendar day on the calendar rule, even over a weekend', () => {
    // Friday 2026-11-20 10:00 CST → Saturday 2:00 PM CST.
    expect(balance('2026-11-20T16:00:00Z', 'calendar')).toBe('2026-11-21T20:00:00.000Z');
  });

  it('skips the weekend on the business-day rule', () => {
    expect(balance('2026-11-20T16:00:00Z', 'business')).toBe('2026-11-23T20:00:00.000Z'); // Fri → Mon
    expect(balance('2026-11-21T16:00:00Z', 'business')).toBe('2026-11-23T20:00:00.000Z'); // Sat → Mon
    expect(balance('2026-11-23T16:00:00Z', 'business')).toBe('2026-11-24T20:00:00.000Z'); // Mon → Tue
  });

  it('skips an Illinois court holiday on the business-day rule', () => {
    // Wednesday before Thanksgiving → Friday (the day after Thanksgiving is no public holiday).
    expect(balance('2026-11-25T16:00:00Z', 'business')).toBe('2026-11-27T20:00:00.000Z');
    expect(balance('2026-11-25T16:00:00Z', 'calendar')).toBe('2026-11-26T20:00:00.000Z');
    // Thursday 2026-07-02 → the observed Independence Day (Fri) and the weekend → Monday 2:00 PM CDT.
    expect(balance('2026-07-02T16:00:00Z', 'business')).toBe('2026-07-06T19:00:00.000Z');
    // Wednesday 2026-02-11 → Lincoln's Birthday (Thu) → Friday.
    expect(balance('2026-02-11T16:00:00Z', 'business')).toBe('2026-02-13T20:00:00.000Z');
  });

  it('keeps 2:00 PM local across a DST change', () => {
    // Spring forward on Sunday 2026-03-08: Friday (CST, UTC-6) → Monday 2:00 PM CDT (UTC-5).
    expect(balance('2026-03-06T16:00:00Z', 'business')).toBe('2026-03-09T19:00:00.000Z');
    // Saturday 2026-03-07 → Sunday 2026-03-08 2:00 PM CDT on the calendar rule: one hour less than a day.
    expect(balance('2026-03-07T16:00:00Z', 'calendar')).toBe('2026-03-08T19:00:00.000Z');
    // Fall back on Sunday 2026-11-01: Saturday (CDT) → Sunday 2:00 PM CST (UTC-6).
    expect(balance('2026-10-31T15:00:00Z', 'calendar')).toBe('2026-11-01T20:00:00.000Z');
  });

  it('gives a win just before and just after 2:00 PM the same next-day deadline', () => {
    // Tuesday 2026-11-17 1:59 PM and 2:01 PM CST: both due Wednesday 2:00 PM, on either rule.
    for (const rule of ['calendar', 'business'] as const) {
      expect(balance('2026-11-17T19:59:00Z', rule)).toBe('2026-11-18T20:00:00.000Z');
      expect(balance('2026-11-17T20:01:00Z', rule)).toBe('2026-11-18T20:00:00.000Z');
    }
    // Friday 2026-11-20 just before and after 2:00 PM: Saturday (calendar) or Monday (business).
    expect(balance('2026-11-20T19:59:00Z', 'calendar')).toBe('2026-11-21T20:00:00.000Z');
    expect(balance('2026-11-20T20:01:00Z', 'business')).toBe('2026-11-23T20:00:00.000Z');
  });

  it('takes "the day" in the host zone: a late-evening win is still that local day', () => {
    // Monday 2026-11-23 10:30 PM CST is Tuesday 04:30 UTC: due Tuesday 2:00 PM CST, not Wednesday.
    expect(balance('2026-11-24T04:30:00Z', 'business')).toBe('2026-11-24T20:00:00.000Z');
    expect(balance('2026-11-24T04:30:00Z', 'calendar')).toBe('2026-11-24T20:00:00.000Z');
  });
});

describe('paymentSchedule', () => {
  const base = {
    bidCents: 100_000_00,
    requiredDownPercent: 10,
    reliefFeeCents: 100_00,
    winDate: '2026-11-20T16:00:00Z',
    timeZone: CHICAGO,
    rule: 'calendar' as const,
  };
  it('splits deposit and remaining and dates both deadlines', () => {
    const s = paymentSchedule({ ...base, now: new Date('2026-11-20T16:30:00Z') });
    expect(s.depositCents).toBe(10_000_00);
    expect(s.remainingCents).toBe(90_100_00);
    expect(s.totalCents).toBe(100_100_00);
    expect(s.depositDueAt.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(s.balanceDueAt.toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(s.isDepositPastDue).toBe(false);
    expect(s.isBalancePastDue).toBe(false);
  });
  it('is past due after each deadline with nothing received, by the day rule in force', () => {
    const saturdayEvening = new Date('2026-11-22T00:00:00Z');
    const calendar = paymentSchedule({ ...base, now: saturdayEvening });
    expect(calendar.isDepositPastDue).toBe(true);
    expect(calendar.isBalancePastDue).toBe(true);
    const business = paymentSchedule({ ...base, rule: 'business', now: saturdayEvening });
    expect(business.isDepositPastDue).toBe(true);
    expect(business.isBalancePastDue).toBe(false);
  });
  it('counts a received date before 2000 as not received', () => {
    const s = paymentSchedule({
      ...base,
      depositReceivedDate: '0001-01-01T00:00:00Z',
      paymentReceivedDate: '1999-12-31T00:00:00Z',
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(s.depositReceived).toBe(false);
    expect(s.paymentReceived).toBe(false);
    expect(s.isDepositPastDue).toBe(true);
    const paid = paymentSchedule({
      ...base,
      depositReceivedDate: '2026-11-20T17:00:00Z',
      paymentReceivedDate: '2026-11-21T15:00:00Z',
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(paid.isDepositPastDue).toBe(false);
    expect(paid.isBalancePastDue).toBe(false);
  });
});
