import {
  checkDeedIssue,
  combinedLotStatus,
  deedActions,
  isReceived,
  type TDeedDeliveryBody,
} from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { bids, lots } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LotAlerts, TSettlementStep } from '../../jobs/lot-alerts-port';
import {
  type CaseRecord,
  findLotWithCase,
  inTransaction,
  LOT_NOT_FOUND,
  type LotRecord,
  lotForWrite,
} from './lot-access';
import { loadLotView } from './presenter';

/**
 * Post-auction steps of a lot (spec part 2 §4): deposit, full payment, deed ready, deed issued, delivery.
 * Each staff step queues the winner's alert of that step through the alerts port, in its own transaction.
 */

type Step = (tx: Db, lot: LotRecord, kase: CaseRecord, now: Date) => Promise<{ title: string; body: string }>;

async function staffStep(
  db: Db,
  alerts: LotAlerts,
  caller: AuthUser,
  lotId: number,
  alert: TSettlementStep,
  step: Step,
) {
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
    const entry = await step(tx, lot, kase, new Date());
    await logActivity(tx, { companyId: kase.companyId, caseId: kase.id, lotId, userId: caller.id, ...entry });
    await alerts.settlementStep(tx, lotId, alert);
  });
  return (await loadLotView(db, lotId))!;
}

/** PUT /api/lots/{lotId}/deposit: the initial deposit arrived (status kept). */
export function confirmDeposit(db: Db, alerts: LotAlerts, caller: AuthUser, lotId: number) {
  return staffStep(db, alerts, caller, lotId, 'DepositReceived', async (tx, lot, _kase, now) => {
    if (lot.lotStatus !== 'PendingTransaction' || lot.winnerBidId === null)
      throw conflict('The lot is not awaiting payment.');
    if (isReceived(lot.depositReceivedDate)) throw conflict('The initial deposit is already confirmed.');
    await tx.update(lots).set({ depositReceivedDate: now, updatedAt: now }).where(eq(lots.id, lot.id));
    return { title: 'Initial Deposit Received', body: 'The initial deposit was confirmed.' };
  });
}

/** PUT /api/lots/{lotId}/payment: the full payment arrived, after the deposit (→ CompleteTransaction). */
export function confirmPayment(db: Db, alerts: LotAlerts, caller: AuthUser, lotId: number) {
  return staffStep(db, alerts, caller, lotId, 'PaymentReceived', async (tx, lot, _kase, now) => {
    if (lot.lotStatus !== 'PendingTransaction' || lot.winnerBidId === null)
      throw conflict('The lot is not awaiting payment.');
    if (!isReceived(lot.depositReceivedDate)) throw conflict('Please confirm the initial deposit first.');
    await tx
      .update(lots)
      .set({ paymentReceivedDate: now, lotStatus: 'CompleteTransaction', updatedAt: now })
      .where(eq(lots.id, lot.id));
    return {
      title: 'Full Payment Received',
      body: 'The full payment was confirmed; the transaction is complete.',
    };
  });
}

async function deedStepAllowed(tx: Db, lot: LotRecord, kase: CaseRecord) {
  const rows = await tx.select({ status: lots.lotStatus }).from(lots).where(eq(lots.caseId, kase.id));
  return deedActions({
    caseStatus: kase.caseStatus,
    lotStatus: lot.lotStatus,
    combinedLotStatus: combinedLotStatus(rows.map((row) => row.status)),
  });
}

/** PUT /api/lots/{lotId}/deedready: CompleteTransaction → DeedReady once the court approved the case. */
export function markDeedReady(db: Db, alerts: LotAlerts, caller: AuthUser, lotId: number) {
  return staffStep(db, alerts, caller, lotId, 'DeedReady', async (tx, lot, kase, now) => {
    if (!(await deedStepAllowed(tx, lot, kase)).markDeedReady)
      throw conflict(
        'The lot can be marked as Deed Ready only after the court approved the case and the transaction is complete.',
      );
    await tx.update(lots).set({ lotStatus: 'DeedReady', updatedAt: now }).where(eq(lots.id, lot.id));
    return { title: 'Deed Ready', body: 'The deed is ready; the buyer was informed.' };
  });
}

/** PUT /api/lots/{lotId}/deedissued: DeedReady → DeedIssued; needs the bidder's delivery choice unless sold to the plaintiff. */
export function markDeedIssued(db: Db, alerts: LotAlerts, caller: AuthUser, lotId: number) {
  return staffStep(db, alerts, caller, lotId, 'DeedIssued', async (tx, lot, kase, now) => {
    if (!(await deedStepAllowed(tx, lot, kase)).markDeedIssued)
      throw conflict(
        'Only a lot marked as Deed Ready of a court-approved case can be marked as Deed Issued.',
      );
    const check = checkDeedIssue({
      deedDelivery: lot.deedDelivery,
      soldToPlaintiff: lot.soldTo === 'Plaintiff',
    });
    if (!check.ok) throw conflict(check.message);
    await tx.update(lots).set({ lotStatus: 'DeedIssued', updatedAt: now }).where(eq(lots.id, lot.id));
    return { title: 'Deed Issued', body: 'The deed was issued.' };
  });
}

/** PUT /api/lots/{lotId}/setdeeddelivery: the winning bidder chooses pick-up or shipping, once the deed is ready. */
export async function setDeedDelivery(db: Db, caller: AuthUser, lotId: number, body: TDeedDeliveryBody) {
  await inTransaction(db, async (tx) => {
    const { lot, kase } = await findLotWithCase(tx, lotId, { forUpdate: true });
    if (!lot || !kase) throw notFound(LOT_NOT_FOUND);
    const [winning] = lot.winnerBidId
      ? await tx.select({ bidderId: bids.bidderId }).from(bids).where(eq(bids.id, lot.winnerBidId))
      : [undefined];
    if (!winning || winning.bidderId !== caller.id) throw forbidden();
    if (lot.lotStatus !== 'DeedReady')
      throw conflict('The deed delivery option can be chosen once the deed is ready.');
    if (lot.deedDelivery) throw conflict('The deed delivery option is already set.');
    const now = new Date();
    await tx
      .update(lots)
      .set({
        deedDelivery: body.deedDelivery,
        deedShippingAddress: body.deedDelivery === 'Ship' ? body.deedShippingAddress! : null,
        updatedAt: now,
      })
      .where(eq(lots.id, lotId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      lotId,
      userId: caller.id,
      title: 'Deed Delivery Option Set',
      body: body.deedDelivery === 'Ship' ? `Ship to: ${body.deedShippingAddress}` : 'Pick up.',
    });
  });
  const view = (await loadLotView(db, lotId))!;
  return {
    id: view.id,
    lotStatus: view.lotStatus,
    deedDelivery: view.deedDelivery,
    deedShippingAddress: view.deedShippingAddress,
  };
}
