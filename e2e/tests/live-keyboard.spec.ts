import { expect, test } from '../support/fixtures';
import {
  confirmByKeyboard,
  joinByApi,
  joinByKeyboard,
  press,
  selectField,
  typeInto,
} from '../support/keyboard-helpers';
import {
  type Actor,
  expectLive,
  findDemoAuctions,
  isUnclosed,
  openActor,
  openLotPage,
  usd,
} from '../support/live-helpers';

/**
 * Issue 33: the live auction without a mouse. Every step after the page has loaded is a key press on a
 * control the keyboard reaches (in the tab order, not tabindex -1): the bidder joins, bids, quick-bids;
 * the auctioneer starts the lot, places a staff bid, sends the stop alert and finishes; dialogs take
 * focus; the map search's keyboard alternative searches the map's area and a radius.
 */

// This journey sells a lot of the demo's manual sale: it runs on a server of its own (playwright.config.ts).

test('the live bid flow and the control room, by keyboard alone', async ({ browser, request }) => {
  // Long: two browsers and the server on a busy two-core machine take minutes for this many steps.
  test.setTimeout(720_000);
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed);
  expect(lot, 'a listed manual lot that has not closed').toBeDefined();
  const lotId = lot!.id;
  const actors: Actor[] = [];
  try {
    // The auctioneer starts the lot: Enter on START, the confirmation takes focus, Enter on Yes.
    const auctioneer = await openActor(browser, 'auctioneer');
    actors.push(auctioneer);
    const control = auctioneer.page;
    await control.goto(`/auctions/${manual.id}/auctioneer/${lotId}`);
    await expectLive(control);
    if (!lot!.startedTime) {
      await press(control.getByTestId('start-lot'));
      await confirmByKeyboard(control, 'Are you sure to start the lot?');
    }
    await expect(control.getByTestId('countdown')).toHaveText('Bidding is open');

    // The bidder joins: Enter on Join Auction, focus moves into the dialog, amount typed, profile by
    // arrow keys, Enter on Join.
    const bidder = await openActor(browser, 'bidder1');
    actors.push(bidder);
    const page = bidder.page;
    await openLotPage(page, lotId);
    const paddle = await joinByKeyboard(page);
    await expectLive(page);

    // The bidder bids: the amount typed and Enter in the field.
    let amount = lot!.bidCount > 0 ? (lot!.highBid ?? 0) + lot!.minBidIncrements : lot!.minBid;
    await typeInto(page.getByTestId('bid-amount'), String(amount));
    await page.getByTestId('bid-amount').press('Enter');
    await expect(page.getByTestId('high-bid')).toHaveText(usd(amount));
    await expect(page.getByText('You are the highest bidder.')).toBeVisible();

    // The auctioneer bids for another bidder: bidder by arrow keys, amount typed, Enter on Place.
    await joinByApi(request, 'bidder2', manual.id, lotId);
    const staffBidder = selectField(control.getByTestId('staff-bid-bidder'));
    await expect(control.getByTestId('bid-count')).toHaveText(String(lot!.bidCount + 1));
    await staffBidder.focus();
    await staffBidder.press('ArrowDown');
    const options = control.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.filter({ hasNotText: `${paddle} ·` }).first()).toBeVisible();
    // The other bidder's option: arrow down past this bidder's if it comes first.
    const firstIsBidder = (await options.first().textContent())?.startsWith(`${paddle} ·`);
    if (firstIsBidder) await staffBidder.press('ArrowDown');
    await staffBidder.press('Enter');
    amount += lot!.minBidIncrements;
    await typeInto(control.getByTestId('staff-bid-amount'), String(amount));
    await press(control.getByTestId('staff-bid-place'));
    await expect(control.getByText('Successfully placed a bid for bidder!')).toBeVisible();
    await expect(page.getByTestId('high-bid')).toHaveText(usd(amount));

    // The bidder, outbid, answers with a quick bid: Space on "+$1,000".
    await press(page.getByTestId('quick-bid-1000'), 'Space');
    await expect(page.getByText('You are the highest bidder.')).toBeVisible();
    await expect(control.getByTestId('high-paddle')).toHaveText(`Paddle ${paddle}`);

    // The stop alert and FINISH by keyboard; the lot is sold to the bidder.
    await press(control.getByTestId('stop-alert-send'));
    await confirmByKeyboard(control, 'Send the 10-second stop alert?');
    await expect(control.getByTestId('stop-alert')).toBeVisible();
    if (await control.getByTestId('finish-lot').isVisible()) {
      await press(control.getByTestId('finish-lot'));
      await confirmByKeyboard(control, 'Are you sure to finish the lot?');
    }
    await expect(control.getByTestId('winner-banner')).toContainText(`SOLD TO ${paddle}`, {
      timeout: 40_000,
    });
    await expect(page.getByTestId('bidder-outcome')).toHaveText('You won', { timeout: 10_000 });

    // The map search without drawing: "Search this area", then a 3-mile radius around the map's centre.
    await page.goto('/properties');
    const searchArea = page.getByTestId('search-this-area');
    await expect(searchArea).toBeEnabled();
    const searched = (what: 'polygons' | 'circles') =>
      page.waitForRequest((r) => {
        if (!r.url().endsWith('/api/lots/list/bidder') || r.method() !== 'POST') return false;
        const body = r.postDataJSON() as { polygons?: unknown[]; circles?: unknown[] };
        return (body[what]?.length ?? 0) > 0;
      });
    const byArea = searched('polygons');
    await press(searchArea);
    const areaBody = (await byArea).postDataJSON() as { polygons: { lat: number; lng: number }[][] };
    expect(areaBody.polygons[0]).toHaveLength(4);
    const byRadius = searched('circles');
    await typeInto(page.getByTestId('radius-miles'), '3');
    await press(page.getByTestId('search-radius'));
    const radiusBody = (await byRadius).postDataJSON() as { circles: { radius: number }[] };
    expect(radiusBody.circles[0]!.radius).toBe(4828);
    // The map itself is in the tab order (arrow keys pan it) and lets focus go on.
    const mapPane = page.locator('[data-testid="search-map"] .leaflet-container');
    await mapPane.focus();
    await expect(mapPane).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mapPane).not.toBeFocused();
  } finally {
    for (const actor of actors) await actor.context.close();
  }
});
