import { SESSION_COOKIES } from '@bidright/domain';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../test/fixtures';
import { clearSession, getAccessToken, getSession, isLoggedIn, loadSession, saveSession } from './session';

describe('session cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    clearSession();
  });

  it('stores roles, user id and device id encrypted and reads them back', async () => {
    await saveSession(tokenResponse({ id: 'user-77', deviceId: 'dev-9' }, 'Auctioneer'));
    expect(document.cookie).not.toContain('Auctioneer');
    expect(document.cookie).not.toContain('user-77');
    expect(document.cookie).not.toContain('dev-9');

    const loaded = await loadSession();
    expect(loaded.roles).toEqual(['Auctioneer']);
    expect(loaded.userId).toBe('user-77');
    expect(loaded.deviceId).toBe('dev-9');
    expect(loaded.fullName).toBe('Jane Doe');
    expect(isLoggedIn(getSession())).toBe(true);
  });

  it('forgets everything on clear', async () => {
    await saveSession(tokenResponse());
    clearSession();
    const loaded = await loadSession();
    expect(isLoggedIn(loaded)).toBe(false);
    expect(loaded.roles).toEqual([]);
  });

  it('reads the whole session in one look at the cookie store', async () => {
    await saveSession(tokenResponse({ id: 'user-5' }, 'Bidder'));
    const reads = vi.spyOn(document, 'cookie', 'get');
    const loaded = await loadSession();
    expect(loaded.userId).toBe('user-5');
    expect(loaded.roles).toEqual(['Bidder']);
    // One Cookies.get(), which reads document.cookie twice (a test for an empty jar, then the split);
    // a Cookies.get(name) per session value read it sixteen times.
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('looks at the access cookie at most once a second, and again at once after a new token', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    await saveSession(tokenResponse({ access_token: 'first' }));
    const reads = vi.spyOn(document, 'cookie', 'get');
    expect([getAccessToken(), getAccessToken(), getAccessToken()]).toEqual(['first', 'first', 'first']);
    expect(reads).toHaveBeenCalledTimes(1);

    // The cookie expires: within the second the last look stands, after it the token is gone.
    Cookies.remove(SESSION_COOKIES.access, { path: '/' });
    vi.advanceTimersByTime(999);
    expect(getAccessToken()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(getAccessToken()).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(2);

    await saveSession(tokenResponse({ access_token: 'second' }));
    expect(getAccessToken()).toBe('second');
  });
});
