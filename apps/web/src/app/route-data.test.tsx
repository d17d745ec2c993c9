import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveKeys } from '../features/live/api/query-keys';
import { clearSession, saveSession } from '../lib/session';
import { jsonResponse, tokenResponse } from '../test/fixtures';
import { windowOfWidth } from '../test/media';
import { renderApp } from '../test/render-app';
import { createQueryClient } from './query-client';
import { prefetchRouteData, settleCanonicalPath } from './router';

type TCall = { url: string; body?: string };

const BIDDER_ACCOUNT = {
  is_verified: true,
  available_balance: 0,
  locked_balance: 0,
  linked_account_count: 0,
};

/** Answers the search, header and lot calls with empty results, recording each call. */
function stubApi(): TCall[] {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: typeof init?.body === 'string' ? init.body : undefined });
      if (url === '/api/lots/list/bidder') return jsonResponse(200, { data: [], total: 0 });
      if (url === '/api/propextattr') return jsonResponse(200, []);
      if (url.startsWith('/api/bidders/grpc/')) return jsonResponse(200, []);
      if (url === '/api/bidders/filters/list') return jsonResponse(200, { data: [], total: 0 });
      if (url === '/api/notifications') return jsonResponse(200, { data: [], unreadCount: 0 });
      if (url === '/api/bidders/pin/count') return jsonResponse(200, { count: 0 });
      if (url === '/api/bidders') return jsonResponse(200, BIDDER_ACCOUNT);
      return jsonResponse(404, { message: 'Not found' });
    }),
  );
  return calls;
}

describe('the first page data fetched beside its code', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("fills a bidder's search with exactly what the page reads: it renders from the cache and fetches nothing more", async () => {
    // A desktop shows the map beside the list; a phone opens it on request and fetches its results then.
    for (const [width, pageSizes] of [
      [1280, [100, 12]],
      [412, [12]],
    ] as const) {
      windowOfWidth(width);
      await saveSession(tokenResponse({ firstName: 'Ada' }));
      const calls = stubApi();
      const client = createQueryClient();

      await prefetchRouteData(client, '/properties', undefined);
      const searches = calls.filter((call) => call.url === '/api/lots/list/bidder');
      // The list's first page, and the map's results.
      expect(searches.map((call) => JSON.parse(call.body ?? '{}').pagination.pageSize).sort()).toEqual(
        pageSizes,
      );
      const prefetched = new Set(calls.map((call) => call.url));
      // The filters' attributes and saved filters, and the header's bell, pinned count and balances.
      for (const url of [
        '/api/propextattr',
        '/api/bidders/filters/list',
        '/api/notifications',
        '/api/bidders/pin/count',
        '/api/bidders',
      ]) {
        expect(prefetched).toContain(url);
      }

      const before = calls.length;
      const { unmount } = renderApp('/properties', { client });
      expect((await screen.findByTestId('result-total')).textContent).toContain('0');
      await screen.findByTestId('header-pinned-count');
      expect(calls.slice(before).filter((call) => prefetched.has(call.url))).toEqual([]);
      unmount();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });

  it('fetches a lot page and the joined lots for a signed-in user, nothing for a visitor', async () => {
    const calls = stubApi();
    await prefetchRouteData(createQueryClient(), '/details/7', undefined);
    expect(calls).toEqual([]);

    await saveSession(tokenResponse());
    const client = createQueryClient();
    await prefetchRouteData(client, '/auctions/acme/12-main-st/3/7', undefined);
    expect(calls.map((call) => call.url.replace(/\d{6,}$/, 'now')).sort()).toEqual([
      '/api/bidders',
      '/api/bidders/grpc/now',
      '/api/bidders/pin/count',
      '/api/lots/7/bidder',
      '/api/notifications',
    ]);
    // A refused lot is left for the page to report (its query holds the error).
    expect(client.getQueryState(liveKeys.bidderLot('7'))?.status).toBe('error');
  });

  it("fetches only the header's bell for staff, on the property list (their table fetches its own) and elsewhere", async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    const calls = stubApi();
    await prefetchRouteData(createQueryClient(), '/properties', undefined);
    await prefetchRouteData(createQueryClient(), '/dashboard', undefined);
    expect(calls.map((call) => call.url)).toEqual(['/api/notifications', '/api/notifications']);
  });

  it("starts fetching a manual auction's lots for the lot page's front-lot notice, only while it runs", async () => {
    await saveSession(tokenResponse());
    for (const [auction, polled] of [
      [{ id: '3', startType: 'Manual', isFinished: false }, true],
      [{ id: '3', startType: 'Manual', isFinished: true }, false],
      [{ id: '3', startType: 'Auto', isFinished: false }, false],
    ] as const) {
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          calls.push(String(input));
          return String(input) === '/api/lots/7/bidder'
            ? jsonResponse(200, { id: '7', auction })
            : jsonResponse(200, []);
        }),
      );
      const client = createQueryClient();
      await prefetchRouteData(client, '/details/7', undefined);
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      expect(calls.includes('/api/auctions/3/live')).toBe(polled);
    }
  });

  describe("a lot page's canonical address, settled before the router starts", () => {
    const LOT = {
      id: '7',
      property: {
        streetLine1: '12 Main St',
        city: 'Springfield',
        county: 'Sangamon',
        stateCode: 'IL',
        zipCode: '62701',
      },
      auction: { id: '3', hostName: 'Acme Auctions' },
    };
    const CANONICAL = '/auctions/acme-auctions/12-main-st-springfield-sangamon-il-62701/3/7';

    afterEach(() => window.history.replaceState(null, '', '/'));

    async function prefetchedLot(path: string) {
      await saveSession(tokenResponse());
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) =>
          String(input) === '/api/lots/7/bidder' ? jsonResponse(200, LOT) : jsonResponse(200, []),
        ),
      );
      window.history.replaceState({ usr: { from: 'search' } }, '', `${path}?tab=past#bids`);
      const client = createQueryClient();
      await prefetchRouteData(client, path, undefined);
      return client;
    }

    it("moves /details/{id} to the lot's slug path, keeping the query, hash and history state", async () => {
      const client = await prefetchedLot('/details/7');
      await settleCanonicalPath(client, '/details/7');
      expect(window.location.pathname).toBe(CANONICAL);
      expect(`${window.location.search}${window.location.hash}`).toBe('?tab=past#bids');
      expect(window.history.state).toEqual({ usr: { from: 'search' } });
    });

    it('leaves the address alone without the lot, once the reader has moved on, and on other pages', async () => {
      // The lot did not arrive (refused): the page's own effect moves the address once it has the lot.
      await saveSession(tokenResponse());
      stubApi();
      window.history.replaceState(null, '', '/details/7');
      const refused = createQueryClient();
      await prefetchRouteData(refused, '/details/7', undefined);
      await settleCanonicalPath(refused, '/details/7');
      expect(window.location.pathname).toBe('/details/7');

      const client = await prefetchedLot('/details/7');
      window.history.replaceState(null, '', '/properties');
      await settleCanonicalPath(client, '/details/7');
      expect(window.location.pathname).toBe('/properties');

      await settleCanonicalPath(client, '/properties');
      expect(window.location.pathname).toBe('/properties');
    });
  });
});
