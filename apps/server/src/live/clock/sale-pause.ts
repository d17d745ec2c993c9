import { OUTAGE_MESSAGES, type TSalePauseAnswer, toDollars } from '@bidright/domain';
import { create } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { commitAndPublish, type LiveContext } from '../context';
import { appendLotEvent, type CommittedEvent, newMessage } from '../events';
import { LiveEvent, SaleInterruptionSchema } from '../messages';
import { type LotState, loadLotState, presentLiveLot } from '../views/presenter';

/**
 * Staff pause and resume of a sale (issue 43 point 1, ADR 0077). A pause stamps the auction and each of its
 * lots not yet closed (under the lot's row lock, where the bid's locked read sees it), so every bid and
 * maximum-bid change on them is refused and the clock neither starts nor closes them. A resume moves every
 * open lot's close (and a running stop alert) later by the pause's length: each keeps the time it had left.
 * Both are recorded in sale_interruptions, on each open lot's hash-chained bid log, and queue the bidders'
 * notices in their own transaction.
 */

interface LockedAuction {
  pausedAt: Date | null;
  /** Every lot has closed (and the sale is not paused): nothing is left to pause. */
  isFinished: boolean;
  interruptionId: number | null;
  now: Date;
}

/** Locks the auction's row and checks the caller is staff of its company (everyone else: 403). */
async function lockAuction(tx: Db, auctionId: number, caller: AuthUser): Promise<LockedAuction> {
  const [auction] = await queryRows(
    tx,
    sql`select a.company_id, a.paused_at, a.is_cancelled, a.finished_at, clock_timestamp() as now,
        (select i.id from sale_interruptions i where i.auction_id = a.id and i.kind = 'Pause' and i.ended_at is null)
          as interruption_id
      from auctions a where a.id = ${auctionId} for update of a`,
  );
  if (!auction) throw notFound('Auction is not found!');
  if (caller.companyId === null || Number(auction.company_id) !== caller.companyId) throw forbidden();
  if (auction.is_cancelled) throw conflict('This auction is cancelled.');
  return {
    pausedAt: auction.paused_at ? new Date(auction.paused_at as string) : null,
    interruptionId: auction.interruption_id === null ? null : Number(auction.interruption_id),
    now: new Date(auction.now as string),
    isFinished: auction.finished_at !== null && !auction.paused_at,
  };
}

/** The auction's lots not yet closed, locked in id order (the order every multi-lot change takes). */
async function lockUnclosedLots(tx: Db, auctionId: number): Promise<LotState[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from lots where auction_id = ${auctionId} and lot_status = 'Listed' and stopped_time is null
      order by id for update`,
  );
  const lots: LotState[] = [];
  for (const { id } of rows) lots.push((await loadLotState(tx, Number(id)))!);
  return lots;
}

/** The SalePaused / SaleResumed event of one lot, with the interruption and the close it changed. */
export async function appendInterruptionEvent(
  tx: Db,
  lot: LotState,
  event: typeof LiveEvent.SALE_PAUSED | typeof LiveEvent.SALE_RESUMED,
  interruption: {
    id: number;
    kind: 'Pause' | 'Outage';
    cause?: string;
    startedAt: Date;
    endedAt?: Date | null;
    previousStopTime: Date | null;
    marginSeconds?: number;
  },
  now: Date,
): Promise<CommittedEvent> {
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');
  const length = interruption.endedAt ? interruption.endedAt.getTime() - interruption.startedAt.getTime() : 0;
  return appendLotEvent(
    tx,
    lot.id,
    newMessage({
      id: String(lot.id),
      event,
      lot: presentLiveLot(lot, { now }),
      minBidIncrements: toDollars(lot.minBidIncrementCents),
      interruption: create(SaleInterruptionSchema, {
        id: String(interruption.id),
        kind: interruption.kind,
        cause: interruption.cause ?? '',
        startedAt: iso(interruption.startedAt),
        endedAt: iso(interruption.endedAt),
        lengthSeconds: length / 1000,
        previousStopTime: iso(interruption.previousStopTime),
        newStopTime: iso(lot.stopTime),
        marginSeconds: interruption.marginSeconds ?? 0,
      }),
    }),
  );
}

/** POST /api/auctions/{auctionId}/pause: staff of the auction's company pause its sale. */
export async function pauseSale(
  ctx: LiveContext,
  auctionId: number,
  caller: AuthUser,
): Promise<TSalePauseAnswer> {
  return commitAndPublish(ctx, async (tx) => {
    const auction = await lockAuction(tx, auctionId, caller);
    if (auction.pausedAt) throw conflict(OUTAGE_MESSAGES.alreadyPaused);
    if (auction.isFinished) throw conflict(OUTAGE_MESSAGES.finished);
    const { now } = auction;
    const at = now.toISOString();
    await tx.execute(
      sql`update auctions set paused_at = ${at}, paused_by = ${caller.id} where id = ${auctionId}`,
    );
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into sale_interruptions (kind, auction_id, started_at, started_by)
        values ('Pause', ${auctionId}, ${at}, ${caller.id}) returning id`,
    );
    const interruptionId = Number(row!.id);
    const events: CommittedEvent[] = [];
    for (const lot of await lockUnclosedLots(tx, auctionId)) {
      await tx.execute(sql`update lots set sale_paused_at = ${at} where id = ${lot.id}`);
      // Only a lot that is open is touched by the pause: its bidders hear of it and its log records it.
      if (lot.startedTime === null) continue;
      await tx.execute(sql`insert into sale_interruption_lots (interruption_id, lot_id, previous_stop_time)
        values (${interruptionId}, ${lot.id}, ${lot.stopTime ? lot.stopTime.toISOString() : null})`);
      const paused = { ...lot, salePausedAt: now };
      events.push(
        await appendInterruptionEvent(
          tx,
          paused,
          LiveEvent.SALE_PAUSED,
          { id: interruptionId, kind: 'Pause', startedAt: now, previousStopTime: lot.stopTime },
          now,
        ),
      );
    }
    await ctx.alerts?.saleInterrupted(tx, interruptionId, 'interrupted');
    return { result: { auctionId: String(auctionId), pausedAt: at, changedLots: [] }, events };
  });
}

