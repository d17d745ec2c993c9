import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOption, logIn, mainNavLink } from '../support/helpers';
import { apiToken, bearer, joinedLotIds, liveAuction, openActor } from '../support/live-helpers';
import { DESKTOP, PHONE } from '../support/page-checks';

/**
 * Issue 43, point 3 (ADR 0075): per-sale approval and the non-payer list. At 1440 px the host approves the
 * demo's pending request (bidder3, in the upcoming Lakeshore sale that requires approval), and bidder3 then
 * registers for its lot; at 390 px the host turns approval on for another upcoming sale, bidder1's
 * registration is held, the host denies it with a reason and bidder1's lot page says why; and an admin takes
 * the demo's defaulter (bidder5) off Lakeshore's non-payer list with a reason, which the host's list then shows.
 * Every test reads only this file's seeded server, and each uses a sale and a bidder of its own.
 */

const HELD = "You are awaiting the host's approval to bid in this auction.";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/sale-approval-${name}.png`, fullPage: true });
}

/** The lot and sale of one of Lakeshore's demo cases, by its number (the staff's case search). */
async function lotOfCase(request: APIRequestContext, caseNumber: string) {
  const headers = bearer(await apiToken(request, 'auctioneer'));
  const list = await request.post('/api/cases/list', {
    headers,
    data: { search: caseNumber, pagination: { current: 1, pageSize: 5 } },
  });
  expect(list.status(), await list.text()).toBe(200);
  const kase = ((await list.json()) as { data: { id: string; caseNumber: string }[] }).data.find(
    (row) => row.caseNumber === caseNumber,
  );
  expect(kase, `the demo case ${caseNumber}`).toBeDefined();
  const detail = await request.get(`/api/cases/${kase!.id}`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  const lot = ((await detail.json()) as { lots: { id: string; auction: { id: string } | null }[] }).lots[0];
  expect(lot?.auction, `a lot of ${caseNumber} in a sale`).toBeTruthy();
  return { lotId: lot!.id, auctionId: lot!.auction!.id };
}

/**
 * An upcoming Lakeshore sale that does not require approval, and one of its lots that has not started and
 * that `userName` has not joined or registered for.
 */
async function openSaleFor(request: APIRequestContext, userName: string) {
  const token = await apiToken(request, 'auctioneer');
  const response = await request.post('/api/auctions/list', {
    headers: bearer(token),
    data: { listType: 'Upcoming', pagination: { current: 1, pageSize: 20 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: { id: string; lotCount: number }[] }).data;
  const joined = await joinedLotIds(request, userName);
  for (const row of rows.filter((r) => r.lotCount > 0)) {
    const approvals = await request.get(`/api/auctions/${row.id}/approvals`, { headers: bearer(token) });
    if (((await approvals.json()) as { requireApproval: boolean }).requireApproval) continue;
    const auction = await liveAuction(request, token, row.id);
    const lot = auction.lots.find(
      (candidate) =>
        candidate.lotStatus === 'Listed' && !candidate.startedTime && !joined.has(String(candidate.id)),
    );
    if (lot) return { auctionId: row.id, lotId: String(lot.id) };
  }
  throw new Error(`no upcoming demo sale without approval has a lot ${userName} is not in`);
}

/** Registers for a lot that has not started, through the Join Auction modal's "Pre-register". */
async function preRegister(page: Page) {
  await page.getByTestId('join-auction').click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Join Auction' });
  await expect(modal).toBeVisible();
  await chooseOption(page, modal.getByTestId('join-profile'));
  await modal.getByTestId('preregister').click();
  return modal;
}

test('at 1440 px: the host approves a pending bidder, who then registers for the lot', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { lotId, auctionId } = await lotOfCase(request, '2026CH09933');

  const bidder = await openActor(browser, 'bidder3', DESKTOP);
  await bidder.page.goto(`/details/${lotId}`);
  await expect(bidder.page.getByTestId('approval-notice')).toHaveText("Awaiting the host's approval");
  await shot(bidder.page, 'pending-desktop');

  const staff = await openActor(browser, 'auctioneer', DESKTOP);
  await staff.page.goto(`/auctions/${auctionId}`);
  const panel = staff.page.getByTestId('sale-approvals');
  // The panel loads apart from the page, after its lots and bidders: on a busy machine, well after them.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('switch', { name: 'Require approval of each bidder' })).toBeChecked();
  const request3 = panel.getByRole('row').filter({ hasText: 'Pending' });
  await expect(request3).toHaveCount(1);
  await request3.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.page.getByText('The bidder was approved.')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(1);
  await shot(staff.page, 'approved-desktop');

  await bidder.page.reload();
  await expect(bidder.page.getByTestId('join-auction')).toBeVisible();
  await expect(bidder.page.getByTestId('approval-notice')).toHaveCount(0);
  const modal = await preRegister(bidder.page);
  await expect(modal).toBeHidden();
  await expect(bidder.page.getByTestId('registered-tag')).toHaveText(/Paddle \d+/);
  await shot(bidder.page, 'registered-desktop');
  await bidder.context.close();
  await staff.context.close();
});

test('at 390 px: the host turns approval on, holds a bidder and denies them with a reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { lotId, auctionId } = await openSaleFor(request, 'bidder1');

  const staff = await openActor(browser, 'auctioneer', PHONE);
  await staff.page.goto(`/auctions/${auctionId}`);
  const panel = staff.page.getByTestId('sale-approvals');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const toggle = panel.getByRole('switch', { name: 'Require approval of each bidder' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  // The bidder's registration is refused and filed as a request; the lot page says it waits for the host.
  const bidder = await openActor(browser, 'bidder1', PHONE);
  await bidder.page.goto(`/details/${lotId}`);
  await expect(bidder.page.getByTestId('join-auction')).toBeVisible();
  const modal = await preRegister(bidder.page);
  await expect(bidder.page.getByText(HELD)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(bidder.page.getByTestId('approval-notice')).toHaveText("Awaiting the host's approval");
  await shot(bidder.page, 'pending-phone');

  await staff.page.reload();
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const held = panel.getByRole('row').filter({ hasText: 'Pending' });
  await expect(held).toHaveCount(1);
  await held.getByRole('button', { name: 'Deny' }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Deny this bidder' });
  await dialog.getByLabel('Reason').fill('Proof of funds was not provided.');
  await dialog.getByRole('button', { name: 'Deny' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row').filter({ hasText: 'Denied' })).toContainText(
    'Proof of funds was not provided.',
  );
  await shot(staff.page, 'denied-phone');

  await bidder.page.reload();
  await expect(bidder.page.getByTestId('approval-notice')).toHaveText(
    'Denied: Proof of funds was not provided.',
  );
  await shot(bidder.page, 'denied-bidder-phone');
  await bidder.context.close();
  await staff.context.close();
});

test("at 1440 px: an admin takes a defaulter off a host's non-payer list, with a reason", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await logIn(page, 'admin', { admin: true });
  await page.waitForURL('**/admin/dashboard');
  await mainNavLink(page, 'Non-payers').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Non-payer lists' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: 'Dale Norris' });
  await expect(entry).toContainText('Lakeshore');
  await entry.getByRole('button', { name: 'Remove Dale Norris' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Paid the balance in full after the sale.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Removed: Paid the balance in full after the sale.');
  await expect(entry.getByRole('button', { name: 'Remove Dale Norris' })).toHaveCount(0);
  await shot(page, 'admin-removed-desktop');
  await context.close();

  // The host's own list shows the entry as removed, with the admin's reason.
  const staff = await openActor(browser, 'auctioneer', DESKTOP);
  await staff.page.goto('/nonpayers');
  await expect(staff.page.getByRole('row').filter({ hasText: 'Dale Norris' })).toContainText(
    'Removed: Paid the balance in full after the sale.',
  );
  await staff.context.close();
});
