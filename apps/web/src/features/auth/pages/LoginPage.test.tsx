import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { companyLinkState } from '../public/company-link';

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearSession();
  });

  it('shows the server message in red on a 400', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(400, { message: 'The user name or password is incorrect.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/login');

    await submit('jane', 'wrong');

    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('The user name or password is incorrect.');
    expect(error.className).toBe('login-error');
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.get('grant_type')).toBe('password');
    expect(body.get('client_id')).toBe('bidright-web');
    expect(body.get('scope')).toBe('offline_access');
    expect(body.get('device_id')).toBeTruthy();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });

  it('maps 503 to the deployment text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { message: 'down' })),
    );
    renderApp('/admin/login');
    await submit('root', 'pw');
    expect((await screen.findByTestId('login-error')).textContent).toBe('DEPLOYMENT IN PROGRESS! - 503');
  });

  it('requires both fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getAllByText('Field is required!')).toHaveLength(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    // A field's message goes as soon as it is filled in; the other's stays.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
    expect(screen.getAllByText('Field is required!')).toHaveLength(1);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // No token request (outside production the page asks for the demo accounts, nothing else).
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/connect/token')).toBe(false);
  });

  it('shows and hides the password on request', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('saves the session and goes to the remembered page after a successful login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, tokenResponse({ firstName: 'Jane' }))),
    );
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Login' });

    await submit('jane', 'secret');

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(getSession().userName).toBe('jane');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Jane')).toBeTruthy();
  });

  it('opens the two-step modal instead of saving the session when a code is required', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/connect/token'
          ? jsonResponse(200, tokenResponse({ required2FA: true }))
          : jsonResponse(200, { id: '1', phone: '0100', expirationDate: '2030-01-01T00:00:00Z' }),
      ),
    );
    renderApp('/login');
    await submit('jane', 'secret');
    expect(await screen.findByText('Two-step verification')).toBeTruthy();
    expect(getSession().userName).toBeUndefined();
  });

  it('switches a client who came through a company link to that company, then refreshes the token', async () => {
    const calls: { url: string; method: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({ url, method: init?.method ?? 'GET', body: String(init?.body ?? '') });
        if (url === '/connect/token') return jsonResponse(200, tokenResponse({ userName: 'nora' }, 'Client'));
        if (url.startsWith('/api/attorneys/7/switch/3'))
          return jsonResponse(200, { companyId: '3', message: 'Successfully switched the company!' });
        return jsonResponse(404, { message: 'none' });
      }),
    );
    const { router } = renderApp('/');
    await router.navigate('/login', { state: companyLinkState('3', '7') });
    await submit('nora', 'secret');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    const switchCall = calls.findIndex((call) => call.url === '/api/attorneys/7/switch/3');
    expect(switchCall).toBeGreaterThan(-1);
    expect(calls[switchCall]?.method).toBe('PUT');
    // The next token carries the company: a refresh grant follows the switch.
    const refresh = calls.findIndex(
      (call, index) =>
        index > switchCall && call.url === '/connect/token' && call.body.includes('refresh_token'),
    );
    expect(refresh).toBeGreaterThan(switchCall);
    // The login goes on to the home page, which sends a signed-in client on to the dashboard.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('makes no switch for a bidder, company link or not', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, tokenResponse()),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/');
    await router.navigate('/login', { state: companyLinkState('3', '7') });
    await submit('jane', 'secret');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/switch/'))).toBe(false);
  });

  it('offers the demo accounts the development server lists: one click fills the form', async () => {
    const accounts = [
      { role: 'Admin', userName: 'admin', label: 'Admin', password: 'Demo1234' },
      { role: 'Client', userName: 'client', label: 'Client (Wabash & Monroe LLP)', password: 'Demo1234' },
      { role: 'Bidder', userName: 'bidder1', label: 'Bidder ($250,000)', password: 'Demo1234' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/dev/demo-accounts'
          ? jsonResponse(200, { accounts })
          : jsonResponse(404, { message: 'none' }),
      ),
    );
    renderApp('/login');
    const shortcut = await screen.findByRole('button', { name: 'Client (Wabash & Monroe LLP)' });
    expect(screen.getByRole('button', { name: 'Bidder ($250,000)' })).toBeTruthy();
    // The admin account belongs to the admin login.
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    fireEvent.click(shortcut);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('client');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo1234');
  });

  it('shows no demo accounts when the server has none to offer (a production server)', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(404, { message: 'Not Found' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/dev/demo-accounts')).toBe(true),
    );
    expect(screen.queryByTestId('demo-accounts')).toBeNull();
  });
});
