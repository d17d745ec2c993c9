import { inflateSync } from 'node:zlib';
import { ADMIN_MESSAGES, type TReportFilterBody } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createBidder, createHost, type TestHost } from '../../test/live-fixtures';
import { adminToken, call, clientToken } from '../lots/test/test-kit';
import { eachReportRow, runReport } from './report-queries';
import { soldLot } from './test/report-fixtures';

/** Two hosts, each with one sold lot of two bids; host A's win is three days old with a relief fee. */
let t: TestApp;
let admin: string;
let hostA: TestHost;
let hostB: TestHost;
let saleA: Awaited<ReturnType<typeof soldLot>>;
let saleB: Awaited<ReturnType<typeof soldLot>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  hostA = await createHost(t);
  hostB = await createHost(t);
  saleA = await soldLot(t, hostA, {
    low: 100_500,
    high: 102_000,
    reliefFeeCents: 750_00,
    wonAt: new Date(Date.now() - 3 * 86_400_000),
  });
  saleB = await soldLot(t, hostB, { low: 200_500, high: 201_000, depositReceived: true });
});
afterAll(async () => t?.close());

const today = () => new Date().toISOString().slice(0, 10);

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The text a pdfkit document shows: its compressed content streams, inflated, hex strings decoded. */
function pdfText(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  let text = '';
  // The data runs up to `endstream`, with the line end before it: zlib ignores bytes after the end of the
  // compressed data, and taking the line end off by pattern cut a stream whose own last byte was 0x0D (a
  // page's text then went missing, about one PDF in a hundred).
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      text += [...array[1]!.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join('');
      text += '\n';
    }
  }
  return text;
}

describe('bids report', () => {
  it('lists every bid with totals, pages by 3, and filters', async () => {
    const all = await call(t, 'POST', '/api/reports/bid', admin, {});
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    expect(all.json().data).toHaveLength(3);
    expect(all.json().totalAmount).toBe(100_500 + 102_000 + 200_500 + 201_000);

    const ofA = await call(t, 'POST', '/api/reports/bid', admin, { companyId: String(hostA.companyId) });
    expect(ofA.json().total).toBe(2);
    expect(ofA.json().totalAmount).toBe(202_500);
    const byBidder = await call(t, 'POST', '/api/reports/bid', admin, { bidderId: saleB.high.id });
    expect(byBidder.json().data).toMatchObject([{ amount: 201_000, isWinning: true, type: 'ONLINE' }]);
    const byAuction = await call(t, 'POST', '/api/reports/bid', admin, {
      auctionId: saleA.auctionId,
      sorter: { field: 'amount', order: 'ascend' },
    });
    expect(byAuction.json().data.map((row: { amount: number }) => row.amount)).toEqual([100_500, 102_000]);
    const page2 = await call(t, 'POST', '/api/reports/bid', admin, { pagination: { current: 2 } });
    expect(page2.json().data).toHaveLength(1);
    const yesterday = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await call(t, 'POST', '/api/reports/bid', admin, { beginDate: yesterday, endDate: yesterday })).json()
        .total,
    ).toBe(0);
    expect(
      (await call(t, 'POST', '/api/reports/bid', admin, { beginDate: today(), endDate: today() })).json()
        .total,
    ).toBe(4);
  });

  it('refuses dates in the future', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await call(t, 'POST', '/api/reports/bid', admin, { endDate: tomorrow });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.datesInFuture);
    expect((await call(t, 'POST', '/api/reports/bid/excel', admin, { endDate: tomorrow })).statusCode).toBe(
      400,
    );
  });

  it('exports the filtered bids as an .xlsx', async () => {
    const response = await call(t, 'POST', '/api/reports/bid/excel', admin, { companyId: hostB.companyId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="BidsReport_\d{8}_\d{6}\.xlsx"/);
    const sheet = await workbookOf(response.rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(3).value).toBe('Amount');
    expect([sheet.getRow(2).getCell(3).value, sheet.getRow(3).getCell(3).value]).toEqual([201_000, 200_500]);
  });
});

