import { ROLES, type TRole } from '@bidright/domain';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AdminOnly, HomeRedirect, RequireRoles, VisitorOnly } from '../guards';
import { slugScreensOf, type TSlugScreens } from '../slug-routes';
import { endingBranches } from './first-paint-table';

/** Who opens a page: a visitor (not signed in), or a signed-in user of a role. */
export type TScreenReader = 'visitor' | TRole;

/** One page of the app and who it shows itself to (the rest are sent elsewhere by its guards). */
export interface TScreen {
  /**
   * The path to open, as a template of the route's params (`/cases/:caseId`), with a slug route's value
   * written in (`/settings/users`).
   */
  path: string;
  /** The route's whole path, as the router writes it (`/settings/:slug`). */
  route: string;
  /** Who sees the page; a page for anyone names every reader (`visitor` and each role). */
  readers: TScreenReader[];
}

/** The app's pages, and the routes that show no page of their own. */
export interface TScreenTable {
  screens: TScreen[];
  /** The routes that send every reader elsewhere (`/admin` to `/admin/dashboard`). */
  redirects: string[];
}

const EVERYONE: readonly TScreenReader[] = ['visitor', ...ROLES];

/** A route's element and those it wraps, outermost first (`<RequireRoles roles={…}><Page /></RequireRoles>`). */
function elementsOf(node: ReactNode): ReactElement[] {
  if (!isValidElement(node)) return [];
  return [node, ...elementsOf((node.props as { children?: ReactNode }).children)];
}

/** The readers a guard lets through, as guards.tsx decides; `redirect` for an element that always sends away. */
function narrow(readers: TScreenReader[], element: ReactElement): TScreenReader[] | 'redirect' {
  if (element.type === Navigate) return 'redirect';
  if (element.type === RequireRoles) {
    const { roles } = element.props as { roles: readonly TRole[] };
    // Admins go to their own area whatever the roles say.
    return readers.filter((reader) => reader !== 'visitor' && reader !== 'Admin' && roles.includes(reader));
  }
  if (element.type === AdminOnly) return readers.filter((reader) => reader === 'Admin');
  if (element.type === VisitorOnly || element.type === HomeRedirect)
    return readers.filter((reader) => reader === 'visitor');
  return readers;
}

/**
 * A slug route's pages: one screen for each value of its parameter, shown to the readers it lets through, in
 * the order the route lists them (SLUG_SCREENS, or a SlugRoute's `allowed`). A path without the parameter
 * (`/account`) sends everyone to one of them.
 */
function slugPages(path: string, readers: TScreenReader[], slug: TSlugScreens): TScreen[] | 'redirect' {
  if (!path.split('/').includes(`:${slug.param}`)) return 'redirect';
  const values = [...new Set(readers.flatMap((reader) => slug.valuesFor(reader)))];
  return values.map((value) => ({
    path: path.replace(`:${slug.param}`, value),
    route: path,
    readers: readers.filter((reader) => slug.valuesFor(reader).includes(value)),
  }));
}

/** The readers a route's guards let through and the slug route among its elements; `redirect` if one always sends away. */
function accessOf(chain: RouteObject[]): { readers: TScreenReader[]; slug?: TSlugScreens } | 'redirect' {
  let readers = [...EVERYONE];
  let slug: TSlugScreens | undefined;
  for (const element of chain.flatMap((route) => elementsOf(route.element))) {
    const narrowed = narrow(readers, element);
    if (narrowed === 'redirect') return 'redirect';
    readers = narrowed;
    slug = slugScreensOf(element) ?? slug;
  }
  return { readers, slug };
}

/**
 * Every page the router can end on and who may open it, from the routes' own guards (guards.tsx:
 * `RequireRoles` and its `roles`, nested ones narrowing; `AdminOnly`; `VisitorOnly`; `HomeRedirect`) and slug
 * routes (slug-routes.tsx), in the order the routes are declared. The build writes it as `screens.json`
 * (build/first-paint.ts), from which the browser journeys take each role's screens (e2e/support/screens.ts).
 * A route whose element is a `Navigate`, or a slug route's path without its parameter, is a redirect. Throws
 * for a route that shows its page to no one.
 */
export function screenTable(routes: RouteObject[]): TScreenTable {
  const screens: TScreen[] = [];
  const redirects: string[] = [];
  for (const { path, chain } of endingBranches(routes)) {
    const access = accessOf(chain);
    const pages =
      access === 'redirect'
        ? access
        : access.slug
          ? slugPages(path, access.readers, access.slug)
          : [{ path, route: path, readers: access.readers }];
    if (pages === 'redirect') redirects.push(path);
    else screens.push(...pages);
  }
  for (const screen of screens)
    if (screen.readers.length === 0)
      throw new Error(`The route ${screen.route} shows ${screen.path} to no one.`);
  return { screens, redirects };
}
