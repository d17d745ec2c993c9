import { describe, expect, it } from 'vitest';
import { openingSearchBody } from './search-preview';

describe('openingSearchBody', () => {
  const now = new Date('2026-11-27T03:00:00.000Z');

  it("starts at midnight of the reader's own day, whichever side of UTC's midnight they are", () => {
    // Chicago (UTC−6): 9 PM on the 26th.
    expect(openingSearchBody(now, 360).beginDate).toBe('2026-11-26T06:00:00.000Z');
    // Berlin (UTC+1): 4 AM on the 27th.
    expect(openingSearchBody(now, -60).beginDate).toBe('2026-11-26T23:00:00.000Z');
    expect(openingSearchBody(now, 0).beginDate).toBe('2026-11-27T00:00:00.000Z');
  });

  it("is the web's opening search: soonest auction first, page one of the search's page size", () => {
    expect(openingSearchBody(now, 0)).toEqual({
      beginDate: '2026-11-27T00:00:00.000Z',
      sorter: { field: 'auctionStartTime', order: 'ascend' },
      pagination: { current: 1, pageSize: 12 },
    });
  });
});
