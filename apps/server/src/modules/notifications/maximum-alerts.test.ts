import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { bid } from '../../test/live-fixtures';
import { alertTestKit } from './test/alert-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { drain, outbidNow, alertsOf, outboxOf, openLotWithTwo, emailOf } = alertTestKit(() => t);

const setMaximum = (token: string, auctionId: number, lotId: number, amount: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`,
    headers: bearer(token),
    payload: { amount },
  });

describe('"Your maximum was exceeded"', () => {
  it('goes to the bidder once per lot, on the Outbid channels, however often the maximum is passed', async () => {
    const lot = await openLotWithTwo();
    expect((await setMaximum(lot.first.token, lot.auctionId, lot.lotId, 120_000)).statusCode).toBe(200);
    // Countered at once, then passed.
    expect((await bid(t, lot.second, lot.auctionId, lot.lotId, 110_000)).statusCode).toBe(200);
    expect((await bid(t, lot.second, lot.auctionId, lot.lotId, 125_000)).statusCode).toBe(200);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    const alerts = await alertsOf(lot.first.id, 'Outbid');
    expect(alerts).toEqual([
      expect.objectContaining({
        occurrence: 'maximum-exceeded',
        title: expect.stringMatching(/^Your maximum was exceeded: /),
        body: 'The high bid is now $125,000.',
      }),
    ]);
    const { email } = await emailOf(lot.first.id);
    expect(
      (await outboxOf(email)).filter((m) => m.body.includes('The high bid is now $125,000.')),
    ).toHaveLength(1);

    // Raised, passed again: nothing new.
    expect((await setMaximum(lot.first.token, lot.auctionId, lot.lotId, 150_000)).statusCode).toBe(200);
    expect((await bid(t, lot.second, lot.auctionId, lot.lotId, 160_000)).statusCode).toBe(200);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    expect(await alertsOf(lot.first.id, 'Outbid')).toHaveLength(1);
  });
});
