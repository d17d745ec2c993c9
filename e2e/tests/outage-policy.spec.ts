import { OUTAGE_MESSAGES } from '@bidright/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  type Actor,
  countdownSeconds,
  expectLive,
  findDemoAuctions,
  isUnclosed,
  liveAuction,
  openActor,
  openLotPage,
  placeBid,
  serverNow,
} from '../support/live-helpers';
import { DESKTOP, PHONE } from '../support/page-checks';
import { joinLotByApi, startFirstManualLot } from '../support/sale-helpers';

/**
 * Issue 43 point 1 (ADR 0077): staff pause a sale in the control room; the bidder's lot page shows "Sale
 * paused" from the stream and the server refuses their bid with the policy's words; staff resume it and the
 * same bid goes through. The public /outage-policy page is linked from the lot page. At 1440 and 390 px.
 * On a timed lot, the bidder's countdown stands still while the sale is paused and goes on after the resume.
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

test("a timed lot's countdown stands still while the sale is paused and goes on from the moved close after", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { auto, token } = await findDemoAuctions(request);
  // The demo's 60-minute auto lot, where bidder3 holds a seat from the seed: its close is far enough off.
  const lot = auto.lots.at(-1);
  expect(lot && isUnclosed(lot) && lot.startedTime && lot.stopTime, 'the last auto lot is open').toBeTruthy();
  const host = await openActor(browser, 'auctioneer', DESKTOP);
  const bidder = await openActor(browser, 'bidder3', DESKTOP);
  const actors: Actor[] = [host, bidder];
  try {
    const page = bidder.page;
    await openLotPage(page, lot!.id);
    await expect(page.getByTestId('registered-tag')).toBeVisible();
    await expectLive(page, 30_000);
    const countdown = page.getByTestId('countdown');
    const paused = page.getByTestId('countdown-paused');
    await expect(countdown).toHaveText(/^\d+:\d{2}(:\d{2})?$/);
    await expect(paused).toHaveCount(0);

    const control = host.page;
    await control.goto(`/auctions/${auto.id}/auctioneer/${lot!.id}`);
    await expectLive(control, 30_000);
    await changePause(control, 'Pause sale');

    // The stream tells the page of the pause: the countdown says so and shows close − pause start, as the
    // server has them.
    await expect(paused).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('sale-paused-banner')).toBeVisible();
    const pausedLot = (await liveAuction(request, token, auto.id)).lots.find((l) => l.id === lot!.id)!;
    expect(pausedLot.salePausedAt, 'the server paused the lot').toBeTruthy();
    const frozen = (await countdown.textContent()) ?? '';
    expect(countdownSeconds(frozen)).toBe(
      Math.ceil((Date.parse(pausedLot.stopTime!) - Date.parse(pausedLot.salePausedAt!)) / 1000),
    );
    // Let the server's clock move on by more than two seconds (read from the server, not slept), then read
    // the countdown again: it has not moved.
    const pausedRead = await serverNow(request);
    await expect
      .poll(async () => (await serverNow(request)) - pausedRead, { timeout: 20_000 })
      .toBeGreaterThan(2500);
    await expect(countdown).toHaveText(frozen);
    await shot(page, 'countdown-paused-1440');
    await page.setViewportSize(PHONE);
    await countdown.scrollIntoViewIfNeeded();
    await expect(countdown).toHaveText(frozen);
    await expect(paused).toBeVisible();
    await shot(page, 'countdown-paused-390');

    // Resumed: the server moved the close by the pause's length, and the countdown goes on from it.
    await changePause(control, 'Resume sale');
    await expect(paused).toHaveCount(0, { timeout: 20_000 });
    await expect(countdown).not.toHaveText(frozen, { timeout: 10_000 });
    const resumedLot = (await liveAuction(request, token, auto.id)).lots.find((l) => l.id === lot!.id)!;
    expect(resumedLot.salePausedAt ?? null).toBeNull();
    expect(Date.parse(resumedLot.stopTime!)).toBeGreaterThan(Date.parse(pausedLot.stopTime!));
    const shown = countdownSeconds((await countdown.textContent()) ?? '');
    const expected = (Date.parse(resumedLot.stopTime!) - (await serverNow(request))) / 1000;
    // Within a few seconds of what the server's new close leaves, and below the frozen time.
    expect(shown).toBeLessThan(countdownSeconds(frozen));
    expect(Math.abs(shown - expected)).toBeLessThanOrEqual(3);
    await shot(page, 'countdown-resumed-390');
  } finally {
    for (const actor of actors) await actor.context.close();
  }
});
