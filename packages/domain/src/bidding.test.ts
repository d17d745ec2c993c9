import { describe, expect, it } from 'vitest';
import {
  biddableAmount,
  canStaffPlaceBid,
  checkBidAmount,
  checkMinIncrement,
  fundsNotice,
  minimumNextBid,
  quickBidOptions,
  requiredDownDisplay,
  staffBidCap,
} from './bidding';

describe('minimumNextBid', () => {
  it('adds the increment to the latest bid', () => {
    expect(
      minimumNextBid({ highBidCents: 5000000, openingPriceCents: 1000000, minIncrementCents: 100000 }),
    ).toBe(5100000);
  });
  it('adds the increment to the opening price when there are no bids', () => {
    expect(minimumNextBid({ highBidCents: null, openingPriceCents: 1000000, minIncrementCents: 50000 })).toBe(
      1050000,
    );
    expect(minimumNextBid({ highBidCents: undefined, openingPriceCents: 0, minIncrementCents: 50000 })).toBe(
      50000,
    );
  });
  it('defaults the increment to one dollar when absent, zero or negative', () => {
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0 })).toBe(10100);
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: null })).toBe(
      10100,
    );
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: 0 })).toBe(10100);
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: -500 })).toBe(
      10100,
    );
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: Number.NaN })).toBe(
      10100,
    );
  });
  it('rounds up to whole dollars', () => {
    // Opening price $1,000.50 + $1 = $1,001.50 → $1,002.
    expect(minimumNextBid({ highBidCents: null, openingPriceCents: 100050, minIncrementCents: 100 })).toBe(
      100200,
    );
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: 1 })).toBe(10100);
    expect(minimumNextBid({ highBidCents: 10000, openingPriceCents: 0, minIncrementCents: 250 })).toBe(10300);
  });
  it('uses a zero high bid as a real bid', () => {
    expect(minimumNextBid({ highBidCents: 0, openingPriceCents: 500000, minIncrementCents: 100 })).toBe(100);
  });
});

describe('biddableAmount', () => {
  it('is locked × 100 / requiredDown', () => {
    expect(biddableAmount({ lockedCents: 2500000, requiredDownPercent: 25 })).toBe(10000000);
    expect(biddableAmount({ lockedCents: 1000000, requiredDownPercent: 100 })).toBe(1000000);
  });
  it('rounds down to whole dollars', () => {
    // $25,000 / 33% = $75,757.5757… → $75,757.
    expect(biddableAmount({ lockedCents: 2500000, requiredDownPercent: 33 })).toBe(7575700);
    // $10.99 / 100% = $10.99 → $10.
    expect(biddableAmount({ lockedCents: 1099, requiredDownPercent: 100 })).toBe(1000);
  });
  it('counts a requiredDown of 0 or less as 1', () => {
    expect(biddableAmount({ lockedCents: 100000, requiredDownPercent: 0 })).toBe(10000000);
    expect(biddableAmount({ lockedCents: 100000, requiredDownPercent: -5 })).toBe(10000000);
    expect(biddableAmount({ lockedCents: 100000, requiredDownPercent: Number.NaN })).toBe(10000000);
  });
  it('handles fractional percents without float noise', () => {
    expect(biddableAmount({ lockedCents: 1010, requiredDownPercent: 10.1 })).toBe(10000);
  });
  it('allows nothing without a positive lock', () => {
    expect(biddableAmount({ lockedCents: 0, requiredDownPercent: 25 })).toBe(0);
    expect(biddableAmount({ lockedCents: -100, requiredDownPercent: 25 })).toBe(0);
  });
});

