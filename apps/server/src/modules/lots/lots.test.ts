import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createLot, type TestHost } from '../../test/live-fixtures';
import {
  activityTitles,
  adminToken,
  bidderToken,
  call,
  clientToken,
  countRows,
  createDraftLot,
  createHost,
  createProperty,
  createUpcomingAuction,
  staffToken,
} from './test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const lotRow = async (lotId: number) =>
  (await queryRows(t.db, sql`select * from lots where id = ${lotId}`))[0] as
    | Record<string, unknown>
    | undefined;
const setCaseStatus = (h: TestHost, status: string) =>
  t.db.execute(sql`update cases set case_status = ${status} where id = ${h.caseId}`);

describe('create, update, delete a lot', () => {
  it('creates a Draft lot with the defaults and logs it', async () => {
    const response = await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, {});
    expect(response.statusCode).toBe(200);
    const lotId = Number(response.json().id);
    const row = await lotRow(lotId);
    expect(row).toMatchObject({ lot_status: 'Draft', required_down: 25, auction_id: null });
    expect(Number(row!.opening_price_cents)).toBe(0);
    expect(Number(row!.min_bid_increment_cents)).toBe(100);
    expect(await activityTitles(t, lotId)).toEqual(['Lot Created']);
  });

  it('puts a new lot of an auction last', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const first = await createDraftLot(t, host, { auctionId });
    const second = await createDraftLot(t, host, { auctionId: String(auctionId), openingPrice: 1500.5 });
    expect(Number((await lotRow(first))!.lot_number)).toBe(1);
    expect(Number((await lotRow(second))!.lot_number)).toBe(2);
    expect(Number((await lotRow(second))!.opening_price_cents)).toBe(150050);
  });

  it('refuses bad values, unknown cases, other roles and other companies, creating nothing', async () => {
    const before = await countRows(t, 'lots');
    const bad = await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, { requiredDown: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.requiredDown).toBeDefined();
    const cents = await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, { openingPrice: 1.234 });
    expect(cents.statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/lots/999999', host.token, {})).statusCode).toBe(404);
    for (const token of [admin, await clientToken(t, host), (await bidderToken(t)).token, other.token]) {
      expect((await call(t, 'POST', `/api/lots/${host.caseId}`, token, {})).statusCode).toBe(403);
    }
    const foreignAuction = await createUpcomingAuction(t, other);
    const foreign = await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, {
      auctionId: foreignAuction,
    });
    expect(foreign.statusCode).toBe(403);
    expect(await countRows(t, 'lots')).toBe(before);
  });

  it('lets an employee of the company update the lot; the answer holds the auction', async () => {
    const lotId = await createDraftLot(t, host);
    const auctionId = await createUpcomingAuction(t, host);
    const employee = await staffToken(t, host.companyId);
    const response = await call(t, 'PUT', `/api/lots/${lotId}`, employee, {
      openingPrice: 2000,
      requiredDown: 10,
      minBidIncrements: 250.25,
      auctionId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: String(lotId),
      openingPrice: 2000,
      requiredDown: 10,
      minBidIncrements: 250.25,
      lotNumber: 1,
      auction: { id: String(auctionId), isStarted: false },
    });
    expect(await activityTitles(t, lotId)).toContain('Lot Updated');
    const denied = await call(t, 'PUT', `/api/lots/${lotId}`, other.token, { openingPrice: 1 });
    expect(denied.statusCode).toBe(403);
    expect(Number((await lotRow(lotId))!.opening_price_cents)).toBe(200000);
  });

  it('answers 409 when the case can no longer be edited', async () => {
    const h = await createHost(t);
    const lotId = await createDraftLot(t, h);
    await setCaseStatus(h, 'Approved');
    const response = await call(t, 'PUT', `/api/lots/${lotId}`, h.token, { openingPrice: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This case can no longer be edited.');
    expect((await call(t, 'POST', `/api/lots/${h.caseId}`, h.token, {})).statusCode).toBe(409);
  });

  it('deletes only a lot without properties', async () => {
    const lotId = await createDraftLot(t, host);
    expect((await call(t, 'DELETE', `/api/lots/${lotId}`, other.token)).statusCode).toBe(403);
    await createProperty(t, host, lotId);
    const blocked = await call(t, 'DELETE', `/api/lots/${lotId}`, host.token);
    expect(blocked.statusCode).toBe(409);
    await t.db.execute(sql`delete from properties where lot_id = ${lotId}`);
    expect((await call(t, 'DELETE', `/api/lots/${lotId}`, host.token)).statusCode).toBe(204);
    expect(await lotRow(lotId)).toBeUndefined();
    const [log] = await queryRows(
      t.db,
      sql`select title from activity_logs where case_id = ${host.caseId} and title = 'Lot Deleted'`,
    );
    expect(log).toBeDefined();
    expect((await call(t, 'DELETE', `/api/lots/${lotId}`, host.token)).statusCode).toBe(404);
  });
});

