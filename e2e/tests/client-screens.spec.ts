import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { latestMessage, outboxHead, uniqueIdentity } from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, forgetSession, logIn } from '../support/helpers';

/**
 * Issue 31, the law-firm client's screens: the firm manages its own attorneys (journey 1: a client adds an
 * attorney and makes them primary) and its logo; an invited attorney who signs up and goes on to the login
 * lands on the inviting company (the company link); and the production build carries no demo-account
 * shortcuts.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A 64 × 64 blue PNG (a logo the server re-encodes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD6qSOTllEr4h7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHmDPkOJFonNKAAAAAElFTkSuQmCC',
  'base64',
);

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: 'auctioneer',
      password: DEMO_PASSWORD,
      device_id: 'client-screens-journey',
      client_id: 'bidright-web',
      scope: 'offline_access',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

const attorneyRow = (page: Page, name: string) =>
  page.getByTestId('client-attorneys-card').getByRole('row').filter({ hasText: name });

async function makePrimary(page: Page, name: string) {
  await page.getByRole('radio', { name: `Make ${name} primary` }).click();
  await expect(page.getByText('Are you sure to change the primary attorney!')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Successfully changed the primary attorney!')).toBeVisible();
  await expect(attorneyRow(page, name).getByText('Primary', { exact: true })).toBeVisible();
}

test('a client adds an attorney, makes them primary, and uploads the firm logo', async ({ page }) => {
  test.slow(); // a long journey: two screen sizes, five confirmations
  const who = uniqueIdentity('nora');
  const name = `Nora ${who.userName}`;
  await page.setViewportSize(DESKTOP);
  await logIn(page, 'client');
  await page.waitForURL('**/dashboard');
  await page.goto('/account/client-profile');
  const card = page.getByTestId('client-attorneys-card');
  await expect(card.getByText('Karen Okafor')).toBeVisible();
  await expect(attorneyRow(page, 'Karen Okafor').getByText('Primary', { exact: true })).toBeVisible();

  // Add: the form's rules, then the attorney and the spec's message.
  await card.getByRole('button', { name: /New Attorney/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Attorney' });
  // Under load a click can land while the modal still opens: try again until the rules answer.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Field is required!').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('First Name').fill('Nora');
  await dialog.getByLabel('Last Name').fill(who.userName);
  await dialog.getByLabel('Email').fill(who.email);
  await page.screenshot({ path: 'test-results/client-new-attorney-1440.png' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added a new attorney !')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(attorneyRow(page, name)).toBeVisible();

  // Make the new attorney primary: the former primary stops being it.
  await makePrimary(page, name);
  await expect(attorneyRow(page, 'Karen Okafor').getByText('Primary', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(attorneyRow(page, name).getByText('Primary', { exact: true })).toBeVisible();

  // The firm's logo.
  const firm = page.getByTestId('client-firm-card');
  await firm
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Successfully updated the logo!')).toBeVisible();
  await expect(firm.locator('img[alt="Wabash & Monroe LLP logo"]')).toHaveAttribute('src', /\/files\//);
  await page.screenshot({ path: 'test-results/client-profile-1440.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: 'test-results/client-profile-390.png', fullPage: true });

  // Karen is the primary again, as the demo had it, for the journeys that follow.
  await page.setViewportSize(DESKTOP);
  await makePrimary(page, 'Karen Okafor');
});

test('an invited attorney signs up and logs in through the company link: the session is on that company', async ({
  page,
}) => {
  test.slow(); // the sign-up alone waits the spec's 5 s before its thank-you screen
  const who = uniqueIdentity('lena');
  const before = await outboxHead(page.request);

  // The firm's new attorney, then the host's invitation (it carries the host company, Lakeshore).
  await logIn(page, 'client');
  await page.waitForURL('**/dashboard');
  await page.goto('/account/client-profile');
  await page
    .getByTestId('client-attorneys-card')
    .getByRole('button', { name: /New Attorney/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New Attorney' });
  await dialog.getByLabel('First Name').fill('Lena');
  await dialog.getByLabel('Last Name').fill(who.userName);
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added a new attorney !')).toBeVisible();
  await forgetSession(page);

  const headers = { authorization: `Bearer ${await staffToken(page.request)}` };
  const attorneys = (await (await page.request.get('/api/attorneys/lookup', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const lena = attorneys.find((attorney) => attorney.name === `Lena ${who.userName}`)!;
  expect((await page.request.post(`/api/attorneys/${lena.id}/invite`, { headers })).ok()).toBe(true);
  const mail = await latestMessage(
    page.request,
    (message) =>
      message.channel === 'email' && message.recipient === who.email && message.body.includes('companyId'),
    before,
  );
  const link = new URL(/http\S+\/client-register\?\S+/.exec(mail.body)![0]);

  // Sign up, then Go to Login: the link's company and attorney travel to the login page.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill(who.userName);
  await page.getByLabel('Username').fill(who.userName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("Thanks! You're all signed up")).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Username').fill(who.userName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The new client's session is on Lakeshore, the company of the link.
  await page.goto('/connected-companies');
  const lakeshore = page.getByRole('row').filter({ hasText: 'Lakeshore Auction Group' });
  await expect(lakeshore.getByText('Current')).toBeVisible();
  await page.screenshot({ path: 'test-results/client-company-link-1440.png' });
});

test('the production build offers no demo-account shortcuts, though this (test) server would list them', async ({
  page,
}) => {
  const listed = await page.request.get('/dev/demo-accounts');
  expect(listed.ok()).toBe(true);
  expect(((await listed.json()) as { accounts: unknown[] }).accounts.length).toBeGreaterThan(0);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await page.getByLabel('Username').fill('client');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByTestId('demo-accounts')).toHaveCount(0);
  await expect(page.getByText('Demo accounts')).toHaveCount(0);
  expect(requested).not.toContain('/dev/demo-accounts');

  // Nor does any file of the build hold them.
  const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../../apps/web/dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|html)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files)
    expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('/dev/demo-accounts');
});
