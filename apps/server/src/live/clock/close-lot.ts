import { toDollars, winReliefFeeCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { loadSettlementSettings } from '../../db/settlement-settings';
import { appendLotEvent, type CommittedEvent, newMessage } from '../events';
import { LiveEvent } from '../messages';
import { type LotState, loadLotState, presentLiveLot } from '../views/presenter';

/** The next lot of the auction that has not run yet, in lot order: what "Go to next lot" opens. */
export async function nextLotId(
  db: Db,
  lot: { id: number; auctionId: number | null },
): Promise<number | null> {
  if (lot.auctionId === null) return null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select l.id from lots l where l.auction_id = ${lot.auctionId} and l.id <> ${lot.id}
      and l.lot_status = 'Listed' and l.stopped_time is null and not l.is_postponed
      order by (l.started_time is null), l.lot_number nulls last, l.id limit 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Closes an open lot (caller holds its row lock). The winner is the highest bid accepted no later than
 * `cutoff` (an auto lot's stop time, so a restart after the stop never counts a late bid), or Plaintiff
 * when there was none. A third-party sale awaits payment; a plaintiff sale has nothing to pay. The relief
 * fee is computed here, once, by the domain rule and the settings in force, and stored on the lot: every
 * reader shows that stored fee (ADR 0020). This is the finish path, never the bid path.
 */
export async function closeLot(
  tx: Db,
  lot: LotState,
  options: { now: Date; cutoff: Date },
): Promise<CommittedEvent> {
  const [winner] = await queryRows(
    tx,
    sql`select b.id, b.amount_cents from bids b where b.lot_id = ${lot.id} and b.created_date <= ${options.cutoff.toISOString()}
      order by b.amount_cents desc, b.seq asc limit 1`,
  );
  const soldTo = winner ? 'ThirdParty' : 'Plaintiff';
  const status = winner ? 'PendingTransaction' : 'CompleteTransaction';
  const stoppedTime = options.cutoff.getTime() < options.now.getTime() ? options.cutoff : options.now;
  const reliefFeeCents = winReliefFeeCents({
    soldTo,
    winCents: winner ? Number(winner.amount_cents) : null,
    settings: await loadSettlementSettings(tx),
  });
  // Unsold, a lot with a confirmed credit bid goes to the plaintiff at that amount (ADR 0074).
  const plaintiffBid = winner
    ? sql`null`
    : sql`(select cb.amount_cents from credit_bids cb where cb.lot_id = ${lot.id} and cb.withdrawn_at is null
        and cb.confirmed_at is not null)`;
  await tx.execute(sql`update lots set stopped_time = ${stoppedTime.toISOString()}, stop_alert_time = null,
      plaintiff_bid_cents = ${plaintiffBid},
      winner_bid_id = ${winner ? Number(winner.id) : null}, sold_to = ${soldTo}, relief_fee_cents = ${reliefFeeCents},
      winner_created_date = ${options.now.toISOString()}, lot_status = ${status}, updated_at = ${options.now.toISOString()}
    where id = ${lot.id}`);

  const closed = (await loadLotState(tx, lot.id))!;
  const nextId = await nextLotId(tx, closed);
  const event = await appendLotEvent(
    tx,
    lot.id,
    newMessage({
      id: String(lot.id),
      event: LiveEvent.LOT_STOPPED,
      lot: presentLiveLot(closed, { nextId, now: options.now }),
      minBidIncrements: toDollars(closed.minBidIncrementCents),
    }),
  );
  if (nextId === null && closed.auctionId !== null) {
    await tx.execute(sql`update auctions set finished_at = ${options.now.toISOString()}
      where id = ${closed.auctionId} and finished_at is null and not exists (
        select 1 from lots where auction_id = ${closed.auctionId} and lot_status = 'Listed' and stopped_time is null)`);
  }
  return event;
}

/** Opens a lot (caller holds its row lock): pre-registered bidders become spectators, as the spec says. */
export async function openLot(tx: Db, lot: LotState, options: { now: Date; stopTime: Date | null }) {
  await tx.execute(sql`update lots set started_time = ${options.now.toISOString()},
      stop_time = ${options.stopTime ? options.stopTime.toISOString() : null}, updated_at = ${options.now.toISOString()}
    where id = ${lot.id}`);
  await tx.execute(sql`update auction_bidder_lots set mode = 'Spectating'
    where lot_id = ${lot.id} and mode = 'PreRegistered'`);
  const opened = (await loadLotState(tx, lot.id))!;
  return appendLotEvent(
    tx,
    lot.id,
    newMessage({
      id: String(lot.id),
      event: LiveEvent.LOT_STARTED,
      lot: presentLiveLot(opened, { now: options.now }),
      minBidIncrements: toDollars(opened.minBidIncrementCents),
    }),
  );
}
