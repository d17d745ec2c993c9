import type { TLiveAuction } from '@bidright/domain';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { apiToken, liveAuction } from './live-helpers';

/**
 * What the "what a person notices" journeys (issue 18) share: a signed-in browser that collects its console,
 * a script-less twin for first paints, and box measurements in real Chromium at the two widths the screens
 * were walked at.
 */

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * antd's deprecation notices ("Warning: [antd: Space] `direction` is deprecated") and React's warnings print
 * only from a development bundle; against the production one this guard still fails on any console error.
 * Build one with `NODE_ENV=development npx vite build --mode development --outDir /tmp/dist-dev` and pass
 * WEB_DIST=/tmp/dist-dev to see both.
 */
const NOISE = /^Warning:|deprecated/i;

/** Where an element is and what it says, once it shows. */
export async function placeOf(page: Page, selector: string) {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return { text: await element.textContent(), box: (await element.boundingBox())! };
}

/** The `data-lot-id` of each element, in page order. */
export const lotIdsOf = (elements: Locator) =>
  elements.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-lot-id')));

/** The same signed-in browser as `page`'s with script off: what a page's first paint alone shows. */
export async function scriptlessTwin(
  browser: Browser,
  page: Page,
  viewport: { width: number; height: number },
) {
  return browser.newContext({
    viewport,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
}

/** Collects the page's console errors and warnings (and antd/React notices) from now on. */
export function watchConsole(page: Page): string[] {
  const printed: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The browser talking, not the app: a refused geolocation, and map tiles from the internet, which
    // this closed machine cannot reach (the map shows its offline notice instead).
    if (/geolocation|net::ERR_NAME_NOT_RESOLVED/i.test(text)) return;
    if (message.type() === 'error' || NOISE.test(text)) printed.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => printed.push(`${page.url()}: ${error.message}`));
  return printed;
}

export async function openAs(
  browser: Browser,
  userName: string | null,
  viewport = DESKTOP,
): Promise<{ page: Page; printed: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const printed = watchConsole(page);
  if (userName) {
    await logIn(page, userName);
    await page.waitForURL('**/dashboard');
  }
  return { page, printed, close: () => context.close() };
}

/**
 * Waits for the page's data to settle: loaded, no spinner, a moment for effects to render. (Not
 * 'networkidle': a live page keeps its stream open.)
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(500);
}

export async function upcomingAuction(
  request: APIRequestContext,
  startType: 'Manual' | 'Auto',
): Promise<TLiveAuction> {
  const token = await apiToken(request, 'auctioneer');
  const response = await request.post('/api/auctions/list', {
    headers: { authorization: `Bearer ${token}` },
    // The soonest first: the demo's next sale of that start type (later ones, such as the sale that requires
    // approval of each bidder, have lots without a property).
    data: {
      listType: 'Upcoming',
      pagination: { current: 1, pageSize: 20 },
      sorter: { field: 'startTime', order: 'ascend' },
    },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { data: { id: string; startType: string; lotCount: number }[] })
    .data;
  const row = rows.find((r) => r.startType === startType && r.lotCount > 0);
  expect(row, `an upcoming ${startType} demo auction with lots`).toBeDefined();
  return liveAuction(request, token, row!.id);
}

export async function firstCase(request: APIRequestContext): Promise<{ id: string; caseNumber: string }> {
  const token = await apiToken(request, 'auctioneer');
  const response = await request.post('/api/cases/list', {
    headers: { authorization: `Bearer ${token}` },
    data: { pagination: { current: 1, pageSize: 1 } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string; caseNumber: string }[] }).data[0]!;
}

/** The box of `inner` lies within the box of `outer` (nothing cut off by it), to the pixel. */
export async function expectInside(inner: Locator, outer: Locator, what: string) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a, what).not.toBeNull();
  expect(b, what).not.toBeNull();
  expect(a!.x, `${what}: left edge`).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width, `${what}: right edge`).toBeLessThanOrEqual(b!.x + b!.width + 1);
  expect(a!.y, `${what}: top edge`).toBeGreaterThanOrEqual(b!.y - 1);
  expect(a!.y + a!.height, `${what}: bottom edge`).toBeLessThanOrEqual(b!.y + b!.height + 1);
}

/** The two boxes do not overlap. */
export async function expectApart(one: Locator, other: Locator, what: string) {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  expect(a, what).not.toBeNull();
  expect(b, what).not.toBeNull();
  const overlaps =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, what).toBe(false);
}
