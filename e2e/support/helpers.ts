import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Fills the login form the way a person does and submits it. */
export async function logIn(
  page: Page,
  userName: string,
  options: { admin?: boolean; password?: string } = {},
) {
  await page.goto(options.admin ? '/admin/login' : '/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Ends this browser's session as closing it would. The page leaves the app first: an open page keeps its
 * refresh token in memory (lib/session.ts), and its next API call after the cookies go refreshes and writes
 * them again, so clearing them under a live page raced its polls (the invitations journey, on a loaded run).
 */
export async function forgetSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** A link of the header's main navigation (the role's menu). */
export function mainNavLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
}

export async function expectDashboard(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Welcome, ${firstName}`);
}

/**
 * Picks an option of an antd Select and checks it took. Under load a click can land while the dropdown
 * is still animating and be lost, or leave the list open over the buttons below, so the pick is retried
 * until the select shows the option and its list has closed. With no `option`, the first one is taken.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option?: string | RegExp,
  typed?: string,
): Promise<string> {
  const openList = page.locator('.ant-select-dropdown:visible');
  // getByLabel finds the Select's search input; the chosen label shows in the surrounding .ant-select.
  const shown = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  let label = '';
  await expect(async () => {
    if ((await openList.count()) === 0) {
      await select.click();
      if (typed) await select.pressSequentially(typed, { delay: 20 });
    }
    const items = openList.locator('.ant-select-item-option');
    const item = (option ? items.filter({ hasText: option }) : items).first();
    label = ((await item.textContent({ timeout: 5_000 })) ?? '').trim();
    await item.click({ timeout: 5_000 });
    await expect(shown).toContainText(label, { timeout: 3_000 });
    await expect(openList).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return label;
}
