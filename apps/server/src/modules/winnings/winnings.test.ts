import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { adminToken, call, clientToken } from '../lots/test/test-kit';
import { wonLot } from './test/winnings-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('winnings calls', () => {
  it('shows the winner their win with the payment information, and nobody else', async () => {
    const sale = await wonLot(t);
    const mine = await call(t, 'GET', '/api/bidders/winning', sale.winner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    const record = mine.json()[0];
    expect(record.lotId).toBe(String(sale.lotId));
    expect(record.status).toBe('PendingTransaction');
    expect(record.winner.bidAmount).toBe(101_000);
    // Deposit 10 %, relief fee 0.1 % ($101), remaining = 90 % + fee.
    expect(record.payment).toMatchObject({
      depositAmount: 10_100,
      reliefFee: 101,
      remainingAmount: 91_001,
      totalAmount: 101_101,
      isDepositPastDue: false,
      paymentDayRule: 'calendar',
    });
    const won = new Date(record.winnerCreatedDate).getTime();
    expect(new Date(record.payment.depositDueDate).getTime() - won).toBe(2 * 3600_000);
    expect(record.auctionHost.name).toBeTruthy();

    expect((await call(t, 'GET', '/api/bidders/winning', sale.loser.token)).json()).toEqual([]);
    const detail = await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.winner.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(String(sale.lotId));
    expect((await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.loser.token)).statusCode).toBe(
      404,
    );
    for (const token of [sale.host.token, await adminToken(t), await clientToken(t, sale.host)]) {
      expect((await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, token)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/bidders/winning', token)).statusCode).toBe(403);
      expect((await call(t, 'POST', '/api/bidders/winningpaginated', token, {})).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/bidders/winning')).statusCode).toBe(401);
  });

  it('reads the payment-day rule and relief fee from the settings, and marks past due', async () => {
    await t.db.execute(sql`insert into configurations (key, value, display_name)
      values ('Payment_DueDayRule', 'business', 'Balance due on the next'), ('ReliefFee_MaxDollars', '50', 'Relief fee cap')`);
    try {
      // The fee is stored at the win, under the cap in force then.
      const sale = await wonLot(t);
      // Won on a Friday afternoon (Chicago): due Monday 2:00 PM on the business-day rule.
      await t.db.execute(
        sql`update lots set winner_created_date = '2026-11-13T20:00:00Z' where id = ${sale.lotId}`,
      );
      const record = (await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.winner.token)).json();
      expect(record.payment.paymentDayRule).toBe('business');
      expect(record.payment.balanceDueDate).toBe('2026-11-16T20:00:00.000Z');
      expect(record.payment.reliefFee).toBe(50);
      expect(record.payment.isDepositPastDue).toBe(true);
      expect(record.payment.isFullPaymentPastDue).toBe(true);
    } finally {
      await t.db.execute(
        sql`delete from configurations where key in ('Payment_DueDayRule', 'ReliefFee_MaxDollars')`,
      );
    }
  });

  it('pages, searches and filters My Winnings, refusing future dates', async () => {
    const first = await wonLot(t);
    const second = await wonLot(t, { host: first.host });
    // The second win goes to the first sale's winner too.
    await t.db.execute(sql`update bids set bidder_id = ${first.winner.id}
      where id = (select winner_bid_id from lots where id = ${second.lotId})`);
    const list = (body: object) => call(t, 'POST', '/api/bidders/winningpaginated', first.winner.token, body);

    const all = await list({});
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const paged = (await list({ pagination: { current: 2, pageSize: 1 } })).json();
    expect(paged.data).toHaveLength(1);
    const [street] = await queryRows<{ street_line1: string }>(
      t.db,
      sql`select street_line1 from properties where lot_id = ${second.lotId}`,
    );
    const searched = (await list({ search: street!.street_line1.toUpperCase() })).json();
    expect(searched.data.map((row: { lotId: string }) => row.lotId)).toEqual([String(second.lotId)]);
    expect((await list({ status: 'DeedReady' })).json().total).toBe(0);
    expect((await list({ status: 'PendingTransaction' })).json().total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ startDate: today, endDate: today })).json().total).toBe(2);
    expect((await list({ endDate: '2020-01-01' })).json().total).toBe(0);

    const future = await list({ startDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Date cannot be in the future!',
      code: 'INVALID_REQUEST',
      errors: { startDate: 'Date cannot be in the future!' },
    });
    expect((await list({ status: 'Won' })).statusCode).toBe(400);
  });

  it('gives the deadlines as a calendar file', async () => {
    const sale = await wonLot(t);
    const response = await call(t, 'GET', `/api/bidders/winning/${sale.lotId}/calendar`, sale.winner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(response.body).toContain('Deposit due');
    expect(response.body).toContain('Balance due');
    expect(
      (await call(t, 'GET', `/api/bidders/winning/${sale.lotId}/calendar`, sale.loser.token)).statusCode,
    ).toBe(404);
  });
});

describe('deposits when a lot closes', () => {
  it("returns the losers' locked funds at once and keeps the winner's as a pending winning", async () => {
    const sale = await wonLot(t);
    const loser = (await call(t, 'GET', '/api/bidders/lockedfunds', sale.loser.token)).json();
    expect(loser.activeAuctions).toEqual([]);
    expect(loser.pendingWinnings).toEqual([]);
    expect(loser.locked_balance).toBe(0);
    const winner = (await call(t, 'GET', '/api/bidders/lockedfunds', sale.winner.token)).json();
    expect(winner.activeAuctions).toEqual([]);
    expect(winner.pendingWinnings).toHaveLength(1);
    expect(winner.pendingWinnings[0]).toMatchObject({ bidAmount: 101_000, downAmount: 10_100 });
    expect(winner.locked_balance).toBe(10_100);

    // Once the payment is in, the pending winning is released too.
    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/deposit`, sale.host.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/payment`, sale.host.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/bidders/lockedfunds', sale.winner.token)).json().locked_balance).toBe(
      0,
    );
  });
});
