import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { latestMessage, uniqueIdentity } from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { forgetSession, logIn, mainNavLink } from '../support/helpers';

/** Journeys of the admin area (spec part 3 §2, §5–§9): company approval, reports, FAQs. */

async function adminLogIn(page: Page) {
  await logIn(page, 'admin', { admin: true });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `/tmp/i16-${name}.png`, fullPage: true });
}

test('a new host registers, the admin approves it, and the host signs in to its company', async ({
  page,
  request,
}) => {
  const id = uniqueIdentity('host');
  const companyName = `Journey Auctions ${id.userName.slice(-5)}`;
  // The registration form's own journey belongs to the accounts area; here the host signs up by its call.
  const signup = await request.post('/api/auctioneers', {
    data: {
      companyName,
      companyPhoneNumber: '3125550123',
      streetLine1: '10 S LaSalle St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60603',
      firstName: 'Hana',
      lastName: 'Host',
      email: id.email,
      phoneNumber: id.phone,
      userName: id.userName,
      password: id.password,
      confirmPassword: id.password,
      dca: true,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);

  await adminLogIn(page);
  await mainNavLink(page, 'Companies').click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await page.getByLabel('Search companies').fill(companyName);
  const row = page.getByRole('row', { name: new RegExp(companyName) });
  await expect(row.getByText('Pending')).toBeVisible();
  await shoot(page, 'companies');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Are you sure to approve the company?');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Successfully approved the company!')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByText(companyName).click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await shoot(page, 'company-detail');

  const mail = await latestMessage(
    request,
    (message) => message.channel === 'email' && message.recipient === id.email,
  );
  expect(mail.subject).toContain('approved');

  await forgetSession(page);
  await logIn(page, id.userName, { password: id.password });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-account')).toContainText(companyName);
});

test('the admin filters the bids report and downloads it as Excel and PDF', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/admin\/reports\/auctions$/);
  await shoot(page, 'report-auctions');
  await page.getByTitle('Bids').click();
  await expect(page).toHaveURL(/\/admin\/reports\/bids$/);
  // The bids page mounts afresh ("Total: 0" until its first answer), and the auctions page's total may still
  // be on screen a moment after the click: wait for the bids table, then read a total that has arrived.
  await expect(page.getByRole('columnheader', { name: 'Paddle' })).toBeVisible();
  const total = page.getByText(/^Total:/);
  let before = '';
  await expect(async () => {
    before = (await total.textContent()) ?? '';
    expect(before).toMatch(/^Total: [1-9]/);
  }).toPass();
  await page.getByLabel('Company filter').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Lakeshore Auction Group' })
    .click();
  await expect(
    page.getByRole('img', { name: 'Clear Filter' }).or(page.getByLabel('Clear Filter')),
  ).toBeVisible();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(total).toHaveText(/Total: \d+/);
  await shoot(page, 'report-bids');

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/^BidsReport_\d{8}_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await excel.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(3).value).toBe('Amount');
  const companies = new Set<string>();
  for (let i = 2; i <= sheet.rowCount; i += 1) companies.add(String(sheet.getRow(i).getCell(10).value));
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect([...companies]).toEqual(['Lakeshore Auction Group']);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^BidsReport_\d{8}_\d{6}\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);

  await page.getByLabel('Clear Filter').click();
  // Back to the defaults: no Clear Filter, all companies' bids again (the live demo may have added some).
  await expect(page.getByLabel('Clear Filter')).toHaveCount(0);
  await expect(total).toHaveText(/^Total: [1-9]/);
  expect(before).toMatch(/^Total: [1-9]/);
});

test('the admin adds a FAQ, which then shows on /faq', async ({ page }) => {
  await adminLogIn(page);
  await shoot(page, 'dashboard');
  await page.goto('/admin/settings/nonsense');
  await expect(page).toHaveURL(/\/admin\/settings\/system$/);
  await expect(page.getByText('Contact_ToEmail')).toBeVisible();
  await shoot(page, 'settings-system');
  await page.getByRole('menuitem', { name: 'FAQs' }).click();
  const question = `Can I bid from my phone? ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page
    .getByRole('textbox', { name: 'Answer' })
    .fill('Yes: the bidder pages work on phones and tablets.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully added the question!')).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await shoot(page, 'settings-faqs');
  // Stored on the server: a fresh load lists it again.
  await page.reload();
  await expect(page.getByText(question)).toBeVisible();
  // The public FAQ page lists it for everyone.
  await page.goto('/faq');
  await expect(page.getByTestId('faq-list').getByText(question)).toBeVisible();
});
