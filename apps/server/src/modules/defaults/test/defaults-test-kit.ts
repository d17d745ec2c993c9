import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/client';
import type { TestApp } from '../../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../../test/live-fixtures';
import { call } from '../../lots/test/test-kit';

/**
 * A lot sold through the real live calls to `winner`, with two lower bidders: `first` bids twice (100,500 and
 * 101,500), `second` once (101,000), `winner` 102,000. Then the win is made past due (won 3 hours ago).
 */
export async function pastDueSale(t: TestApp, options: { host?: TestHost; pastDue?: boolean } = {}) {
  const host = options.host ?? (await createHost(t));
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00, requiredDown: 10 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
  const first: TestBidder = await createBidder(t);
  const second: TestBidder = await createBidder(t);
  const winner: TestBidder = await createBidder(t);
  for (const bidder of [first, second, winner]) await joinLot(t, bidder, auctionId, lotId, 20_000);
  for (const [who, amount] of [
    [first, 100_500],
    [second, 101_000],
    [first, 101_500],
    [winner, 102_000],
  ] as const)
    expect((await bid(t, who, auctionId, lotId, amount)).statusCode).toBe(200);
  await t.db.execute(
    sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
  );
  expect((await call(t, 'PUT', `/api/lots/${lotId}/stop`, host.token)).json().stopped).toBe(true);
  if (options.pastDue !== false)
    await t.db.execute(
      sql`update lots set winner_created_date = now() - interval '3 hours' where id = ${lotId}`,
    );
  return { host, auctionId, lotId, first, second, winner };
}

/** The lot's current winning bidder (user id) or null. */
export async function winnerOf(t: TestApp, lotId: number) {
  const [row] = await queryRows<{ bidder_id: number | null; amount_cents: string | null }>(
    t.db,
    sql`select b.bidder_id, b.amount_cents from lots l left join bids b on b.id = l.winner_bid_id where l.id = ${lotId}`,
  );
  return row?.bidder_id === null || row?.bidder_id === undefined
    ? null
    : { bidderId: Number(row.bidder_id), amountCents: Number(row.amount_cents) };
}
