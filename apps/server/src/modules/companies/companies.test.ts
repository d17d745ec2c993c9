import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { createCompany } from '../../test/factories';
import type { TestHost } from '../../test/live-fixtures';
import {
  adminToken,
  call,
  createHost,
  EXE,
  fileOfUrl,
  multipart,
  staffToken,
  storedFiles,
} from '../lots/test/test-kit';

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

const form = {
  name: 'Lakeside Auctions',
  phoneNumber: '(312) 555-0101',
  isPublic: true,
  streetLine1: '1 Main St',
  streetLine2: '',
  city: 'Chicago',
  stateCode: 'il',
  zipCode: '60601',
  timeZone: 'America/Chicago',
  supportEmail: 'help@lakeside.example',
  website: 'https://lakeside.example',
  description: 'Foreclosure sales in Cook County.',
};

function send(method: 'PUT' | 'POST', url: string, token: string, field: string, name: string, data: Buffer) {
  const body = multipart({}, { field, name, type: 'application/octet-stream', data });
  return t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

const bigPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();

describe('company settings', () => {
  it('staff read their own company; employees may not save; auctioneers save with the form rules', async () => {
    const read = await call(t, 'GET', '/api/companies', employee);
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(String(host.companyId));

    expect((await call(t, 'PUT', '/api/companies', employee, form)).statusCode).toBe(403);

    const saved = await call(t, 'PUT', '/api/companies', host.token, form);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Lakeside Auctions',
      stateCode: 'IL',
      phoneNumber: '3125550101',
    });

    const long = await call(t, 'PUT', '/api/companies', host.token, {
      ...form,
      description: 'x'.repeat(251),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.description).toBe('Must be at most 250 characters!');
    const missing = await call(t, 'PUT', '/api/companies', host.token, {
      ...form,
      city: '',
      timeZone: 'Mars/Base',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      city: 'Field is required!',
      timeZone: 'Please select a valid time zone!',
    });
  });

  it('a pending or declined company cannot change its settings; an admin can', async () => {
    const pending = await createCompany(t.db, { status: 'Pending' });
    const token = await staffToken(t, pending.id, 'Auctioneer');
    // Until approved its staff see the settings read-only (part 3 §4); every write is refused by the guard.
    expect((await call(t, 'GET', '/api/companies', token)).statusCode).toBe(200);
    const refused = await call(t, 'PUT', '/api/companies', token, { ...form, name: 'Pending Co' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your company account is not active yet.');
    const byAdmin = await call(t, 'PUT', `/api/companies/${pending.id}`, admin, {
      ...form,
      name: 'Pending Co',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().status).toBe('Pending');
  });

  it('the {companyId} paths are for admins only; a duplicate name is refused', async () => {
    expect((await call(t, 'GET', `/api/companies/${other.companyId}`, host.token)).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/companies/${host.companyId}`, host.token, form)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/companies/${other.companyId}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/companies/999999', admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/companies', admin)).statusCode).toBe(403);
    const clash = await call(t, 'PUT', `/api/companies/${other.companyId}`, admin, form);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(
      'A duplicate company already exists, please contact the administrator for assistance.',
    );
  });

  it('timezone and lookups', async () => {
    const zones = await call(t, 'GET', '/api/companies/timezone', employee);
    expect(zones.json()).toContainEqual({ id: 'America/Chicago', displayName: 'Central Time (US & Canada)' });
    const own = await call(t, 'GET', '/api/companies/lookup', host.token);
    expect(own.json()).toEqual([{ id: String(host.companyId), name: expect.any(String) }]);
    const all = await call(t, 'GET', '/api/companies/lookup', admin);
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    expect((await call(t, 'GET', '/api/companies/lookupattorney', host.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/companies/timezone')).statusCode).toBe(401);
  });
});

describe('logo and background image', () => {
  it('re-encodes an image to a bounded WebP, replaces the old file, and removes it on DELETE', async () => {
    const first = await send('PUT', '/api/companies/logo', host.token, 'Logo', 'logo.jpg', await bigPhoto());
    expect(first.statusCode).toBe(200);
    const logoUrl = first.json().logoUrl as string;
    const meta = await sharp(readFileSync(fileOfUrl(t, logoUrl))).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(600);

    const bg = await send(
      'PUT',
      '/api/companies/backgroundimage',
      host.token,
      'BackgroundImage',
      'bg.jpg',
      await bigPhoto(),
    );
    const bgMeta = await sharp(readFileSync(fileOfUrl(t, bg.json().backgroundImageUrl))).metadata();
    expect(bgMeta.width).toBeLessThanOrEqual(1920);
    expect(bgMeta.height).toBeLessThanOrEqual(1080);

    const second = await send(
      'PUT',
      '/api/companies/logo',
      host.token,
      'Logo',
      'logo2.png',
      await bigPhoto(),
    );
    const files = storedFiles(t).filter((key) => key.startsWith(`companies/${host.companyId}/logo`));
    expect(files).toEqual([second.json().logoUrl.replace(/^\/files\//, '')]);

    expect((await call(t, 'DELETE', '/api/companies/logo', employee)).statusCode).toBe(403);
    const removed = await call(t, 'DELETE', '/api/companies/logo', host.token);
    expect(removed.json().logoUrl).toBeNull();
    expect(storedFiles(t).filter((key) => key.startsWith(`companies/${host.companyId}/logo`))).toEqual([]);
  });

  it('checks the content, not the name: a renamed executable or a fake image is refused and nothing is stored', async () => {
    const before = storedFiles(t).length;
    const exe = await send('PUT', '/api/companies/logo', host.token, 'Logo', 'logo.png', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('The image must be a JPEG, PNG, WebP or GIF file.');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('junk'),
    ]);
    expect((await send('PUT', '/api/companies/logo', host.token, 'Logo', 'x.png', fake)).statusCode).toBe(
      400,
    );
    expect(storedFiles(t).length).toBe(before);
    expect(
      (await send('PUT', '/api/companies/logo', employee, 'Logo', 'l.jpg', await bigPhoto())).statusCode,
    ).toBe(403);
  });

  it('admins upload on the {companyId} path; staff cannot use it', async () => {
    const ok = await send(
      'PUT',
      `/api/companies/${other.companyId}/logo`,
      admin,
      'Logo',
      'l.jpg',
      await bigPhoto(),
    );
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, other.companyId));
    expect(row!.logoUrl).toBe(ok.json().logoUrl);
    const denied = await send(
      'PUT',
      `/api/companies/${other.companyId}/logo`,
      host.token,
      'Logo',
      'l.jpg',
      await bigPhoto(),
    );
    expect(denied.statusCode).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/companies/${other.companyId}/backgroundimage`, admin)).statusCode,
    ).toBe(200);
  });
});

// Wire instructions (upload with the two-step code, versions, stamped download): wire-instructions.test.ts.
