import { registerBidder, uniqueIdentity } from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { expectDashboard, logIn, mainNavLink } from '../support/helpers';

/**
 * Issue 42 (1), ADR 0072: a bidder links a bank whose owner is someone else (the sandbox bank lets a tester
 * name the owner), sees "Pending review", an admin approves in the verifications queue, and the bidder then
 * sees the account verified.
 */
test('a bank owner who is not the bidder waits for an admin, who approves; the bidder is then verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const who = uniqueIdentity('e2eidv');
  await registerBidder(page, who, { first: 'Nadia', last: 'Idris' });
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await page.waitForURL('**/login');
  await logIn(page, who.userName, { password: who.password });
  await expectDashboard(page, 'Nadia');

  // The test bank says the account belongs to someone else.
  await page.goto('/account/balance');
  await page.getByRole('button', { name: 'Link Bank Account' }).click();
  const widget = page.getByRole('dialog');
  await widget.getByRole('button', { name: 'Chase' }).click();
  const owner = widget.getByLabel("Account owner's name (as the bank holds it)");
  await expect(owner).toHaveValue('Nadia Idris');
  await owner.fill('Omar Haddad');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Successfully linked the bank account!')).toBeVisible();

  await page.goto('/account/personal');
  const identity = page.getByTestId('identity-card');
  await expect(identity.getByTestId('identity-state')).toContainText('Identity: Pending review');
  await expect(identity.getByText('Not verified')).toBeVisible();
  await page.screenshot({ path: 'test-results/identity-pending-review.png', fullPage: true });

  // An admin finds the review where the other queues are, sees both sides, and approves.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await logIn(admin, 'admin', { admin: true });
    await admin.waitForURL('**/admin/dashboard');
    await mainNavLink(admin, 'Verifications').click();
    await admin.waitForURL('**/admin/verifications');
    const review = admin.getByTestId('identity-review').filter({ hasText: 'Nadia Idris' });
    await expect(review.getByRole('region', { name: 'Bank account owners' })).toContainText('Omar Haddad');
    await expect(review.getByRole('region', { name: 'Registered' })).toContainText('100 N LaSalle St');
    await expect(review.getByText('Name 0%')).toBeVisible();
    await admin.screenshot({ path: 'test-results/admin-verifications.png', fullPage: true });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Successfully approved!')).toBeVisible();
    await expect(admin.getByTestId('identity-review').filter({ hasText: 'Nadia Idris' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The phone was confirmed at sign-up and the bank is linked: the approval makes the bidder verified.
  await page.reload();
  await expect(page.getByTestId('identity-card').getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByTestId('identity-state')).toHaveCount(0);
});
