import { LIVE_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notFound } from '../../errors';

/**
 * GET /api/bidders/pin/{lotId}: puts a listed lot on the bidder's watch list (pinning it again changes
 * nothing) and answers the bidder's pinned count. Draft lots are not public, so they are "not found".
 */
export async function pinLot(db: Db, bidderId: number, lotId: number) {
  const [lot] = await queryRows(db, sql`select id from lots where id = ${lotId} and lot_status <> 'Draft'`);
  if (!lot) throw notFound(LIVE_MESSAGES.lotNotFound);
  await db.execute(
    sql`insert into pins (bidder_id, lot_id) values (${bidderId}, ${lotId}) on conflict do nothing`,
  );
  return countPins(db, bidderId);
}

/** DELETE /api/bidders/unpin/{lotId}: takes the lot off the watch list (if it was on it); the pinned count. */
export async function unpinLot(db: Db, bidderId: number, lotId: number) {
  await db.execute(sql`delete from pins where bidder_id = ${bidderId} and lot_id = ${lotId}`);
  return countPins(db, bidderId);
}

/** GET /api/bidders/pin/count. */
export async function countPins(db: Db, userId: number) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from pins where bidder_id = ${userId}`,
  );
  return { count: Number(row?.n ?? 0) };
}
