import { describe, expect, it } from 'vitest';
import { isOfferOpen, offerMinutesLeft, runnerUpOfferDeadline, ZSaleApprovalDecisionBody } from './defaults';

describe('runnerUpOfferDeadline', () => {
  const at = new Date('2026-03-07T15:30:00.000Z');

  it('is 24 hours later by default', () => {
    expect(runnerUpOfferDeadline(at).toISOString()).toBe('2026-03-08T15:30:00.000Z');
    expect(runnerUpOfferDeadline(at, null).toISOString()).toBe('2026-03-08T15:30:00.000Z');
  });

  it("follows the host's hours, elapsed across a daylight-saving change", () => {
    // Chicago springs forward on 2026-03-08: still 48 elapsed hours.
    expect(runnerUpOfferDeadline(at, 48).toISOString()).toBe('2026-03-09T15:30:00.000Z');
  });

  it('clamps to 1–168 whole hours and treats nonsense as the default', () => {
    expect(runnerUpOfferDeadline(at, 0).toISOString()).toBe('2026-03-07T16:30:00.000Z');
    expect(runnerUpOfferDeadline(at, 1000).getTime() - at.getTime()).toBe(168 * 3_600_000);
    expect(runnerUpOfferDeadline(at, 2.9).getTime() - at.getTime()).toBe(2 * 3_600_000);
    expect(runnerUpOfferDeadline(at, Number.NaN).getTime() - at.getTime()).toBe(24 * 3_600_000);
  });
});

describe('offers', () => {
  const deadlineAt = new Date('2026-03-08T15:30:00.000Z');
  it('is open only before its deadline and while Open', () => {
    expect(isOfferOpen({ status: 'Open', deadlineAt }, new Date('2026-03-08T15:29:59.999Z'))).toBe(true);
    expect(isOfferOpen({ status: 'Open', deadlineAt }, deadlineAt)).toBe(false);
    expect(isOfferOpen({ status: 'Declined', deadlineAt }, new Date('2026-03-08T00:00:00Z'))).toBe(false);
  });
  it('counts whole minutes left, never below zero', () => {
    expect(offerMinutesLeft(deadlineAt, new Date('2026-03-08T14:00:30.000Z'))).toBe(89);
    expect(offerMinutesLeft(deadlineAt, new Date('2026-03-09T00:00:00.000Z'))).toBe(0);
  });
});

describe('ZSaleApprovalDecisionBody', () => {
  it('needs a reason to deny, not to approve', () => {
    expect(ZSaleApprovalDecisionBody.safeParse({ status: 'Approved' }).success).toBe(true);
    expect(ZSaleApprovalDecisionBody.safeParse({ status: 'Denied' }).success).toBe(false);
    expect(
      ZSaleApprovalDecisionBody.safeParse({ status: 'Denied', reason: 'No proof of funds' }).success,
    ).toBe(true);
  });
});
