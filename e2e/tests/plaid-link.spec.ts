import type { Page } from '@playwright/test';
import {
  type PlaidStandIn,
  plaidStandInEnv,
  publicTokenFor,
  STAND_IN_ACCOUNTS,
  STAND_IN_CLIENT_ID,
  STAND_IN_INSTITUTION,
  STAND_IN_SECRET,
  startPlaidStandIn,
} from '../../apps/server/src/test/plaid-stand-in';
import { expect, test as journeyTest } from '../support/fixtures';
import { logIn } from '../support/helpers';

/**
 * Issue 30 (3): a bidder links a bank through Plaid. This file's server runs with PLAID_* pointing at a local
 * stand-in of Plaid's API; in the browser, Plaid's Link script (which loads from cdn.plaid.com) is served by
 * page.route as a stand-in whose open() answers like Plaid's real Link: onSuccess with a public token for
 * the link token it was created with, and metadata.accounts for the accounts the person picked.
 */

const LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** The stand-in of link-initialize.js: window.Plaid.create({ token, onSuccess, onExit, onLoad }). */
function linkStandInScript() {
  const metadata = {
    institution: { name: STAND_IN_INSTITUTION.name, institution_id: STAND_IN_INSTITUTION.institution_id },
    accounts: STAND_IN_ACCOUNTS.filter((account) => account.type === 'depository').map((account) => ({
      id: account.account_id,
      name: account.name,
      mask: account.mask,
      type: account.type,
      subtype: account.subtype,
      verification_status: null,
      class_type: null,
    })),
    link_session_id: 'e2e-link-session',
  };
  return `(() => {
  const metadata = ${JSON.stringify(metadata)};
  window.Plaid = {
    create(config) {
      setTimeout(() => config.onLoad && config.onLoad(), 0);
      return {
        open() {
          window.__plaidLinkOpened = (window.__plaidLinkOpened || []).concat(config.token);
          // Link answers after the person has picked the bank and its accounts.
          setTimeout(() => config.onSuccess(config.token.replace(/^link-/, 'public-'), metadata), 50);
        },
        exit(options) {},
        submit(data) {},
        destroy() {},
      };
    },
  };
})();`;
}

/** CSP violations the browser reports on this page (console or securitypolicyviolation events). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** This file's server runs with PLAID_* pointing at a stand-in of Plaid's API that lives as long as the worker. */
const test = journeyTest.extend<Record<never, never>, { standIn: PlaidStandIn }>({
  standIn: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its parameter's pattern.
    async ({}, use) => {
      const standIn = await startPlaidStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: async ({ standIn }, use) => use(plaidStandInEnv(standIn)),
});
test('a bidder links a bank through Plaid Link, then refreshes its balances', async ({ page, standIn }) => {
  test.setTimeout(120_000);
  let scriptRequests = 0;
  await page.route(LINK_SCRIPT, (route) => {
    scriptRequests += 1;
    return route.fulfill({ contentType: 'application/javascript', body: linkStandInScript() });
  });
  const violations = await watchCsp(page);

  await logIn(page, 'bidder1');
  await page.waitForURL('**/dashboard');
  await page.goto('/account/balance');
  await expect(page.getByTestId('account-section-title')).toHaveText('Balance');
  await page.getByRole('button', { name: 'Link Bank Account' }).click();

  await expect(page.getByText('Successfully linked the bank account!')).toBeVisible();
  const linked = page.getByTestId('linked-accounts');
  await expect(linked.getByText('Plaid Gold Standard 0% Interest Checking')).toBeVisible();
  await expect(linked.getByText('Plaid Silver Standard 0.1% Interest Saving')).toBeVisible();
  await expect(linked.getByText('$32,100.55')).toBeVisible();
  // No sandbox widget: Plaid Link was loaded from Plaid's CDN and opened once with the server's token.
  await expect(page.getByText('Select your bank')).toHaveCount(0);
  expect(scriptRequests).toBe(1);
  expect(standIn.callsTo('/link/token/create')).toHaveLength(1);
  const opened = await page.evaluate(
    () => (window as unknown as { __plaidLinkOpened: string[] }).__plaidLinkOpened,
  );
  expect(opened).toEqual([expect.stringMatching(/^link-sandbox-/)]);
  // The stand-in takes a public token only for a link token it issued, and only once.
  const [exchange] = standIn.callsTo('/item/public_token/exchange');
  expect(exchange!.body).toMatchObject({
    client_id: STAND_IN_CLIENT_ID,
    secret: STAND_IN_SECRET,
    public_token: publicTokenFor(opened[0]!),
  });

  // The bank now reports another balance: Refresh Balances reads it through /accounts/balance/get.
  standIn.setAvailable('plaid-acct-checking', 50_000);
  await page.getByRole('button', { name: 'Refresh Balances' }).click();
  await expect(page.getByText('Balances are up to date.')).toBeVisible();
  await expect(linked.getByText('$50,000.00')).toBeVisible();
  expect(standIn.callsTo('/accounts/balance/get').at(-1)!.body).toMatchObject({
    access_token: standIn.items()[0]!.accessToken,
  });

  expect(violations, violations.join('\n')).toEqual([]);
});
