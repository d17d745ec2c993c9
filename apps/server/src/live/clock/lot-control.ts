import {
  BID_TIME_THRESHOLD_SECONDS,
  CREDIT_BID_MESSAGES,
  formatUsd,
  OUTAGE_MESSAGES,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { commitAndPublish, type LiveContext } from '../context';
import { appendLotEvent, type CommittedEvent, newMessage } from '../events';
import { openWithMaximums } from '../maximum-bids/maximum-bids';
import { LiveEvent } from '../messages';
import { isLotOpen, type LotState, loadLotState, presentLiveLot } from '../views/presenter';
import { closeLot, openLot } from './close-lot';
import { passCreditBidGate } from './credit-bid-gate';

interface LockedLot {
  lot: LotState;
  startType: 'Manual' | 'Auto';
  auctionStopTime: Date | null;
  now: Date;
  /** Staff paused the sale (ADR 0077): no lot starts, is alerted or closes until it resumes. */
  isPaused: boolean;
}

const refuseWhilePaused = (locked: LockedLot) => {
  if (locked.isPaused) throw conflict(`${OUTAGE_MESSAGES.salePaused} Resume the sale first.`);
};

/**
 * Locks a lot for a staff action and checks the caller runs its auction: staff of the auction's company.
 * Everyone else gets 403, whatever the lot.
 */
async function lockLotForStaff(tx: Db, lotId: number, caller: AuthUser): Promise<LockedLot> {
  const lot = await loadLotState(tx, lotId, { forUpdate: true });
  if (!lot || lot.auctionId === null) throw notFound('Lot is not found!');
  const [auction] = await queryRows(
    tx,
    sql`select company_id, start_type, stop_time, is_cancelled, paused_at, clock_timestamp() as now from auctions
      where id = ${lot.auctionId}`,
  );
  if (!auction) throw notFound('Lot is not found!');
  if (caller.companyId === null || Number(auction.company_id) !== caller.companyId) throw forbidden();
  if (auction.is_cancelled) throw conflict('This auction is cancelled.');
  return {
    lot,
    startType: auction.start_type as 'Manual' | 'Auto',
    auctionStopTime: auction.stop_time ? new Date(auction.stop_time as string) : null,
    now: new Date(auction.now as string),
    isPaused: auction.paused_at !== null,
  };
}

function staffAction<T>(
  ctx: LiveContext,
  lotId: number,
  caller: AuthUser,
  action: (tx: Db, locked: LockedLot) => Promise<{ result: T; events: CommittedEvent[] }>,
) {
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => action(tx, await lockLotForStaff(tx, lotId, caller))),
  );
}

/**
 * START: opens a listed manual lot. One lot of an auction runs at a time. When the auction requires the
 * plaintiff's credit bid, the lot starts only with it confirmed, and opens at it (ADR 0074).
 */
export function startLot(ctx: LiveContext, lotId: number, caller: AuthUser) {
  return staffAction(ctx, lotId, caller, async (tx, locked) => {
    const { lot, startType, now } = locked;
    refuseWhilePaused(locked);
    if (startType !== 'Manual')
      throw conflict('Lots of an auto auction start on their own at the start time.');
    if (lot.lotStatus !== 'Listed') throw conflict('Only a published lot can be started.');
    if (lot.startedTime) throw conflict('This lot has already started.');
    const [open] = await queryRows(
      tx,
      sql`select id from lots where auction_id = ${lot.auctionId} and id <> ${lot.id} and lot_status = 'Listed'
        and started_time is not null and stopped_time is null limit 1`,
    );
    if (open) throw conflict(`Lot ${open.id} of this auction is still open. Finish it first.`);
    if (!(await passCreditBidGate(tx, lot.id, now)))
      throw badRequest(CREDIT_BID_MESSAGES.notConfirmedToStart);
    const event = await openLot(tx, lot, { now, stopTime: null });
    // The lot's standing maximums bid at once, in the same transaction as the start (issue 32).
    const proxyBids = await openWithMaximums(tx, lot.id, now);
    return { result: { lot: event.message.lot! }, events: [event, ...proxyBids] };
  });
}

/** Stop alert: a 10-second countdown for everyone in the lot, which staff may cancel. */
export function notifyStop(ctx: LiveContext, lotId: number, caller: AuthUser) {
  return staffAction(ctx, lotId, caller, async (tx, locked) => {
    const { lot, startType, now } = locked;
    refuseWhilePaused(locked);
    if (startType !== 'Manual') throw conflict('Auto lots close at their stop time.');
    if (!isLotOpen(lot)) throw conflict('This lot is not open.');
    const event = await sendStopAlert(tx, lot, now);
    return { result: { lot: event.message.lot! }, events: [event] };
  });
}

