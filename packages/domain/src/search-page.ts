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
