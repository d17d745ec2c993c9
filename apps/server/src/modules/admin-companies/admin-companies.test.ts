import { ADMIN_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, loginAs, requestRefreshToken, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { adminToken, call } from '../lots/test/test-kit';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

async function pendingCompany(name: string) {
  const company = await createCompany(t.db, {
    name,
    status: 'Pending',
    supportEmail: `support@${name.toLowerCase().replace(/\W/g, '')}.test`,
  });
  const manager = await createUser(t.db, 'Auctioneer', { companyId: company.id });
  return { company, manager };
}

const outbox = (recipient: string) =>
  queryRows<{ subject: string; body: string }>(
    t.db,
    sql`select subject, body from dev_outbox where channel = 'email' and recipient = ${recipient} order by id`,
  );

describe('POST /api/companies/list', () => {
  it('pages by 10, searches by name and filters by status', async () => {
    for (let i = 0; i < 11; i += 1)
      await createCompany(t.db, { name: `Listing Co ${i}`, status: i < 3 ? 'Pending' : 'Active' });
    const first = await call(t, 'POST', '/api/companies/list', admin, { search: 'listing co' });
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(11);
    expect(first.json().data).toHaveLength(10);
    const second = await call(t, 'POST', '/api/companies/list', admin, {
      search: 'Listing Co',
      pagination: { current: 2 },
    });
    expect(second.json().data).toHaveLength(1);
    const pending = await call(t, 'POST', '/api/companies/list', admin, {
      search: 'Listing',
      statuses: ['Pending'],
    });
    expect(pending.json().total).toBe(3);
    expect(pending.json().data.every((row: { status: string }) => row.status === 'Pending')).toBe(true);
    const sorted = await call(t, 'POST', '/api/companies/list', admin, {
      search: 'Listing',
      sorter: { field: 'name', order: 'ascend' },
    });
    expect(sorted.json().data[0].name).toBe('Listing Co 0');
  });

  it('is for admins only', async () => {
    const company = await createCompany(t.db);
    const auctioneer = await createUser(t.db, 'Auctioneer', { companyId: company.id });
    const token = (await loginAs(t.app, auctioneer.userName)).access_token;
    expect((await call(t, 'POST', '/api/companies/list', token, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/companies/list', undefined, {})).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', `/api/companies/${company.id}/approve`, token, { isApproved: true })).statusCode,
    ).toBe(403);
    expect((await call(t, 'PUT', `/api/companies/${company.id}/false`, token)).statusCode).toBe(403);
  });
});

describe('PUT /api/companies/{id}/approve', () => {
  it('approves a pending company and e-mails its managers', async () => {
    const { company, manager } = await pendingCompany('Approve Me Auctions');
    const response = await call(t, 'PUT', `/api/companies/${company.id}/approve`, admin, {
      isApproved: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: String(company.id),
      status: 'Active',
      message: ADMIN_MESSAGES.companyApproved,
    });
    const mails = await outbox(manager.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('approved');
    expect(await outbox(company.supportEmail!)).toHaveLength(1);
    // Approving twice is a conflict, not a second e-mail.
    expect(
      (await call(t, 'PUT', `/api/companies/${company.id}/approve`, admin, { isApproved: true })).statusCode,
    ).toBe(409);
    expect(await outbox(manager.email)).toHaveLength(1);
  });

  it("declines a pending company, ends its users' sessions and tells them", async () => {
    const { company, manager } = await pendingCompany('Decline Me Auctions');
    const login = await loginAs(t.app, manager.userName);
    const response = await call(t, 'PUT', `/api/companies/${company.id}/approve`, admin, {
      isApproved: false,
    });
    expect(response.json().status).toBe('Declined');
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from companies where id = ${company.id}`,
    );
    expect(row!.status).toBe('Declined');
    expect((await requestRefreshToken(t.app, login.refresh_token)).statusCode).not.toBe(200);
    expect((await outbox(manager.email))[0]!.subject).toContain('not approved');
    // Declined stays declined until an admin approves it after all.
    expect((await call(t, 'PUT', `/api/companies/${company.id}/true`, admin)).statusCode).toBe(409);
    expect(
      (await call(t, 'PUT', `/api/companies/${company.id}/approve`, admin, { isApproved: true })).json()
        .status,
    ).toBe('Active');
  });

  it('refuses a bad body and an unknown company without changing anything', async () => {
    const { company } = await pendingCompany('Bad Body Auctions');
    expect(
      (await call(t, 'PUT', `/api/companies/${company.id}/approve`, admin, { isApproved: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'PUT', '/api/companies/999999/approve', admin, { isApproved: true })).statusCode,
    ).toBe(404);
    expect((await call(t, 'PUT', `/api/companies/${company.id}/maybe`, admin)).statusCode).toBe(400);
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from companies where id = ${company.id}`,
    );
    expect(row!.status).toBe('Pending');
  });
});

describe('PUT /api/companies/{id}/{true|false}', () => {
  it('deactivates an active company, ending every session of its staff, then activates it again', async () => {
    const company = await createCompany(t.db, { name: 'Toggle Auctions' });
    const employee = await createUser(t.db, 'Employee', { companyId: company.id });
    const login = await loginAs(t.app, employee.userName);
    const off = await call(t, 'PUT', `/api/companies/${company.id}/false`, admin);
    expect(off.json()).toMatchObject({ status: 'Inactive', message: ADMIN_MESSAGES.companyDeactivated });
    expect((await requestRefreshToken(t.app, login.refresh_token)).statusCode).not.toBe(200);
    const [version] = await queryRows<{ session_version: number }>(
      t.db,
      sql`select session_version from users where id = ${employee.id}`,
    );
    expect(Number(version!.session_version)).toBeGreaterThan(0);
    const on = await call(t, 'PUT', `/api/companies/${company.id}/true`, admin);
    expect(on.json()).toMatchObject({ status: 'Active', message: ADMIN_MESSAGES.companyActivated });
    // A pending company must be approved, not activated.
    const { company: pending } = await pendingCompany('Still Pending Auctions');
    expect((await call(t, 'PUT', `/api/companies/${pending.id}/true`, admin)).statusCode).toBe(409);
  });
});
