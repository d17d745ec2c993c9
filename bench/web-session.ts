import type { Page } from 'puppeteer-core';

/** The demo logins' password (apps/server/src/seed/demo-logins.ts). */
export const DEMO_PASSWORD = 'Demo1234';

/** An access token by the password grant, as the web app's login page asks for it. */
export async function apiToken(baseUrl: string, userName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password: DEMO_PASSWORD,
      device_id: 'bench-web',
      client_id: 'bidright-web',
      scope: 'offline_access',
    }),
  });
  if (!response.ok) throw new Error(`login of ${userName}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Logs the user in through the login page, so the app's own session cookies are set in the page's context. */
export async function logInThroughPage(page: Page, baseUrl: string, userName: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.type('[data-testid="login-username"]', userName);
  await page.type('input[type="password"]', DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction("location.pathname === '/dashboard'", { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
}
