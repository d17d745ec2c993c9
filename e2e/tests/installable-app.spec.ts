import { type Browser, chromium, type Page } from '@playwright/test';
import { desktopBrowser } from '../support/browsers';
import { firstVisit } from '../support/first-visit';
import { expect, test } from '../support/fixtures';

/**
 * The installable app (issue 30, ADR 0022): the web manifest and its icons, the service worker that takes
 * over the page and keeps the shell offline while the API stays on the network, its Web Push alerts, and
 * the phone overlay's Open at 390 px, in both of its ways.
 */

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The page's service worker once it is active (the app registers it after the page has loaded). */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test('the manifest names the app, its start page, standalone display and real PNG icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Bidright',
    short_name: 'Bidright',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f4e8c',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  // No placeholder address anywhere the app names itself.
  expect(JSON.stringify(manifest)).not.toContain('example.com');
});

test("a phone's first visit downloads at most 400 KB: the page, then only the shell for the service worker", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const visit = await firstVisit(page, request, '/');
  console.log(
    `first visit to /: ${(visit.totalBytes / 1024).toFixed(1)} KB (page ${(visit.pageBytes / 1024).toFixed(1)}, ` +
      `service worker ${(visit.workerBytes / 1024).toFixed(1)}; ${visit.precached.length} files precached)`,
  );
  // The precache holds the offline shell and the code it runs on, never a page's own chunk.
  expect(visit.precached).toContain('/shell-app.html');
  expect(visit.precached.filter((url) => /Page-[\w-]{8}\.js$/.test(url))).toEqual([]);
  expect(visit.totalBytes).toBeLessThanOrEqual(400 * 1024);
  await context.close();
});

test('the service worker controls the page after a reload, keeps the shell offline, and never the API', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/faq');
  expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
  // The first visit installs it; the next load is served under it, and caches the page's code on the way.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  // A page opened before opens offline in full: its code was cached at run time, on first use.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  // A page never visited: the network fails and the worker answers with the precached app shell. Its
  // code was never fetched, so the shell says the page could not be loaded and offers a reload.
  await page.goto('/help-center');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Bidright home' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // The API and the live stream are never answered from a cache.
  const api = await page.evaluate(() =>
    fetch('/api/auctions/servertime').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.setOffline(false);
  await context.close();
});

test('a new version waits for the reader: "A new version is available", and Reload switches to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/faq');
  await activeWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // The reloaded page has registered its worker again (after its load), before the release arrives.
  await expect(page.locator('html')).toHaveAttribute('data-app-worker', 'registered');
  // A release's worker, as the browser finds it when it checks for a new version.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=2'));
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  // It waits: the page is still under the old version until the reader chooses.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/release=2$/);
  await expect(page.getByRole('link', { name: 'Bidright home' }).first()).toBeVisible();
});

test('the service worker shows a Web Push alert, one per link', async ({ baseURL }) => {
  test.setTimeout(90_000);
  // The headless shell has no notification service: the desktop browser shows the push (support/browsers.ts).
  const desktop = await chromium.launch(desktopBrowser);
  try {
    const context = await desktop.newContext({ baseURL });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await activeWorker(page);
    // Chromium delivers a push message to the registration, as the push service would.
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId,
      data: JSON.stringify({ title: 'You were outbid', body: 'Lot 12: $101,000', link: '/account/winning' }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body} (${n.tag})`);
        }),
      )
      .toEqual(['You were outbid: Lot 12: $101,000 (/account/winning)']);
  } finally {
    // A browser of the test's own: closed on a failure too, not left to the worker's end.
    await desktop.close();
  }
});

/** A phone 390 px wide, touch, in a fresh visit. */
async function phone(browser: Browser, userAgent?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...(userAgent ? { userAgent } : {}),
  });
  return { context, page: await context.newPage() };
}

test.describe('the phone overlay at 390 px', () => {
  test("Open shows the browser's install dialog when the browser offered one", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser);
    await page.goto('/');
    const overlay = page.getByTestId('app-overlay');
    await expect(overlay).toContainText('See Bidright in...');
    const open = overlay.getByRole('link', { name: 'Open' });
    // Open leads to the server's PUBLIC_URL (the journeys' server runs with PUBLIC_URL = its own address).
    await expect(open).toHaveAttribute('href', `${baseURL}/`);
    // Chromium's offer, as it fires on an installable site; the entry keeps it for the overlay.
    const kept = await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          document.body.dataset.installPrompted = 'yes';
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
    expect(kept).toBe(true);
    await open.click();
    await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
    await expect(overlay).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('Open explains Add to Home Screen where the browser offers no install (iPhone Safari)', async ({
    browser,
  }) => {
    const { context, page } = await phone(
      browser,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    await page.goto('/faq');
    const overlay = page.getByTestId('app-overlay');
    await overlay.getByRole('link', { name: 'Open' }).click();
    await expect(overlay.getByTestId('app-install-help')).toHaveText(
      'To add Bidright to your home screen, tap Share, then Add to Home Screen.',
    );
    expect(new URL(page.url()).pathname).toBe('/faq');
    await overlay.getByRole('button', { name: 'Continue' }).click();
    await expect(overlay).toBeHidden();
    await context.close();
  });
});

test('the home page shows the QR code of the app once it knows PUBLIC_URL', async ({ page, baseURL }) => {
  const links = page.waitForResponse('**/api/app/links');
  await page.goto('/');
  // The sections below the hero load as the reader nears them.
  await page.mouse.wheel(0, 4000);
  const qr = page.getByTestId('app-qr');
  await qr.scrollIntoViewIfNeeded();
  expect(await (await links).json()).toEqual({ publicUrl: `${baseURL}/` });
  await expect(qr.locator('canvas')).toBeVisible();
  await expect(qr.locator('.ant-qrcode-loading')).toHaveCount(0);
  expect(await page.content()).not.toContain('bidright.example.com/app');
});
