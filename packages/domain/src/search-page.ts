/**
 * Texts of the bidder property search that the server's first paint of the page shows too (spec part 2 §2).
 * A file of their own: the footer on every page shows the region notice, and a bigger shared module would
 * ride along into every first load.
 */

/** The property search page's heading and its line under it. */
export const SEARCH_PAGE_TITLE = 'Properties';
export const SEARCH_PAGE_HINT = 'Draw on the map to search inside an area.';
/** Where the platform sells today: the banner of the search, the footer, the home page and the dashboard. */
export const SEARCH_REGION_NOTICE = 'Property search is currently available in Illinois.';

/** The quick filters of the property search (spec part 3 §2), one at a time. */
export const QUICK_FILTERS = [
  { key: 'featured', label: 'Featured' },
  { key: 'today', label: "Today's Sales" },
  { key: 'pinned', label: 'Pinned' },
  { key: 'live', label: 'Live' },
  { key: 'my', label: 'My Auctions' },
  { key: 'completed', label: 'Completed' },
  { key: 'cancelled', label: 'Cancelled' },
] as const;
export type TQuickFilter = (typeof QUICK_FILTERS)[number]['key'];

/** The search box's hint and the sort the search opens on. */
export const SEARCH_PLACEHOLDER = 'Search by address, city, zip, county, case or host';
export const OPENING_SORT_LABEL = 'Auction date: soonest';
