import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

type TCall = { url: string; init: RequestInit | undefined };

const PENDING = tokenResponse({
  required2FA: true,
  access_token: 'pending-token',
  refresh_token: 'pending-refresh',
  expires_in: 0,
  phone: '***-***-0100',
});

const WRONG_CODE = {
  message: 'The verification code is invalid!',
  errors: { two_factor_code: 'The verification code is invalid!' },
};

/**
 * A fake server: the password grant asks for 2FA, the SMS call answers id 77, code 123456 is the right one;
 * any other code is refused with `refusal`.
 */
function stubServer(options: { authenticator?: boolean; refusal?: object } = {}) {
  const calls: TCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/connect/token') {
      const body = new URLSearchParams(String(init?.body));
      if (body.get('grant_type') === 'password')
        return jsonResponse(200, { ...PENDING, configuredGoogleAuth: Boolean(options.authenticator) });
      if (body.get('two_factor_code') === '123456')
        return jsonResponse(200, tokenResponse({ firstName: 'Jane', access_token: 'access-2' }));
      return jsonResponse(400, options.refusal ?? WRONG_CODE);
    }
    if (url.startsWith('/api/bidderverify/sms'))
      return jsonResponse(200, { id: '77', phone: '0100', expirationDate: '2030-01-01T00:00:00Z' });
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const tokenCalls = (calls: TCall[]) =>
  calls
    .filter((call) => call.url === '/connect/token')
    .map((call) => new URLSearchParams(String(call.init?.body)));

describe('TwoFactorRequiredModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('texts the code with the pending token and completes the login through the refresh grant', async () => {
    const calls = stubServer();
    const { router } = renderApp('/login');
    await logIn();

    expect(await screen.findByText('Two-step verification')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('two-factor-intro').textContent).toContain('***-***-0100'));
    const sms = calls.filter((call) => call.url.startsWith('/api/bidderverify/sms'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.url).toBe('/api/bidderverify/sms');
    const headers = new Headers(sms[0]?.init?.headers);
    expect(headers.get('X-Two-Factor-Token')).toBe('pending-token');
    expect(headers.get('Authorization')).toBeNull();
    expect(getSession().userName).toBeUndefined();

    // The six-digit rule runs before anything is sent.
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('6-digit integer!')).toBeTruthy();

    // A wrong code: the server's text in the modal, another try allowed.
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain(
      'The verification code is invalid!',
    );
    // The refusal is the code field's error: a screen reader reads it with the field, and it is announced.
    const codeField = screen.getByRole('textbox', {
      name: 'Verification code',
      // (jsdom runs no motion: the rule's message that left is still in the help box beside it)
      description: /The verification code is invalid!/,
    });
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('two-factor-error').getAttribute('role')).toBe('alert');
    expect(getSession().userName).toBeUndefined();

    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeTruthy();

    const refresh = tokenCalls(calls).at(-1)!;
    expect(Object.fromEntries(refresh)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'pending-refresh',
      device_id: expect.any(String),
      client_id: 'bidright-web',
      scope: 'offline_access',
      two_factor_code: '123456',
      verification_id: '77',
    });
    expect(refresh.get('device_id')).toBe(tokenCalls(calls)[0]?.get('device_id'));
    expect(getSession()).toMatchObject({ userName: 'jane', accessToken: 'access-2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 60_000);

  it('asks for the authenticator code without texting, and cancel returns to the form', async () => {
    const calls = stubServer({ authenticator: true });
    renderApp('/login');
    await logIn();

    expect((await screen.findByTestId('two-factor-intro')).textContent).toContain('authenticator app');
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Field is required!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The login page renders the modal only while a code is pending.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(tokenCalls(calls)).toHaveLength(2));
    expect(calls.some((call) => call.url.startsWith('/api/bidderverify'))).toBe(false);
    expect(getSession().userName).toBeUndefined();
  });

  it('sends staff to the auctioneer SMS path and shows a refused send in the modal', async () => {
    const calls: TCall[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), init });
        if (String(input) === '/connect/token')
          return jsonResponse(200, { ...PENDING, roles: ['Auctioneer'] });
        return jsonResponse(429, { message: 'Please wait 12 seconds before requesting another code.' });
      }),
    );
    renderApp('/login');
    await logIn();
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain('Please wait 12 seconds');
    expect(calls.find((call) => call.url.startsWith('/api/bidderverify'))?.url).toBe(
      '/api/bidderverify/sms/auctioneer',
    );
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeTruthy();
  });

  it('ends the login when the answer carries the too-many-codes code, and decides by the code alone', async () => {
    const tooMany = 'Too many wrong codes! Please log in again.';
    stubServer({ authenticator: true, refusal: { message: tooMany, code: 'TWO_FACTOR_TOO_MANY_ATTEMPTS' } });
    renderApp('/login');
    await logIn();
    fireEvent.change(await screen.findByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain(tooMany);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('keeps the login open for the same text without the code: a refused code to try again', async () => {
    const tooMany = 'Too many wrong codes! Please log in again.';
    stubServer({ authenticator: true, refusal: { message: tooMany } });
    renderApp('/login');
    await logIn();
    fireEvent.change(await screen.findByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain(tooMany);
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false);
  });
});
