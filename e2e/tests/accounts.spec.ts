import {
  latestMessage,
  outboxHead,
  passTwoFactor,
  smsCode,
  uniqueIdentity,
} from '../support/account-helpers';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/helpers';

test.describe('accounts', () => {
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
