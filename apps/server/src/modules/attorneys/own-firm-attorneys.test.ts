import { CLIENT_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attorneys, clientCompanies, clients } from '../../db/schema/index';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';

/**
 * Issue 31 item 10: a law-firm client manages its own firm's attorneys (add, edit, remove, make primary),
 * and never another firm's.
 */

let t: TestApp;
let token: string;
let firmId: number;
let otherFirmId: number;
let selfId: number;
let colleagueId: number;
let strangerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  const [firm] = await t.db.insert(clients).values({ name: 'Own Firm LLP' }).returning();
  const [other] = await t.db.insert(clients).values({ name: 'Other Firm LLP' }).returning();
  firmId = firm!.id;
  otherFirmId = other!.id;
  await t.db.insert(clientCompanies).values([
    { clientId: firmId, companyId: company.id, linkedSince: new Date() },
    { clientId: otherFirmId, companyId: company.id, linkedSince: new Date() },
  ]);
  const user = await createUser(t.db, 'Client', { companyId: company.id });
  const rows = await t.db
    .insert(attorneys)
    .values([
      {
        clientId: firmId,
        userId: user.id,
        firstName: 'Self',
        lastName: 'Own',
        email: user.email,
        isPrimary: true,
      },
      { clientId: firmId, firstName: 'Colleague', lastName: 'Own', email: 'colleague@own.example' },
      {
        clientId: otherFirmId,
        firstName: 'Stranger',
        lastName: 'Other',
        email: 'stranger@other.example',
        isPrimary: true,
      },
    ])
    .returning();
  [selfId, colleagueId, strangerId] = rows.map((row) => row.id) as [number, number, number];
  token = (await loginAs(t.app, user.userName)).access_token;
});
afterAll(async () => t?.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const primaryOf = async (clientId: number) =>
  (await t.db.select().from(attorneys).where(eq(attorneys.clientId, clientId)))
    .filter((row) => row.isPrimary)
    .map((row) => row.id);

describe("a client and the own firm's attorneys", () => {
  it('makes a colleague the primary attorney: exactly one primary remains', async () => {
    const answer = await call('PUT', `/api/attorneys/${firmId}/${colleagueId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(CLIENT_MESSAGES.primaryChanged);
    expect(await primaryOf(firmId)).toEqual([colleagueId]);
    // Back again, so the other cases start from the seeded state.
    expect((await call('PUT', `/api/attorneys/${firmId}/${selfId}`)).statusCode).toBe(200);
    expect(await primaryOf(firmId)).toEqual([selfId]);
  });

  it("cannot make another firm's attorney primary, through either id; nothing changes", async () => {
    expect((await call('PUT', `/api/attorneys/${otherFirmId}/${strangerId}`)).statusCode).toBe(403);
    expect((await call('PUT', `/api/attorneys/${firmId}/${strangerId}`)).statusCode).toBe(403);
    expect((await call('PUT', `/api/attorneys/${otherFirmId}/${colleagueId}`)).statusCode).toBe(403);
    expect(await primaryOf(firmId)).toEqual([selfId]);
    expect(await primaryOf(otherFirmId)).toEqual([strangerId]);
  });

  it("cannot edit or remove another firm's attorney, nor add to it", async () => {
    const edit = await call('PUT', `/api/attorneys/${strangerId}`, {
      firstName: 'Hijacked',
      lastName: 'Other',
      email: 'stranger@other.example',
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/attorneys/${strangerId}`)).statusCode).toBe(403);
    const [stranger] = await t.db.select().from(attorneys).where(eq(attorneys.id, strangerId));
    expect(stranger?.firstName).toBe('Stranger');
    // The add call has no firm in it: the attorney always joins the caller's own firm.
    const added = await call('POST', '/api/attorneys', {
      firstName: 'New',
      lastName: 'Hire',
      email: 'new.hire@own.example',
    });
    expect(added.statusCode).toBe(200);
    const [row] = await t.db.select().from(attorneys).where(eq(attorneys.email, 'new.hire@own.example'));
    expect(row?.clientId).toBe(firmId);
    expect(row?.isPrimary).toBe(false);
  });

  it('adds attorneys only while the firm is Active', async () => {
    await t.db.update(clients).set({ status: 'Inactive' }).where(eq(clients.id, firmId));
    const refused = await call('POST', '/api/attorneys', {
      firstName: 'Late',
      lastName: 'Hire',
      email: 'late.hire@own.example',
    });
    await t.db.update(clients).set({ status: 'Active' }).where(eq(clients.id, firmId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CLIENT_MESSAGES.clientInactive);
    const rows = await t.db.select().from(attorneys).where(eq(attorneys.email, 'late.hire@own.example'));
    expect(rows).toHaveLength(0);
  });

  it('bad input changes nothing and names the field', async () => {
    const answer = await call('PUT', `/api/attorneys/${colleagueId}`, {
      firstName: '',
      lastName: 'Own',
      email: 'not-an-email',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors ?? {})).toEqual(expect.arrayContaining(['firstName', 'email']));
    const [colleague] = await t.db.select().from(attorneys).where(eq(attorneys.id, colleagueId));
    expect(colleague?.firstName).toBe('Colleague');
  });
});
