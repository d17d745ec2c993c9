import { describe, expect, it } from 'vitest';
import {
  LOCKED_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  notificationKindsFor,
} from './notifications';

describe('notificationKindsFor', () => {
  it('gives bidders the lot alerts and hosts’ staff the staff alerts, and nobody else any', () => {
    expect(notificationKindsFor('Bidder')).toEqual([
      'Outbid',
      'StopAlert',
      'LotStarting',
      'LotPostponed',
      'SavedFilterMatch',
      'Won',
      'PaymentSteps',
      'RunnerUpOffer',
    ]);
    expect(notificationKindsFor('Auctioneer')).toEqual(['HostPastDue', 'RunnerUpOfferEnded']);
    expect(notificationKindsFor('Employee')).toEqual(['HostPastDue', 'RunnerUpOfferEnded']);
    expect(notificationKindsFor('Client')).toEqual([]);
    expect(notificationKindsFor('Admin')).toEqual([]);
  });

  it('covers every kind exactly once between bidders and staff', () => {
    const covered = [
      ...notificationKindsFor('Bidder'),
      ...notificationKindsFor('Auctioneer'),
      ...LOCKED_NOTIFICATION_KINDS,
    ].sort();
    expect(covered).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of notificationKindsFor('Auctioneer'))
      expect(NOTIFICATION_KIND_INFO[kind].staff).toBe(true);
  });
});
