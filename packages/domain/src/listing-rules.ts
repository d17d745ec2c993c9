import { dayInZone } from './auction-rules';
import type { TLotStatus } from './enums';

/**
 * Rules of the public site and the bidder property search (spec part 3 §2 and §4, part 2 §2 and §9):
 * the home page's tabs, the attribute filters' steps and groups, map areas, saved-filter names.
 */

// ---- Home page tabs (part 3 §4) ----

export const PUBLIC_TABS = ['upcoming', 'today', 'completed', 'cancelled'] as const;
export type TPublicTab = (typeof PUBLIC_TABS)[number];

export const PUBLIC_TAB_LABELS: Record<TPublicTab, string> = {
  upcoming: 'Upcoming Properties',
  today: "Today's Sales",
  completed: 'Completed Sales',
  cancelled: 'Cancelled Sales',
};

export interface TPublicTabInput {
  lotStatus: TLotStatus;
  auctionStartTime: Date;
  auctionIsCancelled: boolean;
  stoppedTime: Date | null;
  /** The host company's IANA zone: "today" is the host's calendar day. */
  timeZone: string;
  now: Date;
}

/**
 * The tabs a public lot appears under. Cancelled (the lot or its auction), newest first; Completed once
 * stopped (up to the end of today), newest first; Today's Sales when its auction starts on the host's
 * today; Upcoming while listed, not stopped and its auction still ahead. The list's SQL mirrors this.
 */
export function publicTabsOf(lot: TPublicTabInput): TPublicTab[] {
  if (lot.lotStatus === 'Draft') return [];
  if (lot.lotStatus === 'Cancelled' || lot.auctionIsCancelled) return ['cancelled'];
  const tabs: TPublicTab[] = [];
  if (lot.lotStatus === 'Listed' && lot.stoppedTime === null && lot.auctionStartTime > lot.now)
    tabs.push('upcoming');
  if (dayInZone(lot.auctionStartTime, lot.timeZone) === dayInZone(lot.now, lot.timeZone)) tabs.push('today');
  if (lot.stoppedTime !== null && lot.stoppedTime <= lot.now) tabs.push('completed');
  return tabs;
}

// ---- Attribute filters (part 2 §9) ----

/** Attributes of the "Property" filter group; every other searchable attribute is in the "Asset" group. */
export const PROPERTY_FILTER_GROUP = [
  'PropertyClasses',
  'BedroomCount',
  'BathroomCount',
  'SquareFeet',
] as const;

export const FILTER_GROUP_LABELS = { property: 'Property', asset: 'Asset' } as const;

/** The group an attribute's filter is shown in. */
export function filterGroupOf(attributeName: string): keyof typeof FILTER_GROUP_LABELS {
  return (PROPERTY_FILTER_GROUP as readonly string[]).includes(attributeName) ? 'property' : 'asset';
}

/** Step of an interval filter: 0.01 for LotSize, SquareFeet, MarketValuationValue, HOA; 0.5 for BathroomCount; else 1. */
export function intervalStep(attributeName: string): number {
  if (['LotSize', 'SquareFeet', 'MarketValuationValue', 'HOA'].includes(attributeName)) return 0.01;
  if (attributeName === 'BathroomCount') return 0.5;
  return 1;
}

/** An interval filter: both ends optional and inclusive. */
export interface TInterval {
  min?: number | null;
  max?: number | null;
}

/** Whether a stored attribute value (text) falls in an interval; a missing or non-numeric value never does. */
export function matchesInterval(value: string | number | null | undefined, interval: TInterval): boolean {
  if (value === null || value === undefined || value === '') return false;
  const number = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(number)) return false;
  if (interval.min != null && number < interval.min) return false;
  if (interval.max != null && number > interval.max) return false;
  return true;
}

// ---- Map areas ----

export interface TLatLng {
  lat: number;
  lng: number;
}

