import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/helpers';
import { apiToken } from '../support/live-helpers';

/**
 * The Content-Security-Policy is on for every response. This journey walks the screens of each role and
 * fails on any violation the browser reports, in the console or as a securitypolicyviolation event.
 */

interface Violations {
  list: string[];
}

async function watchViolations(page: Page): Promise<Violations> {
  const violations: Violations = { list: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      violations.list.push(`${page.url()}: ${text}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.list.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** Opens a path and waits until the page has settled (lazy chunks in, first data drawn). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 15_000 });
}

test('visitor pages and the API docs keep to the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  for (const path of ['/', '/login', '/register', '/forgot-password', '/faq', '/no-such-page', '/api/docs'])
    await visit(page, path);
  await expect(page.getByText('Bidright API')).toBeVisible();
  expect(violations.list, violations.list.join('\n')).toEqual([]);
});

test("a bidder's pages, the live lot page included, keep to the Content-Security-Policy", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await logIn(page, 'bidder1');
  await page.waitForURL('**/dashboard');
  const token = await apiToken(request, 'bidder1');
  const lots = await request.get('/api/lots/auction/1', { headers: { authorization: `Bearer ${token}` } });
  const [lot] = (await lots.json()) as { id: string }[];
  for (const path of ['/properties', '/account/balance', `/details/${lot!.id}`]) await visit(page, path);
  // The live stream connected (connect-src) and the page drew the lot.
  await expect(page.getByTestId('lot-address')).toBeVisible();
  await expect(page.getByTestId('connection-indicator').first()).toHaveAttribute('data-status', 'live');
  expect(violations.list, violations.list.join('\n')).toEqual([]);
});

test("host staff's pages keep to the Content-Security-Policy", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await logIn(page, 'auctioneer');
  await page.waitForURL('**/dashboard');
  for (const path of ['/cases', '/auctions', '/new-property', '/settings']) await visit(page, path);
  // A case, an auction, and the auction's live control room (the live stream as a host).
  for (const path of ['/cases/1', '/auctions/1', '/auctions/1/auctioneer']) await visit(page, path);
  expect(violations.list, violations.list.join('\n')).toEqual([]);
});

test("an admin's pages keep to the Content-Security-Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, 'admin', { admin: true });
  await page.waitForURL('**/admin/dashboard');
  await visit(page, '/admin/users/bidders');
  expect(violations.list, violations.list.join('\n')).toEqual([]);
});
