import { describe, expect, it } from 'vitest';
import { listingTags } from './listing-card';

const lot = {
  status: 'Upcoming' as const,
  isRegistered: false,
  auctionIsTest: false,
  lotStatus: 'Listed' as const,
  isPostponed: false,
};

describe('listingTags', () => {
  it('shows the status alone for a plain upcoming lot', () => {
    expect(listingTags(lot)).toEqual([{ label: 'Upcoming', color: 'blue' }]);
  });

  it('adds Registered, Mock Auction, Cancelled and Postponed in that order', () => {
    const tags = listingTags({
      ...lot,
      status: 'Live',
      isRegistered: true,
      auctionIsTest: true,
      lotStatus: 'Cancelled',
      isPostponed: true,
    });
    expect(tags.map((tag) => tag.label)).toEqual([
      'Live',
      'Registered',
      'Mock Auction',
      'Cancelled',
      'Postponed',
    ]);
    expect(tags.map((tag) => tag.color)).toEqual(['red', 'green', 'purple', 'volcano', 'orange']);
  });

  it('does not repeat Cancelled when the whole result is cancelled', () => {
    expect(listingTags({ ...lot, status: 'Cancelled', lotStatus: 'Cancelled' })).toEqual([
      { label: 'Cancelled', color: 'volcano' },
    ]);
  });
});
