import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOption, DEMO_PASSWORD, logIn } from '../support/helpers';
import {
  apiToken,
  expectLive,
  findDemoAuctions,
  isUnclosed,
  openActor,
  openLotPage,
  usd,
} from '../support/live-helpers';

/**
 * Issue 31's staff and admin screens: an admin deactivates an employee, who then cannot sign in; staff
 * place a quick bid for an in-room bidder, and the bidder's screen shows it; and the changed screens at
 * 1440 × 900 and 390 × 844.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Nothing on the page is wider than the window (no sideways scrolling of the page itself). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function adminPage(browser: Browser, viewport = WIDE) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logIn(page, 'admin', { admin: true });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { context, page };
}

test('an admin deactivates an employee, who then cannot sign in', async ({ browser, request }) => {
  // Setup by the company's own call: an employee of its own, so no demo account is deactivated.
  const suffix = Date.now().toString(36);
  const userName = `clerk${suffix}`;
  const password = `${DEMO_PASSWORD}!x`;
  const added = await request.post('/api/auctioneers/add', {
    headers: { authorization: `Bearer ${await apiToken(request, 'auctioneer')}` },
    data: {
      firstName: 'Cleo',
      lastName: `Clerk ${suffix}`,
      phoneNumber: `312555${String(Date.now()).slice(-4)}`,
      role: 'Employee',
      userName,
      email: `${userName}@example.com`,
      password,
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  const { context, page } = await adminPage(browser);
  await page.goto('/admin/users/auctioneers');
  await page.getByLabel('Search users').fill(userName);
  const row = page.getByRole('row', { name: new RegExp(userName) });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Details of ${userName}` }).click();
  const modal = page.getByRole('dialog', { name: 'Account Details' });
  await expect(modal.getByTestId('account-status')).toHaveText('Active');
  await expect(modal.getByRole('radio', { name: 'Employee' })).toBeChecked();
  await shot(page, 'account-details-1440');
  await modal.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: 'Are you sure to deactivate the account?' })
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  await expect(page.getByText('Successfully deactivated the account!')).toBeVisible();
  await expect(modal.getByTestId('account-status')).toContainText('Inactive since');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await context.close();

  // The employee tries the login page and is refused with the spec's message.
  const employeeContext = await browser.newContext({ viewport: PHONE });
  const employee = await employeeContext.newPage();
  await logIn(employee, userName, { password });
  await expect(employee.getByText('Your account is deactivated. Please contact support.')).toBeVisible();
  await expect(employee).toHaveURL(/\/login$/);
  await shot(employee, 'deactivated-login-390');
  await employeeContext.close();
});

test("staff place a quick bid for an in-room bidder, and the bidder's screen shows it", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed);
  expect(lot, 'a listed manual lot that has not closed').toBeDefined();

  const auctioneer = await openActor(browser, 'auctioneer');
  const control = auctioneer.page;
  const bidder = await openActor(browser, 'bidder3', PHONE);
  try {
    await control.goto(`/auctions/${manual.id}/auctioneer/${lot!.id}`);
    await expectLive(control);
    // The lot is either waiting for START or already open: wait until the screen says which, then act. A bare
    // isVisible() read the screen before the Start button was drawn once, and the lot was never started.
    const start = control.getByTestId('start-lot');
    await expect(start.or(control.getByText('Bidding is open', { exact: true })).first()).toBeVisible();
    if (await start.isVisible()) {
      await start.click();
      await control
        .getByRole('dialog')
        .filter({ hasText: 'Are you sure to start the lot?' })
        .getByRole('button', { name: 'Yes' })
        .click();
    }
    await expect(control.getByTestId('countdown')).toHaveText('Bidding is open');

    // The bidder walks into the room: staff add them in person with an amount locked.
    await control.getByTestId('search-username').fill('bidder3');
    const amount = control.getByTestId('add-amount-bidder3');
    const joined = control.getByText('Joined');
    await expect(amount.or(joined).first()).toBeVisible();
    if (await amount.isVisible()) {
      await amount.fill('15000');
      await control.getByTestId('add-bidder-bidder3').click();
      await expect(control.getByText('Successfully added the bidder to auction!')).toBeVisible();
    }

    // The bidder follows the lot on their phone.
    await openLotPage(bidder.page, lot!.id);
    await expectLive(bidder.page);

    // Staff pick the bidder and place +$100 on the next minimum bid.
    await chooseOption(control, control.getByTestId('staff-bid-bidder'), /Marcus Bell/);
    const placeholder = await control.getByTestId('staff-bid-amount').getAttribute('placeholder');
    const minimum = Number((placeholder ?? '').replace(/[^\d]/g, ''));
    expect(minimum).toBeGreaterThan(0);
    const quick = control.getByTestId('staff-quick-bid-100');
    await expect(quick).toBeEnabled();
    await shot(control, 'staff-quick-bid-1440');
    await quick.click();
    await expect(control.getByText('Successfully placed a bid for bidder!')).toBeVisible();
    await expect(control.getByTestId('high-bid')).toHaveText(usd(minimum + 100));
    await expect(bidder.page.getByTestId('high-bid')).toHaveText(usd(minimum + 100));
    await expect(bidder.page.getByText('You are the highest bidder.')).toBeVisible();
    await shot(bidder.page, 'bidder-sees-staff-bid-390');
  } finally {
    await auctioneer.context.close();
    await bidder.context.close();
  }
});

test('the staff and admin screens of issue 31 at 1440 × 900 and 390 × 844', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await logIn(page, 'auctioneer');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Create Auction' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Auction' })).toBeVisible();
    await shot(page, `dashboard-create-auction-${size}`);
    await page
      .getByRole('dialog', { name: 'Create Auction' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('button', { name: 'Add Case' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Case' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Add Case' }).getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/settings/logs');
    const logs = page.getByTestId('activity-logs');
    await expect(logs.getByRole('row').nth(1)).toBeVisible();
    await expect(logs.getByText('No activity logs available.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, `settings-logs-${size}`);

    await page.goto('/settings/company-profile');
    const featured = page.getByTestId('company-featured-lots');
    await expect(featured.getByText('Featured by Admin')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await featured.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`company-featured-${size}.png`) });
    await context.close();

    const admin = await adminPage(browser, viewport);
    await admin.page.goto('/admin/settings/logs');
    await expect(admin.page.getByTestId('activity-logs').getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(admin.page);
    await shot(admin.page, `admin-logs-${size}`);
    await admin.page.goto('/admin/users/auctioneers');
    await admin.page.getByRole('button', { name: 'Details of employee' }).click();
    await expect(admin.page.getByRole('dialog', { name: 'Account Details' })).toBeVisible();
    await shot(admin.page, `admin-account-details-${size}`);
    await admin.context.close();
  }
});
