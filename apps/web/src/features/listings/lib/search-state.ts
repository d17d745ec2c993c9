import {
  BIDDER_LIST_PAGE_SIZE,
  INCLUDE_COMPLETED_BEGIN_DATE,
  type TBidderLotListBody,
  type TBidderSearchCriteria,
  type TQuickFilter,
} from '@bidright/domain';
import dayjs from 'dayjs';
import { NO_AREAS, type TMapAreas } from './map-areas';

export interface TAttributeFilter {
  min?: number | null;
  max?: number | null;
  values?: string[];
}

/** What the search screen holds; a saved filter stores its criteria form. */
export interface TSearchState {
  search: string;
  quick: TQuickFilter | null;
  includeCompleted: boolean;
  /** Dates a link carried (part 2 §2: navigation state can carry a filter). */
  beginDate?: string;
  endDate?: string;
  attributes: Record<string, TAttributeFilter>;
  areas: TMapAreas;
}

export const EMPTY_SEARCH: TSearchState = {
  search: '',
  quick: null,
  includeCompleted: false,
  attributes: {},
  areas: NO_AREAS,
};

const QUICK_FLAGS: Partial<Record<TQuickFilter, keyof TBidderSearchCriteria>> = {
  featured: 'showFeatured',
  pinned: 'showPinned',
  live: 'showLive',
  my: 'showMyAuctions',
  completed: 'showCompleted',
  cancelled: 'showCancelled',
};

/** The criteria to save: only what the bidder chose (no implicit "from today"). */
export function toSavedCriteria(state: TSearchState): TBidderSearchCriteria {
  const criteria: TBidderSearchCriteria = {};
  if (state.search.trim()) criteria.search = state.search.trim();
  const flag = state.quick ? QUICK_FLAGS[state.quick] : undefined;
  if (flag) (criteria as Record<string, unknown>)[flag] = true;
  if (state.includeCompleted) criteria.beginDate = INCLUDE_COMPLETED_BEGIN_DATE;
  else if (state.beginDate) criteria.beginDate = state.beginDate;
  if (state.endDate) criteria.endDate = state.endDate;
  const attributes = Object.entries(state.attributes).flatMap(([name, filter]) => {
    const hasRange = filter.min != null || filter.max != null;
    const hasValues = (filter.values?.length ?? 0) > 0;
    if (!hasRange && !hasValues) return [];
    return [
      {
        name,
        ...(filter.min != null ? { min: filter.min } : {}),
        ...(filter.max != null ? { max: filter.max } : {}),
        ...(hasValues ? { values: filter.values } : {}),
      },
    ];
  });
  if (attributes.length) criteria.searchAttributes = attributes;
  if (state.areas.polygons.length) criteria.polygons = state.areas.polygons;
  if (state.areas.circles.length) criteria.circles = state.areas.circles;
  return criteria;
}

/**
 * The criteria to search with at `now`: the saved form, plus the default window: today's sales for
 * Today's Sales, and from the start of today otherwise, unless completed sales are included.
 */
export function toSearchCriteria(state: TSearchState, now = dayjs()): TBidderSearchCriteria {
  const criteria = toSavedCriteria(state);
  if (state.quick === 'today') {
    criteria.beginDate = now.startOf('day').toISOString();
    criteria.endDate = now.endOf('day').toISOString();
  } else if (!criteria.beginDate && state.quick !== 'completed' && state.quick !== 'cancelled') {
    criteria.beginDate = now.startOf('day').toISOString();
  }
  return criteria;
}

/** The screen state of saved criteria (applying a saved filter). */
export function fromCriteria(criteria: TBidderSearchCriteria): TSearchState {
  const quick =
    (Object.entries(QUICK_FLAGS).find(([, flag]) => flag && criteria[flag] === true)?.[0] as TQuickFilter) ??
    null;
  const includeCompleted = criteria.beginDate === INCLUDE_COMPLETED_BEGIN_DATE;
  const attributes: Record<string, TAttributeFilter> = {};
  for (const filter of criteria.searchAttributes ?? [])
    attributes[filter.name] = { min: filter.min, max: filter.max, values: filter.values ?? undefined };
  return {
    search: criteria.search ?? '',
    quick,
    includeCompleted,
    beginDate: includeCompleted ? undefined : criteria.beginDate,
    endDate: criteria.endDate,
    attributes,
    areas: { polygons: criteria.polygons ?? [], circles: criteria.circles ?? [] },
  };
}

/** The state a link carries (`showLive`, `showPinned`, `beginDate`, `endDate`) as the screen's start. */
export function fromLinkState(state: unknown): TSearchState {
  if (!state || typeof state !== 'object') return EMPTY_SEARCH;
  const carried = state as Record<string, unknown>;
  const date = (value: unknown) =>
    typeof value === 'string' && dayjs(value).isValid() ? dayjs(value).toISOString() : undefined;
  return {
    ...EMPTY_SEARCH,
    quick: carried.showLive === true ? 'live' : carried.showPinned === true ? 'pinned' : null,
    beginDate: date(carried.beginDate),
    endDate: date(carried.endDate),
  };
}

/** The search's opening sort (the first of the page's sorts): soonest auction first. */
export const DEFAULT_SEARCH_SORT = 'auctionStartTime:ascend';
/** The map shows the first 100 results, clustered; the list pages through them all. */
const MAP_RESULTS = 100;

/**
 * The two searches the results screen runs for `criteria`: its page of the list and the map's first results.
 * The app's start fetches the same two for the screen's opening state (app/route-data.ts).
 */
export function searchBodies(
  criteria: TBidderSearchCriteria,
  sort: string,
  page: number,
): { list: TBidderLotListBody; map: TBidderLotListBody } {
  const [field, order] = sort.split(':') as ['auctionStartTime' | 'openingPrice', 'ascend' | 'descend'];
  const sorter = { field, order };
  return {
    list: { ...criteria, sorter, pagination: { current: page, pageSize: BIDDER_LIST_PAGE_SIZE } },
    map: { ...criteria, sorter, pagination: { current: 1, pageSize: MAP_RESULTS } },
  };
}
