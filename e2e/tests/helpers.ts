import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Fills the login form the way a person does and submits it. */
export async function logIn(
  page: Page,
  userName: string,
  options: { admin?: boolean; password?: string } = {},
) {
  await page.goto(options.admin ? '/admin/login' : '/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectDashboard(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Welcome, ${firstName}`);
}
