import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import {
  ACCOUNT_MAX_DELAY_SECONDS,
  ACCOUNT_SLOW_AFTER,
  ACCOUNT_SLOWED_MESSAGE,
  accountDelaySeconds,
  accountKey,
} from './account-slow-down';
import { knownDeviceCookieName } from './known-device';

/**
 * Issue 42 (point 6), ADR 0068: failed sign-ins on one account from many addresses slow further tries on
 * that account, with a growing delay; a device that signed in before is never slowed; other accounts are
 * untouched; the per-(name, address) throttle stays as it was. Nothing sleeps: the waits are ended by
 * moving the stored timestamps.
 */

let t: TestApp;
let owner: { id: number };
let ownerCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, 'Bidder', { userName: 'much-guessed' });
  await createUser(t.db, 'Bidder', { userName: 'left-alone' });
});
afterAll(() => t.close());

/** A password grant from `ip`, with the Cookie header a browser would send to the token endpoint. */
function signIn(
  userName: string,
  password: string,
  ip: string,
  cookie?: string,
  app: FastifyInstance = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password,
      device_id: 'slow-down-test',
      client_id: 'bidright-web',
      scope: 'offline_access',
    }).toString(),
  });
}

/** The stored row of a typed name: what every process reads. */
const stored = async (userName: string) =>
  (
    await queryRows<{ failed_count: number; wait: number | null }>(
      t.db,
      sql`select failed_count, extract(epoch from next_try_at - now())::float8 as wait
          from account_login_failures where key = ${accountKey(userName)}`,
    )
  )[0];

/** Ends the current wait, as time passing would. */
const waitOver = (userName: string) =>
  t.db.execute(
    sql`update account_login_failures set next_try_at = now() - interval '1 second' where key = ${accountKey(userName)}`,
  );

const slowedMessage = (seconds: number) => ACCOUNT_SLOWED_MESSAGE.replace('{seconds}', String(seconds));

/**
 * A refusal for the wait of `seconds`: 429, Retry-After and the message name the time left, which is the
 * full wait or, on a slow machine, a second less (the database's clock runs between the two requests).
 */
function expectSlowed(response: Awaited<ReturnType<typeof signIn>>, seconds: number) {
  expect(response.statusCode).toBe(429);
  const left = Number(response.headers['retry-after']);
  expect([seconds - 1, seconds]).toContain(left);
  expect(response.json().message).toBe(slowedMessage(left));
}

describe('the account-wide slow-down', () => {
  it('gives a signed-in device a long-lived, httpOnly, signed cookie for that account', async () => {
    const first = await signIn('much-guessed', 'Demo1234', '10.50.0.1');
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${knownDeviceCookieName(owner.id)}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/connect/token');
    expect(header).toMatch(/Max-Age=\d{8}/);
    ownerCookie = header.split(';')[0]!;
  });

  it('slows every address after 20 failures from 50 addresses, and the known device still signs in', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 50; n += 1)
      statuses.push((await signIn('much-guessed', `Guess${n}`, `10.60.0.${n}`)).statusCode);
    // Each address tried once, so the per-pair throttle never engaged: the account-wide count did this.
    expect(statuses.slice(0, ACCOUNT_SLOW_AFTER)).toEqual(Array(ACCOUNT_SLOW_AFTER).fill(400));
    expect(statuses.slice(ACCOUNT_SLOW_AFTER)).toEqual(Array(50 - ACCOUNT_SLOW_AFTER).fill(429));
    expect((await stored('much-guessed'))?.failed_count).toBe(ACCOUNT_SLOW_AFTER);

    // A further try from a new address is refused with Retry-After and a clear message, right password or not.
    expectSlowed(await signIn('much-guessed', 'Demo1234', '10.61.0.1'), 2);

    // The device that signed in before is not slowed.
    expect((await signIn('much-guessed', 'Demo1234', '10.62.0.1', ownerCookie)).statusCode).toBe(200);
    // A cookie of another account, or a forged one, is no way in.
    const forged = `${knownDeviceCookieName(owner.id)}=${ownerCookie.split('=')[1]!.slice(0, -2)}xx`;
    expect((await signIn('much-guessed', 'Demo1234', '10.62.0.2', forged)).statusCode).toBe(429);
    const other = `${knownDeviceCookieName(owner.id + 1)}=${ownerCookie.split('=')[1]}`;
    expect((await signIn('much-guessed', 'Demo1234', '10.62.0.3', other)).statusCode).toBe(429);
  });

  it('the delay grows with each further failure, up to its cap', async () => {
    for (const [n, seconds] of [4, 8, 16].entries()) {
      await waitOver('much-guessed');
      expect((await signIn('much-guessed', 'Wrong1234', `10.63.0.${n}`)).statusCode).toBe(400);
      expectSlowed(await signIn('much-guessed', 'Wrong1234', `10.64.0.${n}`), seconds);
      expect(accountDelaySeconds(ACCOUNT_SLOW_AFTER + n + 1)).toBe(seconds);
    }

    await t.db.execute(
      sql`update account_login_failures set failed_count = 60, next_try_at = now() - interval '1 second'
          where key = ${accountKey('much-guessed')}`,
    );
    expect((await signIn('much-guessed', 'Wrong1234', '10.65.0.1')).statusCode).toBe(400);
    expectSlowed(await signIn('much-guessed', 'Wrong1234', '10.65.0.2'), ACCOUNT_MAX_DELAY_SECONDS);
    // The owner's device is still let in, however long the wait.
    expect((await signIn('much-guessed', 'Demo1234', '10.65.0.3', ownerCookie)).statusCode).toBe(200);
  });

  it('holds across processes: another server on the same database slows the account too', async () => {
    const second = await buildApp(t.app.deps);
    await second.ready();
    try {
      expect((await signIn('much-guessed', 'Demo1234', '10.66.0.1', undefined, second)).statusCode).toBe(429);
      expect((await signIn('much-guessed', 'Demo1234', '10.66.0.2', ownerCookie, second)).statusCode).toBe(
        200,
      );
    } finally {
      await second.close();
    }
  });

  it('leaves other accounts alone, from the same addresses', async () => {
    expect((await signIn('left-alone', 'Demo1234', '10.60.0.1')).statusCode).toBe(200);
    expect((await signIn('left-alone', 'Wrong1234', '10.60.0.2')).statusCode).toBe(400);
    expect((await signIn('left-alone', 'Demo1234', '10.60.0.3')).statusCode).toBe(200);
    expect(await stored('left-alone')).toMatchObject({ failed_count: 1, wait: null });
  });

  it('slows a name that is no account the same way, so the 429 tells nothing about which names exist', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= ACCOUNT_SLOW_AFTER + 1; n += 1)
      statuses.push((await signIn('nobody-by-this-name', `Guess${n}`, `10.70.0.${n}`)).statusCode);
    expect(statuses.at(-2)).toBe(400);
    expectSlowed(await signIn('nobody-by-this-name', 'Demo1234', '10.70.1.1'), 2);
  });
});
