import { expect, test } from '../support/fixtures';

/** antd's stylesheet is not part of the login page's first load: it arrives once the reader acts. */

test("the login page fetches antd's stylesheet only once the reader acts, and its toast is styled", async ({
  page,
}) => {
  const stylesheet = /\/assets\/antd-[\w-]+\.css$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (stylesheet.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(fetched).toEqual([]);
  const loaded = page.waitForResponse((response) => stylesheet.test(new URL(response.url()).pathname));
  await page.getByLabel('Username').fill('bidder1');
  await loaded;
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.locator('.ant-message');
  await expect(toast.getByText('Something went wrong!')).toBeVisible();
  // Unstyled, antd's message container would sit in the page's flow; styled, it floats at the top.
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
});