describe('checkBidAmount', () => {
  const limits = { minimumCents: 5100000, biddableCents: 10000000 };
  it('accepts a whole-dollar bid between minimum and biddable, inclusive', () => {
    expect(checkBidAmount({ amountCents: 5100000, ...limits })).toEqual({ ok: true });
    expect(checkBidAmount({ amountCents: 10000000, ...limits })).toEqual({ ok: true });
  });
  it('rejects cents', () => {
    expect(checkBidAmount({ amountCents: 5100050, ...limits })).toEqual({
      ok: false,
      reason: 'not-whole-dollars',
      message: 'Bids must be whole dollars.',
    });
    expect(checkBidAmount({ amountCents: Number.NaN, ...limits })).toMatchObject({
      reason: 'not-whole-dollars',
    });
  });
  it('rejects a bid below the minimum with the figure', () => {
    expect(checkBidAmount({ amountCents: 5099900, ...limits })).toEqual({
      ok: false,
      reason: 'below-minimum',
      message: 'The minimum bid is $51,000.',
    });
  });
  it('rejects a bid above the biddable amount with the figure', () => {
    expect(checkBidAmount({ amountCents: 10000100, ...limits })).toEqual({
      ok: false,
      reason: 'above-biddable',
      message: 'Your deposit allows bids up to $100,000.',
    });
  });
});

describe('quickBidOptions', () => {
  const base = {
    latestBidCents: 5000000,
    nextMinimumCents: 5010000,
    biddableCents: 10000000,
    isHighestBidder: false,
    isStopped: false,
  };
  it('bidder view adds steps to the latest bid', () => {
    const options = quickBidOptions({ ...base, base: 'latest' });
    expect(options.map((o) => o.amountCents)).toEqual([5010000, 5050000, 5100000]);
    expect(options.map((o) => o.stepDollars)).toEqual([100, 500, 1000]);
    expect(options.map((o) => o.label)).toEqual(['+$100', '+$500', '+$1,000']);
    expect(options.every((o) => !o.disabled)).toBe(true);
  });
  it('bidder view adds to the next minimum when there is no bid yet', () => {
    const options = quickBidOptions({
      ...base,
      latestBidCents: null,
      nextMinimumCents: 1000100,
      base: 'latest',
    });
    expect(options.map((o) => o.amountCents)).toEqual([1010100, 1050100, 1100100]);
  });
  it('staff view adds steps to the next minimum', () => {
    const options = quickBidOptions({ ...base, base: 'minimum' });
    expect(options.map((o) => o.amountCents)).toEqual([5020000, 5060000, 5110000]);
  });
  it('disables steps above the biddable amount', () => {
    const options = quickBidOptions({ ...base, biddableCents: 5050000, base: 'latest' });
    expect(options.map((o) => o.disabled)).toEqual([false, false, true]);
  });
  it('disables all for the highest bidder', () => {
    expect(quickBidOptions({ ...base, isHighestBidder: true, base: 'latest' }).every((o) => o.disabled)).toBe(
      true,
    );
  });
  it('disables all once the lot has stopped', () => {
    expect(quickBidOptions({ ...base, isStopped: true, base: 'minimum' }).every((o) => o.disabled)).toBe(
      true,
    );
  });
  it('disables steps still below the minimum when the increment exceeds the step', () => {
    const options = quickBidOptions({ ...base, nextMinimumCents: 5100000, base: 'latest' });
    expect(options.map((o) => o.disabled)).toEqual([true, true, false]);
  });
});

describe('fundsNotice', () => {
  it('says Insufficient Deposit before the first bid', () => {
    expect(fundsNotice({ biddableCents: 100, minimumCents: 200, hasBids: false })).toBe(
      'Insufficient Deposit',
    );
  });
  it('says Insufficient Funds after bids exist', () => {
    expect(fundsNotice({ biddableCents: 100, minimumCents: 200, hasBids: true })).toBe('Insufficient Funds');
  });
  it('says nothing when biddable covers the minimum (inclusive)', () => {
    expect(fundsNotice({ biddableCents: 200, minimumCents: 200, hasBids: true })).toBeNull();
    expect(fundsNotice({ biddableCents: 300, minimumCents: 200, hasBids: false })).toBeNull();
  });
});

