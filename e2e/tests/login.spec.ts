import { expect, test } from '../support/fixtures';
import { expectDashboard, logIn, mainNavLink } from '../support/helpers';

const GENERAL_USERS = [
  { userName: 'auctioneer', role: 'Auctioneer', menu: 'Auctions' },
  { userName: 'employee', role: 'Employee', menu: 'Cases' },
  { userName: 'client', role: 'Client', menu: 'Companies' },
  { userName: 'bidder1', role: 'Bidder', menu: 'Properties' },
];

test.describe('demo logins', () => {
  for (const user of GENERAL_USERS) {
    test(`${user.role} signs in at /login and lands on the dashboard`, async ({ page }) => {
      await logIn(page, user.userName);
      await expect(page.getByText('Login successful!')).toBeVisible();
      await page.waitForURL('**/dashboard');
      await expect(page.getByTestId('dashboard-welcome')).toContainText('Welcome, ');
      await expect(mainNavLink(page, user.menu)).toBeVisible();
      // The dashboard's account line comes from an authenticated API call.
      await expect(page.getByTestId('dashboard-account')).toContainText('@example.com');
    });
  }

  test('Admin signs in at /admin/login and lands on /admin/dashboard', async ({ page }) => {
    await logIn(page, 'admin', { admin: true });
    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNavLink(page, 'Companies')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-dashboard.png', fullPage: true });
  });

  test('an admin cannot use /login, and others cannot use /admin/login', async ({ page }) => {
    await logIn(page, 'admin');
    await expect(page.getByTestId('login-error')).toHaveText(
      'Administrators sign in at the admin login page.',
    );
    await logIn(page, 'bidder2', { admin: true });
    await expect(page.getByTestId('login-error')).toHaveText('This login page is for administrators only.');
  });

  test('a wrong password shows the server message in red and the toast', async ({ page }) => {
    await logIn(page, 'bidder1', { password: 'Wrong1234' });
    const error = page.getByTestId('login-error');
    await expect(error).toHaveText('The user name or password is incorrect.');
    const color = await error.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green! + blue!).toBeLessThan(red!);
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: 'test-results/login-error.png' });
  });

  test('a visitor is sent to /login and returns to the page after signing in', async ({ page }) => {
    await page.goto('/account/balance');
    await page.waitForURL('**/login');
    await page.getByLabel('Username').fill('bidder1');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/account/balance');
  });

  test('logout asks first, then returns to /login', async ({ page }) => {
    await logIn(page, 'bidder3');
    await expectDashboard(page, 'Marcus');
    await page.getByRole('button', { name: 'User panel' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page
      .getByRole('button', { name: /ok|yes|log out/i })
      .last()
      .click();
    await page.waitForURL('**/login');
  });
});

test('an expired access token is refreshed without the user noticing', async ({ page, context }) => {
  await logIn(page, 'auctioneer');
  await page.waitForURL('**/dashboard');
  await expect(page.getByTestId('dashboard-account')).toContainText('Lakeshore Auction Group');
  const before = (await context.cookies()).find((cookie) => cookie.name === 'bidright.at');
  expect(before).toBeDefined();

  // The server rejects this token with 401, exactly as it does an expired one.
  await context.addCookies([{ ...before!, value: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired' }]);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/connect/token')) refreshes.push(response.status());
  });
  await page.reload();

  await expect(page.getByTestId('dashboard-account')).toContainText('Lakeshore Auction Group');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshes).toEqual([200]);
  const after = (await context.cookies()).find((cookie) => cookie.name === 'bidright.at');
  expect(after?.value).not.toBe(before!.value);
  expect(after?.value.split('.')).toHaveLength(3);
});
