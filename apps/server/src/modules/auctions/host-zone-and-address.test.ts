import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createLot, type TestHost } from '../../test/live-fixtures';
import { call, createHost } from '../lots/test/test-kit';

/**
 * What the staff screens need to show auction dates on the host's clock (its IANA zone on every list row
 * and detail) and one-line addresses without stray commas.
 */
let t: TestApp;
let host: TestHost;
let auctionId: number;
let lotId: number;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  await t.db.execute(sql`update companies set time_zone = 'America/Denver' where id = ${host.companyId}`);
  auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 86_400_000) });
  lotId = await createLot(t.db, host, auctionId, { lotNumber: 1 });
});
afterAll(() => t.close());

describe('the host time zone', () => {
  it('comes with each row of the auction list and with the auction detail', async () => {
    const list = await call(t, 'POST', '/api/auctions/list', host.token, { listType: 'Upcoming' });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { id: string }) => r.id === String(auctionId));
    expect(row.timeZone).toBe('America/Denver');
    const detail = await call(t, 'GET', `/api/auctions/${auctionId}`, host.token);
    expect(detail.json().timeZone).toBe('America/Denver');
  });

  it('comes with each row of the property table and with the lot views', async () => {
    const list = await call(t, 'POST', '/api/properties/list', host.token, {});
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { timeZone: string }) => r.timeZone)).toEqual(['America/Denver']);
    const kase = (await call(t, 'GET', `/api/cases/${host.caseId}`, host.token)).json();
    expect(kase.timeZone).toBe('America/Denver');
    expect(kase.lots[0].timeZone).toBe('America/Denver');
  });
});

describe('one-line addresses', () => {
  it('leave out an empty line 2 and keep state and zip together', async () => {
    await t.db.execute(sql`update properties set street_line1 = '12 W Main St', street_line2 = '  ', city = 'Denver',
      state_code = 'CO', zip_code = '80202' where lot_id = ${lotId}`);
    const detail = (await call(t, 'GET', `/api/auctions/${auctionId}`, host.token)).json();
    const lot = detail.lots.find((l: { id: string }) => l.id === String(lotId));
    expect(lot.address).toBe('12 W Main St, Denver, CO 80202');
    await t.db.execute(sql`update properties set street_line2 = 'Unit 4' where lot_id = ${lotId}`);
    const again = (await call(t, 'GET', `/api/auctions/${auctionId}`, host.token)).json();
    expect(again.lots.find((l: { id: string }) => l.id === String(lotId)).address).toBe(
      '12 W Main St, Unit 4, Denver, CO 80202',
    );
  });

  it('read the same in the activity log of a new property', async () => {
    const draft = (await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, {})).json();
    const created = await call(t, 'POST', `/api/properties/${draft.id}`, host.token, {
      streetLine1: '5 Elm St',
      streetLine2: '',
      city: 'Denver',
      county: 'Denver',
      stateCode: 'co',
      zipCode: '80203',
    });
    expect(created.statusCode).toBe(200);
    const logs = (await call(t, 'GET', `/api/lots/${draft.id}/activity`, host.token)).json();
    expect(logs.map((log: { actLogBody: string }) => log.actLogBody)).toContain(
      '5 Elm St, Denver, Denver County, CO 80203',
    );
  });
});
