import { LOGIN_MESSAGES, type TTokenResponse } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  loginAs,
  requestPasswordToken,
  requestRefreshToken,
  type TestApp,
} from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { hashRefreshToken } from './refresh-tokens';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  await createUser(t.db, 'Admin', { userName: 'root' });
  await createUser(t.db, 'Auctioneer', { userName: 'hammer', companyId: company.id });
  await createUser(t.db, 'Employee', { userName: 'clerk', companyId: company.id });
  await createUser(t.db, 'Client', { userName: 'lawyer' });
  await createUser(t.db, 'Bidder', { userName: 'Buyer', firstName: 'Bea', lastName: 'Buyer' });
});
afterAll(() => t.close());

describe('password grant', () => {
  it('answers the login response and an access token the API accepts', async () => {
    const tokens = await loginAs(t.app, 'buyer');
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      firstName: 'Bea',
      lastName: 'Buyer',
      userName: 'Buyer',
      roles: ['Bidder'],
      required2FA: false,
      deviceId: 'test-device',
    });
    expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: 'Buyer', role: 'Bidder', id: tokens.id });
  });

  it('stores only a hash of the refresh token', async () => {
    const tokens = await loginAs(t.app, 'buyer');
    const rows = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.map((row) => row.hash)).not.toContain(tokens.refresh_token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('answers 400 with one message for a wrong password and for an unknown user', async () => {
    const wrong = await requestPasswordToken(t.app, 'clerk', 'Nope1234');
    const unknown = await requestPasswordToken(t.app, 'nobody-here', 'Demo1234');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: LOGIN_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: LOGIN_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('names the missing fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=&device_id=d&client_id=bidright-web',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      username: 'Field is required!',
      password: expect.any(String),
    });
  });

  it('rejects an unknown grant type and an unknown client', async () => {
    const grant = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(grant.statusCode).toBe(400);
    const client = await requestPasswordToken(t.app, 'buyer', 'Demo1234', { clientId: 'someone-else' });
    expect(client.statusCode).toBe(400);
  });
});

describe('login pages by role', () => {
  it.each(['hammer', 'clerk', 'lawyer', 'buyer'])(
    '%s signs in at /login but not at /admin/login',
    async (name) => {
      expect((await requestPasswordToken(t.app, name, 'Demo1234')).statusCode).toBe(200);
      const admin = await requestPasswordToken(t.app, name, 'Demo1234', { clientId: 'bidright-admin' });
      expect(admin.statusCode).toBe(400);
      expect(admin.json().message).toBe(LOGIN_MESSAGES.adminOnly);
    },
  );

  it('an admin signs in only at /admin/login', async () => {
    const web = await requestPasswordToken(t.app, 'root', 'Demo1234');
    expect(web.statusCode).toBe(400);
    expect(web.json().message).toBe(LOGIN_MESSAGES.adminUseAdminLogin);
    const admin = await loginAs(t.app, 'root', 'Demo1234', { clientId: 'bidright-admin' });
    expect(admin.roles).toEqual(['Admin']);
  });

  it('does not reveal the page split to someone without the password', async () => {
    const response = await requestPasswordToken(t.app, 'root', 'Wrong1234');
    expect(response.json().message).toBe(LOGIN_MESSAGES.invalidCredentials);
  });

  it('refuses a deactivated account', async () => {
    await createUser(t.db, 'Bidder', { userName: 'gone', deactivatedDate: new Date() });
    const response = await requestPasswordToken(t.app, 'gone', 'Demo1234');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LOGIN_MESSAGES.inactive);
  });
});

describe('refresh grant', () => {
  async function freshLogin(deviceId = 'test-device') {
    return loginAs(t.app, 'hammer', 'Demo1234', { deviceId });
  }

  /** Moves a spent token's use out of the concurrent-tab leeway, as if it had been used a minute ago. */
  async function ageUse(familyId: string) {
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.familyId, familyId));
  }

  it('rotates the refresh token on every use', async () => {
    const login = await freshLogin();
    const first = await requestRefreshToken(t.app, login.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<TTokenResponse>();
    expect(rotated.refresh_token).not.toBe(login.refresh_token);
    expect(rotated.userName).toBe('hammer');
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(rotated.access_token) });
    expect(me.statusCode).toBe(200);
    const second = await requestRefreshToken(t.app, rotated.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is used again', async () => {
    const login = await freshLogin();
    const rotated = (await requestRefreshToken(t.app, login.refresh_token)).json<TTokenResponse>();
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(login.refresh_token)));
    await ageUse(row!.familyId);

    const replay = await requestRefreshToken(t.app, login.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(LOGIN_MESSAGES.invalidRefresh);
    // The legitimate newest token is dead too: the family is gone.
    const owner = await requestRefreshToken(t.app, rotated.refresh_token);
    expect(owner.statusCode).toBe(400);
  });

  it('lets two tabs of one device refresh at the same moment', async () => {
    const login = await freshLogin('shared-browser');
    const [a, b] = await Promise.all([
      requestRefreshToken(t.app, login.refresh_token, 'shared-browser'),
      requestRefreshToken(t.app, login.refresh_token, 'shared-browser'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await requestRefreshToken(t.app, a.json().refresh_token, 'shared-browser')).statusCode).toBe(200);
  });

  it('revokes the family when the token comes from another device', async () => {
    const login = await freshLogin('laptop');
    const stolen = await requestRefreshToken(t.app, login.refresh_token, 'attacker');
    expect(stolen.statusCode).toBe(400);
    expect((await requestRefreshToken(t.app, login.refresh_token, 'laptop')).statusCode).toBe(400);
  });

  it('rejects an unknown token and ends the session of a deactivated user', async () => {
    expect((await requestRefreshToken(t.app, 'made-up-token')).statusCode).toBe(400);
    const user = await createUser(t.db, 'Bidder', { userName: 'leaver' });
    const login = await loginAs(t.app, 'leaver');
    await t.db.update(users).set({ deactivatedDate: new Date() }).where(eq(users.id, user.id));
    const response = await requestRefreshToken(t.app, login.refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LOGIN_MESSAGES.inactive);
  });

  it('accepts the two-factor fields', async () => {
    const login = await freshLogin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: login.refresh_token,
        device_id: 'test-device',
        two_factor_code: '123456',
        verification_id: '42',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401 for an expired, forged or missing token', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.userName, 'hammer'));
    const expired = await new SignJWT({ name: 'hammer', role: 'Auctioneer', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user!.id))
      .setIssuer('bidright')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.deps.jwtSecret);
    const forged = await new SignJWT({ name: 'hammer', role: 'Admin', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user!.id))
      .setIssuer('bidright')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    for (const token of [expired, forged, 'garbage']) {
      const response = await t.app.inject({ url: '/api/user/me', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
    }
    expect((await t.app.inject({ url: '/api/user/me' })).statusCode).toBe(401);
  });
});
