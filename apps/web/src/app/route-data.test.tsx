import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveKeys } from '../features/live/api/live-api';
import { clearSession, saveSession } from '../lib/session';
import { jsonResponse, tokenResponse } from '../test/fixtures';
import { windowOfWidth } from '../test/media';
import { renderApp } from '../test/render-app';
import { createQueryClient } from './query-client';
import { prefetchRouteData } from './router';

type TCall = { url: string; body?: string };

/** Answers the search and lot calls with empty results, recording each call. */
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
      expect(calls.some((call) => call.url === '/api/propextattr')).toBe(true);

      const before = calls.length;
      const { unmount } = renderApp('/properties', { client });
      expect((await screen.findByTestId('result-total')).textContent).toContain('0');
      expect(calls.slice(before).filter((call) => call.url.startsWith('/api/lots/list/bidder'))).toEqual([]);
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
      '/api/bidders/grpc/now',
      '/api/lots/7/bidder',
    ]);
    // A refused lot is left for the page to report (its query holds the error).
    expect(client.getQueryState(liveKeys.bidderLot('7'))?.status).toBe('error');
  });

  it('fetches nothing for staff on the property list (their table fetches its own) or for other pages', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    const calls = stubApi();
    await prefetchRouteData(createQueryClient(), '/properties', undefined);
    await prefetchRouteData(createQueryClient(), '/dashboard', undefined);
    expect(calls).toEqual([]);
  });
});
