import { afterEach, describe, expect, it } from 'vitest';
import { tokenResponse } from '../test/fixtures';
import { clearSession, getSession, isLoggedIn, loadSession, saveSession } from './session';

describe('session cookies', () => {
  afterEach(() => clearSession());

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
});
