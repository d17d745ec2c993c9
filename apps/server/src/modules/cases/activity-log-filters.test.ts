import { ACTIVITY_LOG_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { activityLogs } from '../../db/schema/index';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { addLots, type CaseWorld, createCaseVia, createCaseWorld } from './test/case-fixtures';

/** The settings' Activity Logs (staff /settings/logs, admin /admin/settings/logs): filters and columns. */

let t: TestApp;
let w: CaseWorld;
let caseId: number;
let lotId: number;
let clerkName: string;

const url = '/api/notifications/activitylogs/list';
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const titles = async (token: string, payload: object) => {
  const response = await post(token, { pagination: { current: 1, pageSize: 100 }, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.data.map((log: { actLogTitle: string }) => log.actLogTitle) as string[];
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createCaseWorld(t);
  caseId = await createCaseVia(w);
  [lotId] = (await addLots(w, caseId, ['Listed'])) as [number];
  const clerk = await createUser(t.db, 'Employee', {
    companyId: w.companyA,
    firstName: 'Cleo',
    lastName: 'Clerk',
  });
  clerkName = clerk.userName;
  const other = await createUser(t.db, 'Auctioneer', { companyId: w.companyB });
  await t.db.insert(activityLogs).values([
    {
      companyId: w.companyA,
      lotId,
      userId: clerk.id,
      title: 'Lot published (clerk)',
      body: 'Lot went live.',
      createdAt: new Date('2020-06-01T12:00:00Z'),
    },
    {
      companyId: w.companyA,
      userId: clerk.id,
      title: 'Company updated (clerk)',
      body: 'Settings saved.',
      createdAt: new Date('2020-01-01T12:00:00Z'),
    },
    {
      companyId: w.companyB,
      userId: other.id,
      title: 'Other company entry',
      body: 'Not for company A.',
      createdAt: new Date('2020-06-01T12:00:00Z'),
    },
  ]);
});
afterAll(async () => t?.close());

describe('POST /api/notifications/activitylogs/list with the settings filters', () => {
  it('names the user, case, lot and company of each entry', async () => {
    const response = await post(w.tokens.employee, { lotId });
    expect(response.statusCode).toBe(200);
    const [caseRow] = await queryRows(t.db, sql`select case_number from cases where id = ${caseId}`);
    expect(response.json().data).toEqual({
      total: 1,
      data: [
        expect.objectContaining({
          actLogTitle: 'Lot published (clerk)',
          userName: clerkName,
          caseId: String(caseId),
          caseNumber: String(caseRow!.case_number),
          lotId: String(lotId),
          companyName: expect.any(String),
        }),
      ],
    });
  });

  it('filters by user (user name or full name, partial), by lot and by date range, within the company', async () => {
    expect(await titles(w.tokens.employee, { user: 'cleo cl' })).toEqual([
      'Lot published (clerk)',
      'Company updated (clerk)',
    ]);
    expect(await titles(w.tokens.auctioneer, { user: clerkName.toUpperCase() })).toHaveLength(2);
    expect(await titles(w.tokens.employee, { lotId })).toEqual(['Lot published (clerk)']);
    const june = { beginDate: '2020-05-01T00:00:00.000Z', endDate: '2020-07-01T00:00:00.000Z' };
    // Company B's entry of the same day stays out of company A's log.
    expect(await titles(w.tokens.employee, june)).toEqual(['Lot published (clerk)']);
    expect(await titles(w.tokens.employee, { caseId, ...june })).toEqual(['Lot published (clerk)']);
    expect(await titles(w.tokens.employee, { endDate: '2020-03-01T00:00:00.000Z' })).toEqual([
      'Company updated (clerk)',
    ]);
  });

  it("lets an admin filter by company; staff may not read another company's log that way", async () => {
    expect(await titles(w.tokens.admin, { companyId: w.companyB })).toEqual(['Other company entry']);
    const admins = await titles(w.tokens.admin, { companyId: w.companyA });
    expect(admins).toContain('Company updated (clerk)');
    expect(admins).not.toContain('Other company entry');
    const refused = await post(w.tokens.employee, { companyId: w.companyB });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACTIVITY_LOG_MESSAGES.companyFilterAdminOnly);
    // Naming one's own company is no widening.
    expect(await titles(w.tokens.employee, { companyId: w.companyA, user: 'cleo' })).toHaveLength(2);
  });

  it('refuses dates out of order and unreadable filters with 400', async () => {
    const reversed = await post(w.tokens.employee, {
      beginDate: '2020-07-01T00:00:00.000Z',
      endDate: '2020-05-01T00:00:00.000Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ beginDate: ACTIVITY_LOG_MESSAGES.datesOutOfOrder });
    expect((await post(w.tokens.employee, { beginDate: 'yesterday' })).statusCode).toBe(400);
    expect((await post(w.tokens.employee, { lotId: 'x' })).statusCode).toBe(400);
    expect((await post(w.tokens.employee, { user: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});