/**
 * POST /api/auctions/{auctionId}/resume: every open lot's close and running stop alert move later by the
 * pause's length, the pause ends, and the bidders' notice of the new times is queued before bids are taken.
 */
export async function resumeSale(
  ctx: LiveContext,
  auctionId: number,
  caller: AuthUser,
): Promise<TSalePauseAnswer> {
  return commitAndPublish(ctx, async (tx) => {
    const auction = await lockAuction(tx, auctionId, caller);
    if (!auction.pausedAt) throw conflict(OUTAGE_MESSAGES.notPaused);
    const { now, pausedAt } = auction;
    const lengthMs = Math.max(0, now.getTime() - pausedAt.getTime());
    const shift = sql`make_interval(secs => ${lengthMs / 1000})`;
    await tx.execute(sql`update auctions set paused_at = null, paused_by = null where id = ${auctionId}`);
    const interruptionId = auction.interruptionId;
    if (interruptionId !== null)
      await tx.execute(sql`update sale_interruptions set ended_at = ${now.toISOString()}, ended_by = ${caller.id}
        where id = ${interruptionId}`);
    const events: CommittedEvent[] = [];
    const changedLots: TSalePauseAnswer['changedLots'] = [];
    for (const lot of await lockUnclosedLots(tx, auctionId)) {
      const isOpen = lot.startedTime !== null;
      // A lot not yet started keeps its times: it starts on the clock once the sale runs again.
      await tx.execute(
        isOpen
          ? sql`update lots set sale_paused_at = null, stop_time = stop_time + ${shift},
              stop_alert_time = stop_alert_time + ${shift} where id = ${lot.id}`
          : sql`update lots set sale_paused_at = null where id = ${lot.id}`,
      );
      if (!isOpen) continue;
      const resumed = (await loadLotState(tx, lot.id))!;
      if (interruptionId !== null)
        await tx.execute(sql`insert into sale_interruption_lots (interruption_id, lot_id, previous_stop_time, new_stop_time)
          values (${interruptionId}, ${lot.id}, ${lot.stopTime?.toISOString() ?? null}, ${resumed.stopTime?.toISOString() ?? null})
          on conflict (interruption_id, lot_id) do update set new_stop_time = excluded.new_stop_time`);
      if (lot.stopTime && resumed.stopTime)
        changedLots.push({
          lotId: String(lot.id),
          previousStopTime: lot.stopTime.toISOString(),
          newStopTime: resumed.stopTime.toISOString(),
        });
      events.push(
        await appendInterruptionEvent(
          tx,
          resumed,
          LiveEvent.SALE_RESUMED,
          {
            id: interruptionId ?? 0,
            kind: 'Pause',
            startedAt: pausedAt,
            endedAt: now,
            previousStopTime: lot.stopTime,
          },
          now,
        ),
      );
    }
    if (interruptionId !== null) await ctx.alerts?.saleInterrupted(tx, interruptionId, 'times');
    return { result: { auctionId: String(auctionId), pausedAt: null, changedLots }, events };
  });
}
