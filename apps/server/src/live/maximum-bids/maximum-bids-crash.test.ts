// kill -9 of a real server process in the middle of proxy exchanges (issue 32), on this file's PostgreSQL
// database: every live bid is countered at once by a standing maximum, in the same transaction. After a
// restart no half-exchange is in the log: each live bid is followed by its counter (same transaction time,
// next seq), every bid answered 200 is there, the events match the bids and the audit chain holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, type TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
} from '../../test/live-fixtures';
import { createMultiProcessTestApp, type ServerProcess, startServerProcess } from '../../test/server-process';
import { verifyLotChain } from '../audit-chain';

const DATABASE_URL = process.env.DATABASE_URL;

describe.runIf(DATABASE_URL)('a server killed hard during proxy exchanges', () => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  let env: () => Record<string, string>;

  beforeAll(async () => {
    ({ t, processEnv: env } = await createMultiProcessTestApp());
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('after a restart every live bid has its counter, and nothing answered is lost', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidders: TestBidder[] = [];
    for (let i = 0; i < 5; i++) {
      const bidder = await createBidder(t);
      await joinLot(t, bidder, auctionId, lotId, 1_000_000);
      bidders.push(bidder);
    }
    const [holder, ...live] = bidders as [TestBidder, ...TestBidder[]];
    // Out of the live bids' reach: every one of them is countered.
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`,
      headers: bearer(holder.token),
      payload: { amount: 5_000_000 },
    });
    expect(set.statusCode).toBe(200);

    server = await startServerProcess(env());
    const answered: number[] = [];
    let dead = false;
    const loop = async (bidder: TestBidder) => {
      let minimum = 101_000;
      while (!dead) {
        try {
          const response = await fetch(`${server!.baseUrl}/api/auctions/${auctionId}/lots/${lotId}/bids`, {
            method: 'POST',
            headers: { ...bearer(bidder.token), 'content-type': 'application/json' },
            body: JSON.stringify({ amount: minimum }),
          });
          const body = (await response.json()) as { minBid?: number; message?: string };
          if (response.status === 200) {
            answered.push(minimum);
            minimum = body.minBid!;
          } else {
            const quoted = /\$([\d,]+)/.exec(body.message ?? '');
            if (quoted) minimum = Number(quoted[1]!.replaceAll(',', ''));
          }
        } catch {
          return; // the process is gone
        }
      }
    };
    const running = Promise.all(live.map(loop));
    const count = async () =>
      Number(
        (
          await queryRows<{ n: string }>(t.db, sql`select count(*) as n from bids where lot_id = ${lotId}`)
        )[0]!.n,
      );
    while ((await count()) < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop('SIGKILL');
    dead = true;
    await running;

    server = await startServerProcess(env());
    const log = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select seq, amount_cents, bidder_id, placed_by_maximum, created_date from bids where lot_id = ${lotId}
        order by seq`,
    );
    const rows = log.map((row) => ({
      seq: Number(row.seq),
      amount: Number(row.amount_cents) / 100,
      bidderId: Number(row.bidder_id),
      byMaximum: Boolean(row.placed_by_maximum),
      at: new Date(row.created_date as string).toISOString(),
    }));
    // The maximum opened the lot; then exchanges of two: a live bid and its counter, never one alone.
    expect(rows[0]).toMatchObject({ bidderId: holder.id, byMaximum: true });
    const exchanges = rows.slice(1);
    expect(exchanges.length % 2).toBe(0);
    for (let i = 0; i < exchanges.length; i += 2) {
      const [hand, counter] = [exchanges[i]!, exchanges[i + 1]!];
      expect(hand.byMaximum, `seq ${hand.seq}`).toBe(false);
      expect(counter).toMatchObject({
        seq: hand.seq + 1,
        bidderId: holder.id,
        byMaximum: true,
        amount: hand.amount + 500,
        at: hand.at,
      });
    }
    const amounts = new Set(rows.map((row) => row.amount));
    expect(answered.length).toBeGreaterThan(0);
    for (const amount of answered) expect(amounts.has(amount), `answered bid ${amount}`).toBe(true);
    const [events] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from lot_events where lot_id = ${lotId} and event = 4`,
    );
    expect(Number(events!.n)).toBe(rows.length);
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);
    await server.stop();
  }, 240_000);
});
