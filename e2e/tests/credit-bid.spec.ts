import type { TAuctionCreditBidsAnswer } from '@bidright/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type Actor, apiToken, bearer, expectLive, openActor } from '../support/live-helpers';
import { DESKTOP, PHONE, upcomingAuction } from '../support/page-checks';

/**
 * Issue 43 point 2 (ADR 0074): the plaintiff's credit bid, entered twice. The demo's in-person manual sale
 * requires credit bids; on this file's own server the host sets its own deadline just before the sale, so
 * the journey does not depend on the hour it runs. The firm's attorney enters lot 2's credit bid on the case
 * page; START is refused in the control room, which says why; the auctioneer types the amount again, blind,
 * on the case page; START then opens the lot at the credit bid. At 1440 and 390 px.
 */

const CREDIT_BID = 215_000;
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * START and Yes in its confirmation. Under load a click can land while the dialog still opens and be lost:
 * Yes is clicked again until the dialog is gone (a second START would only be refused again, never run twice).
 */
async function start(control: Page) {
  await control.getByTestId('start-lot').click();
  const dialog = control.getByRole('dialog').filter({ hasText: 'Are you sure to start the lot?' });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Yes' }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/credit-bid-${name}.png`, fullPage: false });
}

test('a credit bid entered by the firm and confirmed blind by the host opens the lot at it', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const auction = await upcomingAuction(request, 'Manual');
  const token = await apiToken(request, 'auctioneer');
  // The host's own deadline: a minute before the sale.
  const deadline = new Date(new Date(auction.startTime).getTime() - 60_000).toISOString();
  const settings = await request.put(`/api/credit-bids/auctions/${auction.id}/settings`, {
    headers: bearer(token),
    data: { isRequired: true, deadline, minSharePercent: 50 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const answer = (await settings.json()) as TAuctionCreditBidsAnswer;
  const lot = answer.lots.find((row) => row.status === 'AwaitingConfirmation');
  expect(lot, 'the demo lot whose credit bid awaits confirmation').toBeDefined();
  const { lotId, caseId } = lot!;

  const client = await openActor(browser, 'client', DESKTOP);
  const host = await openActor(browser, 'auctioneer', DESKTOP);
  const actors: Actor[] = [client, host];
  try {
    // The attorney enters the credit bid on the case page, the deadline shown on the host's clock.
    const page = client.page;
    await page.goto(`/cases/${caseId}`);
    const card = page.getByTestId(`credit-bid-lot-${lotId}`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('credit-bid-deadline')).toHaveText(
      /\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M C[SD]T/,
    );
    await card.getByLabel('Credit bid amount').fill(String(CREDIT_BID));
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'enter-1440');
    await card.getByTestId('enter-credit-bid').click();
    await expect(
      page.getByText('The credit bid was entered. A second person must now confirm it.'),
    ).toBeVisible();
    await expect(card.getByTestId('credit-bid-status')).toHaveText('Awaiting confirmation');
    await expect(card.getByTestId('credit-bid-amount')).toHaveText(usd(CREDIT_BID));

    // The control room refuses START and says why.
    const control = host.page;
    await control.goto(`/auctions/${auction.id}/auctioneer/${lotId}`);
    await expectLive(control, 30_000);
    const note = control.getByTestId('credit-bid-start-note');
    await expect(note.getByTestId('credit-bid-status')).toHaveText('Awaiting confirmation');
    await expect(
      note.getByText(/This lot cannot start: the plaintiff's credit bid is not confirmed/),
    ).toBeVisible();
    const refused = control.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/lots/${lotId}/start`) && response.request().method() === 'PUT',
    );
    await start(control);
    expect((await refused).status()).toBe(400);
    expect(await (await refused).json()).toMatchObject({ code: 'CREDIT_BID_NOT_CONFIRMED' });
    await expect(
      control
        .locator('.ant-notification')
        .getByText(/This lot cannot start: the plaintiff's credit bid is not confirmed/)
        .first(),
    ).toBeVisible();
    await shot(control, 'refused-1440');

    // The auctioneer confirms, blind, on a phone: the amount is not on the page.
    await control.setViewportSize(PHONE);
    await control.goto(`/cases/${caseId}`);
    const staffCard = control.getByTestId(`credit-bid-lot-${lotId}`);
    await expect(staffCard).toBeVisible({ timeout: 20_000 });
    await expect(staffCard.getByTestId('credit-bid-amount')).toHaveText('Hidden until confirmed');
    await expect(staffCard.getByText(usd(CREDIT_BID))).toHaveCount(0);
    await staffCard.getByLabel('Confirm credit bid amount').fill(String(CREDIT_BID));
    await staffCard.getByTestId('confirm-credit-bid').scrollIntoViewIfNeeded();
    await shot(control, 'confirm-390');
    await staffCard.getByTestId('confirm-credit-bid').click();
    await expect(control.getByText('The credit bid is confirmed.')).toBeVisible();
    await expect(staffCard.getByTestId('credit-bid-status')).toHaveText('Credit bid confirmed');
    await expect(staffCard.getByTestId('credit-bid-amount')).toHaveText(usd(CREDIT_BID));
    await shot(control, 'confirmed-390');

    // START now opens the lot at the credit bid.
    await control.setViewportSize(DESKTOP);
    await control.goto(`/auctions/${auction.id}/auctioneer/${lotId}`);
    await expectLive(control, 30_000);
    await expect(control.getByTestId('credit-bid-start-note').getByTestId('credit-bid-status')).toHaveText(
      'Credit bid confirmed',
    );
    await start(control);
    await expect(control.getByText('Lot has been started!')).toBeVisible();
    await expect(control.getByTestId('high-bid')).toHaveText(usd(CREDIT_BID));
    await expect(control.getByTestId('min-bid')).not.toHaveText(usd(CREDIT_BID));
    await shot(control, 'started-1440');
    await control.setViewportSize(PHONE);
    await control.getByTestId('high-bid').scrollIntoViewIfNeeded();
    await shot(control, 'started-390');

    // The firm's attorney reads it confirmed too, on a phone.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(card.getByTestId('credit-bid-status')).toHaveText('Credit bid confirmed');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'client-390');
  } finally {
    for (const actor of actors) await actor.context.close();
  }
});
