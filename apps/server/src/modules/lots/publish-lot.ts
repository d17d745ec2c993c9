import { checkPublishLot, formatHostDateTime, LOT_MESSAGES, type TPostponeBody } from '@bidright/domain';
import { count, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { auctions, companies, lots, properties } from '../../db/schema/index';
import { badRequest, conflict, HttpError } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LotAlerts } from '../../jobs/lot-alerts-port';
import { assertCaseEditable, inTransaction, lotForWrite } from './lot-access';
import { loadLotView } from './presenter';

/**
 * PUT /api/lots/{lotId}/list: Draft → Listed. Needs an auction and a property (409 'Missing Required
 * Info' naming them); opening bid, required down and minimum increment may come later, and the answer
 * says which are still missing. Bidders whose saved filters find the lot are alerted by a job queued in the
 * same transaction.
 */
export async function publishLot(db: Db, alerts: LotAlerts, caller: AuthUser, lotId: number) {
  const later = await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    await assertCaseEditable(tx, kase);
    if (lot.lotStatus !== 'Draft') throw conflict(LOT_MESSAGES.notDraft);
    const [props] = await tx.select({ n: count() }).from(properties).where(eq(properties.lotId, lotId));
    const check = checkPublishLot({
      hasAuction: lot.auctionId !== null,
      propertyCount: Number(props?.n ?? 0),
      openingPriceCents: lot.openingPriceCents,
      requiredDownPercent: lot.requiredDown,
      minIncrementCents: lot.minBidIncrementCents,
    });
    if (check.missing.length > 0) {
      const errors: Record<string, string> = {};
      if (check.missing.includes('Auction Date')) errors.auctionId = 'Auction Date';
      if (check.missing.includes('Property')) errors.property = 'Property';
      throw new HttpError(409, LOT_MESSAGES.missingRequiredInfo, errors);
    }
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, lot.auctionId!));
    if (auction?.isCancelled) throw conflict('This auction is cancelled.');
    if (auction?.finishedAt) throw conflict('This auction has already finished.');
    await tx.update(lots).set({ lotStatus: 'Listed', updatedAt: new Date() }).where(eq(lots.id, lotId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Lot Published',
      body:
        check.later.length > 0
          ? `The lot was published. To be provided later: ${check.later.join(', ')}.`
          : 'The lot was published.',
    });
    await alerts.lotPublished(tx, lotId);
    return check.later;
  });
  return { lot: (await loadLotView(db, lotId))!, willProvideLater: later };
}

/**
 * PUT /api/lots/{lotId}/postpone: sets or removes the postponement of a Listed lot with an auction. A
 * postponement alerts the bidders who joined, registered for or pinned the lot (a job queued with it).
 */
export async function postponeLot(
  db: Db,
  alerts: LotAlerts,
  caller: AuthUser,
  lotId: number,
  body: TPostponeBody,
) {
  if (body.isPostpone && !body.date)
    throw badRequest(LOT_MESSAGES.dateTimeRequired, { date: LOT_MESSAGES.dateTimeRequired });
  const now = new Date();
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    if (lot.lotStatus !== 'Listed' || lot.auctionId === null)
      throw conflict('Only a published lot in an auction can be postponed.');
    if (lot.startedTime) throw conflict('This lot has already started.');
    await tx
      .update(lots)
      .set(
        body.isPostpone
          ? { isPostponed: true, postponedDate: now, continuanceDate: new Date(body.date!), updatedAt: now }
          : { isPostponed: false, postponedDate: null, continuanceDate: null, updatedAt: now },
      )
      .where(eq(lots.id, lotId));
    // The new date reads on the host's clock, as every auction and sale time does (spec: MM/DD/YYYY h:mm A).
    const [host] = await tx
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, kase.companyId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: body.isPostpone ? 'Lot Postponed' : 'Lot Postponement Removed',
      body: body.isPostpone
        ? `The lot was postponed to ${formatHostDateTime(body.date, host?.timeZone)}.`
        : 'The lot is no longer postponed.',
    });
    if (body.isPostpone) await alerts.lotPostponed(tx, lotId, now);
  });
  return (await loadLotView(db, lotId))!;
}
