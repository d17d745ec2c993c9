import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, tokenResponse } from '../test/fixtures';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { RETURN_TO_KEY, setNavigator } from './navigation';
import { clearSession, getSession, isLoggedIn, saveSession } from './session';

function authHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('apiFetch refresh-once queue', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    window.history.pushState({}, '', '/auctions/42?tab=lots');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('refreshes once for two parallel 401s and retries both with the new token', async () => {
    await saveSession(tokenResponse({ access_token: 'old', refresh_token: 'refresh-old' }));
    let refreshCalls = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/connect/token') {
        refreshCalls++;
        const body = new URLSearchParams(String(init?.body));
        expect(body.get('grant_type')).toBe('refresh_token');
        expect(body.get('refresh_token')).toBe('refresh-old');
        expect(body.get('client_id')).toBe('bidright-web');
        expect(body.get('scope')).toBe('offline_access');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse(200, tokenResponse({ access_token: 'new', refresh_token: 'refresh-new' }));
      }
      if (authHeader(init) === 'Bearer new') return jsonResponse(200, { path: url });
      return jsonResponse(401, { message: 'Invalid token' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const [a, b] = await Promise.all([
      apiFetch<{ path: string }>('/api/a'),
      apiFetch<{ path: string }>('/api/b'),
    ]);

    expect(a).toEqual({ path: '/api/a' });
    expect(b).toEqual({ path: '/api/b' });
    expect(refreshCalls).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(getSession().accessToken).toBe('new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and redirects to /login, remembering the page, when the refresh fails', async () => {
    await saveSession(tokenResponse({ access_token: 'old' }));
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/connect/token')
        return jsonResponse(400, { message: 'Your session has expired.' });
      return jsonResponse(401, { message: 'Invalid token' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.allSettled([apiFetch('/api/a'), apiFetch('/api/b')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/connect/token')).toHaveLength(1);
    expect(isLoggedIn(getSession())).toBe(false);
    expect(document.cookie).not.toContain('bidright.rt');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: { pathname: '/auctions/42', search: '?tab=lots', hash: '' } },
    });
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/auctions/42?tab=lots');
  });

  it('sends admins to /admin/login and refreshes with the admin client id', async () => {
    await saveSession(tokenResponse({ access_token: 'old' }, 'Admin'));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/connect/token') {
        expect(new URLSearchParams(String(init?.body)).get('client_id')).toBe('bidright-admin');
        return jsonResponse(401, { message: 'Your session has expired.' });
      }
      return jsonResponse(401, { message: 'Invalid token' });
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/admins/list')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/admin/login', expect.objectContaining({ replace: true }));
  });

  it('refreshes before the call when only the refresh token is left', async () => {
    await saveSession(tokenResponse({ access_token: 'old' }));
    Cookies.remove('bidright.at', { path: '/' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/connect/token')
        return jsonResponse(200, tokenResponse({ access_token: 'fresh' }));
      return authHeader(init) === 'Bearer fresh' ? jsonResponse(200, { ok: true }) : jsonResponse(401, {});
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/connect/token');
  });

  it('throws a typed ApiError with the server message and field errors', async () => {
    await saveSession(tokenResponse());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: 'Bad input', errors: { amount: 'Too low' } })),
    );
    const error = (await apiFetch('/api/bids', { method: 'POST', json: { amount: 1 } }).catch(
      (e) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad input');
    expect(error.errors).toEqual({ amount: 'Too low' });
  });
});
