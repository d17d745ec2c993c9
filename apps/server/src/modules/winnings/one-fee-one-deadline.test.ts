import { readFileSync } from 'node:fs';
import { formatHostDateTime } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createLot } from '../../test/live-fixtures';
import { adminToken, call } from '../lots/test/test-kit';
import { pdfText, wonLot } from './test/winnings-test-kit';

/**
 * Issue 30 (ADR 0020): one relief fee, stored when the lot is won, and one payment deadline, from the
 * domain's rule and the day rule in force, read the same by every screen, report, document and API.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setDayRule = (rule: 'calendar' | 'business') =>
  t.db.execute(sql`insert into configurations (key, value, display_name)
    values ('Payment_DueDayRule', ${rule}, 'Balance due on the next day') on conflict (key) do update set value = ${rule}`);

const storedFee = async (lotId: number) =>
  Number(
    (
      await queryRows<{ fee: string | number }>(
        t.db,
        sql`select relief_fee_cents as fee from lots where id = ${lotId}`,
      )
    )[0]!.fee,
  );

async function hostLot(token: string, caseId: string | number, lotId: number) {
  const kase = (await call(t, 'GET', `/api/cases/${caseId}`, token)).json();
  return kase.lots.find((lot: { id: string }) => lot.id === String(lotId));
}

describe('one relief fee and one payment deadline', () => {
  // Won on Wednesday 2026-11-25 at 2:30 PM in Chicago, the day before Thanksgiving (an Illinois court holiday).
  const WON = '2026-11-25T20:30:00.000Z';
  const DEPOSIT_DUE = '2026-11-25T22:30:00.000Z';
  const BALANCE_DUE = {
    calendar: '2026-11-26T20:00:00.000Z', // Thanksgiving, 2:00 PM CST
    business: '2026-11-27T20:00:00.000Z', // Friday, the next business day
  } as const;

  for (const rule of ['calendar', 'business'] as const)
    it(`stores the fee at the live close; every reader shows it and the same deadlines (${rule} days)`, async () => {
      await setDayRule(rule);
      const sale = await wonLot(t, { lowAmount: 112_000, highAmount: 112_500 });
      // $112,500: $1 for each started $1,000 = $113, stored by the live close.
      expect(await storedFee(sale.lotId)).toBe(113_00);
      await t.db.execute(sql`update lots set winner_created_date = ${WON} where id = ${sale.lotId}`);
      const [company] = await queryRows<{ time_zone: string }>(
        t.db,
        sql`select time_zone from companies where id = ${sale.host.companyId}`,
      );
      const zone = company!.time_zone;
      expect(zone).toBe('America/Chicago');
      const balanceDue = BALANCE_DUE[rule];

      // The bidder's winning (and My Winnings' page, which also names the rule for its note).
      const winning = (await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.winner.token)).json();
      expect(winning.winner.reliefFee).toBe(113);
      expect(winning.payment).toMatchObject({
        reliefFee: 113,
        remainingAmount: 112_500 - 11_250 + 113,
        depositDueDate: DEPOSIT_DUE,
        balanceDueDate: balanceDue,
        paymentDayRule: rule,
      });
      const page = (await call(t, 'POST', '/api/bidders/winningpaginated', sale.winner.token, {})).json();
      expect(page.paymentDayRule).toBe(rule);

      // The host's lot page (the lot card of the case detail).
      const lot = await hostLot(sale.host.token, winning.caseId, sale.lotId);
      expect(lot).toMatchObject({ reliefFee: 113, depositDueDate: DEPOSIT_DUE, paymentDueDate: balanceDue });
      expect(lot.isFullPaymentPastDue).toBe(winning.payment.isFullPaymentPastDue);

      // Both outstanding-balance reports: the admin dashboard and the host dashboard.
      const admin = (await call(t, 'GET', '/api/reports/dashboard', await adminToken(t))).json();
      const hostBoard = (await call(t, 'GET', '/api/reports/dashboard/host', sale.host.token)).json();
      for (const item of [
        admin.items.find((row: { lotId: string }) => row.lotId === String(sale.lotId)),
        hostBoard.awaitingPayment.find((row: { lotId: string }) => row.lotId === String(sale.lotId)),
      ]) {
        expect(item).toMatchObject({
          reliefFee: 113,
          outstanding: 112_500 + 113,
          depositDueDate: DEPOSIT_DUE,
          paymentDueDate: balanceDue,
          isPaymentPastDue: winning.payment.isFullPaymentPastDue,
        });
      }

      // Receipt of Sale (the winner) and Report of Sale (the host).
      const receipt = await call(t, 'GET', `/api/lots/${sale.lotId}/receiptofsale`, sale.winner.token);
      const report = await call(t, 'GET', `/api/lots/${sale.lotId}/reportofsale`, sale.host.token);
      for (const pdf of [receipt, report]) {
        expect(pdf.statusCode).toBe(200);
        const text = pdfText(pdf.rawPayload);
        expect(text).toContain(`not received, due by ${formatHostDateTime(DEPOSIT_DUE, zone)}`);
        expect(text).toContain(
          `Balance: $101,363 (includes relief fee $113), not received, due by ${formatHostDateTime(balanceDue, zone)}`,
        );
      }

      // The calendar file of the win.
      const ics = await call(t, 'GET', `/api/bidders/winning/${sale.lotId}/calendar`, sale.winner.token);
      expect(ics.body).toContain(`DTSTART:${balanceDue.replace(/[-:]/g, '').replace('.000', '')}`);

      // /api/v1.
      const { key } = (await call(t, 'POST', '/api/settings/apikey', sale.host.token)).json();
      const v1 = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auctions/${sale.auctionId}/lots`,
        headers: { authorization: `ApiKey ${key}` },
      });
      expect(v1.statusCode).toBe(200);
      expect(v1.json().data[0].payment).toEqual({
        reliefFee: 113,
        depositDueDate: DEPOSIT_DUE,
        paymentDueDate: balanceDue,
      });
    });

  it('keeps the stored fee when the settings change after the win', async () => {
    const sale = await wonLot(t);
    await t.db.execute(sql`insert into configurations (key, value, display_name)
      values ('ReliefFee_MaxDollars', '50', 'Relief fee cap') on conflict (key) do update set value = '50'`);
    try {
      const winning = (await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.winner.token)).json();
      expect(winning.payment.reliefFee).toBe(101);
      // A lot won under the new cap stores the capped fee.
      const capped = await wonLot(t, { host: sale.host });
      expect(await storedFee(capped.lotId)).toBe(50_00);
    } finally {
      await t.db.execute(sql`delete from configurations where key = 'ReliefFee_MaxDollars'`);
    }
  });

  it('charges the plaintiff nothing and recomputes the fee when staff change or remove the winner', async () => {
    const host = (await wonLot(t)).host;
    // A lot that closes without a bid goes to the plaintiff with its credit bid: no fee.
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00 });
    expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/lots/${lotId}/stop`, host.token)).statusCode).toBe(200);
    const [row] = await queryRows<{ case_id: number }>(
      t.db,
      sql`select case_id from lots where id = ${lotId}`,
    );
    const plaintiff = await hostLot(host.token, row!.case_id, lotId);
    expect(plaintiff).toMatchObject({ soldTo: 'Plaintiff', reliefFee: 0, paymentDueDate: null });
    expect(await storedFee(lotId)).toBe(0);

    const sale = await wonLot(t, { host, lowAmount: 100_500, highAmount: 199_500 });
    expect(await storedFee(sale.lotId)).toBe(200_00);
    const [low] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from bids where lot_id = ${sale.lotId} and amount_cents = ${100_500_00}`,
    );
    const declare = (body: object) =>
      call(t, 'POST', `/api/lots/${sale.lotId}/declarewinner`, host.token, body);
    expect(
      (await declare({ action: 'Change', bidId: String(low!.id), description: 'The top bidder withdrew.' }))
        .statusCode,
    ).toBe(200);
    expect(await storedFee(sale.lotId)).toBe(101_00);
    const changed = (await call(t, 'GET', `/api/bidders/winning/${sale.lotId}`, sale.loser.token)).json();
    expect(changed.payment.reliefFee).toBe(101);
    expect((await declare({ action: 'Remove', description: 'The sale was set aside.' })).statusCode).toBe(
      200,
    );
    expect(await storedFee(sale.lotId)).toBe(0);
  });

  it('migration 0011 fills the fee of existing wins by the rule', async () => {
    const sale = await wonLot(t, { lowAmount: 112_000, highAmount: 112_500 });
    const auctionId = await createAuction(t.db, sale.host);
    const plaintiffLot = await createLot(t.db, sale.host, auctionId, { openingPriceCents: 100_000_00 });
    // What the demo and the live close left behind: a hand-typed $1,500, or nothing.
    await t.db.execute(sql`update lots set relief_fee_cents = 150000 where id = ${sale.lotId}`);
    await t.db.execute(sql`update lots set sold_to = 'Plaintiff', relief_fee_cents = 150000,
      stopped_time = now(), lot_status = 'CompleteTransaction' where id = ${plaintiffLot}`);
    const migration = readFileSync(
      new URL('../../db/migrations/0011_relief_fees.sql', import.meta.url),
      'utf8',
    );
    const migrate = async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    };
    await migrate();
    expect(await storedFee(sale.lotId)).toBe(113_00);
    expect(await storedFee(plaintiffLot)).toBe(0);
    // It reads the configured cap, and keeps the default percent for a value it cannot read.
    await t.db.execute(sql`insert into configurations (key, value, display_name)
      values ('ReliefFee_MaxDollars', '100', 'Relief fee cap'), ('ReliefFee_Percent', 'abc', 'Relief fee')`);
    try {
      await migrate();
      expect(await storedFee(sale.lotId)).toBe(100_00);
    } finally {
      await t.db.execute(
        sql`delete from configurations where key in ('ReliefFee_MaxDollars', 'ReliefFee_Percent')`,
      );
    }
  });
});
