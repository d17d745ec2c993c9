import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, lots } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

export const AUCTION_NOT_FOUND = 'Auction is not found!';

/**
 * Locks an auction a lot may be put into: the caller's company's, not cancelled, not finished. The lock
 * serialises lot numbering inside the auction.
 */
export async function lockAuctionForLots(tx: Db, caller: AuthUser, auctionId: number) {
  const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
  if (!auction) throw notFound(AUCTION_NOT_FOUND);
  if (caller.companyId === null || auction.companyId !== caller.companyId) throw forbidden();
  if (auction.isCancelled) throw conflict('This auction is cancelled.');
  if (auction.finishedAt) throw conflict('This auction has already finished.');
  return auction;
}

/** The next lot number of an auction: the lot goes last. */
export async function nextLotNumber(tx: Db, auctionId: number) {
  const [row] = await tx
    .select({ last: max(lots.lotNumber) })
    .from(lots)
    .where(eq(lots.auctionId, auctionId));
  return Number(row?.last ?? 0) + 1;
}

/** The auction's lots in their order (lot number, then id for lots without one), locked. */
export async function orderedAuctionLots(tx: Db, auctionId: number) {
  return tx
    .select({ id: lots.id, lotNumber: lots.lotNumber })
    .from(lots)
    .where(eq(lots.auctionId, auctionId))
    .orderBy(sql`${lots.lotNumber} asc nulls last`, asc(lots.id))
    .for('update');
}

/** Gives the lots `ids` the numbers 1..n in that order, touching only rows whose number changes. */
export async function applyLotOrder(
  tx: Db,
  auctionId: number,
  current: { id: number; lotNumber: number | null }[],
  ids: number[],
) {
  const numberOf = new Map(current.map((row) => [row.id, row.lotNumber]));
  for (const [index, id] of ids.entries()) {
    if (numberOf.get(id) === index + 1) continue;
    await tx
      .update(lots)
      .set({ lotNumber: index + 1, updatedAt: new Date() })
      .where(and(eq(lots.id, id), eq(lots.auctionId, auctionId)));
  }
}

/** Closes the gap a lot leaves when it moves out of an auction. */
export async function compactLotNumbers(tx: Db, auctionId: number) {
  const current = await orderedAuctionLots(tx, auctionId);
  await applyLotOrder(
    tx,
    auctionId,
    current,
    current.map((row) => row.id),
  );
}