describe('host and client ownership', () => {
  it("a host sees and exports only its own company's bids, whatever the filter says", async () => {
    const own = await call(t, 'POST', '/api/reports/bidauctioneer', hostA.token, {
      companyId: hostB.companyId,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(2);
    expect(
      own.json().data.every((row: { companyId: string }) => row.companyId === String(hostA.companyId)),
    ).toBe(true);
    const sheet = await workbookOf(
      (await call(t, 'POST', '/api/reports/bidauctioneer/excel', hostA.token, {})).rawPayload,
    );
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses the admin reports to hosts, clients and bidders', async () => {
    const client = await clientToken(t, hostA);
    const bidder = await createBidder(t);
    for (const token of [hostA.token, client, bidder.token]) {
      for (const url of [
        '/api/reports/auction',
        '/api/reports/bidder',
        '/api/reports/bid',
        '/api/reports/bid/excel',
        '/api/reports/auction/pdf',
        '/api/reports/auction/excel',
        '/api/reports/bidder/pdf',
        '/api/reports/bidder/excel',
        '/api/reports/bid/pdf',
        '/api/reports/dashboard',
      ]) {
        expect((await call(t, 'POST', url, token, {})).statusCode, url).toBe(403);
      }
    }
    expect((await call(t, 'POST', '/api/reports/bidauctioneer', client, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/reports/bidauctioneer', bidder.token, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/reports/bidauctioneer', admin, {})).statusCode).toBe(403);
  });
});

describe('auctions and bidders reports', () => {
  it('totals an auction and filters by company', async () => {
    const response = await call(t, 'POST', '/api/reports/auction', admin, { companyId: hostA.companyId });
    expect(response.json()).toMatchObject({
      total: 1,
      totalAmount: 102_000,
      data: [
        {
          id: String(saleA.auctionId),
          lotCount: 1,
          soldCount: 1,
          bidderCount: 2,
          bidCount: 2,
          totalSold: 102_000,
        },
      ],
    });
  });

  it('filters bidders by verification and auction, 5 a page', async () => {
    const unverified = await createBidder(t, { verified: false, phoneVerified: false });
    const inAuction = await call(t, 'POST', '/api/reports/bidder', admin, { auctionId: saleA.auctionId });
    expect(inAuction.json().total).toBe(2);
    const notVerified = await call(t, 'POST', '/api/reports/bidder', admin, { isVerified: false });
    expect(notVerified.json().data.map((row: { id: string }) => row.id)).toEqual([String(unverified.id)]);
    const noPhone = await call(t, 'POST', '/api/reports/bidder', admin, { isPhoneVerified: false });
    expect(noPhone.json().total).toBe(1);
    const winner = await call(t, 'POST', '/api/reports/bidder', admin, { bidderId: saleA.high.id });
    expect(winner.json().data).toMatchObject([{ bidCount: 1, winCount: 1, auctionCount: 1 }]);
  });

  it('makes a real PDF with title, filters, a table across pages and page numbers', async () => {
    for (let i = 0; i < 60; i += 1) await createBidder(t, { balanceDollars: 10 });
    const response = await call(t, 'POST', '/api/reports/bidder/pdf', admin, { isVerified: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="BiddersReport_\d{8}_\d{6}\.pdf"/);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Bidders Report');
    expect(text).toContain('Verified: Yes');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(text).toContain(saleA.high.userName);

    const auctions = await call(t, 'POST', '/api/reports/auction/pdf', admin, { companyId: hostA.companyId });
    expect(pdfText(auctions.rawPayload)).toContain('Auctions Report');
  });
});

describe('role dashboards', () => {
  it("shows a host only its own company's unpaid wins and weekly sales", async () => {
    const response = await call(t, 'GET', '/api/reports/dashboard/host', hostA.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.awaitingPayment).toMatchObject([
      { lotId: String(saleA.lotId), outstanding: 102_750, isPaymentPastDue: true },
    ]);
    expect(body.salesByWeek).toHaveLength(8);
    expect(body.salesByWeek.reduce((sum: number, week: { amount: number }) => sum + week.amount, 0)).toBe(
      102_000,
    );
    // Its auction started a minute ago: today's, unless that minute crossed midnight in the host's zone.
    expect(body.todayAuctions.every((a: { id: string }) => a.id === String(saleA.auctionId))).toBe(true);
    const other = (await call(t, 'GET', '/api/reports/dashboard/host', hostB.token)).json();
    expect(other.awaitingPayment.map((item: { lotId: string }) => item.lotId)).toEqual([String(saleB.lotId)]);
  });

  it("sums a law firm's sales, and a bidder's unpaid winnings", async () => {
    const client = await clientToken(t, hostA);
    const firm = (await call(t, 'GET', '/api/reports/dashboard/client', client)).json();
    expect(firm).toMatchObject({
      caseCount: 1,
      openCaseCount: 1,
      lotsSold: 1,
      amountSold: 102_000,
      awaitingPayment: 1,
    });
    const bidder = (await call(t, 'GET', '/api/reports/dashboard/bidder', saleA.high.token)).json();
    expect(bidder.winnings).toMatchObject([{ lotId: String(saleA.lotId), winAmount: 102_000 }]);
    expect(bidder.lots).toEqual([]);
    expect((await call(t, 'GET', '/api/reports/dashboard/bidder', saleA.low.token)).json().winnings).toEqual(
      [],
    );
  });

  it("reports a law firm's own sales only, on screen and in Excel", async () => {
    const client = await clientToken(t, hostA);
    const sales = await call(t, 'POST', '/api/reports/clientsales', client, {});
    expect(sales.json()).toMatchObject({
      total: 1,
      totalAmount: 102_000,
      data: [{ lotId: String(saleA.lotId), winAmount: 102_000, isPaid: false }],
    });
    const sheet = await workbookOf(
      (await call(t, 'POST', '/api/reports/clientsales/excel', client, {})).rawPayload,
    );
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(6).value).toBe(102_000);
    expect((await call(t, 'POST', '/api/reports/clientsales', hostA.token, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/reports/clientsales/excel', admin, {})).statusCode).toBe(403);
  });

  it('gives each dashboard to its own role only', async () => {
    const client = await clientToken(t, hostA);
    expect((await call(t, 'GET', '/api/reports/dashboard/host', client)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/reports/dashboard/host', admin)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/reports/dashboard/client', hostA.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/reports/dashboard/bidder', hostA.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/reports/dashboard/host')).statusCode).toBe(401);
  });
});

describe('admin dashboard', () => {
  it('counts the range and lists outstanding balances: win + relief fee − received deposit', async () => {
    const response = await call(t, 'POST', '/api/reports/dashboard', admin, {
      from: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
      to: today(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ bids: 4, bidders: 4, amountWon: 102_000 + 201_000, auctions: 2 });
    expect(body.newBidders).toBeGreaterThanOrEqual(4);
    expect(body.series).toHaveLength(6);
    expect(body.series.reduce((sum: number, point: { bids: number }) => sum + point.bids, 0)).toBe(4);
    // Host B: $201,000 with its 10% deposit received; host A: $102,000 + $750 relief fee, nothing received.
    expect(body.items).toMatchObject([
      {
        lotId: String(saleB.lotId),
        winAmount: 201_000,
        deposit: 20_100,
        outstanding: 180_900,
        isDepositPastDue: false,
      },
      {
        lotId: String(saleA.lotId),
        winAmount: 102_000,
        reliefFee: 750,
        deposit: 0,
        outstanding: 102_750,
        isDepositPastDue: true,
        isPaymentPastDue: true,
      },
    ]);
    expect(body).toMatchObject({ itemsTotal: 2, totalOutstanding: 283_650, hasMore: false });
    const get = await call(t, 'GET', '/api/reports/dashboard', admin);
    expect(get.json().bids).toBe(4);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(t, 'POST', '/api/reports/dashboard', admin, { to: tomorrow })).json().message).toBe(
      ADMIN_MESSAGES.datesInFuture,
    );
    await t.db.execute(sql`update lots set payment_received_date = now() where id = ${saleA.lotId}`);
    expect((await call(t, 'GET', '/api/reports/dashboard', admin)).json().itemsTotal).toBe(1);
  });
});

describe('exports read on from the last row (keyset)', () => {
  const ids = async (rows: AsyncIterable<{ id: string }>) => {
    const out: string[] = [];
    for await (const row of rows) out.push(row.id);
    return out;
  };
  const pagesOf = async (kind: 'bid' | 'auction' | 'bidder', body: Record<string, unknown>) => {
    const out: string[] = [];
    for (let current = 1; ; current++) {
      const page = await runReport(t.db, kind, { ...body, pagination: { current } } as TReportFilterBody);
      out.push(...page.data.map((row) => row.id));
      if (out.length >= page.total || page.data.length === 0) return out;
    }
  };

  it('sends every row once, in the page order, whatever the sort and batch size', async () => {
    const sorters = [
      undefined,
      { field: 'amount', order: 'ascend' },
      { field: 'companyName', order: 'descend' },
      { field: 'bidderName', order: 'ascend' },
      { field: 'createdDate', order: 'descend' },
    ];
    for (const sorter of sorters) {
      const body = (sorter ? { sorter } : {}) as TReportFilterBody;
      const expected = await pagesOf('bid', body);
      expect(expected).toHaveLength(4);
      expect(new Set(expected).size).toBe(4);
      for (const batchSize of [1, 3])
        expect(await ids(eachReportRow(t.db, 'bid', body, {}, { batchSize }))).toEqual(expected);
    }
    const byStart = await pagesOf('auction', {});
    expect(await ids(eachReportRow(t.db, 'auction', {} as TReportFilterBody, {}, { batchSize: 1 }))).toEqual(
      byStart,
    );
  });

  it('never repeats a row when bids arrive while the file streams', async () => {
    const rows = eachReportRow(t.db, 'bid', {} as TReportFilterBody, {}, { batchSize: 1 });
    const first = await rows.next();
    expect(first.done).toBe(false);
    // A new sale commits two newer bids after the first batch was read (offset paging would repeat rows).
    await soldLot(t, hostB, { low: 300_500, high: 301_000 });
    const rest = await ids({ [Symbol.asyncIterator]: () => rows });
    const sent = [(first.value as { id: string }).id, ...rest];
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toHaveLength(4);
  });
});
