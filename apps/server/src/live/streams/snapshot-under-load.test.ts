// Connect snapshots taken while bids are being committed: each is one consistent read, so it never lists a
// bid newer than its own seq, and its high bid is the newest bid up to that seq (on PostgreSQL the bids and
// the snapshots really run side by side on separate connections).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../../test/live-fixtures';
import type { AuctionMessage } from '../messages';
import { loadConnectSnapshot } from './snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * 60 committed bids beside two snapshot loops take ~9 s on PGlite alone; under CI, with every test file
 * running beside it on two cores, they took over 30 s. The limit only bounds a hung run: nothing here is timed.
 */
const UNDER_LOAD_LIMIT_MS = 120_000;

describe('Connect snapshots under load', () => {
  it('never contain a bid newer than their seq, nor a stale high bid', {
    timeout: UNDER_LOAD_LIMIT_MS,
  }, async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidders = [await createBidder(t), await createBidder(t)];
    for (const bidder of bidders) await joinLot(t, bidder, auctionId, lotId, 100_000);

    let bidding = true;
    const placing = (async () => {
      try {
        for (let i = 0; i < 60; i++) {
          const response = await bid(t, bidders[i % 2]!, auctionId, lotId, 100_500 + i * 500);
          expect(response.statusCode, response.body).toBe(200);
        }
      } finally {
        bidding = false;
      }
    })();
    const snapshots: AuctionMessage[] = [];
    const taking = Array.from({ length: 2 }, async () => {
      while (bidding) {
        snapshots.push(await loadConnectSnapshot(t.db, lotId));
        // Let the bids in: PGlite runs one statement at a time and would serve these loops first. At 5 ms two
        // loops took thousands of snapshots and starved the bids' four round trips (a bid waited up to 4 s,
        // the run passed 120 s on this machine, before this change as after); 20 ms still takes hundreds.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await Promise.all([placing, ...taking]);
    expect(snapshots.length).toBeGreaterThan(3);

    const bids = await queryRows<{
      id: string | number;
      seq: string | number;
      amount_cents: string | number;
    }>(t.db, sql`select id, seq, amount_cents from bids where lot_id = ${lotId} order by seq desc`);
    for (const snapshot of snapshots) {
      const seq = Number(snapshot.seq);
      const upToSeq = bids.filter((row) => Number(row.seq) <= seq);
      expect(
        snapshot.priorBids.map((prior) => prior.id),
        `snapshot at seq ${seq}`,
      ).toEqual(upToSeq.slice(0, 50).map((row) => String(row.id)));
      const high = upToSeq[0] ? Number(upToSeq[0].amount_cents) / 100 : 0;
      expect(snapshot.lot?.highBid, `snapshot at seq ${seq}`).toBe(high);
      expect(snapshot.lot?.bidCount, `snapshot at seq ${seq}`).toBe(upToSeq.length);
    }
  });
});