describe('staff bidding', () => {
  it("caps the amount at the bidder's bidding power, deposit × 100 / requiredDown (not the deposit)", () => {
    // A $20,000 deposit at 25 % down bids up to $80,000: 52,000 stays 52,000.
    expect(staffBidCap({ amountCents: 5200000, depositCents: 2000000, requiredDownPercent: 25 })).toBe(
      5200000,
    );
    expect(staffBidCap({ amountCents: 9000000, depositCents: 2000000, requiredDownPercent: 25 })).toBe(
      8000000,
    );
    expect(staffBidCap({ amountCents: 1000000, depositCents: 2500000, requiredDownPercent: 25 })).toBe(
      1000000,
    );
  });
  it('caps at whole dollars of a deposit with cents', () => {
    expect(staffBidCap({ amountCents: 5000000, depositCents: 250050, requiredDownPercent: 100 })).toBe(
      250000,
    );
  });
  const ok = {
    amountCents: 5100000,
    lastBidCents: 5000000,
    depositCents: 2000000,
    requiredDownPercent: 25,
    isCurrentWinner: false,
  };
  it('allows a valid staff bid above the deposit but within the bidding power', () => {
    expect(canStaffPlaceBid(ok)).toBe(true);
    expect(canStaffPlaceBid({ ...ok, lastBidCents: null })).toBe(true);
    expect(canStaffPlaceBid({ ...ok, amountCents: 5000000 })).toBe(true);
    expect(canStaffPlaceBid({ ...ok, amountCents: 8000000 })).toBe(true);
    expect(canStaffPlaceBid({ ...ok, amountCents: 8000100 })).toBe(false);
  });
  it('refuses a missing, zero or fractional amount', () => {
    expect(canStaffPlaceBid({ ...ok, amountCents: null })).toBe(false);
    expect(canStaffPlaceBid({ ...ok, amountCents: undefined })).toBe(false);
    expect(canStaffPlaceBid({ ...ok, amountCents: 0 })).toBe(false);
    expect(canStaffPlaceBid({ ...ok, amountCents: 5100050 })).toBe(false);
  });
  it('refuses an amount below the last bid', () => {
    expect(canStaffPlaceBid({ ...ok, amountCents: 4999900 })).toBe(false);
  });
  it('refuses when the deposit is insufficient', () => {
    expect(canStaffPlaceBid({ ...ok, depositCents: 0 })).toBe(false);
    expect(canStaffPlaceBid({ ...ok, depositCents: 1274900 })).toBe(false);
  });
  it('refuses for the current winner', () => {
    expect(canStaffPlaceBid({ ...ok, isCurrentWinner: true })).toBe(false);
  });
});

describe('checkMinIncrement', () => {
  it('accepts raising or keeping the increment', () => {
    expect(checkMinIncrement({ newCents: 100000, currentCents: 50000 })).toEqual({ ok: true });
    expect(checkMinIncrement({ newCents: 50000, currentCents: 50000 })).toEqual({ ok: true });
    expect(checkMinIncrement({ newCents: 100, currentCents: null })).toEqual({ ok: true });
  });
  it('refuses lowering it or a non-positive value', () => {
    expect(checkMinIncrement({ newCents: 40000, currentCents: 50000 })).toEqual({
      ok: false,
      message: 'The minimum increment cannot be below $500.',
    });
    expect(checkMinIncrement({ newCents: 0, currentCents: 0 }).ok).toBe(false);
    expect(checkMinIncrement({ newCents: Number.NaN, currentCents: 0 }).ok).toBe(false);
  });
});

describe('requiredDownDisplay', () => {
  it('rounds to an integer in 0..100', () => {
    expect(requiredDownDisplay(25)).toBe(25);
    expect(requiredDownDisplay(24.5)).toBe(25);
    expect(requiredDownDisplay(24.4)).toBe(24);
    expect(requiredDownDisplay(-3)).toBe(0);
    expect(requiredDownDisplay(140)).toBe(100);
    expect(requiredDownDisplay(null)).toBe(0);
    expect(requiredDownDisplay(Number.NaN)).toBe(0);
  });
});
