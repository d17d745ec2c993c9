import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attorneys } from '../../db/schema/index';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { type CaseWorld, caseSnapshot, createCaseVia, createCaseWorld } from './test/case-fixtures';

/** The case form's pickers: the client (law firm) lookup and that client's attorneys, then saving both. */
let t: TestApp;
let w: CaseWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createCaseWorld(t);
  await t.db.insert(attorneys).values({
    clientId: w.firmA,
    firstName: 'Aaron',
    lastName: 'Zimmer',
    email: 'aaron.zimmer@example.com',
    phone: '3125550144',
  });
});
afterAll(() => t.close());

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

describe('GET /api/clients/lookup', () => {
  it("offers staff the active firms linked to their company, and nothing else's", async () => {
    const own = (await get('/api/clients/lookup', w.tokens.employee)).json() as {
      id: string;
      name: string;
    }[];
    expect(own.map((row) => row.id)).toEqual([String(w.firmA)]);
    await t.db.execute(sql`update clients set status = 'Inactive' where id = ${w.firmA}`);
    expect((await get('/api/clients/lookup', w.tokens.auctioneer)).json()).toEqual([]);
    await t.db.execute(sql`update clients set status = 'Active' where id = ${w.firmA}`);
    expect((await get('/api/clients/lookup', w.tokens.client)).statusCode).toBe(403);
    expect((await get('/api/clients/lookup', w.tokens.bidder)).statusCode).toBe(403);
  });
});

describe('POST /api/attorneys/{clientId}/list', () => {
  it("lists a linked client's attorneys, primary first, then by name", async () => {
    for (const token of [w.tokens.auctioneer, w.tokens.employee, w.tokens.admin]) {
      const response = await post(`/api/attorneys/${w.firmA}/list`, token, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          expect.objectContaining({
            id: String(w.attorneyA),
            firstName: 'Karen',
            lastName: 'Okafor',
            isPrimary: true,
          }),
          {
            id: expect.any(String),
            firstName: 'Aaron',
            lastName: 'Zimmer',
            email: 'aaron.zimmer@example.com',
            phone: '3125550144',
            isPrimary: false,
          },
        ],
        total: 2,
      });
    }
    // A body may be left out; pages are honoured.
    const page = await post(`/api/attorneys/${w.firmA}/list`, w.tokens.auctioneer, {
      pagination: { current: 2, pageSize: 1 },
    });
    expect(page.json().data.map((row: { lastName: string }) => row.lastName)).toEqual(['Zimmer']);
    expect((await post(`/api/attorneys/${w.firmA}/list`, w.tokens.auctioneer)).statusCode).toBe(200);
  });

  it('refuses firms not linked to the company, other roles and unknown firms', async () => {
    expect((await post(`/api/attorneys/${w.firmB}/list`, w.tokens.auctioneer, {})).statusCode).toBe(403);
    expect((await post(`/api/attorneys/${w.firmA}/list`, w.tokens.otherHost, {})).statusCode).toBe(403);
    expect((await post(`/api/attorneys/${w.firmA}/list`, w.tokens.client, {})).statusCode).toBe(403);
    expect((await post(`/api/attorneys/${w.firmA}/list`, w.tokens.bidder, {})).statusCode).toBe(403);
    expect((await post(`/api/attorneys/${w.firmA}/list`, null, {})).statusCode).toBe(401);
    const unknown = await post('/api/attorneys/99999999/list', w.tokens.auctioneer, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Client is not found!', code: 'NOT_FOUND' });
    expect((await post('/api/attorneys/abc/list', w.tokens.auctioneer, {})).statusCode).toBe(400);
  });
});

describe('a case created with the picked client and attorney', () => {
  it('keeps both and shows the attorney by name on the case detail', async () => {
    const id = await createCaseVia(w, { clientId: w.firmA, attorneyId: w.attorneyA });
    expect(await caseSnapshot(w, id)).toMatchObject({ attorney_id: w.attorneyA });
    const detail = (await get(`/api/cases/${id}`, w.tokens.employee)).json();
    expect(detail).toMatchObject({ attorneyId: String(w.attorneyA), attorneyName: 'Karen Okafor' });
    const without = (await get(`/api/cases/${await createCaseVia(w)}`, w.tokens.employee)).json();
    expect(without).toMatchObject({ attorneyId: null, attorneyName: null });
  });
});
