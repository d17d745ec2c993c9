import type { TCaseStatus, TLotStatus } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auctions, featuredLots, properties } from '../../db/schema/index';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { addLots, type CaseWorld, caseSnapshot, createCaseVia, createCaseWorld } from './test/case-fixtures';

let t: TestApp;
let w: CaseWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createCaseWorld(t);
});
afterAll(async () => t?.close());

const changeStatus = (id: number, status: string, token: string | null = w.tokens.auctioneer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cases/${id}/updatestatus/${status}`,
    headers: token ? bearer(token) : {},
  });
const detail = async (id: number, token = w.tokens.auctioneer) =>
  (await t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: bearer(token) })).json();

/** A case in `caseStatus` with lots in `lotStatuses`. */
async function caseWith(caseStatus: TCaseStatus, lotStatuses: TLotStatus[]) {
  const id = await createCaseVia(w);
  await addLots(w, id, lotStatuses);
  await t.db.execute(sql`update cases set case_status = ${caseStatus} where id = ${id}`);
  return id;
}

async function expectRefused(id: number, status: TCaseStatus, message: string | RegExp) {
  const before = await caseSnapshot(w, id);
  const response = await changeStatus(id, status);
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toMatch(message);
  expect(await caseSnapshot(w, id)).toEqual(before);
}

describe('PUT /api/cases/{caseId}/updatestatus/{status}', () => {
  it('New → WaitingCourtHouse when the combined lot status is CompleteTransaction; logs it', async () => {
    const id = await caseWith('New', ['CompleteTransaction', 'CompleteTransaction']);
    expect((await detail(id)).availableActions).toEqual(['WaitingCourtHouse', 'Cancelled']);
    const response = await changeStatus(id, 'WaitingCourtHouse');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: String(id), caseStatus: 'WaitingCourtHouse' });
    const logs = await queryRows(
      t.db,
      sql`select title, body from activity_logs where case_id = ${id} order by id desc limit 1`,
    );
    expect(logs[0]).toMatchObject({ title: 'Case status changed' });
    expect(logs[0]!.body).toContain('from New to Pending Court Approval');
  });

  it('refuses WaitingCourtHouse when lots are not all CompleteTransaction, or the case is not New', async () => {
    await expectRefused(
      await caseWith('New', ['CompleteTransaction', 'PendingTransaction']),
      'WaitingCourtHouse',
      /Pending Court Approval only when it is New/,
    );
    await expectRefused(await caseWith('New', []), 'WaitingCourtHouse', /Complete Transaction/);
    await expectRefused(
      await caseWith('Approved', ['CompleteTransaction']),
      'WaitingCourtHouse',
      /it is Court Approved/,
    );
  });

  it('WaitingCourtHouse → Approved, and → Denied (court denial); refused from other statuses', async () => {
    const approved = await caseWith('WaitingCourtHouse', ['CompleteTransaction']);
    expect((await detail(approved)).availableActions).toEqual(['Approved', 'Denied', 'Cancelled']);
    expect((await changeStatus(approved, 'Approved')).statusCode).toBe(200);
    const denied = await caseWith('WaitingCourtHouse', ['CompleteTransaction']);
    expect((await changeStatus(denied, 'Denied')).statusCode).toBe(200);
    expect((await caseSnapshot(w, denied))!.case_status).toBe('Denied');
    await expectRefused(
      await caseWith('New', ['CompleteTransaction']),
      'Approved',
      /Court Approved only when/,
    );
    await expectRefused(
      await caseWith('Approved', ['CompleteTransaction']),
      'Approved',
      /Court Approved only when/,
    );
    await expectRefused(await caseWith('New', ['CompleteTransaction']), 'Denied', /Denied only when/);
  });

  it('→ Closed when the combined lot status is DeedIssued and the case is not Closed', async () => {
    const id = await caseWith('Approved', ['DeedIssued', 'DeedIssued']);
    expect((await detail(id)).availableActions).toEqual(['Closed', 'Cancelled']);
    expect((await changeStatus(id, 'Closed')).statusCode).toBe(200);
    await expectRefused(id, 'Closed', 'The case is already closed.');
    await expectRefused(
      await caseWith('Approved', ['DeedIssued', 'DeedReady']),
      'Closed',
      /only when its lots are Deed Issued/,
    );
  });

  it('→ Cancelled when the combined lot status is not Draft and the case is neither Closed nor Cancelled', async () => {
    const listed = await caseWith('New', ['Listed']);
    expect((await changeStatus(listed, 'Cancelled')).statusCode).toBe(200);
    await expectRefused(listed, 'Cancelled', 'A cancelled case cannot be cancelled.');
    await expectRefused(await caseWith('New', ['Draft']), 'Cancelled', /past Draft/);
    await expectRefused(await caseWith('New', ['Draft', 'Listed']), 'Cancelled', /past Draft/);
    await expectRefused(await caseWith('New', []), 'Cancelled', /past Draft/);
    await expectRefused(
      await caseWith('Closed', ['DeedIssued']),
      'Cancelled',
      'A closed case cannot be cancelled.',
    );
    const denied = await caseWith('Denied', ['CompleteTransaction']);
    expect((await changeStatus(denied, 'Cancelled')).statusCode).toBe(200);
  });

  it('applies one of two simultaneous changes; the second sees the new status', async () => {
    const id = await caseWith('New', ['Listed']);
    const answers = await Promise.all([changeStatus(id, 'Cancelled'), changeStatus(id, 'Cancelled')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const logs = await queryRows(
      t.db,
      sql`select id from activity_logs where case_id = ${id} and title = 'Case status changed'`,
    );
    expect(logs).toHaveLength(1);
  });

  it('never goes back to New; unknown statuses are 400', async () => {
    await expectRefused(
      await caseWith('WaitingCourtHouse', ['CompleteTransaction']),
      'New',
      'A case cannot be changed back to New.',
    );
    const id = await caseWith('New', ['Listed']);
    const response = await changeStatus(id, 'Listed');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('status');
  });

  it('denies other companies, clients, admins and bidders (403) and changes nothing; 401 without token; 404 unknown', async () => {
    const id = await caseWith('New', ['Listed']);
    const before = await caseSnapshot(w, id);
    for (const token of [w.tokens.otherHost, w.tokens.client, w.tokens.admin, w.tokens.bidder]) {
      expect((await changeStatus(id, 'Cancelled', token)).statusCode).toBe(403);
    }
    expect((await changeStatus(id, 'Cancelled', null)).statusCode).toBe(401);
    expect(await caseSnapshot(w, id)).toEqual(before);
    expect((await changeStatus(99_999_999, 'Cancelled')).statusCode).toBe(404);
  });
});

describe('GET /api/cases/{caseId}', () => {
  it('answers the case with its lots, rules and counts', async () => {
    const id = await createCaseVia(w, {
      caseNumber: '2026CH60001',
      fileNumber: 'D-1',
      attorneyId: w.attorneyA,
    });
    const [lotA, lotB] = await addLots(w, id, ['Listed', 'Draft']);
    const startTime = new Date(Date.now() - 60_000);
    const [auction] = await t.db
      .insert(auctions)
      .values({
        companyId: w.companyA,
        type: 'Online',
        startType: 'Manual',
        startTime,
        createdBy: (
          await queryRows<{ id: number }>(
            t.db,
            sql`select id from users where company_id = ${w.companyA} limit 1`,
          )
        )[0]!.id,
      })
      .returning();
    await t.db.execute(sql`update lots set auction_id = ${auction!.id}, lot_number = 3,
      opening_price_cents = 12345000, required_down = 10, min_bid_increment_cents = 50050, is_postponed = true
      where id = ${lotA!}`);
    await t.db.insert(properties).values([
      {
        lotId: lotA!,
        streetLine1: '1 Main St',
        city: 'Chicago',
        county: 'Cook',
        stateCode: 'IL',
        zipCode: '60601',
      },
      {
        lotId: lotA!,
        streetLine1: '2 Main St',
        streetLine2: 'Unit 2',
        city: 'Chicago',
        county: 'Cook',
        stateCode: 'IL',
        zipCode: '60602',
        isPrimary: true,
      },
    ]);
    const creator = (
      await queryRows<{ id: number }>(t.db, sql`select id from users where role = 'Admin' limit 1`)
    )[0]!.id;
    await t.db.insert(featuredLots).values({ lotId: lotA!, companyId: w.companyA, createdBy: creator });
    await t.app.inject({
      method: 'POST',
      url: `/api/casenotes/${id}`,
      headers: bearer(w.tokens.auctioneer),
      payload: { subject: 'Hello', body: 'World' },
    });

    const body = await detail(id, w.tokens.employee);
    expect(body).toMatchObject({
      id: String(id),
      caseNumber: '2026CH60001',
      county: 'Cook',
      fileNumber: 'D-1',
      clientId: String(w.firmA),
      attorneyId: String(w.attorneyA),
      caseStatus: 'New',
      caseFirmName: expect.stringContaining('Alpha Law'),
      country: 'US',
      canEdit: true,
      lotsCombinedStatus: 'Draft',
      progressStep: 'New',
      availableActions: [],
      documents: [],
      notesCount: 1,
      timeZone: 'America/Chicago',
    });
    expect(body.lots).toEqual([
      expect.objectContaining({
        id: String(lotA),
        lotNumber: 3,
        lotStatus: 'Listed',
        openingPrice: 123450,
        requiredDown: 10,
        minBidIncrements: 500.5,
        auction: {
          id: String(auction!.id),
          startTime: startTime.toISOString(),
          stopTime: null,
          isStarted: true,
        },
        propertyCount: 2,
        property: expect.objectContaining({
          streetLine1: '2 Main St',
          streetLine2: 'Unit 2',
          zipCode: '60602',
        }),
        isPostponed: true,
        markedFeatured: true,
        soldTo: null,
        winner: null,
        isDepositPastDue: false,
        timeZone: 'America/Chicago',
      }),
      expect.objectContaining({
        id: String(lotB),
        lotNumber: null,
        lotStatus: 'Draft',
        openingPrice: 0,
        requiredDown: 25,
        minBidIncrements: 1,
        auction: null,
        propertyCount: 0,
        property: null,
        isPostponed: false,
        markedFeatured: false,
      }),
    ]);
  });

  it('computes the progress step from the case and its lots', async () => {
    const cases: [TCaseStatus, TLotStatus[], string, string | null][] = [
      ['New', [], 'New', null],
      ['New', ['Listed'], 'Listed', 'Listed'],
      ['New', ['PendingTransaction', 'CompleteTransaction'], 'PostAuction', 'PendingTransaction'],
      ['WaitingCourtHouse', ['CompleteTransaction'], 'Court', 'CompleteTransaction'],
      ['Approved', ['DeedReady'], 'DeedReady', 'DeedReady'],
      ['Approved', ['PaymentRefunded'], 'Closed', 'PaymentRefunded'],
      ['Cancelled', ['Listed'], 'Closed', 'Listed'],
    ];
    for (const [caseStatus, lotStatuses, step, combined] of cases) {
      const body = await detail(await caseWith(caseStatus, lotStatuses));
      expect([body.progressStep, body.lotsCombinedStatus]).toEqual([step, combined]);
    }
  });

  it('lets the firm client and admins read (canEdit false, no actions); others 403; unknown 404; no token 401', async () => {
    const id = await caseWith('New', ['CompleteTransaction']);
    for (const token of [w.tokens.client, w.tokens.admin]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: String(id), canEdit: false, availableActions: [] });
    }
    for (const token of [w.tokens.otherHost, w.tokens.bidder]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
    }
    const otherFirmCase = await createCaseVia(w, { clientId: w.firmB }, w.tokens.otherHost);
    const clientOther = await t.app.inject({
      method: 'GET',
      url: `/api/cases/${otherFirmCase}`,
      headers: bearer(w.tokens.client),
    });
    expect(clientOther.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cases/99999999', headers: bearer(w.tokens.client) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cases/${id}` })).statusCode).toBe(401);
  });
});
