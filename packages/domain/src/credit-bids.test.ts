import { describe, expect, it } from 'vitest';
import {
  CREDIT_BID_MESSAGES,
  canStartWithCreditBid,
  creditBidOverrideNeeded,
  creditBidOverrideText,
  creditBidStatus,
  creditBidsMatch,
  isBeforeCreditBidDeadline,
} from './credit-bids';
import { ERROR_CATALOGUE, errorCodeFor } from './error-codes';
import { ZCreditBidConfirmBody, ZCreditBidEntryBody } from './schemas/credit-bids';

describe('creditBidOverrideNeeded', () => {
  const judgmentCents = 200_000_00;
  const check = (amountCents: number, minSharePercent = 50) =>
    creditBidOverrideNeeded({ amountCents, judgmentCents, minSharePercent });

  it('passes an amount between the share and the judgment, both ends included', () => {
    expect(check(200_000_00)).toBeNull();
    expect(check(100_000_00)).toBeNull();
    expect(check(150_000_01)).toBeNull();
  });

  it('wants an override above the judgment or below the share', () => {
    expect(check(200_000_01)).toBe('above-judgment');
    expect(check(99_999_99)).toBe('below-share');
    // A missing zero (a tenth of the judgment) is what the share catches.
    expect(check(20_000_00)).toBe('below-share');
    expect(check(20_000_00, 0)).toBeNull();
    expect(check(199_999_99, 100)).toBe('below-share');
  });

  it('wants an override when the case has no judgment to check against', () => {
    expect(creditBidOverrideNeeded({ amountCents: 1_00, judgmentCents: null, minSharePercent: 50 })).toBe(
      'no-judgment',
    );
    expect(creditBidOverrideNeeded({ amountCents: 1_00, judgmentCents: 0, minSharePercent: 50 })).toBe(
      'no-judgment',
    );
  });

  it('names the bound in its text', () => {
    expect(creditBidOverrideText('below-share', { judgmentCents: 200_000_00, minSharePercent: 50 })).toBe(
      'The credit bid is below 50% of the judgment ($200,000): an override with a reason is needed.',
    );
    expect(
      creditBidOverrideText('above-judgment', { judgmentCents: 1_234_50, minSharePercent: 50 }),
    ).toContain('($1,234.50)');
  });
});

describe('creditBidsMatch', () => {
  it('matches the same amount to the cent, or two "does not bid"', () => {
    expect(creditBidsMatch({ amountCents: 150_000_00 }, { amountCents: 150_000_00 })).toBe(true);
    expect(creditBidsMatch({ amountCents: 150_000_00 }, { amountCents: 15_000_00 })).toBe(false);
    expect(creditBidsMatch({ amountCents: 150_000_00 }, { amountCents: 150_000_01 })).toBe(false);
    expect(creditBidsMatch({ plaintiffDoesNotBid: true }, { plaintiffDoesNotBid: true })).toBe(true);
    expect(creditBidsMatch({ plaintiffDoesNotBid: true }, { amountCents: 1_00 })).toBe(false);
    expect(creditBidsMatch({ amountCents: 1_00 }, { plaintiffDoesNotBid: true })).toBe(false);
  });
});

describe('the start rule', () => {
  it('reads the status of the current entry', () => {
    expect(creditBidStatus(null)).toBe('None');
    expect(creditBidStatus({ plaintiffDoesNotBid: false, isConfirmed: false })).toBe('AwaitingConfirmation');
    expect(creditBidStatus({ plaintiffDoesNotBid: true, isConfirmed: false })).toBe('AwaitingConfirmation');
    expect(creditBidStatus({ plaintiffDoesNotBid: false, isConfirmed: true })).toBe('Confirmed');
    expect(creditBidStatus({ plaintiffDoesNotBid: true, isConfirmed: true })).toBe('PlaintiffDoesNotBid');
  });

  it('starts anything when not required, and only a confirmed entry when required', () => {
    expect(canStartWithCreditBid({ isRequired: false, status: 'None' })).toBe(true);
    expect(canStartWithCreditBid({ isRequired: true, status: 'None' })).toBe(false);
    expect(canStartWithCreditBid({ isRequired: true, status: 'AwaitingConfirmation' })).toBe(false);
    expect(canStartWithCreditBid({ isRequired: true, status: 'Confirmed' })).toBe(true);
    expect(canStartWithCreditBid({ isRequired: true, status: 'PlaintiffDoesNotBid' })).toBe(true);
  });

  it('is on time strictly before the deadline', () => {
    const deadline = new Date('2026-11-23T21:00:00Z');
    expect(isBeforeCreditBidDeadline({ deadline, now: new Date('2026-11-23T20:59:59Z') })).toBe(true);
    expect(isBeforeCreditBidDeadline({ deadline, now: deadline })).toBe(false);
  });
});

describe('the wires and the catalogue', () => {
  it('takes an amount or "does not bid", never both or neither', () => {
    expect(ZCreditBidEntryBody.safeParse({ amount: 150000.5 }).success).toBe(true);
    expect(ZCreditBidEntryBody.safeParse({ plaintiffDoesNotBid: true }).success).toBe(true);
    expect(ZCreditBidEntryBody.safeParse({}).success).toBe(false);
    expect(ZCreditBidEntryBody.safeParse({ amount: 1, plaintiffDoesNotBid: true }).success).toBe(false);
    expect(ZCreditBidEntryBody.safeParse({ amount: 1.005 }).success).toBe(false);
    expect(ZCreditBidEntryBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(ZCreditBidConfirmBody.safeParse({ amount: '150000' }).success).toBe(true);
  });

  it('gives each refusal a code', () => {
    expect(errorCodeFor(400, CREDIT_BID_MESSAGES.notConfirmedToStart)).toBe('CREDIT_BID_NOT_CONFIRMED');
    expect(errorCodeFor(400, CREDIT_BID_MESSAGES.mismatch)).toBe('CREDIT_BID_MISMATCH');
    expect(ERROR_CATALOGUE.CREDIT_BID_SELF_CONFIRM).toBe(CREDIT_BID_MESSAGES.selfConfirm);
  });
});
