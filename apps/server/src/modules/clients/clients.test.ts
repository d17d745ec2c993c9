import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import type { TestHost } from '../../test/live-fixtures';
import { outbox } from '../accounts/test/test-kit';
import { adminToken, call, countRows, createHost, EXE, multipart, staffToken } from '../lots/test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let employee: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  employee = await staffToken(t, host.companyId, 'Employee');
  admin = await adminToken(t);
});
afterAll(() => t.close());

const send = (
  method: 'PUT' | 'POST',
  url: string,
  token: string,
  field: string,
  name: string,
  data: Buffer,
) => {
  const body = multipart({}, { field, name, type: 'application/octet-stream', data });
  return t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

async function newClient(token: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await call(t, 'POST', '/api/clients', token, { name, ...extra });
  expect(answer.statusCode).toBe(200);
  return Number(answer.json().id);
}

const attorney = (first: string, email: string) => ({
  firstName: first,
  lastName: 'Counsel',
  email,
  phone: '',
});

async function workbook(
  rows: (string | number)[][],
  header = ['Name', 'City', 'State', 'Zip Code', 'Email'],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('clients', () => {
  it('creates, lists (own company only, Active by default, id descending) and reads a client', async () => {
    const first = await newClient(host.token, 'Alpha Law', {
      email: 'alpha@law.example',
      phoneNumber: '3125550111',
    });
    const second = await newClient(employee, 'Beta Legal');
    await newClient(host.token, 'Gamma Inactive', { status: 'Inactive' });
    await newClient(other.token, 'Other Co Firm');

    const list = await call(t, 'POST', '/api/clients/list', host.token, {});
    const names = list.json().data.map((row: { name: string }) => row.name);
    expect(names.slice(0, 2)).toEqual(['Beta Legal', 'Alpha Law']);
    expect(names).not.toContain('Gamma Inactive');
    expect(names).not.toContain('Other Co Firm');
    const all = await call(t, 'POST', '/api/clients/list', host.token, { status: 'All', search: 'gamma' });
    expect(all.json().data.map((row: { name: string }) => row.name)).toEqual(['Gamma Inactive']);
    const nonInactive = await call(t, 'POST', '/api/clients/list', host.token, {
      status: 'All',
      nonInactiveOnly: true,
    });
    expect(nonInactive.json().data.map((row: { name: string }) => row.name)).not.toContain('Gamma Inactive');

    const detail = await call(t, 'GET', `/api/clients/${first}`, employee);
    expect(detail.json()).toMatchObject({
      name: 'Alpha Law',
      status: 'Active',
      linkedSince: null,
      linkedCaseCount: 0,
    });
    const denied = await call(t, 'GET', `/api/clients/${first}`, other.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You have no permission to this page!');
    expect((await call(t, 'GET', `/api/clients/${second}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/clients/999999', host.token)).statusCode).toBe(404);
    const bidder = await createUser(t.db, 'Bidder');
    const bidderToken = (await loginAs(t.app, bidder.userName)).access_token;
    expect((await call(t, 'POST', '/api/clients/list', bidderToken, {})).statusCode).toBe(403);

    const bad = await call(t, 'POST', '/api/clients', host.token, { name: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Field is required!',
      email: 'Please enter a valid e-mail address!',
    });
  });

  it('updates and deletes; not with linked cases, not once linked, not for another company', async () => {
    const id = await newClient(host.token, 'Delta Partners');
    const updated = await call(t, 'PUT', `/api/clients/${id}`, host.token, {
      name: 'Delta Partners LLP',
      city: 'Chicago',
    });
    expect(updated.json()).toMatchObject({ name: 'Delta Partners LLP', city: 'Chicago' });
    expect((await call(t, 'PUT', `/api/clients/${id}`, other.token, { name: 'X' })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/clients/${id}`, other.token)).statusCode).toBe(403);

    await t.db.execute(sql`insert into cases (company_id, client_id, case_number, county, created_by)
      values (${host.companyId}, ${id}, '2026CH9999', 'Cook', ${host.auctioneerId})`);
    const withCase = await call(t, 'DELETE', `/api/clients/${id}`, host.token);
    expect(withCase.statusCode).toBe(400);
    expect(withCase.json().message).toBe('Cannot delete a client with linked case!');

    const linked = await newClient(host.token, 'Linked Firm');
    await t.db.execute(sql`update client_companies set linked_since = now() where client_id = ${linked}`);
    const locked = await call(t, 'PUT', `/api/clients/${linked}`, host.token, { name: 'Renamed' });
    expect(locked.statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/clients/${linked}`, host.token)).json().linkedSince).not.toBeNull();

    const gone = await newClient(host.token, 'Short Lived');
    expect((await call(t, 'DELETE', `/api/clients/${gone}`, host.token)).statusCode).toBe(200);
    expect(await countRows(t, 'clients', `id = ${gone}`)).toBe(0);
  });

  it('uploads a client logo re-encoded, refusing non-images', async () => {
    const id = await newClient(host.token, 'Logo Firm');
    const png = await sharp({ create: { width: 900, height: 900, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    const ok = await send('PUT', `/api/clients/${id}/uploadlogo`, host.token, 'model', 'logo.png', png);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logoUrl).toMatch(/\.webp$/);
    // The page shows it by that URL (issue 31: logos kept outside the public folders answered 404).
    const served = await t.app.inject({ method: 'GET', url: ok.json().logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    expect(
      (await send('PUT', `/api/clients/${id}/uploadlogo`, host.token, 'model', 'x.png', EXE)).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', `/api/clients/${id}/uploadlogo`, other.token, 'model', 'l.png', png)).statusCode,
    ).toBe(403);
  });
});

describe('client import', () => {
  it('imports a good file, skips its rows on a re-import, and imports nothing from a file with a bad row', async () => {
    const good = await workbook([
      ['Import One LLC', 'Chicago', 'IL', '60601', 'one@import.example'],
      ['Import Two LLC', 'Evanston', 'IL', '60201', ''],
    ]);
    const first = await send('POST', '/api/clients/import', host.token, 'excelFile', 'clients.xlsx', good);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 2, skipped: 0 });
    const again = await send('POST', '/api/clients/import', host.token, 'excelFile', 'clients.xlsx', good);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 2 });
    expect(await countRows(t, 'clients', "name like 'Import %'")).toBe(2);
    // Another company importing the same firms gets its own rows.
    expect(
      (await send('POST', '/api/clients/import', other.token, 'excelFile', 'c.xlsx', good)).json().imported,
    ).toBe(2);

    const before = await countRows(t, 'clients');
    const bad = await workbook([
      ['Import Three LLC', 'Chicago', 'IL', '60601', ''],
      ['', 'Chicago', 'IL', '60601', ''],
      ['Import Four LLC', 'Chicago', 'IL', '6060', 'bad-mail'],
    ]);
    const refused = await send('POST', '/api/clients/import', host.token, 'excelFile', 'bad.xlsx', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'Row 3': 'Name: Field is required!',
      'Row 4': 'Zip Code: Please enter a valid zip code!',
    });
    expect(await countRows(t, 'clients')).toBe(before);

    const notExcel = await send('POST', '/api/clients/import', host.token, 'excelFile', 'clients.xlsx', EXE);
    expect(notExcel.json().message).toBe('Please upload an Excel (.xlsx) file.');
    const client = await createUser(t.db, 'Client');
    const clientToken = (await loginAs(t.app, client.userName)).access_token;
    expect(
      (await send('POST', '/api/clients/import', clientToken, 'excelFile', 'c.xlsx', good)).statusCode,
    ).toBe(403);
  });

  it('serves a template whose header the import reads', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/clients/import/template',
      headers: bearer(host.token),
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('Name');
    const imported = await send(
      'POST',
      '/api/clients/import',
      employee,
      'excelFile',
      't.xlsx',
      template.rawPayload,
    );
    expect(imported.json().imported).toBe(1);
  });
});

describe('attorneys (staff)', () => {
  it('adds attorneys (first is primary) with an invitation e-mail, makes another primary, edits and removes', async () => {
    const clientId = await newClient(host.token, 'Attorney Firm');
    const first = await call(
      t,
      'POST',
      `/api/attorneys/${clientId}`,
      host.token,
      attorney('Ann', 'ann@firm.example'),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isPrimary: true, message: 'Successfully added a new attorney !' });
    const second = await call(
      t,
      'POST',
      `/api/attorneys/${clientId}`,
      employee,
      attorney('Bob', 'bob@firm.example'),
    );
    expect(second.json().isPrimary).toBe(false);
    const mail = (await outbox(t.app)).find((m) => m.recipient === 'bob@firm.example');
    // The invitation link carries a single-use token (issue 12): the address alone opens nothing.
    expect(mail?.body).toMatch(
      new RegExp(
        `/client-register\\?email=bob%40firm\\.example&companyId=${host.companyId}&token=[A-Za-z0-9_-]{43}`,
      ),
    );

    const dup = await call(
      t,
      'POST',
      `/api/attorneys/${clientId}`,
      host.token,
      attorney('Ann2', 'ANN@firm.example'),
    );
    expect(dup.statusCode).toBe(400);

    const primary = await call(t, 'PUT', `/api/attorneys/${clientId}/${second.json().id}`, host.token);
    expect(primary.json().message).toBe('Successfully changed the primary attorney!');
    const rows = await queryRows<{ first_name: string; is_primary: boolean }>(
      t.db,
      sql`select first_name, is_primary from attorneys where client_id = ${clientId} and is_primary`,
    );
    expect(rows.map((row) => row.first_name)).toEqual(['Bob']);

    const removePrimary = await call(
      t,
      'DELETE',
      `/api/attorneys/${second.json().id}/auctioneer`,
      host.token,
    );
    expect(removePrimary.json().message).toBe('The primary attorney cannot be removed!');
    const edited = await call(
      t,
      'PUT',
      `/api/attorneys/${first.json().id}/auctioneer`,
      host.token,
      attorney('Anne', 'anne@firm.example'),
    );
    expect(edited.json()).toMatchObject({
      firstName: 'Anne',
      message: 'Successfully updated the attorney details!',
    });
    const removed = await call(t, 'DELETE', `/api/attorneys/${first.json().id}/auctioneer`, host.token);
    expect(removed.json().message).toBe('Successfully removed the attorney!');

    // Another company cannot touch them.
    expect(
      (await call(t, 'PUT', `/api/attorneys/${clientId}/${second.json().id}`, other.token)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'POST', `/api/attorneys/${clientId}`, other.token, attorney('Eve', 'e@x.example')))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/attorneys/${second.json().id}/auctioneer`, other.token)).statusCode,
    ).toBe(403);
  });

  it('no new attorney for an Inactive client; no attorney changes once linked', async () => {
    const inactive = await newClient(host.token, 'Sleeping Firm', { status: 'Inactive' });
    const refused = await call(
      t,
      'POST',
      `/api/attorneys/${inactive}`,
      host.token,
      attorney('Zed', 'z@firm.example'),
    );
    expect(refused.json().message).toBe('New attorneys can only be added while the client is Active!');
    const linked = await newClient(host.token, 'Linked Attorneys');
    const added = await call(
      t,
      'POST',
      `/api/attorneys/${linked}`,
      host.token,
      attorney('Lin', 'lin@firm.example'),
    );
    await t.db.execute(sql`update client_companies set linked_since = now() where client_id = ${linked}`);
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/attorneys/${added.json().id}/auctioneer`,
          host.token,
          attorney('X', 'x@y.example'),
        )
      ).statusCode,
    ).toBe(400);
    expect((await call(t, 'PUT', `/api/attorneys/${linked}/${added.json().id}`, host.token)).statusCode).toBe(
      400,
    );
  });

  it('a firm linked with one company is locked for every other company working with it; each may still drop its own link', async () => {
    const shared = await newClient(host.token, 'Shared Firm LLP');
    const added = await call(
      t,
      'POST',
      `/api/attorneys/${shared}`,
      host.token,
      attorney('Sam', 'sam@shared.example'),
    );
    await t.db.execute(sql`update client_companies set linked_since = now() where client_id = ${shared}`);
    await t.db.execute(
      sql`insert into client_companies (client_id, company_id) values (${shared}, ${other.companyId})`,
    );
    const renamed = await call(t, 'PUT', `/api/clients/${shared}`, other.token, { name: 'Taken Over' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('A client linked with the company cannot be edited!');
    expect(
      (await call(t, 'POST', `/api/attorneys/${shared}`, other.token, attorney('Eve', 'eve@x.example')))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/attorneys/${added.json().id}/auctioneer`,
          other.token,
          attorney('Eve', 'eve@x.example'),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'DELETE', `/api/attorneys/${added.json().id}/auctioneer`, other.token)).statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', `/api/clients/${shared}`, host.token)).json().name).toBe('Shared Firm LLP');
    expect((await call(t, 'DELETE', `/api/clients/${shared}`, other.token)).statusCode).toBe(200);
    expect(await countRows(t, 'client_companies', `client_id = ${shared}`)).toBe(1);
    expect(await countRows(t, 'attorneys', `client_id = ${shared}`)).toBe(1);
  });

  it('lookup lists the attorneys of the company clients only', async () => {
    const mine = (await call(t, 'GET', '/api/attorneys/lookup', host.token)).json();
    const theirs = (await call(t, 'GET', '/api/attorneys/lookup', other.token)).json();
    expect(mine.some((row: { name: string }) => row.name === 'Bob Counsel')).toBe(true);
    expect(theirs.some((row: { name: string }) => row.name === 'Bob Counsel')).toBe(false);
  });
});

