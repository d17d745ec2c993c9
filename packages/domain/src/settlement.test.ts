import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTLEMENT_SETTINGS,
  reliefFeeCents,
  settlementSettingsFrom,
  winReliefFeeCents,
} from './settlement';

describe('reliefFeeCents (735 ILCS 5/15-1507.1)', () => {
  const fee = (bidCents: number) => reliefFeeCents({ bidCents, soldToPlaintiff: false });
  it('is $1 for each $1,000 of the bid below the cap', () => {
    expect(fee(150_000_00)).toBe(150_00);
    expect(fee(299_000_00)).toBe(299_00);
  });
  it('counts a started $1,000 as a whole one ("or fraction thereof")', () => {
    expect(fee(112_500_00)).toBe(113_00);
    expect(fee(299_000_01)).toBe(300_00);
    expect(fee(1_00)).toBe(1_00);
  });
  it('is $300 at the cap and stays $300 above it', () => {
    expect(fee(300_000_00)).toBe(300_00);
    expect(fee(300_000_01)).toBe(300_00);
    expect(fee(2_000_000_00)).toBe(300_00);
  });
  it('is nothing on a plaintiff credit bid, and nothing without a bid', () => {
    expect(reliefFeeCents({ bidCents: 2_000_000_00, soldToPlaintiff: true })).toBe(0);
    expect(fee(0)).toBe(0);
  });
  it('follows the configured percent and cap (0 = no cap)', () => {
    const settings = { ...DEFAULT_SETTLEMENT_SETTINGS, reliefFeePercent: 1, reliefFeeCapCents: 0 };
    expect(reliefFeeCents({ bidCents: 2_000_000_00, soldToPlaintiff: false, settings })).toBe(20_000_00);
    const capped = { ...DEFAULT_SETTLEMENT_SETTINGS, reliefFeePercent: 0.2, reliefFeeCapCents: 250_00 };
    expect(reliefFeeCents({ bidCents: 100_000_00, soldToPlaintiff: false, settings: capped })).toBe(200_00);
    expect(reliefFeeCents({ bidCents: 200_000_00, soldToPlaintiff: false, settings: capped })).toBe(250_00);
  });
});

describe('winReliefFeeCents', () => {
  const settings = DEFAULT_SETTLEMENT_SETTINGS;
  it('charges a third-party winner', () => {
    expect(winReliefFeeCents({ soldTo: 'ThirdParty', winCents: 112_500_00, settings })).toBe(113_00);
  });
  it('charges nothing when the plaintiff keeps the lot with its credit bid', () => {
    expect(winReliefFeeCents({ soldTo: 'Plaintiff', winCents: null, settings })).toBe(0);
    expect(winReliefFeeCents({ soldTo: 'Plaintiff', winCents: 500_000_00, settings })).toBe(0);
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
