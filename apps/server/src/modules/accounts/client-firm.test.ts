import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attorneys, clientCompanies, clients } from '../../db/schema/index';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { caller, createBidderUser } from './test/test-kit';

/** Issue 6 audit: the client's own firm (its details, attorneys and updates), for clients only. */

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(async () => t?.close());

const newBidder = () => createBidderUser(t);

describe("the client's own firm: GET/PUT /api/clients, POST /api/attorneys/list", () => {
  let clientToken: string;
  let firmId: number;
  let otherFirmId: number;
  let companyId: number;

  beforeAll(async () => {
    const company = await createCompany(t.db);
    companyId = company.id;
    const [firm] = await t.db
      .insert(clients)
      .values({
        name: 'Smith Law',
        streetLine1: '10 Court St',
        city: 'Chicago',
        stateCode: 'IL',
        zipCode: '60602',
        phoneNumber: '3125559000',
        email: 'office@smithlaw.example',
      })
      .returning();
    const [other] = await t.db.insert(clients).values({ name: 'Other Firm' }).returning();
    firmId = firm!.id;
    otherFirmId = other!.id;
    await t.db
      .insert(clientCompanies)
      .values({ clientId: firmId, companyId, linkedSince: new Date('2025-03-04T15:00:00Z') });
    const user = await createUser(t.db, 'Client', { companyId });
    await t.db.insert(attorneys).values([
      { clientId: firmId, userId: user.id, firstName: 'Sam', lastName: 'Smith', email: user.email },
      ...Array.from({ length: 6 }, (_, i) => ({
        clientId: firmId,
        firstName: `Atty${i}`,
        lastName: `Lawyer${i}`,
        email: `atty${i}@smithlaw.example`,
        isPrimary: i === 3,
      })),
      { clientId: otherFirmId, firstName: 'Olga', lastName: 'Other', email: 'olga@other.example' },
    ]);
    clientToken = (await loginAs(t.app, user.userName)).access_token;
  });

  it('answers the firm details with its link to the session company', async () => {
    const response = await call('GET', '/api/clients', clientToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: String(firmId),
      name: 'Smith Law',
      streetLine1: '10 Court St',
      streetLine2: null,
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60602',
      phoneNumber: '3125559000',
      email: 'office@smithlaw.example',
      logoUrl: null,
      status: 'Active',
      linkedSince: '2025-03-04T15:00:00.000Z',
    });
  });

  it('lists the own attorneys, primary first, five to a page', async () => {
    const first = await call('POST', '/api/attorneys/list', clientToken, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(7);
    expect(first.json().data).toHaveLength(5);
    expect(first.json().data[0]).toMatchObject({ firstName: 'Atty3', isPrimary: true });
    const second = await call('POST', '/api/attorneys/list', clientToken, { pagination: { current: 2 } });
    expect(second.json().data).toHaveLength(2);
    const all = [...first.json().data, ...second.json().data].map((a: { lastName: string }) => a.lastName);
    expect(all).not.toContain('Other');
  });

  it('updates name and address; the name is required, the address optional; bad input changes nothing', async () => {
    const missing = await call('PUT', '/api/clients', clientToken, { name: '  ', city: 'Evanston' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.name).toBe(ACCOUNT_MESSAGES.fieldRequired);
    const badZip = await call('PUT', '/api/clients', clientToken, { name: 'Smith Law', zipCode: '12' });
    expect(badZip.json().errors.zipCode).toBe('Please enter a valid zip code!');
    const [unchanged] = await t.db.select().from(clients).where(eq(clients.id, firmId));
    expect(unchanged).toMatchObject({ name: 'Smith Law', city: 'Chicago' });

    const saved = await call('PUT', '/api/clients', clientToken, {
      name: ' Smith & Jones Law ',
      streetLine1: '',
      city: null,
      stateCode: 'wi',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Smith & Jones Law',
      streetLine1: null,
      city: null,
      stateCode: 'WI',
      zipCode: null,
      phoneNumber: '3125559000',
    });
    const [other] = await t.db.select().from(clients).where(eq(clients.id, otherFirmId));
    expect(other!.name).toBe('Other Firm');
  });

  it('is for clients only: staff and bidders get 403, a client without a firm 404, nobody 401', async () => {
    const host = await createUser(t.db, 'Auctioneer', { companyId });
    const hostToken = (await loginAs(t.app, host.userName)).access_token;
    const bidder = await newBidder();
    for (const token of [hostToken, bidder.token]) {
      expect((await call('GET', '/api/clients', token)).statusCode).toBe(403);
      expect((await call('PUT', '/api/clients', token, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await call('POST', '/api/attorneys/list', token, {})).statusCode).toBe(403);
    }
    const loner = await createUser(t.db, 'Client');
    const lonerToken = (await loginAs(t.app, loner.userName)).access_token;
    expect((await call('GET', '/api/clients', lonerToken)).statusCode).toBe(404);
    expect((await call('PUT', '/api/clients', lonerToken, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('POST', '/api/attorneys/list', lonerToken, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/clients', null)).statusCode).toBe(401);
    const names = (await t.db.select({ name: clients.name }).from(clients)).map((row) => row.name);
    expect(names).not.toContain('Hijacked');
  });
});
