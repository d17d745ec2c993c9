import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiToken, bearer, openActor } from '../support/live-helpers';
import { DESKTOP, PHONE } from '../support/page-checks';

/**
 * Issue 43, point 3 (ADR 0075): staff mark a past-due win as defaulted and offer the lot to the runner-up,
 * who accepts in the app and finds the new win in My Winnings. At 1440 px on the demo's past-due win (bidder1
 * won last week's lot 1 and never paid the balance; bidder2 bid up to $100,000), and at 390 px on the demo's
 * open offer to bidder2 of a lot another bidder defaulted.
 */

type TWinningRow = {
  lotId: string;
  caseId: string;
  caseNumber: string;
  properties: { streetLine1: string }[];
  winner: { bidAmount: number };
  payment: { isDepositPastDue: boolean; isFullPaymentPastDue: boolean; depositDueDate: string };
};

async function winningsOf(request: APIRequestContext, userName: string): Promise<TWinningRow[]> {
  const response = await request.post('/api/bidders/winningpaginated', {
    headers: bearer(await apiToken(request, userName)),
    data: { pagination: { current: 1, pageSize: 10 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: TWinningRow[] }).data;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/runner-up-${name}.png`, fullPage: true });
}

/** The bidder accepts the offer card that reads `text`, and finds the lot among their winnings. */
async function acceptOffer(browser: Browser, viewport: typeof DESKTOP, text: string, name: string) {
  const bidder = await openActor(browser, 'bidder2', viewport);
  const { page } = bidder;
  await page.goto('/account/winning');
  const card = page.getByTestId('runner-up-offer').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('offer-time-left')).toHaveText(/\d+ h \d+ min left/);
  await shot(page, `offer-${name}`);
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  return bidder;
}

test('at 1440 px: staff default a past-due win and offer it; the runner-up accepts', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const pastDue = (await winningsOf(request, 'bidder1')).find(
    (row) => row.payment.isDepositPastDue || row.payment.isFullPaymentPastDue,
  );
  expect(pastDue, "bidder1's past-due demo win").toBeDefined();
  const street = pastDue!.properties[0]!.streetLine1;

  const staff = await openActor(browser, 'auctioneer', DESKTOP);
  await staff.page.goto(`/cases/${pastDue!.caseId}`);
  const panel = staff.page.getByTestId('lot-defaults');
  await panel.getByRole('button', { name: 'Mark as defaulted' }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Mark the win as defaulted' });
  await dialog.getByLabel('Reason').fill('The balance was not paid by its deadline.');
  await dialog.getByRole('button', { name: 'Mark as defaulted' }).click();
  await expect(panel.getByText('Defaulted', { exact: true })).toBeVisible();
  await expect(panel.getByText(/at \$100,000/)).toBeVisible();
  await panel.getByRole('button', { name: 'Offer to runner-up' }).click();
  await expect(panel.getByTestId('runner-up-offer-row')).toContainText('Open');
  await shot(staff.page, 'staff-desktop');

  const bidder = await acceptOffer(browser, DESKTOP, street, 'desktop');
  // The new win: bidder2's, at their own bid, with its own deadlines from now.
  await expect(bidder.page.getByRole('link', { name: new RegExp(street) })).toBeVisible();
  const win = (await winningsOf(request, 'bidder2')).find((row) => row.lotId === pastDue!.lotId);
  expect(win?.winner.bidAmount).toBe(100_000);
  expect(win?.payment.isDepositPastDue).toBe(false);
  expect(Date.parse(win!.payment.depositDueDate)).toBeGreaterThan(Date.now());
  await shot(bidder.page, 'won-desktop');
  await staff.page.reload();
  await expect(staff.page.getByTestId('runner-up-offer-row')).toContainText('Accepted');
  await bidder.context.close();
  await staff.context.close();
});

test('at 390 px: the runner-up accepts the open offer and staff see it accepted', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const bidder = await acceptOffer(browser, PHONE, '2026CH09911', 'phone');
  const win = (await winningsOf(request, 'bidder2')).find((row) => row.caseNumber === '2026CH09911');
  expect(win?.winner.bidAmount).toBe(88_000);
  await expect(bidder.page.getByText('Case 2026CH09911')).toBeVisible();
  await shot(bidder.page, 'won-phone');

  const staff = await openActor(browser, 'auctioneer', PHONE);
  await staff.page.goto(`/cases/${win!.caseId}`);
  await expect(staff.page.getByTestId('runner-up-offer-row')).toContainText('Accepted');
  await shot(staff.page, 'staff-phone');
  await bidder.context.close();
  await staff.context.close();
});
