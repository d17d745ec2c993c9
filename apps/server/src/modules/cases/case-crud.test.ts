import { CASE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import {
  addLots,
  type CaseWorld,
  caseSnapshot,
  createCaseVia,
  createCaseWorld,
  setLotStatuses,
} from './test/case-fixtures';

let t: TestApp;
let w: CaseWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createCaseWorld(t);
});
afterAll(async () => t?.close());

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const put = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload });

describe('POST /api/cases', () => {
  it('creates a New case of the caller company and logs it', async () => {
    const response = await post('/api/cases', w.tokens.employee, {
      fileNumber: ' WM-1 ',
      caseNumber: '2026CH77001',
      county: 'Cook',
      clientId: String(w.firmA),
      attorneyId: w.attorneyA,
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    expect(id).toMatch(/^\d+$/);
    const [row] = await queryRows(t.db, sql`select * from cases where id = ${Number(id)}`);
    expect(row).toMatchObject({ file_number: 'WM-1', case_status: 'New', country: 'US' });
    expect(Number(row!.company_id)).toBe(w.companyA);
    expect(Number(row!.attorney_id)).toBe(w.attorneyA);
    const logs = await queryRows(t.db, sql`select title from activity_logs where case_id = ${Number(id)}`);
    expect(logs).toEqual([{ title: 'Case created' }]);
  });

  it('answers field errors for every missing required field', async () => {
    const response = await post('/api/cases', w.tokens.auctioneer, {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual({
      fileNumber: CASE_MESSAGES.fileNumberRequired,
      caseNumber: CASE_MESSAGES.caseNumberRequired,
      county: CASE_MESSAGES.countyRequired,
      clientId: CASE_MESSAGES.clientRequired,
    });
    expect(body.message).toBe(CASE_MESSAGES.fileNumberRequired);
  });

  it('treats blank text as missing, checks lengths and ids', async () => {
    const blank = await post('/api/cases', w.tokens.auctioneer, {
      fileNumber: '   ',
      caseNumber: 'x'.repeat(51),
      county: 'Cook',
      clientId: 'abc',
      attorneyId: -1,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      fileNumber: CASE_MESSAGES.fileNumberRequired,
      caseNumber: CASE_MESSAGES.tooLong(50),
      clientId: CASE_MESSAGES.clientRequired,
      attorneyId: CASE_MESSAGES.attorneyInvalid,
    });
  });

  it('allows no attorney (empty or null)', async () => {
    const id = await createCaseVia(w, { attorneyId: '' as unknown as number });
    const [row] = await queryRows(t.db, sql`select attorney_id from cases where id = ${id}`);
    expect(row!.attorney_id).toBeNull();
  });

  it('refuses a client not linked to the company and an attorney of another firm', async () => {
    const before = await queryRows(t.db, sql`select count(*) as n from cases`);
    const foreignClient = await post('/api/cases', w.tokens.auctioneer, {
      fileNumber: 'F',
      caseNumber: '2026CH80001',
      county: 'Cook',
      clientId: w.firmB,
    });
    expect(foreignClient.statusCode).toBe(400);
    expect(foreignClient.json()).toEqual({
      message: CASE_MESSAGES.clientNotLinked,
      code: 'INVALID_REQUEST',
      errors: { clientId: CASE_MESSAGES.clientNotLinked },
    });
    const foreignAttorney = await post('/api/cases', w.tokens.auctioneer, {
      fileNumber: 'F',
      caseNumber: '2026CH80001',
      county: 'Cook',
      clientId: w.firmA,
      attorneyId: w.attorneyB,
    });
    expect(foreignAttorney.statusCode).toBe(400);
    expect(foreignAttorney.json().errors).toEqual({ attorneyId: CASE_MESSAGES.attorneyNotOfClient });
    const after = await queryRows(t.db, sql`select count(*) as n from cases`);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('refuses a duplicate case number in the same county of the company (409), case-insensitively', async () => {
    await createCaseVia(w, { caseNumber: '2026CH90001', county: 'Cook' });
    const duplicate = await post('/api/cases', w.tokens.auctioneer, {
      fileNumber: 'F2',
      caseNumber: '2026ch90001 ',
      county: 'COOK',
      clientId: w.firmA,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A case with number 2026ch90001 in COOK county already exists!');
    // Another county, or another company, is not a duplicate.
    await createCaseVia(w, { caseNumber: '2026CH90001', county: 'DuPage' });
    await createCaseVia(
      w,
      { caseNumber: '2026CH90001', county: 'Cook', clientId: w.firmB },
      w.tokens.otherHost,
    );
  });

  it('lets only one of two simultaneous saves of the same number through', async () => {
    const payload = { fileNumber: 'F', caseNumber: '2026CH90901', county: 'Cook', clientId: w.firmA };
    const answers = await Promise.all([
      post('/api/cases', w.tokens.auctioneer, payload),
      post('/api/cases', w.tokens.employee, payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await queryRows(t.db, sql`select id from cases where case_number = '2026CH90901'`);
    expect(rows).toHaveLength(1);
  });

  it('denies other roles (403), and needs a token (401)', async () => {
    const payload = { fileNumber: 'F', caseNumber: '2026CH91001', county: 'Cook', clientId: w.firmA };
    for (const token of [w.tokens.client, w.tokens.admin, w.tokens.bidder]) {
      expect((await post('/api/cases', token, payload)).statusCode).toBe(403);
    }
    expect((await post('/api/cases', null, payload)).statusCode).toBe(401);
    const rows = await queryRows(t.db, sql`select id from cases where case_number = '2026CH91001'`);
    expect(rows).toEqual([]);
  });
});

describe('GET /api/cases/lookup/{caseNumber}/{county}', () => {
  it("lists the company's cases with that number and county; [] means no duplicates", async () => {
    const id = await createCaseVia(w, { caseNumber: '2026CH92001', county: 'Lake', fileNumber: 'L-1' });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/cases/lookup/2026ch92001/lake',
      headers: bearer(w.tokens.employee),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      {
        id: String(id),
        caseNumber: '2026CH92001',
        county: 'Lake',
        fileNumber: 'L-1',
        firmName: expect.stringContaining('Alpha Law'),
        caseStatus: 'New',
      },
    ]);
    const otherCompany = await t.app.inject({
      method: 'GET',
      url: '/api/cases/lookup/2026CH92001/Lake',
      headers: bearer(w.tokens.otherHost),
    });
    expect(otherCompany.json()).toEqual([]);
    const forClient = await t.app.inject({
      method: 'GET',
      url: '/api/cases/lookup/2026CH92001/Lake',
      headers: bearer(w.tokens.client),
    });
    expect(forClient.statusCode).toBe(403);
  });
});

describe('PUT /api/cases/{caseId}', () => {
  it('updates the fields while canEdit and logs it', async () => {
    const id = await createCaseVia(w);
    await addLots(w, id, ['Draft', 'Listed']);
    const response = await put(`/api/cases/${id}`, w.tokens.auctioneer, {
      fileNumber: 'NEW-1',
      caseNumber: '2026CH93001',
      county: 'Will',
      clientId: w.firmA,
      attorneyId: w.attorneyA,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: String(id) });
    const snapshot = await caseSnapshot(w, id);
    expect(snapshot).toMatchObject({
      case_number: '2026CH93001',
      county: 'Will',
      file_number: 'NEW-1',
      attorney_id: w.attorneyA,
    });
    const logs = await queryRows(
      t.db,
      sql`select title from activity_logs where case_id = ${id} order by id`,
    );
    expect(logs.map((l) => l.title)).toEqual(['Case created', 'Case updated']);
  });

  it('keeps its own number (not a duplicate of itself) but refuses another case number', async () => {
    const id = await createCaseVia(w, { caseNumber: '2026CH93101' });
    await createCaseVia(w, { caseNumber: '2026CH93102' });
    const same = await put(`/api/cases/${id}`, w.tokens.auctioneer, {
      fileNumber: 'X',
      caseNumber: '2026CH93101',
      county: 'Cook',
      clientId: w.firmA,
    });
    expect(same.statusCode).toBe(200);
    const clash = await put(`/api/cases/${id}`, w.tokens.auctioneer, {
      fileNumber: 'X',
      caseNumber: '2026CH93102',
      county: 'Cook',
      clientId: w.firmA,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses edits once the case cannot be edited (409) and changes nothing', async () => {
    const pastListed = await createCaseVia(w);
    await addLots(w, pastListed, ['PendingTransaction']);
    const notNew = await createCaseVia(w);
    await t.db.execute(sql`update cases set case_status = 'Cancelled' where id = ${notNew}`);
    for (const id of [pastListed, notNew]) {
      const before = await caseSnapshot(w, id);
      const response = await put(`/api/cases/${id}`, w.tokens.auctioneer, {
        fileNumber: 'CHANGED',
        caseNumber: '2026CH93201',
        county: 'Cook',
        clientId: w.firmA,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This case can no longer be edited.',
        code: 'CASE_NOT_EDITABLE',
      });
      expect(await caseSnapshot(w, id)).toEqual(before);
    }
  });

  it('validates the body like create', async () => {
    const id = await createCaseVia(w);
    const response = await put(`/api/cases/${id}`, w.tokens.auctioneer, { caseNumber: 'X', county: 'Cook' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      fileNumber: CASE_MESSAGES.fileNumberRequired,
      clientId: CASE_MESSAGES.clientRequired,
    });
  });

  it('denies other companies, clients, admins and bidders (403) and changes nothing; unknown ids 404', async () => {
    const id = await createCaseVia(w);
    const before = await caseSnapshot(w, id);
    const payload = { fileNumber: 'HACK', caseNumber: 'HACK', county: 'Cook', clientId: w.firmA };
    for (const token of [w.tokens.otherHost, w.tokens.client, w.tokens.admin, w.tokens.bidder]) {
      expect((await put(`/api/cases/${id}`, token, payload)).statusCode).toBe(403);
    }
    expect((await put(`/api/cases/${id}`, null, payload)).statusCode).toBe(401);
    expect(await caseSnapshot(w, id)).toEqual(before);
    expect((await put('/api/cases/99999999', w.tokens.auctioneer, payload)).statusCode).toBe(404);
    expect((await put('/api/cases/abc', w.tokens.auctioneer, payload)).statusCode).toBe(400);
  });
});

describe('DELETE /api/cases/{caseId}', () => {
  const del = (id: number | string, token: string | null) =>
    t.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: token ? bearer(token) : {} });

  it('deletes a case without lots, with its notes, and logs it on the company', async () => {
    const id = await createCaseVia(w, { caseNumber: '2026CH94001' });
    await post(`/api/casenotes/${id}`, w.tokens.auctioneer, { subject: 'S', body: 'B' });
    const response = await del(id, w.tokens.employee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: String(id) });
    expect(await caseSnapshot(w, id)).toBeNull();
    const [log] = await queryRows(
      t.db,
      sql`select title, body, company_id from activity_logs where title = 'Case deleted' order by id desc limit 1`,
    );
    expect(log!.body).toContain('2026CH94001');
    expect(Number(log!.company_id)).toBe(w.companyA);
    expect((await del(id, w.tokens.employee)).statusCode).toBe(404);
  });

  it('refuses a case with lots (409)', async () => {
    const id = await createCaseVia(w);
    await addLots(w, id, ['Draft']);
    const response = await del(id, w.tokens.auctioneer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CASE_MESSAGES.cannotDeleteWithLots);
    expect(await caseSnapshot(w, id)).not.toBeNull();
  });

  it('denies everyone but own staff and changes nothing', async () => {
    const id = await createCaseVia(w);
    for (const token of [w.tokens.otherHost, w.tokens.client, w.tokens.admin, w.tokens.bidder]) {
      expect((await del(id, token)).statusCode).toBe(403);
    }
    expect((await del(id, null)).statusCode).toBe(401);
    expect(await caseSnapshot(w, id)).not.toBeNull();
  });
});

describe('canEdit follows the lots', () => {
  it('is true while New with Draft/Listed lots (or none), false past Listed', async () => {
    const id = await createCaseVia(w);
    const canEdit = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: bearer(w.tokens.auctioneer) })
      ).json().canEdit;
    expect(await canEdit()).toBe(true);
    await addLots(w, id, ['Draft']);
    expect(await canEdit()).toBe(true);
    await setLotStatuses(w, id, 'Listed');
    expect(await canEdit()).toBe(true);
    await setLotStatuses(w, id, 'CompleteTransaction');
    expect(await canEdit()).toBe(false);
  });
});
