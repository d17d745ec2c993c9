import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

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
    expect(fetchMock).not.toHaveBeenCalled();
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
});
