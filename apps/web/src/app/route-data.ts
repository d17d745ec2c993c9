import type { QueryClient } from '@tanstack/react-query';
import { getSession, primaryRole } from '../lib/session';
import { isScreen } from '../lib/use-screens';
import { preloadAccountPanel } from './layouts/header/AppHeader';

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
        import('../features/live/api/live-api').then(
          ({ bidderLotQueryOptions, frontLotQueryOptions, joinedLotsQueryOptions }) =>
            Promise.all([
              client.prefetchQuery(bidderLotQueryOptions(lotId)).then(() => {
                // Started, not awaited: the page renders without it, but its notice then mounts on a fetch
                // already under way instead of starting one (see headerData).
                const lot = client.getQueryData(bidderLotQueryOptions(lotId).queryKey);
                const front = lot && frontLotQueryOptions(lot);
                if (front?.enabled) void client.prefetchQuery(front);
              }),
              client.prefetchQuery(joinedLotsQueryOptions()),
            ]),
        ),
        import('../features/live/stream/use-live-lots'),
      ]
    : [];

/**
 * The header's own data for a signed-in user, declared on the layout under it (app/router.tsx): the
 * notification bell's list and, for a bidder, the pinned count and the account panel's balances; and the
 * account panel's code.
 *
 * Fetched beside the page's code, so the header renders complete at once instead of showing "—" until its
 * own round trips. A query that instead starts fetching when its component mounts changes that component's
 * store snapshot inside React's commit (`useSyncExternalStore` compares it right after subscribing), which
 * renders the component again synchronously in the same task and pulls the commit's pending passive effects
 * into that task (ADR 0041, item 12).
 */
export const headerData: TRouteData = (client) => {
  const session = getSession();
  if (!session.userId) return [];
  const panel = preloadAccountPanel();
  const bell = import('../features/notifications/api/notifications').then(({ notificationsQueryOptions }) =>
    client.prefetchQuery(notificationsQueryOptions()),
  );
  if (primaryRole(session) !== 'Bidder') return [panel, bell];
  return [
    panel,
    bell,
    import('../features/account/api/bidder-account').then(({ bidderAccountQueryOptions }) =>
      client.prefetchQuery(bidderAccountQueryOptions()),
    ),
    import('../features/listings/api/listings').then(({ pinCountQueryOptions }) =>
      client.prefetchQuery(pinCountQueryOptions(true)),
    ),
  ];
};

/**
 * The path a page settles on once its opening data is known (`handle.canonicalPath` on its route); null
 * keeps the address as it is.
 */
export type TCanonicalPath = (client: QueryClient, params: TParams) => Promise<string | null>;

/** The lot page's canonical slug address (spec part 1 §2), from the lot `lotPageData` fetched. */
export const lotPageCanonicalPath: TCanonicalPath = async (client, { lotId = '' }) => {
  const [{ bidderLotQueryOptions }, { canonicalLotPath }] = await Promise.all([
    import('../features/live/api/live-api'),
    import('../features/live/format'),
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
            client.prefetchQuery(api.savedFiltersQueryOptions()),
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
 * Starts fetching the data of the page the app opens on (its route's and its layouts'), into `client`, beside
 * the page's code. The first render then has it: the page is drawn once, in slices (a transition), rather
 * than as a skeleton replaced in one long synchronous render when the data lands. Each query keeps its own key and options, so the page
 * reads exactly what was fetched. Resolves when all have settled; a failed fetch is left for the page to
 * retry and report as it always does.
 */
export function fetchRouteData(
  loads: ReadonlyArray<{ load: TRouteData; params: TParams }>,
  client: QueryClient,
  linkState: unknown,
): Promise<unknown> {
  if (loads.length === 0) return Promise.resolve();
  warmDateFormatting();
  return Promise.allSettled(loads.flatMap(({ load, params }) => load(client, params, linkState)));
}
