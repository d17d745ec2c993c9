import { ADMIN_MESSAGES, LOGIN_CLIENTS, type TSystemUserListBody } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  createTestApp,
  loginAs,
  requestPasswordToken,
  requestRefreshToken,
  type TestApp,
} from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { createBidder, createHost } from '../../test/live-fixtures';
import { call } from '../lots/test/test-kit';
import { soldLot } from '../reports/test/report-fixtures';
import { eachSystemUser, listSystemUsers } from './list-system-users';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, 'Admin', { userName: 'root-admin' });
  adminId = user.id;
  admin = (await loginAs(t.app, user.userName, undefined, { clientId: LOGIN_CLIENTS.admin })).access_token;
});
afterAll(async () => t?.close());

const NEW_ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada.admin@example.com',
  userName: 'ada-admin',
  phone: '(312) 555-0100',
  password: 'Secret12',
};

describe('admins', () => {
  it('creating an admin requires a password, a phone and an e-mail', async () => {
    for (const field of ['password', 'phone', 'email'] as const) {
      const { [field]: _left, ...body } = NEW_ADMIN;
      const response = await call(t, 'POST', '/api/admins', admin, body);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await call(t, 'POST', '/api/admins', admin, { ...NEW_ADMIN, password: 'short' })).json().message,
    ).toBe('Password must be at least 6 characters long!');
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where role = 'Admin'`,
    )) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('creates, lists, updates, deactivates and activates an admin', async () => {
    const created = await call(t, 'POST', '/api/admins', admin, NEW_ADMIN);
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(ADMIN_MESSAGES.adminSaved);
    const id = created.json().id;
    const login = await loginAs(t.app, 'ada-admin', 'Secret12', { clientId: LOGIN_CLIENTS.admin });
    expect((await call(t, 'POST', '/api/admins', admin, NEW_ADMIN)).json().errors).toMatchObject({
      email: ADMIN_MESSAGES.emailTaken,
      userName: ADMIN_MESSAGES.userNameTaken,
    });

    const list = await call(t, 'POST', '/api/admins/list', admin, { search: 'ada' });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, phoneNumber: '3125550100', role: 'Admin' }] });

    const { password: _p, ...update } = NEW_ADMIN;
    const saved = await call(t, 'PUT', `/api/admins/${id}`, admin, { ...update, lastName: 'Lovelace' });
    expect(saved.statusCode).toBe(200);

    const off = await call(t, 'PUT', `/api/admins/${id}/false`, admin);
    expect(off.json().message).toBe(ADMIN_MESSAGES.adminDeactivated);
    expect((await requestRefreshToken(t.app, login.refresh_token)).statusCode).not.toBe(200);
    expect(
      (await requestPasswordToken(t.app, 'ada-admin', 'Secret12', { clientId: LOGIN_CLIENTS.admin }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, 'PUT', `/api/admins/${id}/true`, admin)).json().message).toBe(
      ADMIN_MESSAGES.adminActivated,
    );
    expect(
      (await requestPasswordToken(t.app, 'ada-admin', 'Secret12', { clientId: LOGIN_CLIENTS.admin }))
        .statusCode,
    ).toBe(200);
    const [row] = await queryRows<{ last_name: string }>(
      t.db,
      sql`select last_name from users where id = ${Number(id)}`,
    );
    expect(row!.last_name).toBe('Lovelace');
  });

  it('an admin cannot deactivate themself', async () => {
    const response = await call(t, 'PUT', `/api/admins/${adminId}/false`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.cannotDeactivateSelf);
  });
});

describe('auctioneers and bidders lists', () => {
  it('lists every host user with the company, and bidders with their verification', async () => {
    const company = await createCompany(t.db, { name: 'Listall Auctions' });
    await createUser(t.db, 'Auctioneer', { companyId: company.id, firstName: 'Listall' });
    await createUser(t.db, 'Employee', { companyId: company.id, firstName: 'Listall' });
    const auctioneers = await call(t, 'POST', '/api/auctioneers/listall', admin, { search: 'listall' });
    expect(auctioneers.json().total).toBe(2);
    expect(auctioneers.json().data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Listall Auctions',
      'Listall Auctions',
    ]);
    const bidder = await createBidder(t);
    const bidders = await call(t, 'POST', '/api/bidders/list', admin, { search: bidder.userName });
    expect(bidders.json().data).toMatchObject([{ id: String(bidder.id), isVerified: true }]);
  });
});

describe('bidders', () => {
  it('looks bidders up from 3 characters', async () => {
    const bidder = await createBidder(t);
    expect((await call(t, 'GET', '/api/bidders/lookup/bi', admin)).json().message).toBe(
      ADMIN_MESSAGES.lookupTooShort,
    );
    const found = await call(t, 'GET', `/api/bidders/lookup/${bidder.userName}`, admin);
    expect(found.json()).toMatchObject([{ id: String(bidder.id), userName: bidder.userName }]);
  });

  it('shows the admin bidder view with balances, wins, history and phones', async () => {
    const host = await createHost(t);
    const { high, auctionId } = await soldLot(t, host);
    const view = await call(t, 'GET', `/api/bidders/${high.id}`, admin);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({
      id: String(high.id),
      isVerified: true,
      totalWins: 1,
      phones: [{ number: '3125550199', isPrimary: true }],
      configuredAuthenticatorApp: false,
    });
    // The pending win locks its down payment (10% of $101,000) out of the $1,000,000 balance.
    expect(body.lockedBalance).toBe(10_100);
    expect(body.availableBalance).toBe(1_000_000 - 10_100);
    expect(body.auctionHistory).toMatchObject([{ auctionId: String(auctionId), bidCount: 1, wins: 1 }]);
    expect((await call(t, 'GET', `/api/bidders/${host.auctioneerId}`, admin)).statusCode).toBe(404);
  });

  it('saves, deactivates and activates a bidder', async () => {
    const bidder = await createBidder(t);
    const other = await createBidder(t);
    const body = {
      firstName: 'Bea',
      lastName: 'Bidder',
      email: `bea-${bidder.id}@example.com`,
      userName: bidder.userName,
      address1: '1 Main St',
      city: 'Chicago',
      state: 'il',
      zip: '60601',
    };
    expect((await call(t, 'PUT', `/api/bidders/${bidder.id}`, admin, body)).json().message).toBe(
      ADMIN_MESSAGES.bidderSaved,
    );
    const [row] = await queryRows<{ first_name: string; state_code: string }>(
      t.db,
      sql`select u.first_name, b.state_code from users u join bidders b on b.user_id = u.id where u.id = ${bidder.id}`,
    );
    expect(row).toEqual({ first_name: 'Bea', state_code: 'IL' });
    const taken = await call(t, 'PUT', `/api/bidders/${bidder.id}`, admin, {
      ...body,
      userName: other.userName,
    });
    expect(taken.json().errors).toEqual({ userName: ADMIN_MESSAGES.userNameTaken });
    expect((await call(t, 'PUT', `/api/bidders/${bidder.id}`, admin, { ...body, city: '' })).statusCode).toBe(
      400,
    );

    const off = await call(t, 'PUT', `/api/bidders/activate/${bidder.id}`, admin, { isActive: false });
    expect(off.json().message).toBe(ADMIN_MESSAGES.bidderDeactivated);
    const [ended] = await queryRows<{ session_version: number }>(
      t.db,
      sql`select session_version from users where id = ${bidder.id}`,
    );
    expect(Number(ended!.session_version)).toBeGreaterThan(0);
    expect((await call(t, 'PUT', `/api/bidders/activate/${bidder.id}`, admin)).json().message).toBe(
      ADMIN_MESSAGES.bidderActivated,
    );
    const [active] = await queryRows<{ deactivated_date: string | null }>(
      t.db,
      sql`select deactivated_date from users where id = ${bidder.id}`,
    );
    expect(active!.deactivated_date).toBeNull();
  });

  it('deleting a bidder erases the personal data and keeps the bids and the sale', async () => {
    const host = await createHost(t);
    const { high, highBidId, lotId } = await soldLot(t, host);
    const response = await call(t, 'DELETE', `/api/bidders/${high.id}/delete`, admin);
    expect(response.json().message).toBe(ADMIN_MESSAGES.bidderDeleted);
    const [user] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select u.user_name, u.email, u.first_name, u.phone_number, u.deactivated_date, b.birth_date, b.street_line1
        from users u left join bidders b on b.user_id = u.id where u.id = ${high.id}`,
    );
    expect(user).toMatchObject({
      user_name: `deleted-bidder-${high.id}`,
      email: `deleted-bidder-${high.id}@deleted.invalid`,
      first_name: 'Deleted',
      phone_number: null,
      birth_date: null,
      street_line1: null,
    });
    expect(user!.deactivated_date).not.toBeNull();
    const count = async (table: string, column: string) =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.db,
            sql.raw(`select count(*) as n from ${table} where ${column} = ${high.id}`),
          )
        )[0]!.n,
      );
    expect(await count('bidder_phones', 'user_id')).toBe(0);
    expect(await count('bank_accounts', 'bidder_id')).toBe(0);
    expect(await count('bids', 'bidder_id')).toBe(1);
    // The purchase profile named on the sale stays for the court record.
    expect(await count('purchase_profiles', 'bidder_id')).toBe(1);
    const [lot] = await queryRows<{ winner_bid_id: number }>(
      t.db,
      sql`select winner_bid_id from lots where id = ${lotId}`,
    );
    expect(String(lot!.winner_bid_id)).toBe(highBidId);
    const [ended] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*) as n from refresh_tokens where user_id = ${high.id} and revoked_at is null`,
    );
    expect(Number(ended!.n)).toBe(0);
    expect((await requestPasswordToken(t.app, high.userName, 'Demo1234')).statusCode).toBe(400);
  });
});

describe('Excel exports', () => {
  it('streams the admins list as an .xlsx with a timestamped name', async () => {
    await createUser(t.db, 'Admin', { firstName: 'Exported' });
    const response = await call(t, 'POST', '/api/admins/listexcel', admin, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="Admins_\d{8}_\d{6}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*) as n from users where role = 'Admin'`,
    )) as [{ n: number }];
    expect(sheet.rowCount).toBe(Number(n) + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('First Name');
    const names = [];
    for (let i = 2; i <= sheet.rowCount; i += 1) names.push(sheet.getRow(i).getCell(2).value);
    expect(names).toContain('Exported');
  });

  it('exports bidders and auctioneers for admins only', async () => {
    const bidder = await createBidder(t);
    for (const url of ['/api/bidders/listexcel', '/api/auctioneers/listallexcel', '/api/admins/listexcel']) {
      expect((await call(t, 'POST', url, bidder.token, {})).statusCode).toBe(403);
    }
    const response = await call(t, 'POST', '/api/bidders/listexcel', admin, { search: bidder.userName });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe(bidder.userName);
  });
});

