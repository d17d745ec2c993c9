import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

/** The case lists against the demo data: Lakeshore has 26 cases of Wabash & Monroe LLP, Prairie none. */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { dataDir: t.dataDir });
  for (const userName of ['auctioneer', 'employee', 'prairie', 'client', 'bidder1'])
    tokens[userName] = (await loginAs(t.app, userName)).access_token;
  tokens.admin = (await loginAs(t.app, 'admin', undefined, { clientId: 'bidright-admin' })).access_token;
});
afterAll(async () => t?.close());

interface Row {
  id: string;
  caseNumber: string;
  fileNumber: string;
  createdDate: string;
  caseStatus: string;
  isListed: boolean;
  firmName: string;
}
const list = (token: string | null, payload: object = {}, url = '/api/cases/list') =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const rowsOf = async (token: string, payload: object = {}, url?: string) => {
  const response = await list(token, payload, url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Row[]; total: number }>();
};

describe('POST /api/cases/list', () => {
  it('pages the company cases newest first, 10 a page', async () => {
    const first = await rowsOf(tokens.auctioneer!);
    expect(first.total).toBe(26);
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((row) => row.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      firmName: 'Wabash & Monroe LLP',
      companyName: 'Lakeshore Auction Group',
      caseNumber: expect.any(String),
      county: 'Cook',
      fileNumber: expect.stringMatching(/^WM-/),
      caseStatus: expect.any(String),
      createdDate: expect.stringMatching(/Z$/),
      isListed: expect.any(Boolean),
      lotNumber: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      attorneyId: expect.any(String),
      attorneyFirstName: expect.any(String),
      attorneyLastName: expect.any(String),
    });
    const second = await rowsOf(tokens.employee!, { pagination: { current: 2, pageSize: 10 } });
    expect(second.total).toBe(26);
    expect(second.data).toHaveLength(10);
    const ids = new Set([...first.data, ...second.data].map((row) => row.id));
    expect(ids.size).toBe(20);
  });

  it('sorts by a column either way', async () => {
    const asc = await rowsOf(tokens.auctioneer!, {
      sorter: { field: 'caseNumber', order: 'ascend' },
      pagination: { current: 1, pageSize: 100 },
    });
    const numbers = asc.data.map((row) => row.caseNumber);
    expect(numbers).toEqual([...numbers].sort());
    const desc = await rowsOf(tokens.auctioneer!, {
      sorter: { field: 'caseNumber', order: 'descend' },
      pagination: { current: 1, pageSize: 100 },
    });
    expect(desc.data.map((row) => row.caseNumber)).toEqual([...numbers].reverse());
    const oldest = await rowsOf(tokens.auctioneer!, { sorter: { field: 'createdDate', order: 'ascend' } });
    expect(oldest.data[0]!.createdDate <= oldest.data[1]!.createdDate).toBe(true);
    // A cleared sorter (no order) is the default sort.
    const cleared = await rowsOf(tokens.auctioneer!, { sorter: { field: 'caseNumber', order: null } });
    const byDefault = await rowsOf(tokens.auctioneer!, {});
    expect(cleared.data.map((r) => r.id)).toEqual(byDefault.data.map((r) => r.id));
    const bad = await list(tokens.auctioneer!, { sorter: { field: 'password', order: 'ascend' } });
    expect(bad.statusCode).toBe(400);
  });

  it('searches part of the case or file number, case-insensitively', async () => {
    const all = await rowsOf(tokens.auctioneer!, { pagination: { current: 1, pageSize: 100 } });
    const target = all.data[3]!;
    const byCase = await rowsOf(tokens.auctioneer!, { search: target.caseNumber.slice(-5).toLowerCase() });
    expect(byCase.data.map((row) => row.id)).toContain(target.id);
    expect(
      byCase.data.every(
        (row) =>
          row.caseNumber.toLowerCase().includes(target.caseNumber.slice(-5).toLowerCase()) ||
          row.fileNumber.toLowerCase().includes(target.caseNumber.slice(-5).toLowerCase()),
      ),
    ).toBe(true);
    const byFile = await rowsOf(tokens.auctioneer!, { search: ` ${target.fileNumber.toLowerCase()} ` });
    expect(byFile.data.map((row) => row.id)).toEqual([target.id]);
    expect(byFile.total).toBe(1);
    const none = await rowsOf(tokens.auctioneer!, { search: '%' });
    expect(none.total).toBe(0);
  });

  it('filters by client and status, including Listed', async () => {
    const [firm] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from clients where name = 'Wabash & Monroe LLP'`,
    );
    expect((await rowsOf(tokens.auctioneer!, { clientId: String(firm!.id) })).total).toBe(26);
    expect((await rowsOf(tokens.auctioneer!, { clientId: 99_999 })).total).toBe(0);
    const approved = await rowsOf(tokens.auctioneer!, { caseStatus: 'Approved' });
    expect(approved.total).toBe(1);
    expect(approved.data[0]!.caseStatus).toBe('Approved');
    const [listedCount] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(distinct case_id) as n from lots where lot_status = 'Listed'`,
    );
    const listed = await rowsOf(tokens.auctioneer!, {
      caseStatus: 'Listed',
      pagination: { current: 1, pageSize: 100 },
    });
    expect(listed.total).toBe(Number(listedCount!.n));
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.data.every((row) => row.isListed)).toBe(true);
    expect((await list(tokens.auctioneer!, { caseStatus: 'Bogus' })).statusCode).toBe(400);
  });

  it('shows each caller only their cases: other host none, client their firm, admin all; bidder 403, no token 401', async () => {
    expect((await rowsOf(tokens.prairie!)).total).toBe(0);
    expect((await rowsOf(tokens.client!)).total).toBe(26);
    expect((await rowsOf(tokens.admin!)).total).toBe(26);
    expect((await list(tokens.bidder1!)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the Cases calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/cases/list',
      '/api/cases/listattorney',
      '/api/cases/{caseId}',
      '/api/cases',
      '/api/cases/{caseId}/updatestatus/{status}',
      '/api/cases/lookup/{caseNumber}/{county}',
      '/api/casenotes/{caseId}',
      '/api/casenotes/{caseId}/list',
      '/api/notifications/activitylogs/list',
      '/api/clients/lookup',
    ])
      expect(paths).toContain(path);
  });
});

