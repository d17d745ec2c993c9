import { describe, expect, it } from 'vitest';
import {
  balanceDue,
  DEFAULT_SETTLEMENT_SETTINGS,
  paymentSchedule,
  reliefFeeCents,
  settlementSettingsFrom,
} from './settlement';

const CHICAGO = 'America/Chicago';

describe('balanceDue', () => {
  it('is 2:00 PM the next calendar day in the host zone by default (the spec rule)', () => {
    // Friday 2026-11-20 10:00 CST (16:00 UTC) → Saturday 2:00 PM CST.
    const due = balanceDue('2026-11-20T16:00:00Z', CHICAGO);
    expect(due.toISOString()).toBe('2026-11-21T20:00:00.000Z');
  });
  it('skips the weekend on the business-day rule', () => {
    expect(balanceDue('2026-11-20T16:00:00Z', CHICAGO, 'business').toISOString()).toBe(
      '2026-11-23T20:00:00.000Z',
    );
    // A Saturday win is due Monday too; a Monday win on Tuesday.
    expect(balanceDue('2026-11-21T16:00:00Z', CHICAGO, 'business').toISOString()).toBe(
      '2026-11-23T20:00:00.000Z',
    );
    expect(balanceDue('2026-11-23T16:00:00Z', CHICAGO, 'business').toISOString()).toBe(
      '2026-11-24T20:00:00.000Z',
    );
  });
  it('takes "the day" in the host zone: a late-evening win is still that local day', () => {
    // Monday 2026-11-23 22:30 CST is Tuesday 04:30 UTC: due Tuesday 2:00 PM CST, not Wednesday.
    expect(balanceDue('2026-11-24T04:30:00Z', CHICAGO, 'business').toISOString()).toBe(
      '2026-11-24T20:00:00.000Z',
    );
    expect(balanceDue('2026-11-24T04:30:00Z', CHICAGO, 'calendar').getTime()).toBeLessThan(
      new Date('2026-11-24T20:00:01Z').getTime(),
    );
  });
  it('keeps 2:00 PM local across a DST change on the business-day rule', () => {
    // Friday 2026-03-06 (CST) → Monday 2026-03-09 (CDT, UTC-5).
    expect(balanceDue('2026-03-06T16:00:00Z', CHICAGO, 'business').toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
  });
});

describe('reliefFeeCents', () => {
  it('is 0.1 % of the bid', () => {
    expect(reliefFeeCents({ bidCents: 150_000_00, soldToPlaintiff: false })).toBe(150_00);
  });
  it('is capped at $300', () => {
    expect(reliefFeeCents({ bidCents: 300_000_00, soldToPlaintiff: false })).toBe(300_00);
    expect(reliefFeeCents({ bidCents: 2_000_000_00, soldToPlaintiff: false })).toBe(300_00);
  });
  it('is nothing on a plaintiff credit bid', () => {
    expect(reliefFeeCents({ bidCents: 2_000_000_00, soldToPlaintiff: true })).toBe(0);
  });
  it('follows the settings', () => {
    const settings = { ...DEFAULT_SETTLEMENT_SETTINGS, reliefFeePercent: 1, reliefFeeCapCents: 0 };
    expect(reliefFeeCents({ bidCents: 2_000_000_00, soldToPlaintiff: false, settings })).toBe(20_000_00);
  });
});

describe('settlementSettingsFrom', () => {
  it('falls back to the defaults for absent or bad values', () => {
    expect(settlementSettingsFrom({})).toEqual(DEFAULT_SETTLEMENT_SETTINGS);
    expect(
      settlementSettingsFrom({
        Payment_DueDayRule: 'weekly',
        ReliefFee_Percent: 'x',
        ReliefFee_MaxDollars: '-1',
      }),
    ).toEqual(DEFAULT_SETTLEMENT_SETTINGS);
  });
  it('reads the keys', () => {
    expect(
      settlementSettingsFrom({
        Payment_DueDayRule: 'Business',
        ReliefFee_Percent: '0.2',
        ReliefFee_MaxDollars: '500',
      }),
    ).toEqual({ paymentDayRule: 'business', reliefFeePercent: 0.2, reliefFeeCapCents: 500_00 });
  });
});

describe('paymentSchedule', () => {
  const base = {
    bidCents: 100_000_00,
    requiredDownPercent: 10,
    reliefFeeCents: 100_00,
    winDate: '2026-11-20T16:00:00Z',
    timeZone: CHICAGO,
  };
  it('splits deposit and remaining and dates both deadlines', () => {
    const s = paymentSchedule({ ...base, now: new Date('2026-11-20T16:30:00Z') });
    expect(s.depositCents).toBe(10_000_00);
    expect(s.remainingCents).toBe(90_100_00);
    expect(s.totalCents).toBe(100_100_00);
    expect(s.depositDueAt.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(s.isDepositPastDue).toBe(false);
    expect(s.isBalancePastDue).toBe(false);
  });
  it('is past due after each deadline with nothing received', () => {
    const s = paymentSchedule({ ...base, now: new Date('2026-11-22T00:00:00Z') });
    expect(s.isDepositPastDue).toBe(true);
    expect(s.isBalancePastDue).toBe(true);
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
