import type { APIRequestContext } from '@playwright/test';
import { latestMessage, outboxHead, uniqueIdentity } from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, forgetSession, logIn } from '../support/helpers';

/**
 * Issue 12: a law-firm client registers only through the invitation e-mailed to the attorney. The host
 * invites David Feldman (demo attorney of Wabash & Monroe LLP, a Lakeshore client), the link arrives in the
 * outbox, the sign-up completes, and the link does not work a second time.
 */
async function hostToken(request: APIRequestContext) {
  const response = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: 'auctioneer',
      password: DEMO_PASSWORD,
      device_id: 'invitation-journey',
      client_id: 'bidright-web',
      scope: 'offline_access',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('the host invites an attorney; the e-mailed link signs up once', async ({ page }) => {
  const who = uniqueIdentity('feldman');
  const before = await outboxHead(page.request);

  // The host's calls: the firm, its attorneys, then the invitation (the attorneys screen arrives later).
  const token = await hostToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const firms = (await (await page.request.get('/api/clients/lookup', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const firm = firms.find((entry) => entry.name === 'Wabash & Monroe LLP')!;
  const attorneys = (await (
    await page.request.post(`/api/attorneys/${firm.id}/list`, { headers, data: {} })
  ).json()) as { data: { id: string; email: string }[] };
  const feldman = attorneys.data.find((attorney) => attorney.email === 'dfeldman@example.com')!;
  const invited = await page.request.post(`/api/attorneys/${feldman.id}/invite`, { headers });
  expect(invited.ok()).toBe(true);

  // Without the link's token the sign-up page tells nothing and goes to the login.
  await page.goto('/client-register?email=dfeldman%40example.com');
  await expect(page.getByText('Email address is not found!')).toBeVisible();
  await page.waitForURL('**/login');

  const mail = await latestMessage(
    page.request,
    (message) => message.channel === 'email' && message.recipient === 'dfeldman@example.com',
    before,
  );
  const link = new URL(/http\S+\/client-register\?\S+/.exec(mail.body)![0]);
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Wabash & Monroe LLP')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('dfeldman@example.com');
  await page.getByLabel('First name').fill('David');
  await page.getByLabel('Last name').fill('Feldman');
  await page.getByLabel('Username').fill(who.userName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.screenshot({ path: 'test-results/invitation-client-register.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("Thanks! You're all signed up")).toBeVisible({ timeout: 15_000 });

  // The new client signs in.
  await logIn(page, who.userName, { password: who.password });
  await page.waitForURL('**/dashboard');

  // The same link again: the token is spent.
  await forgetSession(page);
  await page.goto(`${link.pathname}${link.search}`);
  const refused = page.getByRole('dialog');
  await expect(refused).toContainText('Email address is not found!');
  await page.screenshot({ path: 'test-results/invitation-link-spent.png' });
  await refused.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/login');
});
