import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

/**
 * A page's first load (issue 41): every script it fetches when opened and left alone, until the network is
 * quiet. What a scroll, a tap or an open fetches later is not counted. Sizes are gzip level 9, as the build's
 * precompressed `.gz` siblings are.
 */

export interface TLoadedScript {
  /** The file's name without its content hash (`BidderScreen.js`), so two builds compare by name. */
  name: string;
  path: string;
  gzipBytes: number;
}

export interface TFirstLoad {
  scripts: TLoadedScript[];
  gzipBytes: number;
}

/** How long no script may start or be in flight before the first load counts as over. */
const QUIET_MS = 1_000;
const QUIET_TIMEOUT_MS = 30_000;

/** `/assets/BidderScreen-B1x2c3d4.js` → `BidderScreen.js`: rolldown's `[name]-[hash].js`. */
export function chunkName(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/-[\w-]{8}(\.m?js)$/, '$1');
}

/** Opens `path` in `page` and answers the scripts its first load fetched, largest first. */
export async function firstLoad(page: Page, path: string): Promise<TFirstLoad> {
  const started = new Set<Request>();
  const finished = new Set<Request>();
  let lastActivity = Date.now();
  const isScript = (request: Request) => request.resourceType() === 'script';
  const onRequest = (request: Request) => {
    if (!isScript(request)) return;
    started.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (!isScript(request)) return;
    finished.add(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page
      .locator('html[data-app-worker="registered"]')
      .waitFor({ state: 'attached', timeout: QUIET_TIMEOUT_MS });
    // Not 'networkidle': a live page keeps its stream open. Quiet means no script for QUIET_MS.
    const until = Date.now() + QUIET_TIMEOUT_MS;
    while (started.size > finished.size || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > until) throw new Error(`${path}: scripts still loading after ${QUIET_TIMEOUT_MS} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const scripts: TLoadedScript[] = [];
  for (const request of started) {
    const response = await request.response();
    if (!response) continue;
    const url = new URL(request.url());
    // The service worker's own script is not the page's: it runs beside it, once installed.
    if (url.pathname === '/sw.js') continue;
    const body = await response.body();
    scripts.push({
      name: chunkName(url.pathname),
      path: url.pathname,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
