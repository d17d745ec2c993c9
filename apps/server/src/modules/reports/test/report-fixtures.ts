import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createLot,
  joinLot,
  type TestHost,
} from '../../../test/live-fixtures';
import { call } from '../../lots/test/test-kit';

/**
 * A listed lot of the host, started, with two bids through the API, then stopped with the higher one
 * winning (as the lot clock would). Amounts in dollars; `wonAt` back-dates the win.
 */
export async function soldLot(
  t: TestApp,
  host: TestHost,
  options: {
    low?: number;
    high?: number;
    reliefFeeCents?: number;
    wonAt?: Date;
    depositReceived?: boolean;
  } = {},
) {
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, { lotNumber: 1 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
  const low = await createBidder(t);
  const high = await createBidder(t);
  await joinLot(t, low, auctionId, lotId, 50_000);
  await joinLot(t, high, auctionId, lotId, 50_000);
  expect((await bid(t, low, auctionId, lotId, options.low ?? 100_500)).statusCode).toBe(200);
  const highBid = (await bid(t, high, auctionId, lotId, options.high ?? 101_000)).json();
  const wonAt = (options.wonAt ?? new Date()).toISOString();
  await t.db.execute(sql`update lots set stopped_time = ${wonAt}, lot_status = 'PendingTransaction',
    sold_to = 'ThirdParty', winner_bid_id = ${Number(highBid.bidId)}, winner_created_date = ${wonAt},
    relief_fee_cents = ${options.reliefFeeCents ?? 0},
    deposit_received_date = ${options.depositReceived ? wonAt : null} where id = ${lotId}`);
  return { auctionId, lotId, low, high, highBidId: String(highBid.bidId) };
}
