import { CASE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { clientCompanies, clients } from '../../db/schema/index';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { addLots, type CaseWorld, caseSnapshot, createCaseVia, createCaseWorld } from './test/case-fixtures';

let t: TestApp;
let w: CaseWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createCaseWorld(t);
});
afterAll(async () => t?.close());

const post = (url: string, token: string | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

describe('POST /api/casenotes/{caseId}', () => {
  it('adds a note, answers it and logs it', async () => {
    const id = await createCaseVia(w);
    const response = await post(`/api/casenotes/${id}`, w.tokens.employee, {
      subject: ' Title ',
      body: ' Text ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^\d+$/),
      subject: 'Title',
      body: 'Text',
      createdBy: expect.stringMatching(/^Employee Tester\d+$/),
      createdDate: expect.stringMatching(/Z$/),
    });
    const logs = await queryRows(
      t.db,
      sql`select title from activity_logs where case_id = ${id} order by id`,
    );
    expect(logs.map((l) => l.title)).toEqual(['Case created', 'Case note added']);
  });

  it('refuses an empty note (400) and allows no subject', async () => {
    const id = await createCaseVia(w);
    for (const payload of [{ subject: 'S' }, { subject: 'S', body: '   ' }]) {
      const response = await post(`/api/casenotes/${id}`, w.tokens.auctioneer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: CASE_MESSAGES.noteBodyRequired,
        code: 'INVALID_REQUEST',
        errors: { body: CASE_MESSAGES.noteBodyRequired },
      });
    }
    const tooLong = await post(`/api/casenotes/${id}`, w.tokens.auctioneer, {
      subject: 'x'.repeat(201),
      body: 'B',
    });
    expect(tooLong.json().errors).toEqual({ subject: CASE_MESSAGES.tooLong(200) });
    const noSubject = await post(`/api/casenotes/${id}`, w.tokens.auctioneer, { body: 'Only text' });
    expect(noSubject.statusCode).toBe(200);
    expect(noSubject.json().subject).toBe('');
    expect((await caseSnapshot(w, id))!.notes).toBe(1);
  });

  it('denies other companies, clients, admins and bidders; 401 without token; 404 unknown', async () => {
    const id = await createCaseVia(w);
    for (const token of [w.tokens.otherHost, w.tokens.client, w.tokens.admin, w.tokens.bidder])
      expect((await post(`/api/casenotes/${id}`, token, { body: 'x' })).statusCode).toBe(403);
    expect((await post(`/api/casenotes/${id}`, null, { body: 'x' })).statusCode).toBe(401);
    expect((await caseSnapshot(w, id))!.notes).toBe(0);
    expect((await post('/api/casenotes/99999999', w.tokens.auctioneer, { body: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/casenotes/{caseId}/list', () => {
  it('lists notes newest first, 100 a page, for staff, the firm client and admins', async () => {
    const id = await createCaseVia(w);
    for (const n of [1, 2, 3])
      await post(`/api/casenotes/${id}`, w.tokens.auctioneer, { subject: `S${n}`, body: `B${n}` });
    for (const token of [w.tokens.auctioneer, w.tokens.client, w.tokens.admin]) {
      const response = await post(`/api/casenotes/${id}/list`, token, {});
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(3);
      expect(body.data.map((note: { subject: string }) => note.subject)).toEqual(['S3', 'S2', 'S1']);
    }
    const page = await post(`/api/casenotes/${id}/list`, w.tokens.auctioneer, {
      pagination: { current: 2, pageSize: 2 },
    });
    expect(page.json()).toMatchObject({ total: 3, data: [{ subject: 'S1' }] });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/casenotes/${id}/list`,
      headers: bearer(w.tokens.auctioneer),
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().total).toBe(3);
  });

  it('denies other companies and bidders; 404 unknown', async () => {
    const id = await createCaseVia(w);
    for (const token of [w.tokens.otherHost, w.tokens.bidder])
      expect((await post(`/api/casenotes/${id}/list`, token)).statusCode).toBe(403);
    expect((await post(`/api/casenotes/${id}/list`, null)).statusCode).toBe(401);
    expect((await post('/api/casenotes/99999999/list', w.tokens.auctioneer)).statusCode).toBe(404);
  });
});

describe('POST /api/notifications/activitylogs/list', () => {
  const url = '/api/notifications/activitylogs/list';

  it("with caseId: the case's and its lots' entries, newest first, at data.data", async () => {
    const id = await createCaseVia(w);
    const [lotId] = await addLots(w, id, ['Listed']);
    await t.db.execute(sql`insert into activity_logs (company_id, lot_id, title, body)
      values (${w.companyA}, ${lotId!}, 'Lot published', 'Lot went live.')`);
    await post(`/api/casenotes/${id}`, w.tokens.auctioneer, { body: 'B' });
    const otherCase = await createCaseVia(w);
    for (const token of [w.tokens.auctioneer, w.tokens.client, w.tokens.admin]) {
      const response = await post(url, token, { caseId: String(id) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.total).toBe(3);
      expect(body.data.data.map((log: { actLogTitle: string }) => log.actLogTitle)).toEqual([
        'Case note added',
        'Lot published',
        'Case created',
      ]);
      expect(body.data.data[1]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        actLogTitle: 'Lot published',
        actLogBody: 'Lot went live.',
        createdDate: expect.stringMatching(/Z$/),
        userName: null,
        caseId: String(id),
        caseNumber: expect.any(String),
        lotId: String(lotId),
        companyName: expect.any(String),
      });
    }
    const paged = await post(url, w.tokens.auctioneer, {
      caseId: id,
      pagination: { current: 1, pageSize: 1 },
    });
    expect(paged.json().data).toMatchObject({ total: 3, data: [{ actLogTitle: 'Case note added' }] });
    expect((await post(url, w.tokens.auctioneer, { caseId: otherCase })).json().data.total).toBe(1);
  });

  it("without caseId: the caller's company logs (staff), firm cases (client), all (admin)", async () => {
    const mine = await createCaseVia(w);
    const theirs = await createCaseVia(w, { clientId: w.firmB }, w.tokens.otherHost);
    const ids = async (token: string) => {
      const response = await post(url, token, { pagination: { current: 1, pageSize: 100 } });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.data.map((log: { actLogBody: string }) => log.actLogBody)
        .join('\n');
    };
    const [mineRow] = await queryRows(t.db, sql`select case_number from cases where id = ${mine}`);
    const [theirsRow] = await queryRows(t.db, sql`select case_number from cases where id = ${theirs}`);
    const staff = await ids(w.tokens.employee);
    expect(staff).toContain(String(mineRow!.case_number));
    expect(staff).not.toContain(String(theirsRow!.case_number));
    const other = await ids(w.tokens.otherHost);
    expect(other).toContain(String(theirsRow!.case_number));
    expect(other).not.toContain(String(mineRow!.case_number));
    const client = await ids(w.tokens.client);
    expect(client).toContain(String(mineRow!.case_number));
    expect(client).not.toContain(String(theirsRow!.case_number));
    const admin = await ids(w.tokens.admin);
    expect(admin).toContain(String(mineRow!.case_number));
    expect(admin).toContain(String(theirsRow!.case_number));
    const empty = await t.app.inject({ method: 'POST', url, headers: bearer(w.tokens.employee) });
    expect(empty.statusCode).toBe(200);
  });

  it("denies another company's case, bidders; 404 unknown case; 401 without token", async () => {
    const id = await createCaseVia(w);
    expect((await post(url, w.tokens.otherHost, { caseId: id })).statusCode).toBe(403);
    expect((await post(url, w.tokens.bidder, {})).statusCode).toBe(403);
    expect((await post(url, w.tokens.auctioneer, { caseId: 99_999_999 })).statusCode).toBe(404);
    expect((await post(url, null, {})).statusCode).toBe(401);
  });
});

describe('GET /api/clients/lookup', () => {
  const lookup = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/clients/lookup', headers: token ? bearer(token) : {} });

  it("lists the active clients linked to the caller's company, by name", async () => {
    const [inactive] = await t.db
      .insert(clients)
      .values({ name: 'Aaa Inactive', status: 'Inactive' })
      .returning();
    const [second] = await t.db.insert(clients).values({ name: 'Aaa Second' }).returning();
    await t.db.insert(clientCompanies).values([
      { clientId: inactive!.id, companyId: w.companyA },
      { clientId: second!.id, companyId: w.companyA },
    ]);
    const response = await lookup(w.tokens.employee);
    expect(response.statusCode).toBe(200);
    const firms = response.json<{ id: string; name: string }[]>();
    expect(firms).toEqual([
      { id: String(second!.id), name: 'Aaa Second' },
      { id: String(w.firmA), name: expect.stringContaining('Alpha Law') },
    ]);
    const other = await lookup(w.tokens.otherHost);
    expect(other.json()).toEqual([{ id: String(w.firmB), name: expect.stringContaining('Beta Law') }]);
    const admin = await lookup(w.tokens.admin);
    expect(admin.json<unknown[]>().length).toBeGreaterThanOrEqual(3);
  });

  it('is for staff and admins', async () => {
    expect((await lookup(w.tokens.client)).statusCode).toBe(403);
    expect((await lookup(w.tokens.bidder)).statusCode).toBe(403);
    expect((await lookup(null)).statusCode).toBe(401);
  });
});
