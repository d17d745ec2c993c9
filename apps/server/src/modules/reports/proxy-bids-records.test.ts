// Every proxy bid is a bid (issue 32, rule 8): reports, /api/v1 and the Report of Sale show it, marked as
// placed by a maximum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../../test/live-fixtures';
import { call } from '../lots/test/test-kit';
import { pdfText } from '../winnings/test/winnings-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('proxy bids in the records', () => {
  it('are marked in the bids report, /api/v1 and the Report of Sale', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId);
    expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
    const holder = await createBidder(t);
    const hand = await createBidder(t);
    await joinLot(t, holder, auctionId, lotId, 20_000);
    await joinLot(t, hand, auctionId, lotId, 20_000);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`,
      headers: bearer(holder.token),
      payload: { amount: 120_000 },
    });
    expect(set.statusCode).toBe(200);
    expect((await bid(t, hand, auctionId, lotId, 110_000)).statusCode).toBe(200);
    // FINISH closes only when the last bid is older than the bid-time threshold.
    await t.db.execute(
      sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
    );
    expect((await call(t, 'PUT', `/api/lots/${lotId}/stop`, host.token)).json().stopped).toBe(true);

    const report = await call(t, 'POST', '/api/reports/bidauctioneer', host.token, {
      auctionId: String(auctionId),
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().data as { amount: number; placedByMaximum: boolean }[];
    expect(
      rows.map((row) => [row.amount, row.placedByMaximum]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [100_500, true],
      [110_000, false],
      [110_500, true],
    ]);

    const key = (await call(t, 'POST', '/api/settings/apikey', host.token)).json().key as string;
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/lots/${lotId}/bids`,
      headers: { authorization: `ApiKey ${key}` },
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data.map((row: { placedByMaximum: boolean }) => row.placedByMaximum)).toEqual([
      true,
      false,
      true,
    ]);

    const sale = await call(t, 'GET', `/api/lots/${lotId}/reportofsale`, host.token);
    expect(sale.statusCode).toBe(200);
    const text = pdfText(sale.rawPayload);
    expect(text).toMatch(/\$100,500 {2}paddle \d+ {2}.* {2}Online \(maximum\)/);
    expect(text).toMatch(/\$110,000 {2}paddle \d+ {2}.* {2}online/);
    expect(text).toMatch(/\$110,500 {2}paddle \d+ {2}.* {2}Online \(maximum\)/);
  });
});
