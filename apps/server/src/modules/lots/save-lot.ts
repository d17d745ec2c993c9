import { LOT_MESSAGES, type TLotBody, toCents, toDollars } from '@bidright/domain';
import { count, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { lotDocuments, lots, properties } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { removeFiles } from '../../uploads/stored-files';
import { compactLotNumbers, lockAuctionForLots, nextLotNumber } from './auction-slots';
import {
  assertCaseEditable,
  assertCaseWritable,
  CASE_NOT_FOUND,
  findCase,
  inTransaction,
  lotForWrite,
} from './lot-access';
import { loadLotView } from './presenter';

const settingsText = (body: TLotBody) =>
  `Opening bid $${body.openingPrice}, required down ${body.requiredDown}%, minimum increment $${body.minBidIncrements}.`;

/** POST /api/lots/{caseId}: a new Draft lot of the case, last in its auction when one is chosen. */
export async function createLot(db: Db, caller: AuthUser, caseId: number, body: TLotBody) {
  return inTransaction(db, async (tx) => {
    const kase = assertCaseWritable(caller, await findCase(tx, caseId, { forUpdate: true }), CASE_NOT_FOUND);
    await assertCaseEditable(tx, kase);
    let lotNumber: number | null = null;
    if (body.auctionId) {
      await lockAuctionForLots(tx, caller, body.auctionId);
      lotNumber = await nextLotNumber(tx, body.auctionId);
    }
    const [lot] = await tx
      .insert(lots)
      .values({
        caseId,
        auctionId: body.auctionId ?? null,
        lotNumber,
        lotStatus: 'Draft',
        openingPriceCents: toCents(body.openingPrice),
        requiredDown: body.requiredDown,
        minBidIncrementCents: toCents(body.minBidIncrements),
      })
      .returning({ id: lots.id });
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId,
      lotId: lot!.id,
      userId: caller.id,
      title: 'Lot Created',
      body: settingsText(body),
    });
    return { id: String(lot!.id) };
  });
}

/**
 * PUT /api/lots/{lotId}: the lot's settings and auction. Only a Draft lot may move between auctions,
 * and a lot that has started keeps its settings.
 */
export async function updateLot(db: Db, caller: AuthUser, lotId: number, body: TLotBody) {
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await assertCaseEditable(tx, kase);
    if (lot.startedTime) throw conflict('This lot has already started.');
    const auctionId = body.auctionId ?? null;
    let lotNumber = lot.lotNumber;
    if (auctionId !== lot.auctionId) {
      if (lot.lotStatus !== 'Draft') throw conflict(LOT_MESSAGES.notDraft);
      lotNumber = null;
      if (auctionId !== null) {
        await lockAuctionForLots(tx, caller, auctionId);
        lotNumber = await nextLotNumber(tx, auctionId);
      }
    }
    await tx
      .update(lots)
      .set({
        auctionId,
        lotNumber,
        openingPriceCents: toCents(body.openingPrice),
        requiredDown: body.requiredDown,
        minBidIncrementCents: toCents(body.minBidIncrements),
        updatedAt: new Date(),
      })
      .where(eq(lots.id, lotId));
    if (lot.auctionId !== null && auctionId !== lot.auctionId) await compactLotNumbers(tx, lot.auctionId);
    const changes: string[] = [settingsText(body)];
    if (auctionId !== lot.auctionId)
      changes.push(auctionId === null ? 'Removed from its auction.' : `Moved to auction ${auctionId}.`);
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Lot Updated',
      body: `${changes.join(' ')} Was: opening bid $${toDollars(lot.openingPriceCents)}, required down ${lot.requiredDown}%, minimum increment $${toDollars(lot.minBidIncrementCents)}.`,
    });
  });
  return (await loadLotView(db, lotId))!;
}

/** DELETE /api/lots/{lotId}: only a lot without properties; its documents' files go with it. */
export async function deleteLot(db: Db, storage: FileStorage, caller: AuthUser, lotId: number) {
  const keys = await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await assertCaseEditable(tx, kase);
    const [props] = await tx.select({ n: count() }).from(properties).where(eq(properties.lotId, lotId));
    if (Number(props?.n ?? 0) > 0) throw conflict(LOT_MESSAGES.lotHasProperties);
    const files = await tx
      .select({ key: lotDocuments.storageKey })
      .from(lotDocuments)
      .where(eq(lotDocuments.lotId, lotId));
    // The log entry outlives the lot (its lot_id would cascade away), so it names the lot in the text.
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Lot Deleted',
      body: `Lot ${lot.id}${lot.lotNumber ? ` (number ${lot.lotNumber})` : ''} was deleted.`,
    });
    await tx.delete(lots).where(eq(lots.id, lotId));
    if (lot.auctionId !== null) await compactLotNumbers(tx, lot.auctionId);
    return files.map((file) => file.key);
  });
  await removeFiles(storage, keys);
}
