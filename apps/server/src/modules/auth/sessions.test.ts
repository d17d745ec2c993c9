import { LOGIN_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  loginAs,
  requestPasswordToken,
  requestRefreshToken,
  type TestApp,
} from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { endUserSessions } from './end-sessions';

/** Issue 12: sessions end at once (session version), Log Out revokes, and company status gates staff. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const revoke = (payload: Record<string, string>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/revocation',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
    payload: new URLSearchParams(payload).toString(),
  });

describe('ending sessions', () => {
  it('refuses every access token of a user once endUserSessions ran, and their refresh tokens', async () => {
    const user = await createUser(t.db, 'Bidder');
    const first = await loginAs(t.app, user.userName);
    const second = await loginAs(t.app, user.userName, 'Demo1234', { deviceId: 'phone' });
    expect((await me(first.access_token)).statusCode).toBe(200);
    await endUserSessions(t.db, user.id);
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await requestRefreshToken(t.app, first.refresh_token)).statusCode).toBe(400);
    // A new login works and gets the new version.
    expect((await me((await loginAs(t.app, user.userName)).access_token)).statusCode).toBe(200);
  });

  it('a bidder deactivating the account ends its sessions at once', async () => {
    const user = await createUser(t.db, 'Bidder');
    const { access_token: token } = await loginAs(t.app, user.userName);
    const deactivated = await t.app.inject({ method: 'DELETE', url: '/api/bidders', headers: bearer(token) });
    expect(deactivated.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions; the changing one carries on after one refresh', async () => {
    const user = await createUser(t.db, 'Bidder');
    const here = await loginAs(t.app, user.userName);
    const elsewhere = await loginAs(t.app, user.userName, 'Demo1234', { deviceId: 'other' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(here.access_token),
      payload: { currentPassword: 'Demo1234', newPassword: 'Changed12' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere.access_token)).statusCode).toBe(401);
    expect((await requestRefreshToken(t.app, elsewhere.refresh_token, 'other')).statusCode).toBe(400);
    expect((await me(here.access_token)).statusCode).toBe(401);
    const refreshed = await requestRefreshToken(t.app, here.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().access_token)).statusCode).toBe(200);
  });
});

describe('Log Out: POST /connect/revocation', () => {
  it('revokes the refresh-token family of the presented token, and only that one', async () => {
    const user = await createUser(t.db, 'Bidder');
    const here = await loginAs(t.app, user.userName);
    const elsewhere = await loginAs(t.app, user.userName, 'Demo1234', { deviceId: 'other' });
    const out = await revoke({ token: here.refresh_token }, here.access_token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ revoked: true });
    expect((await requestRefreshToken(t.app, here.refresh_token)).statusCode).toBe(400);
    expect((await requestRefreshToken(t.app, elsewhere.refresh_token, 'other')).statusCode).toBe(200);
  });

  it('answers 200 for an unknown token (nothing to tell)', async () => {
    const out = await revoke({ token: 'not-a-token' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ revoked: false });
  });
});

describe('company status', () => {
  it("a Pending company's staff sign in and see their profile, and nothing else", async () => {
    const company = await createCompany(t.db, { status: 'Pending' });
    const user = await createUser(t.db, 'Auctioneer', { companyId: company.id });
    const { access_token: token } = await loginAs(t.app, user.userName);
    expect((await me(token)).statusCode).toBe(200);
    const cases = await t.app.inject({
      method: 'POST',
      url: '/api/cases/list',
      headers: bearer(token),
      payload: { pagination: { pageNumber: 1, pageSize: 10 } },
    });
    expect(cases.statusCode).toBe(403);
    expect(cases.json().message).toBe(LOGIN_MESSAGES.companyNotActive);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/bidder/bidder/name',
      headers: bearer(token),
    });
    expect(search.statusCode).toBe(403);
    const auction = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(token),
      payload: {},
    });
    expect(auction.statusCode).toBe(403);
    // Approved: the same token now works.
    await t.db.update(companies).set({ status: 'Active' }).where(eq(companies.id, company.id));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/bidder/bidder/name',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
  });

  for (const status of ['Declined', 'Inactive'] as const) {
    it(`${status} companies' users cannot sign in, nor refresh`, async () => {
      const company = await createCompany(t.db);
      const user = await createUser(t.db, 'Employee', { companyId: company.id });
      const before = await loginAs(t.app, user.userName);
      await t.db.update(companies).set({ status }).where(eq(companies.id, company.id));
      const login = await requestPasswordToken(t.app, user.userName, 'Demo1234');
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toBe(
        status === 'Declined' ? LOGIN_MESSAGES.companyDeclined : LOGIN_MESSAGES.companyInactive,
      );
      expect((await requestRefreshToken(t.app, before.refresh_token)).statusCode).toBe(400);
      // A wrong password is answered as for anyone, so the company status is not revealed without it.
      expect((await requestPasswordToken(t.app, user.userName, 'Wrong1234')).json().message).toBe(
        LOGIN_MESSAGES.invalidCredentials,
      );
    });
  }
});