describe('publish and postpone', () => {
  it("refuses to publish without an auction and a property ('Missing Required Info')", async () => {
    const lotId = await createDraftLot(t, host);
    const response = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Missing Required Info',
      code: 'LOT_MISSING_REQUIRED_INFO',
      errors: { auctionId: 'Auction Date', property: 'Property' },
    });
    await createProperty(t, host, lotId);
    const noAuction = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(noAuction.json().errors).toEqual({ auctionId: 'Auction Date' });
    expect((await lotRow(lotId))!.lot_status).toBe('Draft');
  });

  it('publishes a Draft lot and names what will be provided later', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const lotId = await createDraftLot(t, host, { auctionId, openingPrice: 0, minBidIncrements: 0 });
    await createProperty(t, host, lotId);
    expect((await call(t, 'PUT', `/api/lots/${lotId}/list`, other.token)).statusCode).toBe(403);
    const response = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().lot.lotStatus).toBe('Listed');
    expect(response.json().willProvideLater).toEqual(['Opening Bid', 'Minimum Increment']);
    expect(await activityTitles(t, lotId)).toContain('Lot Published');
    const again = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The lot status is not "Draft". Please select a lot with "Draft" status.',
    );
  });

  it('postpones a published lot with an auction, and removes the postponement', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const draft = await createDraftLot(t, host, { auctionId });
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const notListed = await call(t, 'PUT', `/api/lots/${draft}/postpone`, host.token, {
      date,
      isPostpone: true,
    });
    expect(notListed.statusCode).toBe(409);
    await createProperty(t, host, draft);
    await call(t, 'PUT', `/api/lots/${draft}/list`, host.token);
    const noDate = await call(t, 'PUT', `/api/lots/${draft}/postpone`, host.token, { isPostpone: true });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Date and Time Required');
    expect(
      (await call(t, 'PUT', `/api/lots/${draft}/postpone`, other.token, { date, isPostpone: true }))
        .statusCode,
    ).toBe(403);
    expect((await lotRow(draft))!.is_postponed).toBe(false);
    const postponed = await call(t, 'PUT', `/api/lots/${draft}/postpone`, host.token, {
      date,
      isPostpone: true,
    });
    expect(postponed.statusCode).toBe(200);
    expect(postponed.json()).toMatchObject({ isPostponed: true, continuanceDate: date, lotStatus: 'Listed' });
    const removed = await call(t, 'PUT', `/api/lots/${draft}/postpone`, host.token, { isPostpone: false });
    expect(removed.json()).toMatchObject({ isPostponed: false, continuanceDate: null });
    expect(await activityTitles(t, draft)).toEqual(
      expect.arrayContaining(['Lot Postponed', 'Lot Postponement Removed']),
    );
  });

  it("writes the postponement's new date on the host's clock (MM/DD/YYYY h:mm A), not as an ISO string", async () => {
    const west = await createHost(t);
    await queryRows(
      t.db,
      sql`update companies set time_zone = 'America/Los_Angeles' where id = ${west.companyId}`,
    );
    const auctionId = await createUpcomingAuction(t, west);
    const lotId = await createDraftLot(t, west, { auctionId });
    await createProperty(t, west, lotId);
    await call(t, 'PUT', `/api/lots/${lotId}/list`, west.token);
    const postponed = await call(t, 'PUT', `/api/lots/${lotId}/postpone`, west.token, {
      date: '2026-12-09T16:00:00.000Z',
      isPostpone: true,
    });
    expect(postponed.statusCode).toBe(200);
    const [entry] = await queryRows<{ body: string }>(
      t.db,
      sql`select body from activity_logs where lot_id = ${lotId} and title = 'Lot Postponed'`,
    );
    expect(entry?.body).toBe('The lot was postponed to 12/09/2026 8:00 AM PST.');
  });
});

