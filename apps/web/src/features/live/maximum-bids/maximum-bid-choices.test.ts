import { describe, expect, it } from 'vitest';
import { maximumBidChoices } from './maximum-bid-choices';

// Opening $100,000, steps of $500, 10 % down: a $30,000 deposit bids up to $300,000.
const lot = {
  id: '7',
  auctionId: '9',
  highBid: null,
  openingPrice: 100_000,
  minBidIncrements: 500,
  requiredDown: 10,
};

describe('maximumBidChoices', () => {
  it('offers grid amounts from the minimum next bid up to the bidding power, with the power itself', () => {
    const choices = maximumBidChoices(lot, 30_000, null);
    expect(choices.lowest).toBe(100_500);
    expect(choices.highest).toBe(300_000);
    expect(choices.step).toBe(500);
    expect(choices.quick.map((q) => q.amount)).toEqual([100_500, 103_000, 105_500, 110_500, 300_000]);
    expect(choices.quick.at(-1)?.label).toBe('All my power: $300,000');
  });

  it("checks an amount with the domain's rule: the grid, and the power named in the refusal", () => {
    const choices = maximumBidChoices(lot, 30_000, null);
    expect(choices.check(150_000)).toEqual({ ok: true });
    expect(choices.check(150_250).ok).toBe(false);
    expect(choices.check(300_500)).toEqual({
      ok: false,
      message: 'A maximum bid cannot exceed your bidding power of $300,000.',
    });
  });

  it('starts a raise one step above the current maximum, and follows the lead', () => {
    const raise = maximumBidChoices({ ...lot, highBid: 120_000 }, 30_000, 150_000);
    expect(raise.lowest).toBe(150_500);
    expect(raise.check(150_000).ok).toBe(false);
    expect(raise.canRaise).toBe(true);
  });

  it('offers no raise when the maximum already is the bidding power', () => {
    const choices = maximumBidChoices(lot, 30_000, 300_000);
    expect(choices.canRaise).toBe(false);
  });

  it('keeps the power on the grid: a power between two steps offers the step below', () => {
    // $30,025 at 10 % is $300,250 of power; the grid has $300,000 and $300,500.
    expect(maximumBidChoices(lot, 30_025, null).highest).toBe(300_000);
  });
});