async function sendStopAlert(tx: Db, lot: LotState, now: Date) {
  await tx.execute(sql`update lots set stop_alert_time = ${now.toISOString()} where id = ${lot.id}`);
  const alerted = { ...lot, stopAlertTime: now };
  return appendLotEvent(
    tx,
    lot.id,
    newMessage({
      id: String(lot.id),
      event: LiveEvent.LOT_STOPPING,
      lot: presentLiveLot(alerted, { now }),
      minBidIncrements: toDollars(lot.minBidIncrementCents),
    }),
  );
}

export function cancelStopAlert(ctx: LiveContext, lotId: number, caller: AuthUser) {
  return staffAction(ctx, lotId, caller, async (tx, { lot, now }) => {
    if (!isLotOpen(lot) || !lot.stopAlertTime) throw conflict('There is no stop alert to cancel.');
    await tx.execute(sql`update lots set stop_alert_time = null where id = ${lot.id}`);
    const event = await appendLotEvent(
      tx,
      lot.id,
      newMessage({
        id: String(lot.id),
        event: LiveEvent.STOPPING_CANCELLED,
        lot: presentLiveLot({ ...lot, stopAlertTime: null }, { now }),
        minBidIncrements: toDollars(lot.minBidIncrementCents),
      }),
    );
    return { result: { lot: event.message.lot! }, events: [event] };
  });
}

export type StopOutcome =
  | { stopped: true; lot: NonNullable<ReturnType<typeof presentLiveLot>> }
  | { stopped: false; message: string; lot: NonNullable<ReturnType<typeof presentLiveLot>> };

/**
 * FINISH (or the end of a stop alert): closes a manual lot only if its last bid is older than the bid-time
 * threshold. Otherwise the stop alert is sent again, so late bidders always get a full countdown.
 */
export async function tryStopManualLot(tx: Db, lot: LotState, now: Date) {
  const [last] = await queryRows(
    tx,
    sql`select created_date from bids where lot_id = ${lot.id} order by seq desc limit 1`,
  );
  const lastBidAgeMs = last
    ? now.getTime() - new Date(last.created_date as string).getTime()
    : Number.POSITIVE_INFINITY;
  if (lastBidAgeMs < BID_TIME_THRESHOLD_SECONDS * 1000) {
    const event = await sendStopAlert(tx, lot, now);
    return {
      outcome: {
        stopped: false,
        message: `A bid came in during the last ${BID_TIME_THRESHOLD_SECONDS} seconds. The stop alert was sent again.`,
        lot: event.message.lot!,
      } as StopOutcome,
      event,
    };
  }
  const event = await closeLot(tx, lot, { now, cutoff: now });
  return { outcome: { stopped: true, lot: event.message.lot! } as StopOutcome, event };
}

export function stopLot(ctx: LiveContext, lotId: number, caller: AuthUser) {
  return staffAction(ctx, lotId, caller, async (tx, locked) => {
    const { lot, startType, now } = locked;
    refuseWhilePaused(locked);
    if (startType !== 'Manual') throw conflict('Auto lots close at their stop time.');
    if (!isLotOpen(lot)) throw conflict('This lot is not open.');
    const { outcome, event } = await tryStopManualLot(tx, lot, now);
    return { result: outcome, events: [event] };
  });
}

/** Raises the lot's minimum increment; it cannot go below the current one (spec part 1 §5). */
export function changeMinIncrement(
  ctx: LiveContext,
  lotId: number,
  caller: AuthUser,
  incrementCents: number,
) {
  return staffAction(ctx, lotId, caller, async (tx, { lot, now }) => {
    if (lot.stoppedTime) throw conflict('This lot has already closed.');
    if (incrementCents < lot.minBidIncrementCents) {
      throw conflict(`The minimum increment cannot be lower than ${formatUsd(lot.minBidIncrementCents)}.`);
    }
    await tx.execute(sql`update lots set min_bid_increment_cents = ${incrementCents} where id = ${lot.id}`);
    const changed = { ...lot, minBidIncrementCents: incrementCents };
    const event = await appendLotEvent(
      tx,
      lot.id,
      newMessage({
        id: String(lot.id),
        event: LiveEvent.BID_INC_CHANGED,
        lot: presentLiveLot(changed, { now }),
        minBidIncrements: toDollars(incrementCents),
      }),
    );
    return {
      result: { minBidIncrements: toDollars(incrementCents), lot: event.message.lot! },
      events: [event],
    };
  });
}