describe('lots in auctions', () => {
  const order = async (auctionId: number) =>
    (
      await queryRows<{ id: number }>(
        t.db,
        sql`select id from lots where auction_id = ${auctionId} order by lot_number`,
      )
    ).map((row) => Number(row.id));

  it('adds a Draft lot last and refuses a lot that is not Draft', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const a = await createDraftLot(t, host, { auctionId });
    const b = await createDraftLot(t, host);
    const added = await call(t, 'POST', `/api/lots/${b}/${auctionId}`, host.token);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ lotNumber: 2, auction: { id: String(auctionId) } });
    expect(await order(auctionId)).toEqual([a, b]);

    const listed = await createLot(t.db, host, await createUpcomingAuction(t, host));
    const refused = await call(t, 'POST', `/api/lots/${listed}/${auctionId}`, host.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The lot status is not "Draft". Please select a lot with "Draft" status.',
    );
    const foreign = await call(
      t,
      'POST',
      `/api/lots/${b}/${await createUpcomingAuction(t, other)}`,
      host.token,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/lots/${b}/${auctionId}`, other.token)).statusCode).toBe(403);
    expect(await order(auctionId)).toEqual([a, b]);
  });

  it('removes a Draft lot from its auction and closes the gap', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const a = await createDraftLot(t, host, { auctionId });
    const b = await createDraftLot(t, host, { auctionId });
    const c = await createDraftLot(t, host, { auctionId });
    expect((await call(t, 'DELETE', `/api/lots/${a}/${auctionId}`, other.token)).statusCode).toBe(403);
    const removed = await call(t, 'DELETE', `/api/lots/${a}/${auctionId}`, host.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ auction: null, lotNumber: null });
    expect(await order(auctionId)).toEqual([b, c]);
    expect(Number((await lotRow(b))!.lot_number)).toBe(1);
    const listedAuction = await createUpcomingAuction(t, host);
    const listed = await createLot(t.db, host, listedAuction);
    const refused = await call(t, 'DELETE', `/api/lots/${listed}/${listedAuction}`, host.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('"Draft"');
  });

  it('reorders the lots of an auction below aboveId, or first with null', async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const [a, b, c, d] = [
      await createDraftLot(t, host, { auctionId }),
      await createDraftLot(t, host, { auctionId }),
      await createDraftLot(t, host, { auctionId }),
      await createDraftLot(t, host, { auctionId }),
    ];
    const first = await call(t, 'PUT', `/api/lots/${d}/reorder/${auctionId}`, host.token, { aboveId: null });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([d, a, b, c].map((id, i) => ({ id: String(id), lotNumber: i + 1 })));
    expect(await order(auctionId)).toEqual([d, a, b, c]);
    await call(t, 'PUT', `/api/lots/${d}/reorder/${auctionId}`, host.token, { aboveId: b });
    expect(await order(auctionId)).toEqual([a, b, d, c]);
    await call(t, 'PUT', `/api/lots/${a}/reorder/${auctionId}`, host.token, { aboveId: String(c) });
    expect(await order(auctionId)).toEqual([b, d, c, a]);
    const numbers = await queryRows<{ lot_number: number }>(
      t.db,
      sql`select lot_number from lots where auction_id = ${auctionId} order by lot_number`,
    );
    expect(numbers.map((row) => Number(row.lot_number))).toEqual([1, 2, 3, 4]);

    const outsider = await createDraftLot(t, host);
    for (const body of [{ aboveId: outsider }, { aboveId: a }]) {
      const bad = await call(t, 'PUT', `/api/lots/${a}/reorder/${auctionId}`, host.token, body);
      expect(bad.statusCode).toBe(409);
      expect(bad.json().message).toBe(
        'Error occured while updating the order! Please refresh the page and try again!',
      );
    }
    const denied = await call(t, 'PUT', `/api/lots/${a}/reorder/${auctionId}`, other.token, {
      aboveId: null,
    });
    expect(denied.statusCode).toBe(403);
    expect(await order(auctionId)).toEqual([b, d, c, a]);
  });
});
