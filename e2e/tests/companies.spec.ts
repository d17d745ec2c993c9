import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { latestMessage, outboxHead, smsCode } from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/helpers';

/** The host back office (issue 15): company profile, users, API keys, clients, attorneys, import. */

test.use({ timezoneId: 'America/Chicago' });

/** Desktop and phone screenshots of the page as it stands, for a person to look at (E2E_SHOTS=1). */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/i15-${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/i15-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** A 320x120 logo: navy with a gold band. */
const logoPng = () =>
  sharp({ create: { width: 320, height: 120, channels: 3, background: '#1f4e8c' } })
    .composite([
      {
        input: { create: { width: 320, height: 30, channels: 3, background: '#e0b040' } },
        top: 90,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('host back office', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // Long journeys on a shared two-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('auctioneer edits the company, uploads files, adds an employee, and uses an API key until deactivated', async ({
    page,
    request,
  }, testInfo) => {
    // A retry runs on the same database: it adds an employee and a webhook of its own, not the first try's.
    const userName = `erin.ellis${testInfo.retry || ''}`;
    await logIn(page, 'auctioneer');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/settings/company-profile');
    const info = page.getByTestId('company-info-card');
    await expect(info.getByLabel('Company Name')).toHaveValue('Lakeshore Auction Group');
    await info.getByLabel('Description').fill('Cook County foreclosure auctions, online and in person.');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated the company details!')).toBeVisible();

    await page
      .getByTestId('company-logo-card')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await logoPng(),
      });
    await expect(
      page.getByTestId('company-logo-card').getByRole('img', { name: 'Company logo' }),
    ).toBeVisible();
    // A change of wire instructions is confirmed with the auctioneer's two-step code: the demo's auctioneer
    // has no authenticator app, so the code is texted to their phone (ADR 0070).
    const beforeCode = await outboxHead(request);
    await page.getByTestId('company-wire-card').locator('input[type="file"]').setInputFiles({
      name: 'wire-instructions.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const codeDialog = page.getByRole('dialog', { name: 'Confirm the new wire instructions' });
    await expect(codeDialog.getByTestId('wire-code-intro')).toContainText('texted to ***-***-0102');
    const text = await latestMessage(
      request,
      (m) => m.channel === 'sms' && m.recipient === '3125550102',
      beforeCode,
    );
    await codeDialog.getByTestId('two-factor-code').fill(smsCode(text));
    await codeDialog.getByRole('button', { name: 'Upload' }).click();
    await expect(codeDialog).toBeHidden();
    await expect(page.getByTestId('company-wire-card').getByText('wire-instructions.pdf')).toBeVisible();
    await expect(page.getByTestId('company-wire-card').getByText(/Uploaded by auctioneer/)).toBeVisible();
    await expect(page.getByTestId('company-wire-card').getByTestId('wire-fingerprint')).toHaveText(
      /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/,
    );
    await expect(page.getByTestId('wire-versions')).toContainText('auctioneer');
    await shots(page, 'company-profile');

    // A new employee.
    await page.goto('/settings/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First Name').fill('Erin');
    await dialog.getByLabel('Last Name').fill('Ellis');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('3125550188');
    await dialog.getByLabel('Username').fill(userName);
    await dialog.getByLabel('Email').fill(`${userName}@example.com`);
    await dialog.getByLabel('Password').fill('Secret12');
    await expect(dialog.getByText('Username is available!')).toBeVisible();
    await expect(dialog.getByText('Email is available!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Successfully added a new user!')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`\\b${userName}\\b`) });
    await expect(row).toBeVisible();
    await row.click();
    const details = page.getByRole('dialog', { name: 'Account Details' });
    await expect(details.getByLabel('First Name')).toHaveValue('Erin');
    await expect(details.getByTestId('account-status')).toHaveText('Active');
    await shots(page, 'account-details');
    await details.getByRole('button', { name: 'Cancel' }).click();
    await shots(page, 'users');

    // An API key, shown once, opens /api/v1 until it is deactivated.
    await page.goto('/settings/api-credentials');
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const key = ((await page.getByTestId('new-api-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^brk_/);
    await shots(page, 'api-key-shown');
    await page.getByRole('button', { name: 'Done' }).click();
    const masked = `${'*'.repeat(24)}${key.slice(-6)}`;
    await expect(page.getByText(masked)).toBeVisible();
    await expect(page.getByText(key)).toBeHidden();

    const answer = await request.get('/api/v1/auctions', { headers: { Authorization: `ApiKey ${key}` } });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).total).toBeGreaterThan(0);

    await page
      .getByRole('row', { name: new RegExp(key.slice(-6)) })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    // Waits for the server's answer too, so a failure here says whether the confirmation reached it.
    const deactivation = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().includes('/api/settings/apikey/'),
      { timeout: 10_000 },
    );
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    expect((await deactivation).status()).toBe(200);
    await expect(page.getByText('Successfully deactivated the API key!')).toBeVisible();
    await shots(page, 'api-credentials');
    const refused = await request.get('/api/v1/auctions', { headers: { 'X-Api-Key': key } });
    expect(refused.status()).toBe(401);

    // A webhook endpoint: its signing secret is shown once, then the endpoint is listed.
    const webhooks = page.getByTestId('webhooks');
    const hookUrl = `https://hooks.example.com/bidright${testInfo.retry || ''}`;
    await webhooks.getByLabel('Webhook URL').fill(hookUrl);
    await webhooks.getByRole('button', { name: 'Add Webhook' }).click();
    await expect(page.getByText('Copy the secret now: it is shown only once.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(webhooks.getByText(hookUrl, { exact: true })).toBeVisible();
    await shots(page, 'webhooks');
  });

  test('auctioneer creates a client, adds two attorneys, makes the second primary, and imports clients', async ({
    page,
  }) => {
    await logIn(page, 'auctioneer');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await shots(page, 'clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByLabel('Name').fill('Journey Law Partners');
    await add.getByLabel('City').fill('Chicago');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Successfully added a new client!')).toBeVisible();
    await expect(page).toHaveURL(/\/clients\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Journey Law Partners' })).toBeVisible();

    for (const [first, email] of [
      ['Alice', 'alice@journeylaw.example.com'],
      ['Brian', 'brian@journeylaw.example.com'],
    ]) {
      await page.getByRole('button', { name: 'New Attorney' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Attorney' });
      await dialog.getByLabel('First Name').fill(first!);
      await dialog.getByLabel('Last Name').fill('Counsel');
      await dialog.getByLabel('Email').fill(email!);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByText('Successfully added a new attorney !').first()).toBeVisible();
      await expect(page.getByTestId('attorney-list').getByText(email!)).toBeVisible();
    }
    const list = page.getByTestId('attorney-list');
    await list.getByRole('radio', { name: 'Make Brian Counsel primary' }).click();
    await expect(page.getByText('Are you sure to change the primary attorney!')).toBeVisible();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Successfully changed the primary attorney!')).toBeVisible();
    await expect(list.getByRole('row', { name: /Brian Counsel/ }).getByText('Primary')).toBeVisible();
    await shots(page, 'client-detail');

    // Import: one bad row, nothing imported, the row and its reason listed.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Clients');
    sheet.addRow(['Name', 'City', 'State', 'Zip Code']);
    sheet.addRow(['Imported Firm One', 'Chicago', 'IL', '60601']);
    sheet.addRow(['', 'Chicago', 'IL', '60601']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Clients' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'clients.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const errors = dialog.getByTestId('import-errors');
    await expect(errors).toContainText('Some rows are not valid; nothing was imported.');
    await expect(errors).toContainText('Row 3');
    await expect(errors).toContainText('Name: Field is required!');
    await shots(page, 'import-errors');

    // Fixed file: imported, and the new firm is listed.
    sheet.getRow(3).getCell(1).value = 'Imported Firm Two';
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'clients.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await expect(page.getByText(/Imported 2/)).toBeVisible();
    await expect(page.getByRole('row', { name: /Imported Firm Two/ })).toBeVisible();
  });

  test('an employee sees the company profile read-only and cannot reach users or API credentials', async ({
    page,
  }) => {
    await logIn(page, 'employee');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/settings/company-profile');
    const info = page.getByTestId('company-info-card');
    await expect(info.getByLabel('Company Name')).toBeDisabled();
    await expect(info.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByTestId('company-logo-card').getByRole('button', { name: 'Upload' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: /Remove logo/ })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await shots(page, 'employee-company-profile');
    for (const slug of ['users', 'api-credentials']) {
      await page.goto(`/settings/${slug}`);
      await expect(page).toHaveURL(/\/settings\/company-profile$/);
    }
  });

  test('the client links a company and switches to it', async ({ page }) => {
    await logIn(page, 'client');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/connected-companies');
    const prairie = page.getByRole('row', { name: /Prairie State Auctions/ });
    await prairie.getByRole('button', { name: 'Link' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Successfully linked with the company!')).toBeVisible();
    await prairie.getByRole('button', { name: 'Switch' }).click();
    await expect(prairie.getByText('Current')).toBeVisible();
    await shots(page, 'connected-companies');
    // Switching goes both ways, and one company is current at a time.
    const lakeshore = page.getByRole('row', { name: /Lakeshore Auction Group/ });
    await lakeshore.getByRole('button', { name: 'Switch' }).click();
    await expect(lakeshore.getByText('Current')).toBeVisible();
    await expect(prairie.getByText('Current')).toHaveCount(0);
  });
});
