import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { SLUG_SCREENS } from '../slug-routes';
import { firstPaintTable } from './first-paint-table';
import { screenTable } from './screen-table';

const table = screenTable(routes);
const readersOf = (path: string) => table.screens.find((screen) => screen.path === path)?.readers;

describe("the table of screens, from the router's routes", () => {
  it('gives pages for anyone, for visitors only, and for the roles of their nearest guard', () => {
    expect(readersOf('/faq')).toEqual(['visitor', 'Bidder', 'Auctioneer', 'Employee', 'Client', 'Admin']);
    expect(readersOf('/*')).toEqual(['visitor', 'Bidder', 'Auctioneer', 'Employee', 'Client', 'Admin']);
    // The home page sends a signed-in reader to their dashboard; the login pages are for visitors.
    expect(readersOf('/')).toEqual(['visitor']);
    expect(readersOf('/login')).toEqual(['visitor']);
    expect(readersOf('/admin/login')).toEqual(['visitor']);
    expect(readersOf('/dashboard')).toEqual(['Bidder', 'Auctioneer', 'Employee', 'Client']);
    expect(readersOf('/connected-companies')).toEqual(['Client']);
    // A guard inside the general area's narrows it.
    expect(readersOf('/account/winning/:lotId')).toEqual(['Bidder']);
    expect(readersOf('/cases/:caseId')).toEqual(['Auctioneer', 'Employee', 'Client']);
    expect(readersOf('/auctions/:auctionId/room/:lotId')).toEqual(['Auctioneer', 'Employee']);
    expect(readersOf('/admin/dashboard')).toEqual(['Admin']);
    expect(readersOf('/admin/*')).toEqual(['Admin']);
  });

  it("writes out each slug route's values for the roles the route shows them to", () => {
    expect(readersOf('/settings/users')).toEqual(['Auctioneer']);
    expect(readersOf('/settings/logs')).toEqual(['Auctioneer', 'Employee']);
    expect(readersOf('/account/notification')).toEqual(['Bidder', 'Client']);
    expect(readersOf('/account/purchase')).toEqual(['Bidder']);
    expect(readersOf('/reports/bids')).toEqual(['Auctioneer', 'Employee']);
    expect(readersOf('/reports/sales')).toEqual(['Client']);
    expect(readersOf('/admin/users/admins')).toEqual(['Admin']);
    expect(readersOf('/admin/settings/featured-lots')).toEqual(['Admin']);
    // The lists are the ones the slug routes keep their parameter within.
    for (const value of SLUG_SCREENS.settings.Auctioneer)
      expect(table.screens.map((screen) => screen.path)).toContain(`/settings/${value}`);
    expect(table.screens.filter((screen) => screen.route === '/account/:slug')).toHaveLength(7);
    expect(readersOf('/account/:slug')).toBeUndefined();
  });

  it('tells the routes that only send the reader elsewhere', () => {
    expect(table.redirects).toEqual([
      '/admin',
      '/admin/users',
      '/admin/reports',
      '/admin/settings',
      '/account',
      '/settings',
      '/reports',
    ]);
  });

  it('takes every path of the first-paint table as a screen or a redirect', () => {
    const routed = new Set([...table.screens.map((screen) => screen.route), ...table.redirects]);
    expect(firstPaintTable(routes).filter(({ path }) => !routed.has(path))).toEqual([]);
  });
});
