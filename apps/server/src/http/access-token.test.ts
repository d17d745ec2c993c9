import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthUser, signAccessToken, verifyAccessToken } from './access-token';

const user: AuthUser = {
  id: 7,
  userName: 'hammer',
  role: 'Bidder',
  companyId: null,
  sessionId: 's-1',
  sessionVersion: 0,
};

describe('verifyAccessToken (with its cache of verified tokens)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same caller again, and null once the token has expired', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(user, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual(user);
    expect(await verifyAccessToken(token, secret)).toEqual(user);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('never lets a token verified under one secret pass under another', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(user, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual(user);
    expect(await verifyAccessToken(token, randomBytes(32))).toBeNull();
  });

  it('rejects a token whose signature was altered after a good one was cached', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(user, secret, 60);
    await verifyAccessToken(token, secret);
    const [header, payload] = token.split('.');
    expect(await verifyAccessToken(`${header}.${payload}.AAAA`, secret)).toBeNull();
  });
});