describe('users exports read on from the last user (keyset)', () => {
  it('sends every user once in the list order, with ties on the sorted column, whatever the batch size', async () => {
    // Three admins share a first name: the order among them is by id, descending, as on the screen.
    // Their sign-up times differ only below the millisecond, which a JavaScript Date cannot hold.
    for (const micros of ['123400', '123600', '123000']) {
      const twin = await createUser(t.db, 'Admin', { firstName: 'Twin' });
      await t.db.execute(
        sql`update users set created_at = ${`2026-01-02T03:04:05.${micros}Z`} where id = ${twin.id}`,
      );
    }
    for (const sorter of [
      undefined,
      { field: 'firstName', order: 'ascend' },
      { field: 'createdDate', order: 'descend' },
    ]) {
      const body = (sorter ? { sorter } : {}) as TSystemUserListBody;
      const screen: string[] = [];
      for (let current = 1; ; current += 1) {
        const page = await listSystemUsers(t.db, 'admins', { ...body, pagination: { current } });
        screen.push(...page.data.map((row) => row.id));
        if (screen.length >= page.total) break;
      }
      for (const batchSize of [1, 4]) {
        const exported: string[] = [];
        for await (const row of eachSystemUser(t.db, 'admins', body, batchSize)) exported.push(row.id);
        expect(exported).toEqual(screen);
      }
    }
  });
});

describe('authorization', () => {
  it('refuses every admin users call to non-admins', async () => {
    const bidder = await createBidder(t);
    const company = await createCompany(t.db);
    const staff = await createUser(t.db, 'Auctioneer', { companyId: company.id });
    const staffToken = (await loginAs(t.app, staff.userName)).access_token;
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/admins/list'],
      ['POST', '/api/admins'],
      ['PUT', `/api/admins/${adminId}`],
      ['PUT', `/api/admins/${adminId}/false`],
      ['POST', '/api/auctioneers/listall'],
      ['POST', '/api/bidders/list'],
      ['GET', '/api/bidders/lookup/bidder'],
      ['GET', `/api/bidders/${bidder.id}`],
      ['PUT', `/api/bidders/${bidder.id}`],
      ['PUT', `/api/bidders/activate/${bidder.id}`],
      ['DELETE', `/api/bidders/${bidder.id}/delete`],
    ];
    for (const [method, url] of calls) {
      expect((await call(t, method, url, staffToken, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t, method, url, bidder.token, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t, method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
