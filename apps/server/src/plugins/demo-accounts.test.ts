import { LOGIN_CLIENTS } from '@bidright/domain';
import { DEMO_ACCOUNTS_PATH } from '@bidright/domain/demo-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { REAL_PROVIDERS } from '../test/production-config';

/**
 * Issue 31 item 14: the login pages' demo-account shortcuts come from the server, which offers them only
 * outside production, only to this machine, and only for the demo accounts the database holds.
 */

let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  dev = await createTestApp({ NODE_ENV: 'development' });
  prod = await createTestApp({ NODE_ENV: 'production', ...REAL_PROVIDERS });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const demoAccounts = (t: TestApp, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: DEMO_ACCOUNTS_PATH, remoteAddress });

describe('GET /dev/demo-accounts', () => {
  it('lists none while the database holds no demo account', async () => {
    const answer = await demoAccounts(dev);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ accounts: [] });
  });

  it('lists the demo accounts present and active, in order, with a password that signs in', async () => {
    await createUser(dev.db, 'Client', { userName: 'client' });
    await createUser(dev.db, 'Admin', { userName: 'admin' });
    await createUser(dev.db, 'Bidder', { userName: 'bidder2', deactivatedDate: new Date() });
    await createUser(dev.db, 'Bidder', { userName: 'someone.else' });
    const answer = await demoAccounts(dev);
    expect(answer.statusCode).toBe(200);
    const { accounts } = answer.json();
    expect(accounts.map((account: { userName: string }) => account.userName)).toEqual(['admin', 'client']);
    expect(accounts[1]).toEqual({
      role: 'Client',
      userName: 'client',
      label: 'Client (Wabash & Monroe LLP)',
      password: 'Demo1234',
    });
    const token = await dev.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: LOGIN_CLIENTS.web,
        username: accounts[1].userName,
        password: accounts[1].password,
        device_id: 'demo-test',
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
  });

  it('answers only this machine', async () => {
    expect((await demoAccounts(dev, '203.0.113.9')).statusCode).toBe(404);
  });

  it('does not exist in production, even with the demo accounts in the database', async () => {
    await createUser(prod.db, 'Client', { userName: 'client' });
    const answer = await demoAccounts(prod);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Demo1234');
    const [client] = await prod.db.select().from(users).where(eq(users.userName, 'client'));
    expect(client).toBeTruthy();
  });
});
