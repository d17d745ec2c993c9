import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logIn } from './helpers';

type TOutboxMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** A number and name no other run of this file on the same database uses. */
function uniqueIdentity(prefix: string) {
  const stamp = `${Date.now()}`.slice(-7);
  return {
    userName: `${prefix}${stamp}`,
    email: `${prefix}${stamp}@example.com`,
    // 312-7xx-xxxx: a fresh phone, so the per-phone code limits of other tests do not apply.
    phone: `3127${stamp.slice(-6)}`,
    password: 'Signup123',
  };
}

/** The newest message of the dev outbox that matches, waiting for it to arrive. */
async function latestMessage(
  request: APIRequestContext,
  match: (message: TOutboxMessage) => boolean,
  after = 0,
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as TOutboxMessage[];
        found = messages.find((message) => message.id > after && match(message));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The id of the newest outbox message, so a later read only sees what comes after it. */
async function outboxHead(request: APIRequestContext): Promise<number> {
  const messages = (await (await request.get('/dev/outbox.json')).json()) as TOutboxMessage[];
  return messages[0]?.id ?? 0;
}

const smsCode = (message: TOutboxMessage) => {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, message.body).toBeTruthy();
  return code!;
};

/** Picks a date in the antd DatePicker by typing it, as a keyboard user does. */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function pickState(page: Page, name: string) {
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
async function passTwoFactor(page: Page, phone: string, head: number) {
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

test.describe('accounts', () => {
  test('a visitor registers as a bidder with the SMS code, then logs in (and passes 2FA on a new device)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const who = uniqueIdentity('e2ebid');
    const before = await outboxHead(page.request);

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Tester');
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
    await expect(dialog.getByTestId('registration-code-error')).toHaveText(
      'The verification code is invalid!',
    );
    await page.screenshot({ path: 'test-results/accounts-register-code.png' });
    await dialog.getByTestId('registration-code').fill(smsCode(sms));
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText("Thanks! You're all signed up")).toBeVisible();
    await page.screenshot({ path: 'test-results/accounts-register-done.png' });
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL('**/login');

    // The sign-up device passed a code already: no second step here.
    await logIn(page, who.userName, { password: who.password });
    await expect(page.getByText('Login successful!')).toBeVisible();
    await page.waitForURL('**/dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Erin');

    // Another browser is another device: the login asks for a code texted to the phone.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const second = await other.newPage();
      const head = await outboxHead(second.request);
      await logIn(second, who.userName, { password: who.password });
      await passTwoFactor(second, who.phone, head);
      await second.waitForURL('**/dashboard');
      await expect(second.getByTestId('dashboard-welcome')).toHaveText('Welcome, Erin');
    } finally {
      await other.close();
    }
  });

  test('forgot password: the e-mailed link sets a new password that logs in', async ({ page }) => {
    test.setTimeout(90_000);
    // A bidder of its own (signed up through the API), so demo passwords stay as they are.
    const who = uniqueIdentity('e2erst');
    const head = await outboxHead(page.request);
    const sent = await page.request.get(`/api/bidderverify/sms/${who.phone}`);
    expect(sent.ok()).toBe(true);
    const { id } = (await sent.json()) as { id: string };
    const sms = await latestMessage(
      page.request,
      (m) => m.channel === 'sms' && m.recipient === who.phone,
      head,
    );
    const signUp = await page.request.post('/api/bidders', {
      data: {
        firstName: 'Riley',
        lastName: 'Reset',
        email: who.email,
        phoneNumber: who.phone,
        birthDate: '1985-06-01',
        streetLine1: '1 E Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
        userName: who.userName,
        password: who.password,
        dca: true,
        verificationId: id,
        verificationCode: smsCode(sms),
        deviceId: 'e2e-reset-device',
      },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Field is required!')).toBeVisible();
    const mailHead = await outboxHead(page.request);
    await page.getByLabel('Username').fill(who.userName);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('forgot-success')).toContainText('password reset link has been sent');
    await page.screenshot({ path: 'test-results/accounts-forgot-sent.png' });

    const mail = await latestMessage(
      page.request,
      (m) => m.channel === 'email' && m.recipient === who.email,
      mailHead,
    );
    const link = /https?:\/\/\S+\/resetPassword\?\S+/.exec(mail.body)?.[0];
    expect(link, mail.body).toBeTruthy();
    const url = new URL(link!);

    // A tampered token is refused before anything can be typed.
    await page.goto(`/resetPassword?token=not-the-token&userName=${who.userName}`);
    await expect(page.getByTestId('reset-token-invalid')).toContainText('The reset token is invalid');
    await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/accounts-reset-invalid.png' });

    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(page.getByTestId('reset-token-invalid')).toHaveCount(0);
    await page.getByLabel('New password').fill('Changed456');
    await page.getByLabel('Confirm password').fill('Changed45');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Changed456');
    await page.screenshot({ path: 'test-results/accounts-reset-form.png' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Successfully changed the password!')).toBeVisible();
    await page.waitForURL('**/login');

    // The old password is gone; the new one works.
    await logIn(page, who.userName, { password: who.password });
    await expect(page.getByTestId('login-error')).toHaveText('The user name or password is incorrect.');
    const loginHead = await outboxHead(page.request);
    await logIn(page, who.userName, { password: 'Changed456' });
    // This browser never passed a code for the user, so the second step follows.
    await passTwoFactor(page, who.phone, loginHead);
    await page.waitForURL('**/dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Riley');
  });
});
