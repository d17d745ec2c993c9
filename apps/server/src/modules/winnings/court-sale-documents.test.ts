import { formatHostDateTime } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createBidder } from '../../test/live-fixtures';
import { adminToken, call, clientToken, staffToken } from '../lots/test/test-kit';
import { pdfText, wonLot } from './test/winnings-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('court-sale documents', () => {
  it('reports every bid in order with the case, property, times, winner, deposit and balance', async () => {
    const sale = await wonLot(t);
    const response = await call(t, 'GET', `/api/lots/${sale.lotId}/reportofsale`, sale.host.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Report of Sale');
    expect(text).toMatch(/Case: 2026CH\d+, Cook County/);
    expect(text).toMatch(/Property: \d+ W Madison St, Chicago, IL 60602 \(Cook County\)/);
    expect(text).toMatch(/Sale started: \d\d\/\d\d\/\d{4}/);
    expect(text).toMatch(/Sale stopped: \d\d\/\d\d\/\d{4}/);
    const first = text.indexOf('$100,500');
    const second = text.indexOf('$101,000  paddle');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain('Bids (2), in order');
    expect(text).toMatch(/Winning bid: \$101,000/);
    expect(text).toMatch(/Deposit: \$10,100, not received/);
    expect(text).toMatch(/Balance: \$91,001 \(includes relief fee \$101\)/);
    expect(text).toContain('Audit chain hash:');
  });

  it("dates both documents' header on the host's clock (MM/DD/YYYY h:mm A), not as an ISO string", async () => {
    const sale = await wonLot(t);
    const timeZone = 'America/Denver';
    await queryRows(
      t.db,
      sql`update companies set time_zone = ${timeZone} where id = ${sale.host.companyId}`,
    );
    for (const path of ['reportofsale', 'receiptofsale']) {
      const before = new Date();
      const response = await call(t, 'GET', `/api/lots/${sale.lotId}/${path}`, sale.host.token);
      const after = new Date();
      expect(response.statusCode).toBe(200);
      const generated = pdfText(response.rawPayload)
        .match(/generated (.*)/)?.[1]
        ?.trim();
      // The minute may turn during the call.
      expect([before, after].map((at) => formatHostDateTime(at, timeZone))).toContain(generated);
      expect(generated).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M M[SD]T$/);
    }
  });

  it('gives the receipt to the winner, the host and the firm; the report only to the host and the firm', async () => {
    const sale = await wonLot(t);
    const receipt = (token?: string) => call(t, 'GET', `/api/lots/${sale.lotId}/receiptofsale`, token);
    const report = (token?: string) => call(t, 'GET', `/api/lots/${sale.lotId}/reportofsale`, token);
    const winnerReceipt = await receipt(sale.winner.token);
    expect(winnerReceipt.statusCode).toBe(200);
    expect(pdfText(winnerReceipt.rawPayload)).toContain('Receipt of Sale');
    const firm = await clientToken(t, sale.host);
    const employee = await staffToken(t, sale.host.companyId);
    for (const token of [sale.host.token, firm, employee, await adminToken(t)]) {
      expect((await receipt(token)).statusCode).toBe(200);
      expect((await report(token)).statusCode).toBe(200);
    }
    expect((await report(sale.winner.token)).statusCode).toBe(403);
    expect((await receipt(sale.loser.token)).statusCode).toBe(404);
    expect((await receipt((await createBidder(t)).token)).statusCode).toBe(404);
    const otherHost = await wonLot(t);
    expect(
      (await call(t, 'GET', `/api/lots/${otherHost.lotId}/reportofsale`, otherHost.host.token)).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', `/api/lots/${sale.lotId}/reportofsale`, otherHost.host.token)).statusCode,
    ).toBe(403);
    expect((await receipt()).statusCode).toBe(401);
  });
});
