import { matchRoutes, type RouteObject } from 'react-router';
import { routeHandle, type TFirstPaintShell, type TPagePreview } from './route-handle';

/** One path of the app as the server needs it for the first paint (ADR 0018). */
export interface TFirstPaintRoute {
  /** The route's whole path, as the router writes it (`/details/:lotId`). */
  path: string;
  /** The source of a regular expression (case-insensitive, as the router matches) for the paths it takes. */
  pattern: string;
  /** The names of its params, in the order of the pattern's groups (`*` for a splat). */
  params: string[];
  shell: TFirstPaintShell;
  preview?: TPagePreview;
}

interface TBranch {
  path: string;
  route: RouteObject;
  shell: TFirstPaintShell | undefined;
  preview: TPagePreview | undefined;
}

const joinPaths = (parent: string, path: string | undefined) =>
  `/${[parent, path ?? ''].join('/')}`.replace(/\/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * The routes that can end a match, as the router sees them: every route with a path or an index (a layout
 * route without a path never matches alone), each with the shell it states or inherits.
 */
function branchesOf(routes: RouteObject[], parentPath = '', parentShell?: TFirstPaintShell): TBranch[] {
  return routes.flatMap((route) => {
    const { shell = parentShell, preview } = routeHandle(route);
    const path = joinPaths(parentPath, route.path);
    const own = route.path !== undefined || route.index ? [{ path, route, shell, preview }] : [];
    return [...own, ...branchesOf(route.children ?? [], path, shell)];
  });
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

/** A path the route takes: each param named after itself, a splat as two segments. */
const samplePath = (path: string) => path.replace(/:(\w+)/g, '_$1_').replace(/\*$/, '_any_/_rest_') || '/';

/**
 * The app's paths with their first paint's shell, in the order the router ranks them: the first pattern that
 * takes a path is the route the router renders for it. The order is the router's own answer: where one
 * route's pattern also takes another's path, the route the router picks for that path comes first. Throws
 * for a route that neither states a shell nor inherits one.
 */
export function firstPaintTable(routes: RouteObject[]): TFirstPaintRoute[] {
  const routerPick = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
  const entries = branchesOf(routes)
    .map((branch) => {
      const compiled = compileRoutePath(branch.path);
      const regExp = new RegExp(compiled.pattern, 'i');
      return { ...branch, ...compiled, regExp, sample: samplePath(branch.path) };
    })
    // A route the router never ends on for its own path (a layout's path, taken by its index route) is left out.
    .filter((entry) => routerPick(entry.sample) === entry.route);
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
