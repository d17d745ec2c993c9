import { describe, expect, it } from 'vitest';
import {
  caseActions,
  caseCanEdit,
  caseProgressStep,
  checkDeedIssue,
  checkPublishLot,
  combinedLotStatus,
  deedActions,
  initialDepositCents,
  isReceived,
  outstandingBalanceCents,
  remainingPaymentCents,
  totalDueCents,
} from './lot-rules';

describe('combinedLotStatus', () => {
  it('is the only status when all lots share one', () => {
    expect(combinedLotStatus(['DeedIssued', 'DeedIssued'])).toBe('DeedIssued');
    expect(combinedLotStatus(['Cancelled'])).toBe('Cancelled');
  });
  it('is the first present in precedence order otherwise', () => {
    expect(combinedLotStatus(['DeedIssued', 'Listed', 'Draft'])).toBe('Draft');
    expect(combinedLotStatus(['Cancelled', 'DeedReady', 'PendingTransaction'])).toBe('PendingTransaction');
    expect(combinedLotStatus(['Cancelled', 'PaymentRefunded'])).toBe('PaymentRefunded');
    expect(combinedLotStatus(['DeedIssued', 'CompleteTransaction'])).toBe('CompleteTransaction');
  });
  it('is null without lots', () => {
    expect(combinedLotStatus([])).toBeNull();
  });
});

describe('caseProgressStep', () => {
  it('is Closed for refunded or cancelled lots, or a cancelled, denied or closed case', () => {
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: 'PaymentRefunded' })).toBe('Closed');
    expect(caseProgressStep({ caseStatus: 'Approved', combinedLotStatus: 'Cancelled' })).toBe('Closed');
    expect(caseProgressStep({ caseStatus: 'Cancelled', combinedLotStatus: 'Listed' })).toBe('Closed');
    expect(caseProgressStep({ caseStatus: 'Denied', combinedLotStatus: 'CompleteTransaction' })).toBe(
      'Closed',
    );
    expect(caseProgressStep({ caseStatus: 'Closed', combinedLotStatus: 'DeedIssued' })).toBe('Closed');
  });
  it('is DeedReady for DeedReady or DeedIssued lots', () => {
    expect(caseProgressStep({ caseStatus: 'Approved', combinedLotStatus: 'DeedReady' })).toBe('DeedReady');
    expect(caseProgressStep({ caseStatus: 'Approved', combinedLotStatus: 'DeedIssued' })).toBe('DeedReady');
  });
  it('is Court while waiting for or holding court approval', () => {
    expect(
      caseProgressStep({ caseStatus: 'WaitingCourtHouse', combinedLotStatus: 'CompleteTransaction' }),
    ).toBe('Court');
    expect(caseProgressStep({ caseStatus: 'Approved', combinedLotStatus: 'CompleteTransaction' })).toBe(
      'Court',
    );
  });
  it('is PostAuction, Listed or New from the lots otherwise', () => {
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: 'PendingTransaction' })).toBe(
      'PostAuction',
    );
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: 'CompleteTransaction' })).toBe(
      'PostAuction',
    );
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: 'Listed' })).toBe('Listed');
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: 'Draft' })).toBe('New');
    expect(caseProgressStep({ caseStatus: 'New', combinedLotStatus: null })).toBe('New');
  });
});

describe('caseCanEdit', () => {
  it('allows editing a New case with no lot past Listed', () => {
    expect(caseCanEdit({ caseStatus: 'New', combinedLotStatus: null })).toBe(true);
    expect(caseCanEdit({ caseStatus: 'New', combinedLotStatus: 'Draft' })).toBe(true);
    expect(caseCanEdit({ caseStatus: 'New', combinedLotStatus: 'Listed' })).toBe(true);
    expect(caseCanEdit({ caseStatus: 'New', combinedLotStatus: 'PendingTransaction' })).toBe(false);
    expect(caseCanEdit({ caseStatus: 'Approved', combinedLotStatus: 'Draft' })).toBe(false);
  });
});

describe('caseActions', () => {
  it('offers Pending Court Approval for a New case whose lots completed payment', () => {
    expect(
      caseActions({ caseStatus: 'New', combinedLotStatus: 'CompleteTransaction' }).markPendingCourtApproval,
    ).toBe(true);
    expect(
      caseActions({ caseStatus: 'New', combinedLotStatus: 'PendingTransaction' }).markPendingCourtApproval,
    ).toBe(false);
  });
  it('offers Court Approved only while waiting', () => {
    expect(
      caseActions({ caseStatus: 'WaitingCourtHouse', combinedLotStatus: 'CompleteTransaction' })
        .markCourtApproved,
    ).toBe(true);
    expect(
      caseActions({ caseStatus: 'New', combinedLotStatus: 'CompleteTransaction' }).markCourtApproved,
    ).toBe(false);
  });
  it('offers Completed once deeds are issued and the case is not closed', () => {
    expect(caseActions({ caseStatus: 'Approved', combinedLotStatus: 'DeedIssued' }).markCompleted).toBe(true);
    expect(caseActions({ caseStatus: 'Closed', combinedLotStatus: 'DeedIssued' }).markCompleted).toBe(false);
  });
  it('offers Cancel without a selected lot when lots are past Draft and the case is open', () => {
    expect(caseActions({ caseStatus: 'New', combinedLotStatus: 'Listed' }).cancelCase).toBe(true);
    expect(
      caseActions({ caseStatus: 'New', combinedLotStatus: 'Listed', lotSelected: true }).cancelCase,
    ).toBe(false);
    expect(caseActions({ caseStatus: 'New', combinedLotStatus: 'Draft' }).cancelCase).toBe(false);
    expect(caseActions({ caseStatus: 'New', combinedLotStatus: null }).cancelCase).toBe(false);
    expect(caseActions({ caseStatus: 'Closed', combinedLotStatus: 'DeedIssued' }).cancelCase).toBe(false);
    expect(caseActions({ caseStatus: 'Cancelled', combinedLotStatus: 'Listed' }).cancelCase).toBe(false);
  });
});

