import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  latestMessage,
  outboxHead,
  passTwoFactor,
  registerBidder,
  smsCode,
  uniqueIdentity,
} from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { chooseOption, expectDashboard, forgetSession, logIn } from '../support/helpers';

/** The bidder's bearer token, read from the session cookie the app keeps. */
async function accessToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'bidright.at')?.value;
  expect(token, 'access-token cookie').toBeTruthy();
  return decodeURIComponent(token!);
}

/** The admin approves an entity profile's papers through the review queue's call (ADR 0072). */
async function approvePendingPapers(browser: Browser, entityName: string) {
  // A context of its own: the admin's sign-in must not touch the bidder's session cookies.
  const context = await browser.newContext();
  try {
    await approveIn(context.request, entityName);
  } finally {
    await context.close();
  }
}

async function approveIn(request: APIRequestContext, entityName: string) {
  const login = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: 'admin',
      password: 'Demo1234',
      device_id: 'e2e-bidder-setup-admin',
      client_id: 'bidright-admin',
      scope: 'offline_access',
    },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const queue = await request.get('/api/admin/verifications', { headers });
  const { papers } = (await queue.json()) as { papers: { profileId: string; entityName: string }[] };
  const entry = papers.find((row) => row.entityName === entityName);
  expect(entry, `${entityName} in the papers queue`).toBeTruthy();
  const decided = await request.put(`/api/admin/verifications/papers/${entry!.profileId}`, {
    headers,
    data: { decision: 'Approved' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/**
 * The demo's live manual auction: its lots are Listed and not started yet. Auction ids are small in a
 * fresh seed, so ask the first few for their lots and keep the first lot that fits.
 */
async function firstLotOfLiveManualAuction(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (let auctionId = 1; auctionId <= 6; auctionId += 1) {
    const lots = await page.request.get(`/api/lots/auction/${auctionId}`, { headers });
    if (!lots.ok()) continue;
    const [first] = (await lots.json()) as { id: string; lotNumber: number | null }[];
    if (!first) continue;
    const lot = await page.request.get(`/api/lots/${first.id}/bidder`, { headers });
    if (!lot.ok()) continue;
    const body = (await lot.json()) as {
      lotStatus: string;
      startedTime: string | null;
      auction: { startType: string; startTime: string };
    };
    const isLive = new Date(body.auction.startTime).getTime() <= Date.now();
    if (body.auction.startType === 'Manual' && body.lotStatus === 'Listed' && !body.startedTime && isLive)
      return first.id;
  }
  throw new Error('No live manual auction found in the demo data');
}

test('a new visitor registers, passes 2FA, links a bank, verifies, adds a purchase profile and joins a live lot', async ({
  page: signUpPage,
  browser,
}) => {
  test.setTimeout(240_000);
  // A person the demo does not have: the sign-up itself is the journey.
  const who = uniqueIdentity('e2enew');

  // 1. Sign up with the SMS code from the outbox.
  await registerBidder(signUpPage, who, { first: 'Erin', last: 'Tester' });
  await signUpPage.getByRole('button', { name: 'Go to Login' }).click();
  await signUpPage.waitForURL('**/login');

  // The sign-up device passed a code already: no second step here.
  await logIn(signUpPage, who.userName, { password: who.password });
  await expect(signUpPage.getByText('Login successful!')).toBeVisible();
  await expectDashboard(signUpPage, 'Erin');

  // 2. Another browser is another device: the login asks for the code texted to the phone.
  const device = await browser.newContext();
  const page = await device.newPage();
  try {
    const head = await outboxHead(page.request);
    await logIn(page, who.userName, { password: who.password });
    await passTwoFactor(page, who.phone, head);
    await expectDashboard(page, 'Erin');

    // 3. Link a sandbox bank with two accounts.
    await page.goto('/account/balance');
    await expect(page.getByTestId('account-section-title')).toHaveText('Balance');
    await page.getByRole('button', { name: 'Link Bank Account' }).click();
    const widget = page.getByRole('dialog');
    await widget.getByRole('button', { name: 'Chase' }).click();
    await expect(widget.getByLabel('checking account name')).toHaveValue('Chase Checking');
    await expect(widget.getByLabel('savings account name')).toHaveValue('Chase Savings');
    await page.screenshot({ path: 'test-results/account-bank-widget.png' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Successfully linked the bank account!')).toBeVisible();
    const linked = page.getByTestId('linked-accounts');
    await expect(linked.getByText('Chase Checking')).toBeVisible();
    await expect(linked.getByText('Chase Savings')).toBeVisible();

    // The header panel shows the linked-account count and the balance; not verified yet.
    await page.getByRole('button', { name: 'User panel' }).click();
    await expect(page.getByTestId('header-linked-accounts')).toContainText('2 linked accounts');
    await expect(page.getByTestId('header-available-balance')).toContainText('$');
    await page.keyboard.press('Escape');

    // 4. Verify the account with one of the new bank accounts, then the phone code if the server asks.
    await page.goto('/account/personal');
    const identity = page.getByTestId('identity-card');
    await chooseOption(page, identity.getByLabel('Bank account for verification'), 'Chase Savings');
    await identity.getByTestId('identity-verify').click();
    const phoneStep = identity.getByTestId('verification-phones');
    await expect(page.getByText('Your account is verified!').or(phoneStep)).toBeVisible();
    if (await phoneStep.isVisible()) {
      const codeHead = await outboxHead(page.request);
      await phoneStep.getByRole('button', { name: 'Send Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
      const sms = await latestMessage(
        page.request,
        (m) => m.channel === 'sms' && m.recipient === who.phone,
        codeHead,
      );
      await dialog.getByLabel('Verification code').fill(smsCode(sms));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Successfully verified the phone number!')).toBeVisible();
    }
    await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/account-personal.png', fullPage: true });

    // 5. Add a purchase profile for a corporation, address same as bidder.
    await page.goto('/account/purchase');
    await page.getByRole('button', { name: 'Add Purchase Profile' }).click();
    const form = page.getByRole('dialog', { name: 'Add Purchase Profile' });
    await form
      .getByLabel('Grantee name (as it should appear on the deed)')
      .fill('Tester Family Holdings LLC');
    await expect(form.getByLabel('Contact name')).toBeDisabled();
    await form.getByLabel('Corporation').check();
    await form.getByLabel('Contact name').fill('Erin Tester');
    await form.getByLabel('Phone number').fill('7085550143');
    await expect(form.getByLabel('Phone number')).toHaveValue('(708) 555-0143');
    await form.getByLabel('Address same as bidder').check();
    await page.screenshot({ path: 'test-results/account-purchase-form.png' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully added the purchase profile!')).toBeVisible();
    const profiles = page.getByTestId('purchase-profiles-card');
    await expect(profiles.getByText('Tester Family Holdings LLC')).toBeVisible();
    // An entity grantee needs its papers approved before it can join (ADR 0072): upload, an admin approves.
    const papers = profiles.getByTestId('entity-papers');
    await expect(papers.getByText('Papers: Missing')).toBeVisible();
    await profiles.getByLabel('Entity papers of Tester Family Holdings LLC').setInputFiles({
      name: 'articles.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect(page.getByText('Successfully uploaded the papers!')).toBeVisible();
    await expect(papers.getByText('Papers: Pending review')).toBeVisible();
    await approvePendingPapers(browser, 'Tester Family Holdings LLC');
    await page.reload();
    await expect(page.getByTestId('entity-papers').getByText('Papers: Approved')).toBeVisible();
    await page.screenshot({ path: 'test-results/account-purchase.png', fullPage: true });

    // 6. Join the demo manual auction's lot with $10,000 locked.
    const lotId = await firstLotOfLiveManualAuction(page);
    await page.goto(`/details/${lotId}`);
    // The pin toggle puts the lot on the watch list, kept by the server across a reload.
    const pin = page.getByTestId('pin-toggle');
    await expect(pin).toHaveText('Pin');
    await pin.click();
    await expect(pin).toHaveText('Pinned');
    await page.reload();
    await expect(page.getByTestId('pin-toggle')).toHaveText('Pinned');
    await page.getByTestId('join-auction').click();
    const join = page.getByRole('dialog', { name: 'Join Auction' });
    await join.getByRole('spinbutton').fill('10000');
    await page.screenshot({ path: 'test-results/account-join-modal.png' });
    await chooseOption(page, join.getByTestId('join-profile'), 'Tester Family Holdings LLC');
    await join.getByTestId('join-submit').click();
    await expect(page.getByText('Successfully joined the auction!')).toBeVisible();

    // 7. The locked funds show on the balance page, and the header badge says Verified.
    await page.goto('/account/balance');
    const locked = page.getByTestId('locked-funds');
    await expect(locked.getByText('$10,000.00')).toBeVisible();
    await expect(page.getByTestId('available-balance')).toBeVisible();
    await page.screenshot({ path: 'test-results/account-balance.png', fullPage: true });
    await page.getByRole('button', { name: 'User panel' }).click();
    await expect(page.getByTestId('header-verified')).toHaveText('Verified');
    await page.screenshot({ path: 'test-results/account-header-panel.png' });
  } finally {
    await device.close();
  }
});

test('the account pages and staff settings render their cards', async ({ page }) => {
  await logIn(page, 'bidder3');
  await expectDashboard(page, 'Marcus');
  // The pages that were placeholders are real now (issue 17): notification settings and My Winnings.
  await page.goto('/account/notification');
  await expect(page.getByText('Notifications', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/account-notification.png', fullPage: true });
  await page.goto('/account/winning');
  await expect(page.getByText('My Winnings', { exact: true }).first()).toBeVisible();

  await forgetSession(page);
  await logIn(page, 'auctioneer');
  await page.waitForURL('**/dashboard');
  await page.goto('/settings/profile');
  await expect(page.getByTestId('user-profile-card')).toContainText('auctioneer@example.com');
  await expect(page.getByTestId('change-password-card')).toBeVisible();
  await page.getByTestId('authenticator-row').getByRole('button', { name: 'Set Up' }).click();
  // Turning the app on asks for the current password first.
  const proof = page.getByRole('dialog', { name: 'Set up the authenticator app' });
  await proof.getByLabel('Current password').fill('Demo1234');
  await page.screenshot({ path: 'test-results/settings-profile-authenticator-password.png' });
  await proof.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  await expect(page.getByTestId('manual-entry-code')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/settings-profile-authenticator.png', fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  // After a reload the state is the server's: set up → On.
  await page.reload();
  await expect(page.getByTestId('authenticator-row').getByText('On', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('authenticator-row').getByRole('button', { name: 'Set Up Again' }),
  ).toBeVisible();
  await page.getByTestId('authenticator-row').getByRole('button', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
  await removal.getByLabel('Current password').fill('Demo1234');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The authenticator app was removed.')).toBeVisible();
  // Removed → Off, after a reload too.
  await page.reload();
  await expect(page.getByTestId('authenticator-row').getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByTestId('authenticator-row').getByRole('button', { name: 'Set Up' })).toBeVisible();
  await page.goto('/settings/users');
  await expect(page.getByTestId('company-users')).toBeVisible();
  await page.screenshot({ path: 'test-results/settings-users.png', fullPage: true });

  // The law-firm client's account page: firm details and attorneys, then the profile's 2-step settings.
  await forgetSession(page);
  await logIn(page, 'client');
  await page.waitForURL('**/dashboard');
  await page.goto('/account/client-profile');
  await expect(page.getByTestId('client-firm-card')).toContainText('Active');
  await expect(page.getByTestId('client-attorneys-card')).toContainText('Primary');
  await page.screenshot({ path: 'test-results/client-profile.png', fullPage: true });
  await page.goto('/account/profile');
  await expect(page.getByTestId('authenticator-row').getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByTestId('change-password-card')).toBeVisible();
});
