import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOption, logIn } from '../support/helpers';

const CLIENT = 'Wabash & Monroe LLP';

// Staff screens show auction dates on the host's clock (the demo host is in Chicago), and the pickers
// below type browser-local times: the staff member sits in the host's zone, as most do.
test.use({ timezoneId: 'America/Chicago' });

/** Saves a full-page screenshot as test-results/staff-{name}.png. */
async function shot(page: Page, name: string) {
  // From the top, so the sticky header is not captured halfway down the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/staff-${name}.png`, fullPage: true });
}

// ---- A small, valid PNG made here (the server checks the file's first bytes) ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG: a sky-blue picture with a brick-red 'house' block in the middle. */
function makePng(width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const house = x > width / 4 && x < (width * 3) / 4 && y > height / 3;
      const [r, g, b] = house ? [178, 74, 52] : [135, 190, 235];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Form helpers ----

/** MM/DD/YYYY h:mm A, the pickers' format, in the browser's (= this machine's) zone. */
function pickerText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours() % 12 || 12;
  const half = date.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hours}:${pad(date.getMinutes())} ${half}`;
}

/** Creates a Draft lot on the case page through the 'Lot Details' dialog. */
async function createLot(page: Page, values: { opening: string; down: string; increment: string }) {
  await page.getByRole('button', { name: 'Create Lot' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Lot Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Opening Bid').fill(values.opening);
  await dialog.getByLabel('Required Down Payment').fill(values.down);
  await dialog.getByLabel('Minimum Increment').fill(values.increment);
  return dialog;
}

/** Creates a property on the open lot's Lot Properties tab through the 'Property Address' dialog. */
async function createProperty(page: Page, street: string, zip: string) {
  await page.getByRole('button', { name: 'Create New Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Property Address' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Street Address', { exact: true }).fill(street);
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('County').fill('Cook');
  await dialog.getByLabel('State').fill('il');
  await dialog.getByLabel('Zip Code').fill(zip);
  return dialog;
}

test('an auctioneer creates a case, lot, property and auction, publishes and orders the lots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const caseNumber = `2026CH-E2E-${stamp}`;
  const fileNumber = `WM-E2E-${stamp}`;
  const firstStreet = `${1200 + (Date.now() % 700)} N Wells St`;
  const secondStreet = `${300 + (Date.now() % 500)} W Erie St`;

  await test.step('log in as the demo auctioneer', async () => {
    await logIn(page, 'auctioneer');
    await page.waitForURL('**/dashboard');
  });

  let caseUrl = '';
  await test.step('Add Case on /cases', async () => {
    await page.goto('/cases');
    await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot(page, '01-case-list');

    await page.getByRole('button', { name: 'Add Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Case' });
    await chooseOption(page, dialog.getByLabel('Client'), CLIENT, 'Wabash');
    await dialog.getByLabel('Case Number').fill(caseNumber);
    await dialog.getByLabel('County').fill('Cook');
    await dialog.getByLabel('File Number').fill(fileNumber);
    await expect(dialog.getByText('No duplicates!')).toBeVisible();
    await shot(page, '02-add-case');
    await dialog.getByRole('button', { name: 'Create Case' }).click();

    await page.waitForURL(/\/cases\/\d+$/);
    caseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: `Case ${caseNumber}` })).toBeVisible();
    await expect(page.getByText(`${CLIENT} · Cook County · File ${fileNumber}`)).toBeVisible();
  });

  let firstLotUrl = '';
  await test.step('create a lot on the case', async () => {
    await expect(page.getByText('No lots yet. Create a lot to add properties.')).toBeVisible();
    await shot(page, '03-case-detail-empty');
    const dialog = await createLot(page, { opening: '125000', down: '10', increment: '500' });
    await shot(page, '04-lot-details-dialog');
    await dialog.getByRole('button', { name: 'Create Lot' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lots (1)')).toBeVisible();
    // The only lot is expanded: its details show the values just entered.
    await expect(page.getByText('$125,000')).toBeVisible();
    await expect(page.getByText('1 unpublished lot')).toBeVisible();
    await shot(page, '05-case-detail-with-lot');

    await page.getByRole('button', { name: 'Open Lot 1 properties', exact: true }).click();
    await page.waitForURL(/lotId=\d+/);
    firstLotUrl = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    await expect(page.getByRole('tab', { name: 'Lot Properties', selected: true })).toBeVisible();
    await expect(page.getByText('No properties yet.', { exact: false })).toBeVisible();
    await shot(page, '06-lot-tab-empty');
  });

  await test.step('create a property with an attribute and a photo', async () => {
    const dialog = await createProperty(page, firstStreet, '60610');
    await shot(page, '07-property-address-dialog');
    await dialog.getByRole('button', { name: 'Create Property' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Property List (1)')).toBeVisible();
    await expect(page.getByText(`${firstStreet}, Chicago, IL 60610`).first()).toBeVisible();

    const saved = page.waitForResponse(
      (response) => /\/api\/properties\/\d+\/attribute$/.test(response.url()) && response.ok(),
    );
    await page.getByLabel('Bedrooms').fill('3');
    await saved;
    await expect(page.getByText('Changes save automatically')).toBeVisible();

    const photos = page.getByTestId('property-photos');
    await photos.getByLabel('Photo description').fill('Front view from Wells St');
    await photos.locator('input[type="file"]').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByText('Successfully uploaded the photo!')).toBeVisible();
    await expect(page.getByText('Photos (1)')).toBeVisible();
    await expect(photos.getByRole('img', { name: 'Front view from Wells St' })).toBeVisible();
    await expect(photos.getByText('Main', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bedrooms')).toHaveValue('3');
    await expect(page.getByText('Photos (1)')).toBeVisible();
    await shot(page, '08-property-editor');
  });

  let auctionId = '';
  let startText = '';
  await test.step('Create Auction on /auctions', async () => {
    await page.goto('/auctions');
    await expect(page.getByRole('heading', { name: 'Auctions' })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await shot(page, '09-auction-list');

    await page.getByRole('button', { name: 'Create Auction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Auction' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked();
    // A future 5-minute mark, three days from now during business hours.
    const start = new Date();
    start.setDate(start.getDate() + 3);
    start.setHours(10 + (Date.now() % 6), 5 * (Math.floor(Date.now() / 1000) % 12), 0, 0);
    const startInput = dialog.getByLabel('Start Time');
    await startInput.click();
    await startInput.fill(pickerText(start));
    await startInput.press('Enter');
    await expect(startInput).toHaveValue(pickerText(start));
    await dialog.getByText('Auction Type').click(); // closes the picker
    await shot(page, '10-create-auction');
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    // Another auction may start at the same minute: accept the 'Found N auction(s)' confirmation.
    const sameStart = page.getByRole('button', { name: 'Continue' });
    const created = page.getByRole('heading', { name: /^Auction #\d+$/ });
    await expect(sameStart.or(created)).toBeVisible();
    if (await sameStart.isVisible()) await sameStart.click();
    await page.waitForURL(/\/auctions\/\d+$/);
    auctionId = new URL(page.url()).pathname.split('/').pop()!;
    startText = pickerText(start);
    await expect(page.getByRole('heading', { name: `Auction #${auctionId}` })).toBeVisible();
    await expect(page.getByText('No lots yet. Add Draft lots from your cases.')).toBeVisible();
    await shot(page, '11-auction-detail-empty');
  });

  await test.step('assign the lot to the auction and publish it', async () => {
    await page.goto(firstLotUrl);
    const details = page.getByTestId('lot-details');
    await details.getByRole('button', { name: 'Edit' }).click();
    await chooseOption(page, details.getByLabel('Auction'), `#${auctionId} · ${startText}`);
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated the lot!')).toBeVisible();
    await expect(details.getByRole('link', { name: startText })).toBeVisible();

    await details.getByRole('button', { name: 'Publish Lot' }).click();
    const confirm = page.getByRole('button', { name: /^(Publish|Will Provide Later)$/ });
    await confirm.click();
    await expect(page.getByText('Successfully published the lot!')).toBeVisible();
    await expect(details.getByText('Published', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Publish Lot' })).toBeHidden();
    await shot(page, '12-lot-published');
  });

  await test.step('create a second lot with a property', async () => {
    await page.goto(caseUrl);
    const dialog = await createLot(page, { opening: '98000', down: '25', increment: '250' });
    await dialog.getByRole('button', { name: 'Create Lot' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lots (2)')).toBeVisible();
    await shot(page, '13-case-detail-two-lots');
    await page.getByRole('button', { name: 'Open Lot 2 properties', exact: true }).click();
    await page.waitForURL(/lotId=\d+/);
    await expect(page.getByText('Property List (0)')).toBeVisible();
    const address = await createProperty(page, secondStreet, '60654');
    await address.getByRole('button', { name: 'Create Property' }).click();
    await expect(address).toBeHidden();
    await expect(page.getByText('Property List (1)')).toBeVisible();
  });

  await test.step('add the second lot on the auction page and reorder the lots', async () => {
    await page.goto(`/auctions/${auctionId}`);
    const lotsCard = page.getByTestId('auction-lots');
    await expect(lotsCard.getByRole('row')).toHaveCount(2); // header + the published lot
    await lotsCard.getByRole('button', { name: 'Add Lot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lot to Auction' });
    await chooseOption(page, dialog.getByLabel('Case'), caseNumber, caseNumber);
    await chooseOption(page, dialog.getByLabel('Lot'), secondStreet);
    await dialog.getByRole('button', { name: 'Add Lot' }).click();
    await expect(dialog).toBeHidden();

    const rows = lotsCard.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(firstStreet);
    await expect(rows.nth(1)).toContainText(secondStreet);
    await expect(rows.nth(1)).toContainText('Draft');
    await shot(page, '14-auction-detail-two-lots');

    const reordered = page.waitForResponse(
      (response) => /\/api\/lots\/\d+\/reorder\/\d+$/.test(response.url()) && response.ok(),
    );
    await rows
      .nth(1)
      .getByRole('button', { name: /^Move lot \d+ up$/ })
      .click();
    await reordered;
    await expect(rows.nth(0)).toContainText(secondStreet);
    await expect(rows.nth(1)).toContainText(firstStreet);

    // The server keeps the order.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(secondStreet);
    await expect(rows.nth(1)).toContainText(firstStreet);
    await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('1');
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('2');
    await shot(page, '15-auction-detail-reordered');
  });
});
