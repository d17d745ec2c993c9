import { INCLUDE_COMPLETED_BEGIN_DATE } from '@bidright/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, fromCriteria, fromLinkState, toSavedCriteria, toSearchCriteria } from './search-state';

describe('property search state', () => {
  const state = {
    ...EMPTY_SEARCH,
    search: ' Evanston ',
    quick: 'pinned' as const,
    includeCompleted: true,
    attributes: { BedroomCount: { min: 3, max: null }, PropertyClasses: { values: ['1'] }, HOA: {} },
    areas: { polygons: [], circles: [{ lat: 42.04, lng: -87.69, radius: 500 }] },
  };

  it('saves only what the bidder chose, and applies back to the same screen', () => {
    const saved = toSavedCriteria(state);
    expect(saved).toEqual({
      search: 'Evanston',
      showPinned: true,
      beginDate: INCLUDE_COMPLETED_BEGIN_DATE,
      searchAttributes: [
        { name: 'BedroomCount', min: 3 },
        { name: 'PropertyClasses', values: ['1'] },
      ],
      circles: [{ lat: 42.04, lng: -87.69, radius: 500 }],
    });
    const back = fromCriteria(saved);
    expect(back.quick).toBe('pinned');
    expect(back.includeCompleted).toBe(true);
    expect(toSavedCriteria(back)).toEqual(saved);
  });

  it("searches from today by default, and Today's Sales within today", () => {
    const now = dayjs('2026-11-23T15:00:00');
    expect(toSearchCriteria(EMPTY_SEARCH, now).beginDate).toBe(now.startOf('day').toISOString());
    const today = toSearchCriteria({ ...EMPTY_SEARCH, quick: 'today' }, now);
    expect(today.endDate).toBe(now.endOf('day').toISOString());
    expect(toSearchCriteria({ ...EMPTY_SEARCH, quick: 'completed' }, now).beginDate).toBeUndefined();
  });

  it('pre-sets the filters from the state a link carries', () => {
    expect(fromLinkState({ showLive: true }).quick).toBe('live');
    expect(fromLinkState({ showPinned: true }).quick).toBe('pinned');
    const dated = fromLinkState({ beginDate: '2026-12-01', endDate: '2026-12-31' });
    expect(dated.beginDate).toBe(dayjs('2026-12-01').toISOString());
    expect(toSavedCriteria(dated).endDate).toBe(dayjs('2026-12-31').toISOString());
    expect(fromLinkState(null)).toEqual(EMPTY_SEARCH);
  });
});
