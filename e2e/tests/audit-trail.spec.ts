import { expect, test } from '../support/fixtures';
import { logIn, mainNavLink } from '../support/helpers';

/**
 * Issue 42 (3), ADR 0071: an admin changes a setting, finds the change on the audit trail with its author and
 * its before and after, checks the chain, and exports the trail; the host's auctioneer sees the trail of
 * their own company from their menu.
 */
test("an admin's change is on the audit trail, the chain holds, and the trail exports", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin', { admin: true });
  await page.waitForURL('**/admin/dashboard');
  const email = `audit-${Date.now()}@example.com`;

  await page.goto('/admin/settings/system');
  await page.getByRole('button', { name: 'Edit Contact_ToEmail' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Contact_ToEmail').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await mainNavLink(page, 'Audit Trail').click();
  await page.waitForURL('**/admin/audit-trail');
  const trail = page.getByTestId('audit-trail');
  const change = trail.getByRole('row').filter({ hasText: 'configurations #Contact_ToEmail' }).first();
  await expect(change).toContainText('(Admin, #');
  await change.getByRole('button', { name: /expand row/i }).click();
  const diff = page.getByRole('table', { name: 'Values before and after' });
  await expect(diff).toContainText(email);

  await page.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The chain holds' })).toBeVisible();

  const download = page.waitForEvent('download');
  await trail.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^AuditTrail_\d{8}_\d{6}\.xlsx$/);

  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  try {
    await logIn(host, 'auctioneer');
    await mainNavLink(host, 'Audit Trail').click();
    await host.waitForURL('**/audit-trail');
    await expect(host.getByTestId('audit-trail').getByRole('row').nth(1)).toBeVisible();
    await expect(host.getByTestId('audit-trail')).not.toContainText('configurations #Contact_ToEmail');
  } finally {
    await hostContext.close();
  }
});
