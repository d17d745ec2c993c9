import { describe, expect, it } from 'vitest';
import { balanceDueNote, deedProcessSteps, winningStatus } from './winnings';

describe('winningStatus', () => {
  it('puts the lot end states first, then the court', () => {
    expect(winningStatus({ lotStatus: 'Cancelled', caseStatus: 'Approved' })).toBe('Cancelled');
    expect(winningStatus({ lotStatus: 'PaymentRefunded', caseStatus: 'Closed' })).toBe('PaymentRefunded');
    expect(winningStatus({ lotStatus: 'DeedIssued', caseStatus: 'Closed' })).toBe('Closed');
    expect(winningStatus({ lotStatus: 'DeedReady', caseStatus: 'Approved' })).toBe('DeedReady');
    expect(winningStatus({ lotStatus: 'CompleteTransaction', caseStatus: 'Denied' })).toBe('Denied');
    expect(winningStatus({ lotStatus: 'CompleteTransaction', caseStatus: 'Approved' })).toBe('Approved');
    expect(winningStatus({ lotStatus: 'CompleteTransaction', caseStatus: 'WaitingCourtHouse' })).toBe(
      'CompleteTransaction',
    );
    expect(winningStatus({ lotStatus: 'PendingTransaction', caseStatus: 'New' })).toBe('PendingTransaction');
  });
});

describe('deedProcessSteps', () => {
  const base = { depositReceived: false, paymentReceived: false, deedDelivery: null } as const;
  it('moves step by step', () => {
    expect(deedProcessSteps({ ...base, status: 'PendingTransaction' })).toEqual({
      wireTransfer: 'process',
      courtApproval: 'wait',
      deedDelivery: 'wait',
    });
    const paid = { ...base, depositReceived: true, paymentReceived: true };
    expect(deedProcessSteps({ ...paid, status: 'CompleteTransaction' }).courtApproval).toBe('process');
    expect(deedProcessSteps({ ...paid, status: 'Approved' }).courtApproval).toBe('finish');
    expect(deedProcessSteps({ ...paid, status: 'DeedReady' }).deedDelivery).toBe('process');
    expect(deedProcessSteps({ ...paid, status: 'DeedReady', deedDelivery: 'Ship' }).deedDelivery).toBe(
      'finish',
    );
  });
  it('shows a denial and the cancelled or refunded end', () => {
    const paid = { ...base, depositReceived: true, paymentReceived: true };
    expect(deedProcessSteps({ ...paid, status: 'Denied' }).courtApproval).toBe('error');
    expect(deedProcessSteps({ ...base, status: 'Cancelled' })).toMatchObject({
      wireTransfer: 'error',
      deedDelivery: 'error',
    });
    expect(deedProcessSteps({ ...paid, status: 'PaymentRefunded' }).deedDelivery).toBe('error');
  });
});

describe('balanceDueNote', () => {
  it('says the words of the day rule in force', () => {
    expect(balanceDueNote('business')).toContain('2:00 PM on the next business day');
    expect(balanceDueNote('business')).toContain('Illinois court holidays are skipped');
    expect(balanceDueNote('calendar')).toContain(
      '2:00 PM on the next calendar day, weekends and holidays included',
    );
  });
});
