import { describe, expect, it } from 'vitest';
import { maximumNotice, maximumStanding } from './maximum-bid-standing';

const ME = '42';
const max = (amount: number, extra: Partial<{ leading: boolean; exceeded: boolean }> = {}) => ({
  amount,
  leading: false,
  exceeded: false,
  ...extra,
});

describe('maximumStanding', () => {
  it('waits before any bid, and leads while the top bid is mine (by hand or by my maximum)', () => {
    expect(maximumStanding(max(5000), undefined, ME)).toBe('waiting');
    expect(maximumStanding(max(5000), { bidderId: ME, amount: 1500, placedByMaximum: true }, ME)).toBe(
      'leading',
    );
    // The server's word counts while the stream has shown no bid yet.
    expect(maximumStanding(max(5000, { leading: true }), undefined, ME)).toBe('leading');
  });

  it('is exceeded once another bidder leads at or above it, even before the server says so', () => {
    expect(maximumStanding(max(5000), { bidderId: '7', amount: 5000 }, ME)).toBe('exceeded');
    expect(maximumStanding(max(5000), { bidderId: '7', amount: 6000 }, ME)).toBe('exceeded');
    expect(maximumStanding(max(5000, { exceeded: true }), undefined, ME)).toBe('exceeded');
  });

  it('leads again once the bidder raised it and bids above the lead', () => {
    expect(maximumStanding(max(8000, { exceeded: true }), { bidderId: ME, amount: 6500 }, ME)).toBe(
      'leading',
    );
  });
});

describe('maximumNotice', () => {
  it("tells of a bid placed by the bidder's own maximum, not of their bids by hand", () => {
    expect(maximumNotice({ bidderId: ME, amount: 1500, placedByMaximum: true }, max(5000), ME)).toBe(
      'placed',
    );
    expect(maximumNotice({ bidderId: ME, amount: 1500, placedByMaximum: false }, max(5000), ME)).toBeNull();
  });

  it('tells once that the maximum was exceeded: at or above it, by someone else, while not yet told', () => {
    expect(maximumNotice({ bidderId: '7', amount: 4500 }, max(5000), ME)).toBeNull();
    expect(maximumNotice({ bidderId: '7', amount: 5000 }, max(5000), ME)).toBe('exceeded');
    expect(maximumNotice({ bidderId: '7', amount: 5500 }, max(5000, { exceeded: true }), ME)).toBeNull();
  });

  it('says nothing without a maximum or a signed-in bidder', () => {
    expect(maximumNotice({ bidderId: '7', amount: 9000 }, null, ME)).toBeNull();
    expect(maximumNotice({ bidderId: '7', amount: 9000 }, max(5000), undefined)).toBeNull();
  });
});
