import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginAs,
  requestPasswordToken,
  requestRefreshToken,
  type TestApp,
} from '../../test/app';
import { createUser } from '../../test/factories';
import type { TestHost } from '../../test/live-fixtures';
import { adminToken, call, countRows, createHost, staffToken } from '../lots/test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const newUser = (suffix: string, role = 'Employee') => ({
  firstName: 'Eve',
  lastName: 'Employee',
  phoneNumber: '(312) 555-0199',
  role,
  userName: `eve.${suffix}`,
  email: `eve.${suffix}@example.com`,
  password: 'Secret12',
});

describe('company users', () => {
  it('an auctioneer adds users to the own company and lists them; employees and others cannot', async () => {
    const added = await call(t, 'POST', '/api/auctioneers/add', host.token, newUser('one'));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ role: 'Employee', userName: 'eve.one', deactivatedDate: null });
    await loginAs(t.app, 'eve.one', 'Secret12');

    const list = await call(t, 'POST', '/api/auctioneers/list', host.token, { search: 'eve' });
    expect(list.json().data.map((u: { userName: string }) => u.userName)).toEqual(['eve.one']);
    const all = await call(t, 'POST', '/api/auctioneers/list', host.token);
    expect(all.json().total).toBe(2);
    const others = await call(t, 'POST', '/api/auctioneers/list', other.token, {});
    expect(others.json().data.map((u: { userName: string }) => u.userName)).not.toContain('eve.one');

    const employee = await staffToken(t, host.companyId, 'Employee');
    expect((await call(t, 'POST', '/api/auctioneers/list', employee, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/auctioneers/add', employee, newUser('two'))).statusCode).toBe(403);
  });

  it('refuses a taken username or e-mail and a bad role, writing nothing', async () => {
    const before = await countRows(t, 'users');
    const taken = await call(t, 'POST', '/api/auctioneers/add', host.token, newUser('one'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({
      userName: 'Username is unavailable!',
      email: 'Email is unavailable!',
    });
    const role = await call(t, 'POST', '/api/auctioneers/add', host.token, newUser('three', 'Admin'));
    expect(role.statusCode).toBe(400);
    const weak = await call(t, 'POST', '/api/auctioneers/add', host.token, {
      ...newUser('four'),
      password: 'abc',
    });
    expect(weak.json().errors.password).toBe('Password must be at least 6 characters long!');
    expect(await countRows(t, 'users')).toBe(before);
  });

  it('Account Details: own company or admin; save and role switch', async () => {
    const user = await createUser(t.db, 'Employee', { companyId: host.companyId });
    const loaded = await call(t, 'GET', `/api/auctioneers/${user.id}`, host.token);
    expect(loaded.json()).toMatchObject({ userId: String(user.id), role: 'Employee', deactivatedDate: null });
    expect((await call(t, 'GET', `/api/auctioneers/${user.id}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/auctioneers/${user.id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auctioneers/999999', host.token)).statusCode).toBe(404);
    const bidder = await createUser(t.db, 'Bidder');
    expect((await call(t, 'GET', `/api/auctioneers/${bidder.id}`, admin)).statusCode).toBe(404);

    const body = {
      firstName: 'New',
      lastName: 'Name',
      email: user.email,
      phoneNumber: '3125550100',
      role: 'Auctioneer',
    };
    const saved = await call(t, 'PUT', `/api/auctioneers/${user.id}`, host.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'New', role: 'Auctioneer' });
    expect((await call(t, 'PUT', `/api/auctioneers/${user.id}`, other.token, body)).statusCode).toBe(403);
    const clash = await call(t, 'PUT', `/api/auctioneers/${user.id}`, host.token, {
      ...body,
      email: 'eve.one@example.com',
    });
    expect(clash.json().message).toBe('Email is unavailable!');
  });

  it('deactivation ends the sessions at once: refresh fails and sign-in is refused; activation restores', async () => {
    const user = await createUser(t.db, 'Employee', { companyId: host.companyId });
    const session = await loginAs(t.app, user.userName);
    const off = await call(t, 'PUT', `/api/auctioneers/${user.id}/false`, host.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Successfully deactivated the account!');
    expect(off.json().deactivatedDate).not.toBeNull();
    expect((await requestRefreshToken(t.app, session.refresh_token)).statusCode).toBe(400);
    expect((await requestPasswordToken(t.app, user.userName, 'Demo1234')).statusCode).not.toBe(200);

    expect((await call(t, 'PUT', `/api/auctioneers/${user.id}/true`, other.token)).statusCode).toBe(403);
    const on = await call(t, 'PUT', `/api/auctioneers/${user.id}/true`, admin);
    expect(on.json()).toMatchObject({
      message: 'Successfully activated the account!',
      deactivatedDate: null,
    });
    await loginAs(t.app, user.userName);

    const self = await call(t, 'PUT', `/api/auctioneers/${host.auctioneerId}/false`, host.token);
    expect(self.statusCode).toBe(400);
    expect((await call(t, 'PUT', `/api/auctioneers/${user.id}/maybe`, host.token)).statusCode).toBe(400);
  });
});
