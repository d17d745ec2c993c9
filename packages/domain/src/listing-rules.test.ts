import { describe, expect, it } from 'vitest';
import {
  circleBounds,
  distanceMeters,
  filterGroupOf,
  intervalStep,
  isPointInPolygon,
  LISTING_MESSAGES,
  matchesInterval,
  polygonProblem,
  publicTabsOf,
  savedFilterName,
} from './listing-rules';
import { ZBidderLotListBody, ZPublicLotListBody } from './schemas/listings';

const TZ = 'America/Chicago';
// 10:00 in Chicago on 11/23/2026.
const now = new Date('2026-11-23T16:00:00Z');
const base = {
  lotStatus: 'Listed' as const,
  auctionIsCancelled: false,
  stoppedTime: null,
  timeZone: TZ,
  now,
};

describe('publicTabsOf (part 3 §4)', () => {
  it('puts a listed lot of a later auction under Upcoming', () => {
    expect(publicTabsOf({ ...base, auctionStartTime: new Date('2026-11-30T16:00:00Z') })).toEqual([
      'upcoming',
    ]);
  });
  it("puts a sale later today under Upcoming and Today's Sales, by the host's calendar day", () => {
    expect(publicTabsOf({ ...base, auctionStartTime: new Date('2026-11-23T22:00:00Z') })).toEqual([
      'upcoming',
      'today',
    ]);
    // 11:30 PM Chicago time is still today there, though it is tomorrow in UTC.
    expect(publicTabsOf({ ...base, auctionStartTime: new Date('2026-11-24T05:30:00Z') })).toContain('today');
    // 00:30 AM Chicago tomorrow is not.
    expect(publicTabsOf({ ...base, auctionStartTime: new Date('2026-11-24T06:30:00Z') })).toEqual([
      'upcoming',
    ]);
  });
  it('puts a stopped lot under Completed, and a cancelled lot or auction only under Cancelled', () => {
    const stopped = {
      ...base,
      lotStatus: 'PendingTransaction' as const,
      stoppedTime: new Date('2026-11-20T17:00:00Z'),
    };
    expect(publicTabsOf({ ...stopped, auctionStartTime: new Date('2026-11-20T16:00:00Z') })).toEqual([
      'completed',
    ]);
    expect(
      publicTabsOf({ ...base, lotStatus: 'Cancelled', auctionStartTime: new Date('2026-11-23T22:00:00Z') }),
    ).toEqual(['cancelled']);
    expect(
      publicTabsOf({ ...base, auctionIsCancelled: true, auctionStartTime: new Date('2026-11-30T16:00:00Z') }),
    ).toEqual(['cancelled']);
    expect(publicTabsOf({ ...base, lotStatus: 'Draft', auctionStartTime: now })).toEqual([]);
  });
});

describe('attribute filters (part 2 §9)', () => {
  it('uses the spec steps and groups', () => {
    expect(intervalStep('SquareFeet')).toBe(0.01);
    expect(intervalStep('HOA')).toBe(0.01);
    expect(intervalStep('LotSize')).toBe(0.01);
    expect(intervalStep('MarketValuationValue')).toBe(0.01);
    expect(intervalStep('BathroomCount')).toBe(0.5);
    expect(intervalStep('BedroomCount')).toBe(1);
    expect(filterGroupOf('BedroomCount')).toBe('property');
    expect(filterGroupOf('PropertyClasses')).toBe('property');
    expect(filterGroupOf('HOA')).toBe('asset');
  });
  it('matches intervals inclusively and never a missing value', () => {
    expect(matchesInterval('3', { min: 3 })).toBe(true);
    expect(matchesInterval('2', { min: 3 })).toBe(false);
    expect(matchesInterval('2.5', { min: 2, max: 2.5 })).toBe(true);
    expect(matchesInterval('4', { max: 3 })).toBe(false);
    expect(matchesInterval('', { min: 0 })).toBe(false);
    expect(matchesInterval('n/a', {})).toBe(false);
    expect(matchesInterval(null, {})).toBe(false);
  });
  it('refuses an interval in the wrong order', () => {
    const result = ZBidderLotListBody.safeParse({
      searchAttributes: [{ name: 'BedroomCount', min: 4, max: 2 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LISTING_MESSAGES.intervalOutOfOrder);
  });
});

describe('map areas', () => {
  const square = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 1 },
    { lat: 1, lng: 1 },
    { lat: 1, lng: 0 },
  ];
  it('accepts a simple polygon, closed or open', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(polygonProblem([...square, { lat: 0, lng: 0 }])).toBeNull();
  });
  it('refuses too few points, a bow tie and out-of-range coordinates', () => {
    expect(polygonProblem(square.slice(0, 2))).toBe(LISTING_MESSAGES.polygonTooFewPoints);
    expect(polygonProblem([square[0]!, square[1]!, square[0]!])).toBe(LISTING_MESSAGES.polygonTooFewPoints);
    expect(polygonProblem([square[0]!, square[2]!, square[1]!, square[3]!])).toBe(
      LISTING_MESSAGES.polygonSelfCrossing,
    );
    expect(polygonProblem([{ lat: 91, lng: 0 }, ...square.slice(1)])).toBe(
      LISTING_MESSAGES.coordinateOutOfRange,
    );
  });
  it('finds points inside polygons and circles', () => {
    expect(isPointInPolygon({ lat: 0.5, lng: 0.5 }, square)).toBe(true);
    expect(isPointInPolygon({ lat: 1.5, lng: 0.5 }, square)).toBe(false);
    const chicago = { lat: 41.8842, lng: -87.6304 };
    const evanston = { lat: 42.0451, lng: -87.6877 };
    expect(distanceMeters(chicago, evanston)).toBeGreaterThan(17_000);
    expect(distanceMeters(chicago, evanston)).toBeLessThan(19_000);
    const box = circleBounds(chicago, 20_000);
    expect(box.north).toBeGreaterThan(evanston.lat);
    expect(box.west).toBeLessThan(evanston.lng);
  });
});

describe('saved filters and public bodies', () => {
  it("names an unnamed filter 'Saved filter {n+1}'", () => {
    expect(savedFilterName('', 0)).toBe('Saved filter 1');
    expect(savedFilterName('   ', 3)).toBe('Saved filter 4');
    expect(savedFilterName(' Evanston ', 3)).toBe('Evanston');
  });
  it('refuses dates in the wrong order', () => {
    const result = ZBidderLotListBody.safeParse({
      beginDate: '2026-12-01T00:00:00Z',
      endDate: '2026-11-01T00:00:00Z',
    });
    expect(result.error?.issues[0]?.message).toBe(LISTING_MESSAGES.datesOutOfOrder);
  });
  it('lets the featured carousel ask for 100 at a time', () => {
    expect(
      ZPublicLotListBody.safeParse({ showFeatured: true, pagination: { current: 1, pageSize: 100 } }).success,
    ).toBe(true);
  });
});