describe('connected companies (client side)', () => {
  it('lists, links and switches companies; the case list follows the switch', async () => {
    const firm = await newClient(host.token, 'Shared Firm');
    // The other company works with the same firm.
    await t.db.execute(
      sql`insert into client_companies (client_id, company_id) values (${firm}, ${other.companyId})`,
    );
    const user = await createUser(t.db, 'Client');
    const [me] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into attorneys (client_id, user_id, first_name, last_name, email, is_primary)
        values (${firm}, ${user.id}, 'Cara', 'Client', ${user.email}, true) returning id`,
    );
    for (const company of [host.companyId, other.companyId])
      await t.db.execute(sql`insert into cases (company_id, client_id, case_number, county, created_by)
        values (${company}, ${firm}, ${`SW-${company}`}, 'Cook', ${host.auctioneerId})`);
    let session = await loginAs(t.app, user.userName);

    const list = await call(t, 'POST', '/api/attorneys/listcompany', session.access_token, {});
    expect(list.json().total).toBe(2);
    expect(list.json().attorneyId).toBe(String(me!.id));
    expect(list.json().data.every((row: { linkedSince: string | null }) => row.linkedSince === null)).toBe(
      true,
    );

    // Not linked yet: no switch.
    const early = await call(
      t,
      'PUT',
      `/api/attorneys/${me!.id}/switch/${host.companyId}`,
      session.access_token,
    );
    expect(early.statusCode).toBe(403);
    const link = await call(t, 'PUT', `/api/attorneys/${host.companyId}/linkcompany`, session.access_token);
    expect(link.json().message).toBe('Successfully linked with the company!');
    await call(t, 'PUT', `/api/attorneys/${other.companyId}/linkcompany`, session.access_token);
    const unknown = await call(t, 'PUT', '/api/attorneys/999999/linkcompany', session.access_token);
    expect(unknown.statusCode).toBe(403);
    const linkedOnly = await call(t, 'POST', '/api/attorneys/listcompany', session.access_token, {
      isLinked: true,
    });
    expect(linkedOnly.json().total).toBe(2);
    const lookup = await call(t, 'GET', '/api/companies/lookupattorney', session.access_token);
    expect(lookup.json()).toHaveLength(2);

    const switched = await call(
      t,
      'PUT',
      `/api/attorneys/${me!.id}/switch/${other.companyId}`,
      session.access_token,
    );
    expect(switched.statusCode).toBe(200);
    session = await loginAs(t.app, user.userName);
    const cases = await call(t, 'POST', '/api/cases/listattorney', session.access_token, {});
    expect(cases.json().data.map((row: { caseNumber: string }) => row.caseNumber)).toEqual([
      `SW-${other.companyId}`,
    ]);
    const current = await call(t, 'POST', '/api/attorneys/listcompany', session.access_token, {});
    expect(current.json().data.find((row: { isCurrent: boolean }) => row.isCurrent).companyId).toBe(
      String(other.companyId),
    );

    // Someone else's attorney record cannot be used to switch.
    const stranger = await createUser(t.db, 'Client');
    const strangerToken = (await loginAs(t.app, stranger.userName)).access_token;
    expect(
      (await call(t, 'PUT', `/api/attorneys/${me!.id}/switch/${host.companyId}`, strangerToken)).statusCode,
    ).toBe(403);
    expect((await call(t, 'POST', '/api/attorneys/listcompany', host.token, {})).statusCode).toBe(403);
  });

  it('a client manages the own firm attorneys only', async () => {
    const firm = await newClient(host.token, 'Own Firm');
    const user = await createUser(t.db, 'Client');
    await t.db.execute(sql`insert into attorneys (client_id, user_id, first_name, last_name, email, is_primary)
      values (${firm}, ${user.id}, 'Olga', 'Owner', ${user.email}, true)`);
    const token = (await loginAs(t.app, user.userName)).access_token;
    const added = await call(t, 'POST', '/api/attorneys', token, attorney('Pat', 'pat@own.example'));
    expect(added.json()).toMatchObject({ isPrimary: false, message: 'Successfully added a new attorney !' });
    expect(
      (await call(t, 'PUT', `/api/attorneys/${added.json().id}`, token, attorney('Pat', 'pat2@own.example')))
        .statusCode,
    ).toBe(200);
    const foreign = await queryRows<{ id: number }>(
      t.db,
      sql`select id from attorneys where email = 'bob@firm.example'`,
    );
    expect((await call(t, 'DELETE', `/api/attorneys/${foreign[0]!.id}`, token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/attorneys/${added.json().id}`, token)).statusCode).toBe(200);
  });
});
