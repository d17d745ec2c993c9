import type { APIRequestContext, Page } from '@playwright/test';

/**
 * What a phone's first visit downloads (issue 41 point 4): the page's own transfers (navigation and every
 * resource, as the browser's resource timing counts them, headers included), then what the service worker
 * fetches as it installs: its script, the script it imports, and every precached file the page had not
 * already fetched (those the page fetched come from the HTTP cache: hashed names are cached for good).
 */
export interface TFirstVisit {
  pageBytes: number;
  workerBytes: number;
  precached: string[];
  totalBytes: number;
}

/** Opens `path` in a fresh `page`, waits for the service worker to be active, and counts the bytes. */
export async function firstVisit(page: Page, request: APIRequestContext, path: string): Promise<TFirstVisit> {
  await page.goto(path);
  await page.waitForLoadState('load');
  const { loaded, precached, pageBytes } = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    const urls = precache
      ? (await (await caches.open(precache)).keys()).map((entry) => new URL(entry.url).pathname)
      : [];
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      loaded: entries.map((entry) => new URL(entry.name).pathname),
      precached: urls,
      pageBytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  });
  const fetchedByWorker = ['/sw.js', '/push-alerts.js', ...precached.filter((url) => !loaded.includes(url))];
  let workerBytes = 0;
  for (const url of fetchedByWorker) {
    // As the browser asks: brotli, and the server sends its precompressed file (content-length is the wire).
    const answer = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    workerBytes += Number(answer.headers()['content-length'] ?? (await answer.body()).length);
  }
  return { pageBytes, workerBytes, precached, totalBytes: pageBytes + workerBytes };
}
