import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useDefaultPageTitle } from '../lib/page-title';
import { lazyPage } from './lazy-page';
import { titleForPath } from './page-titles';

// Lazy: antd Result and its pictures are for the rare malformed URL, not for every first load.
const NotFoundPage = lazyPage(() => import('../components/NotFoundPage'), 'NotFoundPage');

/** Ids in page URLs have the API's form: decimal digits only (no signs, spaces, hex or words). */
const ID_TEXT = /^[0-9]{1,18}$/;

/** The route parameters that name an id (`caseId`, `lotId`, `blogId` …) and are not in the id form. */
export function malformedIdParams(params: Record<string, string | undefined>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => name.endsWith('Id') && value !== undefined && !ID_TEXT.test(value))
    .map(([name]) => name);
}

/**
 * A layout's outlet. It shows the not-found page for a malformed id anywhere in the URL (`/cases/abc`),
 * instead of letting the page ask the server and show a validator's words, and gives the browser tab the
 * page's title.
 */
export function RouteOutlet() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const params = matches.at(-1)?.params ?? {};
  const isMalformed = malformedIdParams(params).length > 0;
  useDefaultPageTitle(isMalformed ? 'Page not found' : titleForPath(pathname));
  // The path of the screen shown now, on <html> (`data-shown-path`), set as the screen is drawn: the browser
  // journeys that move from screen to screen inside the app wait for it (e2e/support/screens.ts openInApp), as
  // the address changes before the router draws the new screen and a tabbed page keeps its heading.
  useLayoutEffect(() => {
    document.documentElement.dataset.shownPath = pathname;
  }, [pathname]);
  return isMalformed ? <NotFoundPage /> : <Outlet />;
}