export const LISTING_MESSAGES = {
  polygonTooFewPoints: 'A polygon needs at least 3 points!',
  polygonSelfCrossing: 'A polygon must not cross itself!',
  coordinateOutOfRange: 'Coordinates must be within latitude -90..90 and longitude -180..180!',
  radiusInvalid: 'The radius must be a positive number of meters!',
  datesOutOfOrder: 'The begin date must be before the end date!',
  intervalOutOfOrder: 'The minimum must not be greater than the maximum!',
  unknownAttribute: 'Unknown attribute: {name}',
  filterNotFound: 'Saved filter not found!',
  tooManyFilters: 'You can keep at most {max} saved filters!',
  filterSaved: 'Successfully saved the filter!',
  filterUpdated: 'Successfully updated the filter!',
  filterDeleted: 'Successfully deleted the filter!',
} as const;

/** The largest circle a search may draw: 200 km. */
export const MAX_CIRCLE_RADIUS_METERS = 200_000;
/** Map areas per search (polygons and circles each). */
export const MAX_MAP_AREAS = 10;
/** Points per polygon. */
export const MAX_POLYGON_POINTS = 200;
/** Saved filters per bidder. */
export const MAX_SAVED_FILTERS = 50;

export const isLatLngInRange = (point: TLatLng) =>
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng) &&
  Math.abs(point.lat) <= 90 &&
  Math.abs(point.lng) <= 180;

function orientation(a: TLatLng, b: TLatLng, c: TLatLng): number {
  const value = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

function onSegment(a: TLatLng, b: TLatLng, p: TLatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}

function segmentsIntersect(p1: TLatLng, p2: TLatLng, q1: TLatLng, q2: TLatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(p1, p2, q1)) return true;
  if (o2 === 0 && onSegment(p1, p2, q2)) return true;
  if (o3 === 0 && onSegment(q1, q2, p1)) return true;
  if (o4 === 0 && onSegment(q1, q2, p2)) return true;
  return false;
}

/** The ring without a closing point that repeats the first one (Leaflet and GeoJSON differ on this). */
export function openRing(points: readonly TLatLng[]): TLatLng[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng)
    return points.slice(0, -1);
  return [...points];
}

/**
 * Why a drawn polygon cannot be searched, or null: fewer than 3 distinct corners, a coordinate out of
 * range, or two non-adjacent edges that cross (a bow tie).
 */
export function polygonProblem(points: readonly TLatLng[]): string | null {
  if (!points.every(isLatLngInRange)) return LISTING_MESSAGES.coordinateOutOfRange;
  const ring = openRing(points);
  if (ring.length < 3) return LISTING_MESSAGES.polygonTooFewPoints;
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a1 = ring[i] as TLatLng;
    const a2 = ring[(i + 1) % n] as TLatLng;
    for (let j = i + 1; j < n; j++) {
      // Adjacent edges share a corner; the first and last edges are adjacent too.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const b1 = ring[j] as TLatLng;
      const b2 = ring[(j + 1) % n] as TLatLng;
      if (segmentsIntersect(a1, a2, b1, b2)) return LISTING_MESSAGES.polygonSelfCrossing;
    }
  }
  return null;
}

/** Whether a point lies inside a polygon (ray casting; points on an edge may go either way). */
export function isPointInPolygon(point: TLatLng, polygon: readonly TLatLng[]): boolean {
  const ring = openRing(polygon);
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as TLatLng;
    const b = ring[j] as TLatLng;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAt = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAt) inside = !inside;
    }
  }
  return inside;
}

const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in meters (haversine); the server's SQL uses the same formula. */
export function distanceMeters(a: TLatLng, b: TLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box (in degrees) that holds a circle: the index's coarse cut before the exact distance check. */
export function circleBounds(center: TLatLng, radiusMeters: number) {
  const dLat = (radiusMeters / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    south: Math.max(-90, center.lat - dLat),
    north: Math.min(90, center.lat + dLat),
    west: center.lng - dLng,
    east: center.lng + dLng,
  };
}

// ---- Saved filters (part 2 §5) ----

/** A saved filter's name: as typed, or 'Saved filter {n+1}' when left empty (n = filters already saved). */
export function savedFilterName(name: string | null | undefined, savedCount: number): string {
  const trimmed = (name ?? '').trim();
  return trimmed || `Saved filter ${savedCount + 1}`;
}

/** 'Include Completed Auctions' sets the begin date to the year 2000 (part 2 §9). */
export const INCLUDE_COMPLETED_BEGIN_DATE = '2000-01-01T00:00:00.000Z';

/** Recently viewed properties kept in the browser (part 1 §9). */
export const RECENTLY_VIEWED_LIMIT = 5;
