import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type TOutboxMessage = {
  id: number;
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** A number and name no other run of this file on the same database uses. */
export function uniqueIdentity(prefix: string) {
  const stamp = `${Date.now()}`.slice(-7);
  return {
    userName: `${prefix}${stamp}`,
    email: `${prefix}${stamp}@example.com`,
    // 312-7xx-xxxx: a phone of its own, so no other sign-up on the same server shares its per-phone code limits.
    phone: `3127${stamp.slice(-6)}`,
    password: 'Signup123',
  };
}

/** The newest message of the dev outbox that matches, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  match: (message: TOutboxMessage) => boolean,
  after = 0,
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request)).find((message) => message.id > after && match(message));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The dev outbox's newest messages, newest first. */
export async function outbox(request: APIRequestContext): Promise<TOutboxMessage[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as TOutboxMessage[];
}

/** The id of the newest outbox message, so a later read only sees what comes after it. */
export async function outboxHead(request: APIRequestContext): Promise<number> {
  return (await outbox(request))[0]?.id ?? 0;
}

export const smsCode = (message: TOutboxMessage) => {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, message.body).toBeTruthy();
  return code!;
};

/** Picks a date in the antd DatePicker by typing it, as a keyboard user does. */
export async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

export async function pickState(page: Page, name: string) {
  await page.getByLabel('State').click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  // The chosen option shows inside the select itself (the list is a portal elsewhere).
  await expect(page.locator('.ant-select').getByText(`${name} (`)).toBeVisible();
}

/**
 * Completes the two-step modal with the code texted to `phone`. A text to the same phone less than 30 s
 * earlier is refused by the server; the modal says so and its Resend button opens up after 30 s.
 */
export async function passTwoFactor(page: Page, phone: string, head: number) {
  const modal = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(modal).toBeVisible();
  const error = modal.getByTestId('two-factor-error');
  await expect(error.or(modal.getByText(/We sent a 6-digit/))).toBeVisible();
  if (await error.isVisible()) {
    const resend = modal.getByRole('button', { name: 'Resend', exact: true });
    await expect(resend).toBeEnabled({ timeout: 40_000 });
    await resend.click();
    await expect(modal.getByText(/We sent a 6-digit/)).toBeVisible();
  }
  await expect(modal.getByTestId('two-factor-intro')).toContainText(phone.slice(-4));
  const sms = await latestMessage(page.request, (m) => m.channel === 'sms' && m.recipient === phone, head);
  await page.screenshot({ path: 'test-results/accounts-login-2fa.png' });
  await modal.getByTestId('two-factor-code').fill(smsCode(sms));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/**
 * Signs a new visitor up as a bidder through /register, the way a person does: the form, a wrong SMS
 * code first (the modal says so), then the code from the outbox, ending on the thank-you screen.
 */
export async function registerBidder(
  page: Page,
  who: ReturnType<typeof uniqueIdentity>,
  name: { first: string; last: string },
) {
  const before = await outboxHead(page.request);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile phone').fill(who.phone);
  await expect(page.getByLabel('Mobile phone')).toHaveValue(
    `(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`,
  );
  await typeDate(page, 'Date of birth', '04/12/1988');
  await page.getByLabel('Address', { exact: true }).fill('100 N LaSalle St');
  await page.getByLabel('City').fill('Chicago');
  await pickState(page, 'Illinois');
  await page.getByLabel('Zip', { exact: true }).fill('60602');
  await page.getByLabel('Username').fill(who.userName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await expect(page.getByText('Email is available!')).toBeVisible();
  await expect(page.getByText('Username is available!')).toBeVisible();

  // Without consent the form stops with the spec's hint.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You must agree to the Terms & Condition')).toBeVisible();
  await page.getByTestId('consent').check();
  await page.screenshot({ path: 'test-results/accounts-register-bidder.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(dialog).toBeVisible();
  const sms = await latestMessage(
    page.request,
    (message) => message.channel === 'sms' && message.recipient === who.phone,
    before,
  );
  // A wrong code first: the modal says so and lets the person try again.
  const wrong = smsCode(sms) === '000000' ? '111111' : '000000';
  await dialog.getByTestId('registration-code').fill(wrong);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByTestId('registration-code-error')).toHaveText('The verification code is invalid!');
  await page.screenshot({ path: 'test-results/accounts-register-code.png' });
  await dialog.getByTestId('registration-code').fill(smsCode(sms));
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText("Thanks! You're all signed up")).toBeVisible();
  await page.screenshot({ path: 'test-results/accounts-register-done.png' });
}
