import type { TFirstPaintShell, TPagePreview } from '@bidright/domain';
import type { RouteObject } from 'react-router';
import type { TCanonicalPath, TRouteData } from '../route-data';

/**
 * What a route declares beside its element. Its first paint (ADR 0018): one of the domain's
 * `FIRST_PAINT_SHELLS`, stated on the route or inherited from the nearest layout route's, and one of its
 * `PAGE_PREVIEWS`. The build writes one HTML file per shell and the table of the routes' paths and shells
 * that the server picks the file from (build/first-paint.ts).
 */
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
