import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, createHost, staffToken } from '../../modules/lots/test/test-kit';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';

/**
 * Every participation change writes a lot activity entry in its own transaction, so the lot's activity
 * log (GET /api/lots/{lotId}/activity) tells staff who joined, left, changed a deposit, or was added or
 * removed by staff; a refused change writes none.
 */
let t: TestApp;
let host: TestHost;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  employee = await staffToken(t, host.companyId);
});
afterAll(() => t.close());

type Log = { actLogTitle: string; actLogBody: string; userName: string | null; createdDate: string };

/** The lot's activity as staff read it, oldest first. */
async function activity(lotId: number): Promise<Log[]> {
  const response = await call(t, 'GET', `/api/lots/${lotId}/activity`, employee);
  expect(response.statusCode).toBe(200);
  return (response.json() as Log[]).reverse();
}

const leave = (bidder: TestBidder, auctionId: number, lotId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: { authorization: `Bearer ${bidder.token}` },
  });

const changeAmount = (bidder: TestBidder, auctionId: number, lotId: number, amount: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/${lotId}/biddersamount`,
    headers: { authorization: `Bearer ${bidder.token}` },
    payload: { amount },
  });

async function paddleOf(bidder: TestBidder, auctionId: number) {
  const [row] = await queryRows<{ paddle_number: number }>(
    t.db,
    sql`select paddle_number from auction_bidders where auction_id = ${auctionId} and bidder_id = ${bidder.id}`,
  );
  return Number(row!.paddle_number);
}

describe('participation activity logs', () => {
  it('logs a join, a deposit change, a leave and a pre-registration, each by the bidder', async () => {
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 3_600_000) });
    const lotId = await createLot(t.db, host, auctionId);
    const bidder = await createBidder(t);

    await joinLot(t, bidder, auctionId, lotId, 20_000);
    const who = `${bidder.userName} (paddle ${await paddleOf(bidder, auctionId)})`;
    expect((await changeAmount(bidder, auctionId, lotId, 25_000)).statusCode).toBe(200);
    await joinLot(t, bidder, auctionId, lotId, 0);
    expect((await leave(bidder, auctionId, lotId)).statusCode).toBe(200);
    await joinLot(t, bidder, auctionId, lotId, -1);

    const logs = await activity(lotId);
    expect(logs.map((log) => [log.actLogTitle, log.actLogBody])).toEqual([
      ['Bidder Joined', `${who} joined the lot with a deposit of $20,000.`],
      ['Deposit Changed', `${who} changed from a deposit of $20,000 to a deposit of $25,000.`],
      ['Deposit Changed', `${who} changed from a deposit of $25,000 to spectating.`],
      ['Bidder Left', `${who} left the lot (was spectating).`],
      ['Bidder Joined', `${who} pre-registered for the lot.`],
    ]);
    expect(new Set(logs.map((log) => log.userName))).toEqual(new Set([bidder.userName]));
  });

  it('logs the deposit a leaving bidder releases', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 15_000);
    expect((await leave(bidder, auctionId, lotId)).statusCode).toBe(200);
    const logs = await activity(lotId);
    expect(logs.at(-1)).toMatchObject({
      actLogTitle: 'Bidder Left',
      actLogBody: expect.stringMatching(/left the lot, releasing a deposit of \$15,000\.$/),
    });
  });

  it('logs staff adding a bidder in person and removing one, by the staff member', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidder = await createBidder(t);
    const added = await call(
      t,
      'POST',
      `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
      host.token,
      {
        amount: 1234.56,
        type: 'INPERSON',
      },
    );
    expect(added.statusCode).toBe(200);
    const removed = await call(
      t,
      'DELETE',
      `/api/auctions/${auctionId}/${lotId}/bidders/${bidder.id}`,
      employee,
    );
    expect(removed.statusCode).toBe(200);

    const who = `${bidder.userName} (paddle ${await paddleOf(bidder, auctionId)})`;
    const [auctioneer] = await queryRows<{ user_name: string }>(
      t.db,
      sql`select user_name from users where id = ${host.auctioneerId}`,
    );
    const logs = await activity(lotId);
    expect(logs.map((log) => [log.actLogTitle, log.actLogBody])).toEqual([
      ['Bidder Added', `${who} was added in person (in the room) with a check deposit of $1,234.56.`],
      ['Bidder Removed', `${who} was removed from the lot, releasing a deposit of $1,234.56.`],
    ]);
    expect(logs[0]!.userName).toBe(auctioneer!.user_name);
    expect(logs[1]!.userName).not.toBe(bidder.userName);
  });

  it('writes the entry in the same transaction as the change', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 10_000);
    // now() is the transaction's start time: the same instant on the participation and on its log entry.
    const [row] = await queryRows<{ same: boolean; case_id: number; company_id: number }>(
      t.db,
      sql`select l.created_at = abl.entered_date as same, l.case_id, l.company_id
        from activity_logs l
        join auction_bidder_lots abl on abl.lot_id = l.lot_id
        where l.lot_id = ${lotId} and l.title = 'Bidder Joined'`,
    );
    expect(row).toMatchObject({ same: true, case_id: host.caseId, company_id: host.companyId });
  });

  it('writes nothing when the change is refused', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const poor = await createBidder(t, { balanceDollars: 100 });
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/${lotId}/bidders`,
      headers: { authorization: `Bearer ${poor.token}` },
      payload: { amount: 5_000, purchaseProfileId: poor.profileId, type: 'ONLINE' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect((await leave(poor, auctionId, lotId)).statusCode).toBe(400);
    expect((await changeAmount(poor, auctionId, lotId, 50)).statusCode).toBe(400);
    expect(await activity(lotId)).toEqual([]);
  });
});
