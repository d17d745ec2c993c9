import { LOGIN_MESSAGES } from '@bidright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestPasswordToken, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { MAX_FAILED_LOGINS } from './login-throttle';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_IP_LIMIT_PER_MINUTE: '12' });
  await createUser(t.db, 'Bidder', { userName: 'target' });
  await createUser(t.db, 'Bidder', { userName: 'bystander' });
});
afterAll(() => t.close());

describe('login throttling', () => {
  it('locks an account after repeated wrong passwords, even for the right one', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      const response = await requestPasswordToken(t.app, 'target', 'Wrong1234', { ip: `10.0.0.${attempt}` });
      expect(response.statusCode).toBe(400);
    }
    const locked = await requestPasswordToken(t.app, 'target', 'Demo1234', { ip: '10.0.1.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_MESSAGES.throttledAccount.replace('{minutes}', '15'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is unaffected.
    expect((await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip: '10.0.1.2' })).statusCode).toBe(
      200,
    );
  });

  it('limits token requests per IP address', async () => {
    const ip = '192.0.2.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      statuses.push((await requestPasswordToken(t.app, 'no-such-user', 'Wrong1234', { ip })).statusCode);
    }
    expect(statuses.slice(0, 12).every((status) => status === 400)).toBe(true);
    const last = await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: LOGIN_MESSAGES.throttledIp });
    expect(last.headers['retry-after']).toBeDefined();
    // A different address still gets through.
    expect((await requestPasswordToken(t.app, 'bystander', 'Demo1234', { ip: '192.0.2.8' })).statusCode).toBe(
      200,
    );
  });
});
