import { LOGIN_MESSAGES } from '@bidright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestPasswordToken, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { FIRST_LOCK_MINUTES, LOCK_AFTER } from './login-throttle';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_IP_LIMIT_PER_MINUTE: '12' });
  await createUser(t.db, 'Bidder', { userName: 'target' });
  await createUser(t.db, 'Bidder', { userName: 'bystander' });
});
afterAll(() => t.close());

describe('login throttling', () => {
  /** The statuses of LOCK_AFTER wrong passwords and one right one, all from `ip`. */
  async function guessThenTry(userName: string, ip: string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOCK_AFTER; attempt += 1)
      statuses.push((await requestPasswordToken(t.app, userName, 'Wrong1234', { ip })).statusCode);
    const last = await requestPasswordToken(t.app, userName, 'Demo1234', { ip });
    return { statuses, last };
  }

  it('answers unknown and known user names alike, lock included', async () => {
    const known = await guessThenTry('target', '10.0.0.1');
    const unknown = await guessThenTry('no-such-person', '10.0.0.2');
    expect(known.statuses).toEqual(Array(LOCK_AFTER).fill(400));
    expect(unknown.statuses).toEqual(known.statuses);
    // The pair is locked now: even the right password is refused, and a name that does not exist is
    // refused the same way, so the lock tells nothing about which names exist.
    expect(known.last.statusCode).toBe(429);
    expect(unknown.last.statusCode).toBe(429);
    const message = LOGIN_MESSAGES.throttledAccount.replace('{minutes}', String(FIRST_LOCK_MINUTES));
    expect(known.last.json().message).toBe(message);
    expect(unknown.last.json().message).toBe(message);
    expect(known.last.headers['retry-after']).toBe(unknown.last.headers['retry-after']);
  });

  it("a stranger's guesses never lock the owner out from their own address", async () => {
    // 'target' is locked for 10.0.0.1 (previous test); the owner signs in from elsewhere.
    expect((await requestPasswordToken(t.app, 'target', 'Demo1234', { ip: '10.0.9.9' })).statusCode).toBe(
      200,
    );
    // And another account on the guessing address is unaffected.
    expect((await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip: '10.0.0.1' })).statusCode).toBe(
      200,
    );
  });

  it('limits token requests per IP address', async () => {
    const ip = '192.0.2.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      statuses.push(
        (await requestPasswordToken(t.app, `no-such-user-${attempt}`, 'Wrong1234', { ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((status) => status === 400)).toBe(true);
    const last = await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: LOGIN_MESSAGES.throttledIp, code: 'LOGIN_THROTTLED' });
    expect(last.headers['retry-after']).toBeDefined();
    // A different address still gets through.
    expect((await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip: '192.0.2.8' })).statusCode).toBe(
      200,
    );
  });
});
