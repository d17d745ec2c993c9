import type { RouteObject } from 'react-router';
import type { TCanonicalPath, TRouteData } from '../route-data';

/**
 * The static first paint a page starts from (ADR 0018): the home page's header, hero and figures (`home`),
 * the header alone (`header`), the login layout with the login form's card (`login`) or without it
 * (`login-layout`), or nothing (`bare`: a page with a full-screen layout of its own). A route states it on
 * its `handle`, or inherits the nearest layout route's. The build writes one HTML file per shell and a table
 * of the routes' paths and shells that the server picks the file from (build/first-paint.tsx).
 */
export type TFirstPaintShell = 'home' | 'header' | 'login' | 'login-layout' | 'bare';

/**
 * Page content the server can draw into the header shell's `<!--page-->` slot for a signed-in reader (the
 * lot page's heading, the top and first results of a bidder's search), named on the page's route.
 */
export type TPagePreview = 'lot' | 'search';

/** What a route declares beside its element. */
export interface TRouteHandle {
  /** Its first paint's shell, for itself and the routes under it. */
  shell?: TFirstPaintShell;
  /** The server's drawing of its content for the first paint; the route's params are passed to it. */
  preview?: TPagePreview;
  /** The data its first render needs (app/route-data.ts). */
  data?: TRouteData;
  /** Where its page belongs once its data is known (a lot's slug path). */
  canonicalPath?: TCanonicalPath;
}

/** A route's handle, typed. */
export const routeHandle = (route: RouteObject): TRouteHandle =>
  (route.handle as TRouteHandle | undefined) ?? {};
