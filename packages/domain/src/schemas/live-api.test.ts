import { describe, expect, it } from 'vitest';
import {
  ZAddBidderBody,
  ZBidderSearchTerm,
  ZBiddersAmountBody,
  ZBidHistoryQuery,
  ZChangeProfileBody,
  ZJoinBody,
  ZMinIncBody,
  ZPlaceBidBody,
  ZStaffBidBody,
} from './live-api';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('ZJoinBody', () => {
  it('accepts pre-register, spectate and funded joins, defaulting the type to ONLINE', () => {
    expect(ZJoinBody.parse({ amount: -1, purchaseProfileId: 3 })).toEqual({
      amount: -1,
      purchaseProfileId: 3,
      type: 'ONLINE',
    });
    expect(ZJoinBody.parse({ amount: 0, purchaseProfileId: 3 }).amount).toBe(0);
    expect(ZJoinBody.parse({ amount: 25000, purchaseProfileId: 3, type: 'INPERSON' }).type).toBe('INPERSON');
  });
  it('rejects other negative and fractional amounts', () => {
    expect(firstMessage(ZJoinBody.safeParse({ amount: -2, purchaseProfileId: 3 }))).toBe(
      'The amount is wrong!',
    );
    expect(firstMessage(ZJoinBody.safeParse({ amount: 10.5, purchaseProfileId: 3 }))).toBe(
      'The amount must be a whole number of dollars!',
    );
    expect(ZJoinBody.safeParse({ amount: '100', purchaseProfileId: 3 }).success).toBe(false);
    expect(ZJoinBody.safeParse({ amount: 1e300, purchaseProfileId: 3 }).success).toBe(false);
  });
  it('requires a purchase profile', () => {
    expect(firstMessage(ZJoinBody.safeParse({ amount: 100 }))).toBe('*Please select a purchase profile!');
    expect(firstMessage(ZJoinBody.safeParse({ amount: 100, purchaseProfileId: 0 }))).toBe(
      '*Please select a purchase profile!',
    );
  });
  it('rejects an unknown join type', () => {
    expect(ZJoinBody.safeParse({ amount: 100, purchaseProfileId: 3, type: 'PHONE' }).success).toBe(false);
  });
});

describe('ZAddBidderBody', () => {
  it('accepts two decimals and defaults to INPERSON', () => {
    expect(ZAddBidderBody.parse({ amount: 2500.5, purchaseProfileId: 1 })).toEqual({
      amount: 2500.5,
      purchaseProfileId: 1,
      type: 'INPERSON',
    });
    expect(ZAddBidderBody.safeParse({ amount: 0.1 + 0.2, purchaseProfileId: 1 }).success).toBe(true);
  });
  it('requires a positive amount with at most two decimals', () => {
    expect(ZAddBidderBody.safeParse({ purchaseProfileId: 1 }).success).toBe(false);
    expect(ZAddBidderBody.safeParse({ amount: 0, purchaseProfileId: 1 }).success).toBe(false);
    expect(ZAddBidderBody.safeParse({ amount: 1.005, purchaseProfileId: 1 }).success).toBe(false);
  });
});

describe('bid bodies', () => {
  it('accepts a whole-dollar bid', () => {
    expect(ZPlaceBidBody.parse({ amount: 51000 })).toEqual({ amount: 51000 });
  });
  it("answers 'The bid amount is wrong!' for missing or non-positive amounts", () => {
    expect(firstMessage(ZPlaceBidBody.safeParse({}))).toBe('The bid amount is wrong!');
    expect(firstMessage(ZPlaceBidBody.safeParse({ amount: 0 }))).toBe('The bid amount is wrong!');
    expect(firstMessage(ZPlaceBidBody.safeParse({ amount: -5 }))).toBe('The bid amount is wrong!');
    expect(firstMessage(ZPlaceBidBody.safeParse({ amount: null }))).toBe('The bid amount is wrong!');
  });
  it('rejects cents', () => {
    expect(firstMessage(ZPlaceBidBody.safeParse({ amount: 100.5 }))).toBe('Bids must be whole dollars.');
  });
  it('staff bids need an amount and a bidder', () => {
    expect(ZStaffBidBody.parse({ amount: 51000, bidderId: 7 })).toEqual({ amount: 51000, bidderId: 7 });
    expect(firstMessage(ZStaffBidBody.safeParse({ amount: 51000 }))).toBe('The bid amount is wrong!');
    expect(firstMessage(ZStaffBidBody.safeParse({ bidderId: 7 }))).toBe('The bid amount is wrong!');
  });
});

describe('ZBiddersAmountBody and ZChangeProfileBody', () => {
  it('needs a positive whole-dollar amount', () => {
    expect(ZBiddersAmountBody.parse({ amount: 5000 })).toEqual({ amount: 5000 });
    expect(ZBiddersAmountBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(ZBiddersAmountBody.safeParse({ amount: 10.25 }).success).toBe(false);
  });
  it('needs a purchase profile id', () => {
    expect(ZChangeProfileBody.parse({ purchaseProfileId: 2 })).toEqual({ purchaseProfileId: 2 });
    expect(firstMessage(ZChangeProfileBody.safeParse({}))).toBe('*Please select a purchase profile!');
  });
});

describe('ZMinIncBody', () => {
  it('accepts a JSON string or a number of dollars', () => {
    expect(ZMinIncBody.parse('500')).toBe(500);
    expect(ZMinIncBody.parse(' 250.50 ')).toBe(250.5);
    expect(ZMinIncBody.parse(1000)).toBe(1000);
  });
  it('rejects zero, negatives, junk and sub-cent values', () => {
    expect(ZMinIncBody.safeParse('0').success).toBe(false);
    expect(ZMinIncBody.safeParse(0).success).toBe(false);
    expect(ZMinIncBody.safeParse(-5).success).toBe(false);
    expect(ZMinIncBody.safeParse('-5').success).toBe(false);
    expect(ZMinIncBody.safeParse('abc').success).toBe(false);
    expect(ZMinIncBody.safeParse('').success).toBe(false);
    expect(ZMinIncBody.safeParse(null).success).toBe(false);
    expect(ZMinIncBody.safeParse(1.001).success).toBe(false);
  });
});

describe('ZBidHistoryQuery', () => {
  it('defaults to page 1 of 10, also for an absent body', () => {
    expect(ZBidHistoryQuery.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(ZBidHistoryQuery.parse(undefined)).toEqual({ pageNumber: 1, pageSize: 10 });
  });
  it('accepts pages up to 100 and rejects 0-based or oversized pages', () => {
    expect(ZBidHistoryQuery.parse({ pageNumber: 3, pageSize: 100 })).toEqual({
      pageNumber: 3,
      pageSize: 100,
    });
    expect(ZBidHistoryQuery.safeParse({ pageNumber: 0 }).success).toBe(false);
    expect(ZBidHistoryQuery.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(ZBidHistoryQuery.safeParse({ pageSize: 0 }).success).toBe(false);
  });
});

describe('ZBidderSearchTerm', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(ZBidderSearchTerm.parse('  doe ')).toBe('doe');
    expect(firstMessage(ZBidderSearchTerm.safeParse(' jd '))).toBe(
      'Please enter at least 3 characters to search.',
    );
  });
});