describe('deedActions and checkDeedIssue', () => {
  it('offers the next deed step on an approved case', () => {
    expect(
      deedActions({
        caseStatus: 'Approved',
        lotStatus: 'CompleteTransaction',
        combinedLotStatus: 'CompleteTransaction',
      }),
    ).toEqual({ markDeedReady: true, markDeedIssued: false });
    expect(
      deedActions({ caseStatus: 'Approved', lotStatus: 'DeedReady', combinedLotStatus: 'DeedReady' }),
    ).toEqual({
      markDeedReady: false,
      markDeedIssued: true,
    });
  });
  it('offers nothing before approval, after issue, or with other combined statuses', () => {
    const none = { markDeedReady: false, markDeedIssued: false };
    expect(
      deedActions({
        caseStatus: 'WaitingCourtHouse',
        lotStatus: 'CompleteTransaction',
        combinedLotStatus: 'CompleteTransaction',
      }),
    ).toEqual(none);
    expect(
      deedActions({ caseStatus: 'Approved', lotStatus: 'DeedIssued', combinedLotStatus: 'DeedReady' }),
    ).toEqual(none);
    expect(
      deedActions({ caseStatus: 'Approved', lotStatus: 'DeedReady', combinedLotStatus: 'DeedIssued' }),
    ).toEqual(none);
  });
  it('needs a delivery option unless sold to the plaintiff', () => {
    expect(checkDeedIssue({ deedDelivery: 'Ship', soldToPlaintiff: false })).toEqual({ ok: true });
    expect(checkDeedIssue({ deedDelivery: null, soldToPlaintiff: true })).toEqual({ ok: true });
    expect(checkDeedIssue({ deedDelivery: null, soldToPlaintiff: false })).toEqual({
      ok: false,
      message: '"Deed Delivery Option" is not set by the bidder!',
    });
  });
});

describe('checkPublishLot', () => {
  it('lists blocking and deferred missing info', () => {
    expect(
      checkPublishLot({
        hasAuction: false,
        propertyCount: 0,
        openingPriceCents: 0,
        requiredDownPercent: null,
        minIncrementCents: undefined,
      }),
    ).toEqual({
      missing: ['Auction Date', 'Property'],
      later: ['Opening Bid', 'Required Down Payment', 'Minimum Increment'],
    });
    expect(
      checkPublishLot({
        hasAuction: true,
        propertyCount: 1,
        openingPriceCents: 100,
        requiredDownPercent: 25,
        minIncrementCents: 100,
      }),
    ).toEqual({ missing: [], later: [] });
  });
});

describe('isReceived', () => {
  it('treats missing and pre-2000 dates as not received', () => {
    expect(isReceived(null)).toBe(false);
    expect(isReceived(undefined)).toBe(false);
    expect(isReceived('')).toBe(false);
    expect(isReceived('0001-01-01T00:00:00Z')).toBe(false);
    expect(isReceived('1999-12-31T23:59:59.999Z')).toBe(false);
    expect(isReceived('not a date')).toBe(false);
  });
  it('treats 2000 and later as received', () => {
    expect(isReceived('2000-01-01T00:00:00Z')).toBe(true);
    expect(isReceived(new Date('2026-03-01T10:00:00Z'))).toBe(true);
  });
});

describe('payment math', () => {
  it('computes the initial deposit', () => {
    expect(initialDepositCents(10000000, 25)).toBe(2500000);
    expect(initialDepositCents(10000100, 10)).toBe(1000010);
    expect(initialDepositCents(333, 10)).toBe(33);
    expect(initialDepositCents(10000000, 0)).toBe(0);
    expect(initialDepositCents(10000000, -5)).toBe(0);
    expect(initialDepositCents(10000000, 150)).toBe(10000000);
  });
  it('computes the remaining payment so the parts add up', () => {
    expect(remainingPaymentCents(10000000, 25, 50000)).toBe(7550000);
    const bid = 333;
    expect(initialDepositCents(bid, 10) + remainingPaymentCents(bid, 10, 0)).toBe(bid);
    expect(remainingPaymentCents(10000000, 0, 0)).toBe(10000000);
  });
  it('computes the total', () => {
    expect(totalDueCents(10000000, 50000)).toBe(10050000);
  });
  it('computes the outstanding balance, subtracting the deposit only once received', () => {
    const win = { winAmountCents: 10000000, reliefFeeCents: 50000, requiredDownPercent: 25 };
    expect(outstandingBalanceCents({ ...win, depositReceivedDate: null })).toBe(10050000);
    expect(outstandingBalanceCents({ ...win, depositReceivedDate: '1999-01-01T00:00:00Z' })).toBe(10050000);
    expect(outstandingBalanceCents({ ...win, depositReceivedDate: '2026-03-02T16:00:00Z' })).toBe(7550000);
  });
});
