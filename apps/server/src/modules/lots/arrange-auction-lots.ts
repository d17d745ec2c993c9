import { LOT_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { lots } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import {
  applyLotOrder,
  compactLotNumbers,
  lockAuctionForLots,
  nextLotNumber,
  orderedAuctionLots,
} from './auction-slots';
import { assertCaseEditable, inTransaction, lotForWrite } from './lot-access';
import { loadLotView } from './presenter';

/** POST /api/lots/{lotId}/{auctionId}: puts a Draft lot last in an auction. */
export async function addLotToAuction(db: Db, caller: AuthUser, lotId: number, auctionId: number) {
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await lockAuctionForLots(tx, caller, auctionId);
    if (lot.lotStatus !== 'Draft') throw conflict(LOT_MESSAGES.notDraft);
    await assertCaseEditable(tx, kase);
    if (lot.auctionId === auctionId) return;
    const lotNumber = await nextLotNumber(tx, auctionId);
    await tx.update(lots).set({ auctionId, lotNumber, updatedAt: new Date() }).where(eq(lots.id, lotId));
    if (lot.auctionId !== null) await compactLotNumbers(tx, lot.auctionId);
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Lot Added to Auction',
      body: `The lot was added to auction ${auctionId} as lot number ${lotNumber}.`,
    });
  });
  return (await loadLotView(db, lotId))!;
}

/** DELETE /api/lots/{lotId}/{auctionId}: takes a Draft lot out of its auction; later lots move up. */
export async function removeLotFromAuction(db: Db, caller: AuthUser, lotId: number, auctionId: number) {
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await lockAuctionForLots(tx, caller, auctionId);
    if (lot.lotStatus !== 'Draft') throw conflict(LOT_MESSAGES.notDraft);
    if (lot.auctionId !== auctionId) throw conflict('The lot is not in this auction.');
    await assertCaseEditable(tx, kase);
    await tx
      .update(lots)
      .set({ auctionId: null, lotNumber: null, updatedAt: new Date() })
      .where(eq(lots.id, lotId));
    await compactLotNumbers(tx, auctionId);
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Lot Removed from Auction',
      body: `The lot was removed from auction ${auctionId}.`,
    });
  });
  return (await loadLotView(db, lotId))!;
}

/**
 * PUT /api/lots/{lotId}/reorder/{auctionId}: moves the lot right below `aboveId` (first when null) and
 * renumbers the auction's lots 1..n, all in one transaction. Once a lot of the auction has started the
 * order is history and stays.
 */
export async function reorderLot(
  db: Db,
  caller: AuthUser,
  lotId: number,
  auctionId: number,
  aboveId: number | null,
) {
  return inTransaction(db, async (tx) => {
    const { kase } = await lotForWrite(tx, caller, lotId);
    await lockAuctionForLots(tx, caller, auctionId);
    const current = await orderedAuctionLots(tx, auctionId);
    const ids = current.map((row) => row.id);
    if (!ids.includes(lotId) || aboveId === lotId || (aboveId !== null && !ids.includes(aboveId)))
      throw conflict(LOT_MESSAGES.reorderFailed);
    const started = await tx
      .select({ id: lots.id, startedTime: lots.startedTime })
      .from(lots)
      .where(eq(lots.auctionId, auctionId));
    if (started.some((row) => row.startedTime !== null))
      throw conflict('Lots of an auction that has started cannot be reordered.');
    const order = ids.filter((id) => id !== lotId);
    order.splice(aboveId === null ? 0 : order.indexOf(aboveId) + 1, 0, lotId);
    await applyLotOrder(tx, auctionId, current, order);
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Lot Order Changed',
      body: `The lot is now number ${order.indexOf(lotId) + 1} of auction ${auctionId}.`,
    });
    return order.map((id, index) => ({ id: String(id), lotNumber: index + 1 }));
  });
}
