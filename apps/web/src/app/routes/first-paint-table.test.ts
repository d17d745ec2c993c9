import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { firstPaintTable } from './first-paint-table';
import { routeHandle } from './route-handle';

const table = firstPaintTable(routes);

/** What the server does with the emitted table: the first pattern that takes the path. */
const tableEntry = (path: string) => table.find((entry) => new RegExp(entry.pattern, 'i').test(path));

/** What the router says: the shell of the deepest matched route that states one, and the page's preview. */
function routerAnswer(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const shell = matches.findLast((match) => routeHandle(match.route).shell)?.route;
  return { shell: shell && routeHandle(shell).shell, preview: routeHandle(matches.at(-1)!.route).preview };
}

const PATHS = [
  '/',
  '/faq',
  '/help-center/',
  '/blogs/7',
  '/login',
  '/LOGIN',
  '/admin/login',
  '/register',
  '/client-register',
  '/forgot-password',
  '/resetPassword',
  '/admin',
  '/admin/dashboard',
  '/admin/no/such/page',
  '/dashboard',
  '/properties',
  '/properties/',
  '/propertiesx',
  '/properties/1',
  '/details',
  '/details/1',
  '/details/1/extra',
  '/auctions',
  '/auctions/3',
  '/auctions/3/auctioneer',
  '/auctions/3/auctioneer/7',
  '/auctions/3/room/7',
  '/auctions/3/room/7/',
  '/auctions/lakeshore/12-w-madison-st/3/12',
  '/cases/1/lots/2/properties/3',
  '/no/such/page',
];

describe('the first-paint table the build emits for the server', () => {
  it("gives every path the shell and the preview the router's routes state", () => {
    for (const path of PATHS) {
      const entry = tableEntry(path);
      expect({ shell: entry?.shell, preview: entry?.preview }, path).toEqual(routerAnswer(path));
    }
  });

  it("takes each route's own paths with that route, in the router's order", () => {
    for (const entry of table) {
      const sample = entry.path.replace(/:(\w+)/g, 'x-$1').replace(/\*$/, 'a/b');
      expect(tableEntry(sample)?.path, entry.path).toBe(entry.path);
      expect(tableEntry(sample)?.shell, entry.path).toBe(routerAnswer(sample).shell);
    }
  });

  it('names the params the server passes to a page preview', () => {
    const [, lotId] = new RegExp(tableEntry('/details/42')!.pattern, 'i').exec('/details/42') ?? [];
    expect(lotId).toBe('42');
    const slug = tableEntry('/auctions/h/s/3/42')!;
    const values = new RegExp(slug.pattern, 'i').exec('/auctions/h/s/3/42')!.slice(1);
    expect(values[slug.params.indexOf('lotId')]).toBe('42');
  });
});
