import type { QueryClient } from '@tanstack/react-query';
import { getSession, primaryRole } from '../lib/session';
import { isScreen } from '../lib/use-screens';

type TParams = Record<string, string | undefined>;
/**
 * The opening queries of a page whose main content is its data, declared on its route (`handle.data` in
 * app/router.tsx), fetched into the query cache by `prefetchRouteData` there.
 */
export type TRouteData = (client: QueryClient, params: TParams, linkState: unknown) => Promise<unknown>[];

/**
 * The bidder lot page: the lot, and the lots the user has joined (its mini windows). Signed-in users only:
 * the page sends a visitor to the login page.
 *
 * The live stream's client is imported here too, though the page's code imports it as well: evaluating it
 * (its protobuf descriptors and the live events' schemas, ~30 ms here, 120 ms at the mobile preset's 4×)
 * then happens in a task of its own while the lot downloads, instead of inside the one task that evaluates
 * all of the page's modules.
 */
export const lotPageData: TRouteData = (client, { lotId = '' }) =>
  getSession().userId
    ? [
        import('../features/live/api/live-api').then(({ bidderLotQueryOptions, joinedLotsQueryOptions }) =>
          Promise.all([
            client.prefetchQuery(bidderLotQueryOptions(lotId)),
            client.prefetchQuery(joinedLotsQueryOptions()),
          ]),
        ),
        import('../features/live/lib/use-live-lots'),
      ]
    : [];

/**
 * The path a page settles on once its opening data is known (`handle.canonicalPath` on its route); null
 * keeps the address as it is.
 */
export type TCanonicalPath = (client: QueryClient, params: TParams) => Promise<string | null>;

/** The lot page's canonical slug address (spec part 1 §2), from the lot `lotPageData` fetched. */
export const lotPageCanonicalPath: TCanonicalPath = async (client, { lotId = '' }) => {
  const [{ bidderLotQueryOptions }, { canonicalLotPath }] = await Promise.all([
    import('../features/live/api/live-api'),
    import('../features/live/lib/format'),
  ]);
  const lot = client.getQueryData(bidderLotQueryOptions(lotId).queryKey);
  return lot?.property ? canonicalLotPath(lot) : null;
};

/** A bidder's property search at its opening state: the list's first page, the map's results, the filters. */
export const bidderSearchData: TRouteData = (client, _params, linkState) =>
  primaryRole(getSession()) !== 'Bidder'
    ? []
    : [
        Promise.all([
          import('../features/listings/api/listings'),
          import('../features/listings/lib/search-state'),
        ]).then(([api, search]) => {
          const bodies = search.searchBodies(
            search.toSearchCriteria(search.fromLinkState(linkState)),
            search.DEFAULT_SEARCH_SORT,
            1,
          );
          return Promise.all([
            client.prefetchQuery(api.bidderLotsQueryOptions(bodies.list)),
            // Below `lg` the map opens on request (BidderSearchPage), and fetches its results then.
            isScreen('lg') ? client.prefetchQuery(api.bidderLotsQueryOptions(bodies.map)) : undefined,
            client.prefetchQuery(api.attributeDefinitionsQueryOptions()),
          ]);
        }),
      ];

/**
 * The first Intl date format a page creates sets up the browser's date and time-zone data: ~17 ms of CPU
 * (~70 ms on a phone four times slower), spent inside whichever render first prints a time (the lot page's
 * heading, a search card). These pages all print host times at once, so it is done ahead, in a task of its
 * own, while their code and data download and the main thread is idle.
 */
function warmDateFormatting() {
  setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0), 0);
}

/**
 * Starts fetching the data of the page the app opens on, into `client`, beside the page's code. The first
 * render then has it: the page is drawn once, in slices (a transition), rather than as a skeleton replaced in
 * one long synchronous render when the data lands. Each query keeps its own key and options, so the page
 * reads exactly what was fetched. Resolves when all have settled; a failed fetch is left for the page to
 * retry and report as it always does.
 */
export function fetchRouteData(
  load: TRouteData,
  client: QueryClient,
  params: TParams,
  linkState: unknown,
): Promise<unknown> {
  warmDateFormatting();
  return Promise.allSettled(load(client, params, linkState));
}
