import type { TFirstPaintRoute, TFirstPaintShell, TPagePreview } from '@bidright/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeHandle } from './route-handle';

/** A route the router can end a match on, with its whole path and the routes it is nested in. */
export interface TRouteBranch {
  /** The route's whole path, as the router writes it (`/details/:lotId`). */
  path: string;
  route: RouteObject;
  /** The routes from the root down to this one, itself last: the layouts and guards it renders inside. */
  chain: RouteObject[];
  shell: TFirstPaintShell | undefined;
  preview: TPagePreview | undefined;
}

const joinPaths = (parent: string, path: string | undefined) =>
  `/${[parent, path ?? ''].join('/')}`.replace(/\/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * The routes that can end a match, as the router sees them: every route with a path or an index (a layout
 * route without a path never matches alone), each with the shell it states or inherits.
 */
function branchesOf(
  routes: RouteObject[],
  parentPath = '',
  parentShell?: TFirstPaintShell,
  parents: RouteObject[] = [],
): TRouteBranch[] {
  return routes.flatMap((route) => {
    const { shell = parentShell, preview } = routeHandle(route);
    const path = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const own = route.path !== undefined || route.index ? [{ path, route, chain, shell, preview }] : [];
    return [...own, ...branchesOf(route.children ?? [], path, shell, chain)];
  });
}

/** A path the route takes: each param named after itself, a splat as two segments. */
const samplePath = (path: string) => path.replace(/:(\w+)/g, '_$1_').replace(/\*$/, '_any_/_rest_') || '/';

/**
 * The routes the router ends on for their own paths, in the order they are declared, each with a path it
 * takes (`sample`). A route the router never ends on (a layout's path, which its index route takes) is left
 * out.
 */
export function endingBranches(routes: RouteObject[]): (TRouteBranch & { sample: string })[] {
  const routerPick = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
  return branchesOf(routes)
    .map((branch) => ({ ...branch, sample: samplePath(branch.path) }))
    .filter((branch) => routerPick(branch.sample) === branch.route);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The pattern and params of a route path, matched as the router matches it (a trailing slash is ignored). */
export function compileRoutePath(path: string): { pattern: string; params: string[] } {
  const params: string[] = [];
  let pattern = '^';
  let splat = false;
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      params.push('*');
      pattern += '(?:\\/(.+)|\\/*)';
      splat = true;
    } else if (segment.startsWith(':')) {
      params.push(segment.slice(1));
      pattern += '\\/([^\\/]+)';
    } else pattern += `\\/${escapeRegExp(segment)}`;
  }
  return { pattern: `${pattern}${splat ? '' : '\\/*'}$`, params };
}

/**
 * The app's paths with their first paint's shell, in the order the router ranks them: the first pattern that
 * takes a path is the route the router renders for it (the rows of the domain's `ZFirstPaintTable`). The order is the router's own answer: where one
 * route's pattern also takes another's path, the route the router picks for that path comes first. Throws
 * for a route that neither states a shell nor inherits one.
 */
export function firstPaintTable(routes: RouteObject[]): TFirstPaintRoute[] {
  const entries = endingBranches(routes).map((branch) => {
    const compiled = compileRoutePath(branch.path);
    return { ...branch, ...compiled, regExp: new RegExp(compiled.pattern, 'i') };
  });
  for (const { path, shell } of entries)
    if (!shell) throw new Error(`The route ${path} states no first-paint shell (handle.shell).`);
  // For each entry, the entries that must come before it: the router prefers them on a path both take.
  const before = entries.map((entry) =>
    entries.filter((other) => other !== entry && entry.regExp.test(other.sample)),
  );
  const ordered: typeof entries = [];
  while (ordered.length < entries.length) {
    const next = entries.find(
      (entry, at) => !ordered.includes(entry) && before[at]?.every((first) => ordered.includes(first)),
    );
    if (!next) throw new Error('The routes rank in a circle: the first-paint table has no order.');
    ordered.push(next);
  }
  return ordered.map(({ path, pattern, params, shell, preview }) => ({
    path,
    pattern,
    params,
    shell: shell as TFirstPaintShell,
    ...(preview ? { preview } : {}),
  }));
}
