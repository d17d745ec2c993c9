import { OUTAGE_MESSAGES } from '@bidright/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type Actor, expectLive, openActor, openLotPage, placeBid } from '../support/live-helpers';
import { DESKTOP, PHONE } from '../support/page-checks';
import { joinLotByApi, startFirstManualLot } from '../support/sale-helpers';

/**
 * Issue 43 point 1 (ADR 0077): staff pause a sale in the control room; the bidder's lot page shows "Sale
 * paused" from the stream and the server refuses their bid with the policy's words; staff resume it and the
 * same bid goes through. The public /outage-policy page is linked from the lot page. At 1440 and 390 px.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/outage-policy-${name}.png`, fullPage: false });
}

/** Pause sale or Resume sale, and its confirmation. */
async function changePause(control: Page, verb: 'Pause sale' | 'Resume sale') {
  await control.getByTestId(verb === 'Pause sale' ? 'pause-sale' : 'resume-sale').click();
  const dialog = control
    .getByRole('dialog')
    .filter({ hasText: verb === 'Pause sale' ? 'Pause the sale?' : 'Resume the sale?' });
  await expect(dialog).toBeVisible();
  const answered = control.waitForResponse(
    (response) =>
      /\/api\/auctions\/\d+\/(pause|resume)$/.test(response.url()) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: verb }).click();
  expect((await answered).status()).toBe(200);
}

test('staff pause a sale, its bidder sees the banner and is refused, and bidding resumes after', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { auction, lotId } = await startFirstManualLot(request);
  const host = await openActor(browser, 'auctioneer', DESKTOP);
  const bidder = await openActor(browser, 'bidder1', DESKTOP);
  const actors: Actor[] = [host, bidder];
  try {
    await joinLotByApi(request, bidder.userName, auction.id, lotId);
    const page = bidder.page;
    await openLotPage(page, lotId);
    await expect(page.getByTestId('bid-box')).toBeVisible();
    await expectLive(page, 30_000);
    await expect(page.getByRole('link', { name: 'Outage Policy', exact: true })).toBeVisible();

    const control = host.page;
    await control.goto(`/auctions/${auction.id}/auctioneer/${lotId}`);
    await expectLive(control, 30_000);
    await changePause(control, 'Pause sale');
    await expect(control.getByTestId('sale-paused-tag')).toBeVisible();
    await expect(control.getByTestId('resume-sale')).toBeVisible();
    await shot(control, 'paused-control-1440');

    // The bidder's page hears of the pause on the stream; the server refuses the bid.
    const banner = page.getByTestId('sale-paused-banner');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText(OUTAGE_MESSAGES.banner);
    const minBid = Number(((await page.getByTestId('min-bid').textContent()) ?? '').replace(/[^\d]/g, ''));
    const refused = page.waitForResponse(
      (response) =>
        /\/api\/auctions\/\d+\/lots\/\d+\/bids$/.test(response.url()) &&
        response.request().method() === 'POST',
    );
    await page.getByTestId('bid-amount').fill(String(minBid));
    await page.getByTestId('place-bid').click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByText(OUTAGE_MESSAGES.salePaused).first()).toBeVisible();
    await shot(page, 'refused-1440');

    // On a phone: the banner fits, and the staff resume from theirs.
    await page.setViewportSize(PHONE);
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible();
    await shot(page, 'paused-390');
    await control.setViewportSize(PHONE);
    await changePause(control, 'Resume sale');
    await expect(control.getByTestId('sale-paused-tag')).toHaveCount(0);
    await expect(control.getByTestId('pause-sale')).toBeVisible();
    await shot(control, 'resumed-control-390');

    await expect(banner).toHaveCount(0, { timeout: 20_000 });
    const { receipt } = await placeBid(page, { amount: minBid });
    expect(receipt.amount).toBe(minBid);
    await shot(page, 'resumed-390');

    // The policy the link leads to; its figures are public (no sign-in).
    const figures = await request.get('/api/outage-policy');
    expect(figures.status()).toBe(200);
    expect(await figures.json()).toMatchObject({ thresholdSeconds: 30, marginSeconds: 120 });
    await page.getByRole('link', { name: 'Outage Policy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outage Policy' })).toBeVisible();
    await expect(
      page.getByText(/A gap of more than 30 seconds between two successful checks is an outage/),
    ).toBeVisible();
  } finally {
    for (const actor of actors) await actor.context.close();
  }
});
