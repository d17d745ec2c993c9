import { expect, test } from '../support/fixtures';
import { findDemoAuctions, isUnclosed } from '../support/live-helpers';
import { DESKTOP, expectApart, expectInside, openAs, PHONE, upcomingAuction } from '../support/page-checks';

/**
 * What a person notices (issue 18): nothing cut off, covered or unreadable. Layout checks measure boxes in
 * real Chromium at the two widths the screens were walked at.
 */

test('the room (TV) view: every text meets WCAG AA against the dark background', async ({
  browser,
  request,
}) => {
  // A lot of the live manual auction that the auctioneer has not started yet.
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find((l) => isUnclosed(l) && !l.startedTime);
  expect(lot, 'an unstarted lot of the live manual auction').toBeDefined();
  const { page, close } = await openAs(browser, 'auctioneer', DESKTOP);
  try {
    await page.goto(`/auctions/${manual.id}/room/${lot!.id}`);
    await expect(page.getByText('Waiting for the auctioneer to start the lot')).toBeVisible();
    await page.screenshot({ path: 'test-results/quality-room-waiting.png' });
    const failing = await page.getByTestId('room-view').evaluate((root) => {
      const rgb = (css: string) => {
        const parts = css.match(/[\d.]+/g)!.map(Number);
        return { rgb: parts.slice(0, 3), alpha: parts[3] ?? 1 };
      };
      const luminance = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const background = rgb(getComputedStyle(root).backgroundColor).rgb;
      const bad: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent?.trim() || element.closest('.ant-modal-root')) continue;
        const style = getComputedStyle(element);
        const { rgb: color, alpha } = rgb(style.color);
        const opacity = Number(style.opacity);
        const shown = color.map((c, i) => c * alpha * opacity + background[i]! * (1 - alpha * opacity));
        const [hi, lo] = [luminance(shown), luminance(background)].sort((a, b) => b - a);
        const ratio = (hi! + 0.05) / (lo! + 0.05);
        if (ratio < 4.5) bad.push(`"${node.textContent.trim()}" ${ratio.toFixed(2)}:1`);
      }
      return bad;
    });
    expect(failing, 'texts below 4.5:1 on the room view').toEqual([]);
  } finally {
    await close();
  }
});

for (const [name, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const) {
  test(`the control room shows a lot's whole address at ${name} px`, async ({ browser, request }) => {
    const upcoming = await upcomingAuction(request, 'Manual');
    const lot = upcoming.lots.find(isUnclosed)!;
    const { page, close } = await openAs(browser, 'auctioneer', viewport);
    try {
      await page.goto(`/auctions/${upcoming.id}/auctioneer/${lot.id}`);
      const title = page.getByTestId('active-lot-title');
      await expect(title).toBeVisible();
      await page.screenshot({ path: `test-results/quality-control-room-${name}.png`, fullPage: true });
      // Nothing of the title hidden behind an ellipsis: the head's title box holds all of it.
      const head = title.locator('xpath=ancestor::*[contains(@class, "ant-card-head-title")][1]');
      const clipped = await head.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, 'the lot title is cut off').toBe(false);
      await expectInside(title, head, 'the lot title');
    } finally {
      await close();
    }
  });
}

test('account pages: Delete in view at 1440 px; account names and bid times whole on a phone', async ({
  browser,
  request,
}) => {
  const desktop = await openAs(browser, 'bidder1', DESKTOP);
  try {
    await desktop.page.goto('/account/purchase');
    const actions = desktop.page.getByTestId('purchase-profile-actions').first();
    await expect(actions).toBeVisible();
    await desktop.page.screenshot({ path: 'test-results/quality-purchase-1440.png', fullPage: true });
    const table = desktop.page.locator('.ant-table-content').first();
    await expectInside(actions.getByRole('button', { name: 'Delete' }), table, 'the Delete button');
  } finally {
    await desktop.close();
  }

  const phone = await openAs(browser, 'bidder1', PHONE);
  try {
    await phone.page.goto('/account/balance');
    const names = phone.page.getByTestId('bank-account-name');
    await expect(names.first()).toBeVisible();
    await phone.page.screenshot({ path: 'test-results/quality-balance-390.png', fullPage: true });
    for (const name of await names.locator('strong').all()) {
      // One letter per line made a name taller than wide; a readable one is at least 60 px wide.
      const box = (await name.boundingBox())!;
      expect(box.width, `account name "${await name.textContent()}" width`).toBeGreaterThan(60);
    }

    // The bid history of a lot with bids: the time column fits in the table's view.
    const { auto } = await findDemoAuctions(request);
    const withBids = auto.lots.find((l) => l.bidCount > 0);
    expect(withBids, 'a demo lot with bids').toBeDefined();
    await phone.page.goto(`/details/${withBids!.id}`);
    await phone.page.getByRole('tab', { name: /past bids/i }).click();
    const time = phone.page.getByTestId('bid-time').locator('visible=true').first();
    await expect(time).toBeVisible();
    await phone.page.screenshot({ path: 'test-results/quality-bid-history-390.png', fullPage: true });
    const view = time.locator('xpath=ancestor::*[contains(@class, "ant-table-content")][1]');
    await expectInside(time, view, 'the bid time');
  } finally {
    await phone.close();
  }
});

test('bidder lot page at 1440×900: the other-auctions panel and the photos card cover and cut nothing', async ({
  browser,
  request,
}) => {
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed)!;
  const { page, printed, close } = await openAs(browser, 'bidder1', DESKTOP);
  try {
    await page.goto(`/details/${lot.id}`);
    await expect(page.getByTestId('lot-address')).toBeVisible();
    // A measured round trip or none: never "0 ms".
    await expect(page.getByTestId('connection-indicator').first()).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('connection-indicator').first()).not.toContainText(/\b0 ms/);

    const panel = page.getByTestId('joined-lots-panel');
    await expect(panel).toBeVisible();
    const location = page.getByText('Location', { exact: true });
    await expect(location).toBeVisible();
    await expectApart(panel, location, 'the other-auctions panel and the Location row');
    await page.getByTestId('joined-lots-toggle').click();
    await page.getByRole('tab', { name: /live bids/i }).click();
    await expectApart(panel, page.getByTestId('live-bids'), 'the expanded panel and the bid history');
    await page.screenshot({ path: 'test-results/quality-lot-1440.png', fullPage: true });

    // The photos card shows its map's credit and the address under the map whole.
    const photos = page.getByTestId('photos-card');
    const body = photos.locator('.ant-card-body');
    const credit = photos.locator('.leaflet-control-attribution');
    if ((await credit.count()) > 0) await expectInside(credit, body, 'the map credit');
    const isScrolled = await body.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(isScrolled, 'the photos card hides part of its content').toBe(false);
    expect(printed).toEqual([]);
  } finally {
    await close();
  }
});
