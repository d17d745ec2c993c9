import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { rememberLast } from '../lib/remember-last';
import { preloadElement } from './lazy-page';
import { fetchRouteData } from './route-data';
import { adminRoutes } from './routes/admin-routes';
import { generalRoutes, roomViewRoute } from './routes/general-routes';
import { landingRoutes, notFoundRoutes } from './routes/landing-routes';
import { loginRoutes } from './routes/login-routes';
import { routeHandle } from './routes/route-handle';

/*
 * The routes of each area are in app/routes/. Pages load lazily (lazy-page.tsx): to add a route, declare its
 * page in its area's file as
 *   const XPage = lazyPage(() => import('../../features/x/pages/XPage'), 'XPage');
 * never as a static import. Each route states its first paint's shell on its `handle` (or inherits its
 * layout's): the build emits the table of paths and shells that the server reads (build/first-paint.tsx).
 */

/** Every route of the app (spec part 3 §2, part 1 §2). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  landingRoutes,
  loginRoutes,
  adminRoutes,
  generalRoutes,
  roomViewRoute,
  notFoundRoutes,
];

/** The browser router, registered as the API client's navigator for session-expiry redirects. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

/** Remembers its last path: the start asks for the same page's routes twice, and each match ranks every route. */
const matchAppRoutes = rememberLast((pathname: string) => matchRoutes(routes, pathname) ?? []);

/** Starts loading the lazy layouts and pages of the routes that match `pathname` (see preloadElement). */
export function preloadRoute(pathname: string): Promise<unknown>[] {
  return matchAppRoutes(pathname).flatMap((match) => preloadElement(match.route.element));
}

/**
 * Starts fetching, into `client`, the opening data of the page at `pathname` that its routes declare
 * (`handle.data`, app/route-data.ts): the page's own and its layouts'. Resolves once all have settled.
 */
export function prefetchRouteData(
  client: QueryClient,
  pathname: string,
  linkState: unknown,
): Promise<unknown> {
  const loads = matchAppRoutes(pathname).flatMap(({ route, params }) => {
    const load = routeHandle(route).data;
    return load ? [{ load, params }] : [];
  });
  return fetchRouteData(loads, client, linkState);
}

/**
 * Moves the address to the page's canonical path, once its opening data is in `client`, if its route
 * declares one (`handle.canonicalPath`: a lot's slug path). Called before the router exists, so the router
 * starts on that path instead of navigating there after the page's first render, which rendered the whole
 * page a second time. Only while the address is still `pathname`; without the data it stays as it is.
 */
export async function settleCanonicalPath(client: QueryClient, pathname: string): Promise<void> {
  const match = matchAppRoutes(pathname).findLast((candidate) => routeHandle(candidate.route).canonicalPath);
  const canonicalPath = match && routeHandle(match.route).canonicalPath;
  if (!canonicalPath) return;
  const path = await canonicalPath(client, match.params).catch(() => null);
  const { location, history } = window;
  if (!path || path === pathname || location.pathname !== pathname) return;
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
}