describe('POST /api/cases/listattorney', () => {
  const url = '/api/cases/listattorney';

  it("answers the client's firm cases with the same rows and filters", async () => {
    const all = await rowsOf(tokens.client!, {}, url);
    expect(all.total).toBe(26);
    expect(all.data).toHaveLength(10);
    const [lakeshore] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from companies where name = 'Lakeshore Auction Group'`,
    );
    const [prairie] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from companies where name = 'Prairie State Auctions'`,
    );
    expect((await rowsOf(tokens.client!, { companyId: lakeshore!.id }, url)).total).toBe(26);
    expect((await rowsOf(tokens.client!, { companyId: prairie!.id }, url)).total).toBe(0);
    const [second] = await queryRows<{ id: number; n: number }>(
      t.db,
      sql`select attorney_id as id, count(*) as n from cases group by attorney_id order by n asc limit 1`,
    );
    const byAttorney = await rowsOf(tokens.client!, { attorneyId: second!.id }, url);
    expect(byAttorney.total).toBe(Number(second!.n));
    const listed = await rowsOf(tokens.client!, { isListed: true }, url);
    const unlisted = await rowsOf(tokens.client!, { isListed: false }, url);
    expect(listed.total + unlisted.total).toBe(26);
    expect(listed.data.every((row) => row.isListed)).toBe(true);
    const withStatus = await rowsOf(tokens.client!, { caseStatus: 'WaitingCourtHouse', search: '2026' }, url);
    expect(withStatus.total).toBe(1);
  });

  it('is for client users only', async () => {
    for (const token of [tokens.auctioneer!, tokens.admin!, tokens.bidder1!])
      expect((await list(token, {}, url)).statusCode).toBe(403);
    expect((await list(null, {}, url)).statusCode).toBe(401);
  });
});
