import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bidderPhones, passwordResetTokens, users } from '../../db/schema/index';
import { createTestApp, loginAs, requestPasswordToken, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { totpCode } from '../auth/totp';
import { caller, createBidderUser, freshPhone, lastCode, outbox } from './test/test-kit';

/**
 * Issue 6 audit: the authenticator state the profile pages read, code and reset token lifetimes and
 * limits, and ownership of every account call (denied calls change nothing).
 */

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(async () => t?.close());

const newBidder = () => createBidderUser(t);

/** Completes a login that asks for the authenticator code. */
function completeWithCode(refreshToken: string, deviceId: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      device_id: deviceId,
      two_factor_code: code,
    }).toString(),
  });
}

describe('authenticator status of staff and clients (served by GET /api/user/me)', () => {
  it('an auctioneer reads off → set up → on (login answers configuredGoogleAuth) → removed → off', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, 'Auctioneer', { companyId: company.id });
    const { access_token: token, configuredGoogleAuth } = await loginAs(t.app, user.userName);
    expect(configuredGoogleAuth).toBe(false);
    expect((await call('GET', '/api/user/me', token)).json()).toMatchObject({
      configuredAuthenticatorApp: false,
      twoFactorMethod: null,
    });

    const setup = await call('PUT', '/api/auctioneers/authenticator', token, { password: 'Demo1234' });
    expect(setup.statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', token)).json()).toMatchObject({
      configuredAuthenticatorApp: true,
      twoFactorMethod: 'authenticator',
    });
    // A new device must give the code; the completed login still reports the authenticator.
    const pending = (
      await requestPasswordToken(t.app, user.userName, 'Demo1234', { deviceId: 'tab' })
    ).json();
    expect(pending).toMatchObject({ required2FA: true, configuredGoogleAuth: true });
    const secret = setup.json().manualEntrySetupCode.replaceAll(' ', '');
    const done = await completeWithCode(pending.refresh_token, 'tab', await totpCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ required2FA: false, configuredGoogleAuth: true });

    // Removing it needs the password or a current code: the code just used does not count twice.
    expect((await call('DELETE', '/api/auctioneers/authenticator', token)).statusCode).toBe(400);
    const replayed = await call('DELETE', '/api/auctioneers/authenticator', token, {
      code: await totpCode(secret),
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(ACCOUNT_MESSAGES.verificationCodeInvalid);
    expect(
      (await call('DELETE', '/api/auctioneers/authenticator', token, { password: 'Wrong1234' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/user/me', token)).json().configuredAuthenticatorApp).toBe(true);
    expect(
      (await call('DELETE', '/api/auctioneers/authenticator', token, { password: 'Demo1234' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/user/me', token)).json()).toMatchObject({
      configuredAuthenticatorApp: false,
      twoFactorMethod: null,
    });
    expect((await loginAs(t.app, user.userName, 'Demo1234', { deviceId: 'tab' })).configuredGoogleAuth).toBe(
      false,
    );
  });

  it('a client sets up an authenticator on the same call; its next login asks for the code', async () => {
    const client = await createUser(t.db, 'Client');
    const { access_token: token } = await loginAs(t.app, client.userName);
    const setup = await call('PUT', '/api/auctioneers/authenticator', token, { password: 'Demo1234' });
    expect(setup.statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', token)).json().configuredAuthenticatorApp).toBe(true);
    const pending = (
      await requestPasswordToken(t.app, client.userName, 'Demo1234', { deviceId: 'c2' })
    ).json();
    expect(pending).toMatchObject({ required2FA: true, configuredGoogleAuth: true });
    const secret = setup.json().manualEntrySetupCode.replaceAll(' ', '');
    expect((await completeWithCode(pending.refresh_token, 'c2', await totpCode(secret))).statusCode).toBe(
      200,
    );
    await call('DELETE', '/api/auctioneers/authenticator', token, { password: 'Demo1234' });
    expect((await call('GET', '/api/user/me', token)).json().configuredAuthenticatorApp).toBe(false);
  });

  it('bidders use their own call; the other one is refused and changes nothing', async () => {
    const bidder = await newBidder();
    expect(
      (await call('PUT', '/api/auctioneers/authenticator', bidder.token, { password: 'Demo1234' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/bidders', bidder.token)).json().configuredAuthenticatorApp).toBe(false);
    // Without the password (a borrowed session) nothing changes.
    const refused = await call('PUT', '/api/bidders/authenticator', bidder.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect((await call('GET', '/api/bidders', bidder.token)).json().configuredAuthenticatorApp).toBe(false);
    expect(
      (await call('PUT', '/api/bidders/authenticator', bidder.token, { password: 'Demo1234' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/bidders', bidder.token)).json().configuredAuthenticatorApp).toBe(true);
    expect((await call('GET', '/api/user/me', bidder.token)).json().configuredAuthenticatorApp).toBe(true);
    expect((await call('PUT', '/api/auctioneers/authenticator', null)).statusCode).toBe(401);
  });
});

describe('codes: expiry and limits per phone and per account', () => {
  it('an expired registration code is refused with its text and creates nothing', async () => {
    const phone = freshPhone();
    const { id } = (await call('GET', `/api/bidderverify/sms/${phone}`, null)).json();
    const code = await lastCode(t.app, phone);
    await queryRows(
      t.db,
      sql`update verification_codes set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const response = await call('POST', '/api/bidders', null, {
      firstName: 'Eve',
      lastName: 'Expired',
      email: `eve${phone}@example.com`,
      phoneNumber: phone,
      birthDate: '1990-05-06',
      streetLine1: '5 Oak St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60614',
      userName: `eve${phone}`,
      password: 'Secret12',
      dca: true,
      verificationId: id,
      verificationCode: code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.verificationCodeExpired);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.userName, `eve${phone}`)),
    ).toHaveLength(0);
  });

  it('an expired phone code is refused and the phone stays unverified', async () => {
    const bidder = await newBidder();
    const phone = freshPhone();
    const sent = (
      await call('POST', '/api/bidderphones/verification', bidder.token, { number: phone })
    ).json();
    const code = await lastCode(t.app, phone);
    await queryRows(
      t.db,
      sql`update verification_codes set expires_at = now() where id = ${Number(sent.id)}`,
    );
    const response = await call('POST', `/api/bidderphones/verification/${sent.id}`, bidder.token, { code });
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.verificationCodeExpired);
    expect((await call('GET', '/api/bidderphones', bidder.token)).json()).toMatchObject([
      { number: phone, verifiedDate: null },
    ]);
  });

  it('limits an account across phones (30 s gap); the refused request adds no phone', async () => {
    const bidder = await newBidder();
    const first = freshPhone();
    const second = freshPhone();
    expect(
      (await call('POST', '/api/bidderphones/verification', bidder.token, { number: first })).statusCode,
    ).toBe(200);
    const refused = await call('POST', '/api/bidderphones/verification', bidder.token, { number: second });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    const phones = (await call('GET', '/api/bidderphones', bidder.token)).json();
    expect(phones.map((p: { number: string }) => p.number)).toEqual([first]);
    expect((await outbox(t.app)).some((m) => m.recipient === second)).toBe(false);
  });

  it('limits an account to five codes an hour', async () => {
    const bidder = await newBidder();
    await queryRows(
      t.db,
      sql`insert into verification_codes (purpose, user_id, phone, code_hash, expires_at, created_at)
      select 'phone', ${bidder.id}, '3125599' || lpad(n::text, 3, '0'), 'x', now(), now() - (n || ' minutes')::interval
        from generate_series(1, 5) n`,
    );
    const refused = await call('POST', '/api/bidderphones/verification', bidder.token, {
      number: freshPhone(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes requested\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect((await call('GET', '/api/bidderphones', bidder.token)).json()).toEqual([]);
  });
});

describe('reset tokens: single use and short-lived', () => {
  async function mailedToken(userName: string, email: string) {
    expect((await call('GET', `/api/user/password/${userName}`, null)).statusCode).toBe(200);
    const mail = (await outbox(t.app)).find((m) => m.channel === 'email' && m.recipient === email);
    return new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  }

  it('an expired link is invalid and leaves the password alone', async () => {
    const user = await createUser(t.db, 'Bidder');
    const token = await mailedToken(user.userName, user.email);
    await queryRows(
      t.db,
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const check = await call('PUT', '/api/user/token', null, { userName: user.userName, token });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    const reset = await call('POST', '/api/user/password', null, {
      userName: user.userName,
      token,
      password: 'NewPass1',
    });
    expect(reset.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect((await requestPasswordToken(t.app, user.userName, 'Demo1234')).statusCode).toBe(200);
  });

  it("is bound to its user: another user's name is refused", async () => {
    const user = await createUser(t.db, 'Bidder');
    const other = await createUser(t.db, 'Bidder');
    const token = await mailedToken(user.userName, user.email);
    const reset = await call('POST', '/api/user/password', null, {
      userName: other.userName,
      token,
      password: 'NewPass1',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect((await requestPasswordToken(t.app, other.userName, 'Demo1234')).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/token', null, { userName: user.userName, token })).statusCode).toBe(
      200,
    );
  });

  it('a new password spends every link still out (by reset or by change)', async () => {
    const user = await createUser(t.db, 'Bidder');
    const older = await mailedToken(user.userName, user.email);
    // Past the one-a-minute resend gap, a second e-mail goes out.
    await queryRows(
      t.db,
      sql`update password_reset_tokens set created_at = now() - interval '2 minutes' where user_id = ${user.id}`,
    );
    const newer = await mailedToken(user.userName, user.email);
    expect(newer).not.toBe(older);
    expect(
      (
        await call('POST', '/api/user/password', null, {
          userName: user.userName,
          token: newer,
          password: 'NewPass1',
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call('POST', '/api/user/password', null, {
      userName: user.userName,
      token: older,
      password: 'Hacked12',
    });
    expect(stale.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect((await requestPasswordToken(t.app, user.userName, 'NewPass1')).statusCode).toBe(200);

    await queryRows(
      t.db,
      sql`update password_reset_tokens set created_at = now() - interval '2 minutes' where user_id = ${user.id}`,
    );
    const outstanding = await mailedToken(user.userName, user.email);
    const { access_token } = await loginAs(t.app, user.userName, 'NewPass1');
    await call('PUT', '/api/user/password', access_token, {
      currentPassword: 'NewPass1',
      newPassword: 'Changed9',
    });
    expect(
      (await call('PUT', '/api/user/token', null, { userName: user.userName, token: outstanding }))
        .statusCode,
    ).toBe(400);
    const live = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('asks for the user name of a reset request', async () => {
    const response = await call('GET', '/api/user/password/%20', null);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.fieldRequired);
  });
});

describe('ownership: another bidder is refused (403/404) and nothing changes', () => {
  it("cannot touch a bidder's profiles, bank accounts, phones or codes", async () => {
    const alice = await newBidder();
    const bob = await newBidder();
    // Alice: a purchase profile, a linked account, two phones and a pending code.
    const profile = (
      await call('POST', '/api/purchaseprofiles', alice.token, {
        name: 'Alice Adams',
        type: 'Individual',
        phoneNumber: '3125550100',
        isSameAsBidder: true,
      })
    ).json();
    const widget = (
      await call('POST', '/api/accounts/sandbox/publictoken', alice.token, {
        institutionId: 'sbx_chase',
        accounts: [{ name: 'Checking', subType: 'checking', balance: 5000 }],
      })
    ).json();
    const [account] = (
      await call('POST', '/api/accounts/bidder', alice.token, {
        publicToken: widget.publicToken,
        accountIds: [],
      })
    ).json();
    const primary = freshPhone();
    const spare = freshPhone();
    await call('POST', '/api/bidderphones', alice.token, { number: primary });
    await call('POST', '/api/bidderphones', alice.token, { number: spare });
    const sent = (
      await call('POST', '/api/bidderphones/verification', alice.token, { number: spare })
    ).json();
    const code = await lastCode(t.app, spare);

    const before = async () => ({
      profiles: (await call('GET', '/api/purchaseprofiles', alice.token)).json(),
      accounts: (await call('GET', '/api/accounts/bidder', alice.token)).json(),
      phones: (await call('GET', '/api/bidderphones', alice.token)).json(),
      bidder: (await call('GET', '/api/bidders', alice.token)).json(),
    });
    const snapshot = await before();

    const denied: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined, number][] = [
      ['update profile', 'PUT', `/api/purchaseprofiles/${profile.id}`, { ...profile, name: 'Bob' }, 403],
      ['delete profile', 'DELETE', `/api/purchaseprofiles/${profile.id}`, undefined, 403],
      ['rename account', 'PUT', `/api/accounts/${account.id}/bidder`, { nickName: 'Bob', hide: true }, 403],
      ['verify with account', 'PUT', `/api/accounts/${account.id}/verifybidder`, undefined, 403],
      ['remove account (own id)', 'PUT', `/api/accounts/${account.id}/${bob.id}`, undefined, 403],
      ['remove account (owner id)', 'PUT', `/api/accounts/${account.id}/${alice.id}`, undefined, 403],
      ['primary phone', 'PUT', `/api/bidderphones/${spare}`, undefined, 404],
      ['delete phone', 'DELETE', `/api/bidderphones/${spare}`, undefined, 404],
      ['unknown profile', 'PUT', '/api/purchaseprofiles/999999', { ...profile, name: 'Bob' }, 404],
      ['unknown account', 'PUT', '/api/accounts/999999/bidder', { nickName: 'x', hide: false }, 404],
    ];
    for (const [what, method, url, body, status] of denied) {
      const response = await call(method, url, bob.token, body);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().message, what).toEqual(expect.any(String));
    }
    // A code is not Bob's to spend: the answer does not tell a wrong id from a wrong code.
    const stolen = await call('POST', `/api/bidderphones/verification/${sent.id}`, bob.token, { code });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(ACCOUNT_MESSAGES.verificationCodeInvalid);
    expect(await before()).toEqual(snapshot);
    expect(await t.db.select().from(bidderPhones).where(eq(bidderPhones.userId, bob.id))).toHaveLength(0);
    // Alice's code was not used up by Bob's try.
    const own = await call('POST', `/api/bidderphones/verification/${sent.id}`, alice.token, { code });
    expect(own.statusCode).toBe(200);
  });

  it('bidder calls refuse staff and clients with 403', async () => {
    const company = await createCompany(t.db);
    const host = await createUser(t.db, 'Employee', { companyId: company.id });
    const client = await createUser(t.db, 'Client');
    for (const user of [host, client]) {
      const { access_token: token } = await loginAs(t.app, user.userName);
      for (const [method, url] of [
        ['GET', '/api/bidders'],
        ['GET', '/api/purchaseprofiles'],
        ['GET', '/api/accounts/bidder'],
        ['GET', '/api/accounts/linktoken'],
        ['GET', '/api/bidderphones'],
        ['GET', '/api/bidders/lockedfunds'],
        ['PUT', '/api/bidders/authenticator'],
        ['DELETE', '/api/bidders'],
      ] as const)
        expect((await call(method, url, token)).statusCode, `${user.role} ${method} ${url}`).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.deactivatedDate).toBeNull();
    }
  });
});

describe('validation messages of part 3 §5 not covered elsewhere', () => {
  it('an empty confirmation asks to re-enter the password', async () => {
    const phone = freshPhone();
    const bidder = await call('POST', '/api/bidders', null, {
      firstName: 'Rita',
      lastName: 'Reyes',
      email: `rita${phone}@example.com`,
      phoneNumber: phone,
      birthDate: '1990-05-06',
      streetLine1: '5 Oak St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60614',
      userName: `rita${phone}`,
      password: 'Secret12',
      confirmPassword: '',
      dca: true,
      verificationId: '1',
      verificationCode: '123456',
    });
    expect(bidder.statusCode).toBe(400);
    expect(bidder.json().errors.confirmPassword).toBe(ACCOUNT_MESSAGES.confirmRequired);
    const auctioneer = await call('POST', '/api/auctioneers', null, {
      companyName: `Confirm Co ${freshPhone()}`,
      companyPhoneNumber: '3125551000',
      streetLine1: '1 Lake St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
      firstName: 'Max',
      lastName: 'Manager',
      email: `confirm${freshPhone()}@example.com`,
      phoneNumber: '3125551001',
      userName: `confirm${freshPhone()}`,
      password: 'Manager1',
      confirmPassword: '',
      dca: true,
    });
    expect(auctioneer.statusCode).toBe(400);
    expect(auctioneer.json().errors.confirmPassword).toBe(ACCOUNT_MESSAGES.confirmRequired);
  });

  // Client sign-up with a taken user name: modules/invitations/invitations.test.ts.
});
