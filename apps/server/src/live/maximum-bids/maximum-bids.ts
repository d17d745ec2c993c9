import {
  answerLead,
  checkMaximumBid,
  checkMaximumWithdrawal,
  MAXIMUM_BID_MESSAGES,
  OUTAGE_MESSAGES,
  type TMaximumBid,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type RawQuery } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { LOCKED_READ, stopTimeAfterBid } from '../bidding/place-bid';
import {
  holderOf,
  loadStandingMaximums,
  markExceededMaximums,
  mayPassMaximums,
  rawQueryOn,
  writeExchange,
} from '../bidding/proxy-bidding';
import { commitRawAndPublish, type LiveContext } from '../context';
import type { CommittedEvent } from '../events';
import { isLotOpen, type LotState, lotStateFromRow } from '../views/presenter';

/**
 * The maximum-bid calls (issue 32, ADR 0024): read, set or raise, withdraw. Setting one runs in the lot's
 * serialised transaction, like a bid: on an open lot the new maximum and every proxy bid it triggers
 * commit together, then publish in order. Only the owner ever reads an amount.
 */

interface LotRef {
  auctionId: number;
  lotId: number;
  bidderUserId: number;
}

const presentMaximum = (row: Record<string, unknown>, highBidderId: unknown): TMaximumBid => ({
  amount: toDollars(Number(row.amount_cents)),
  createdDate: new Date(row.created_date as string).toISOString(),
  updatedDate: new Date(row.updated_date as string).toISOString(),
  leading: highBidderId !== null && Number(highBidderId) === Number(row.auction_bidder_id),
  exceeded: row.exceeded_at !== null,
});

const OWN_MAXIMUM = `select m.auction_bidder_id, m.amount_cents, m.created_date, m.updated_date, m.exceeded_at
  from maximum_bids m where m.lot_id = $1 and m.bidder_id = $2`;

/** GET …/maximum-bid: the caller's maximum on the lot, or null (204). */
export async function readMaximumBid(db: Db, ref: LotRef): Promise<TMaximumBid | null> {
  const [row] = await queryRows(
    db,
    sql`select m.auction_bidder_id, m.amount_cents, m.created_date, m.updated_date, m.exceeded_at,
        l.high_bidder_id, l.auction_id
      from lots l left join maximum_bids m on m.lot_id = l.id and m.bidder_id = ${ref.bidderUserId}
      where l.id = ${ref.lotId}`,
  );
  if (!row || Number(row.auction_id) !== ref.auctionId) throw notFound('Lot is not found!');
  return row.amount_cents === null ? null : presentMaximum(row, row.high_bidder_id);
}

/** Locks the lot (the bid's locked read) and checks it belongs to the auction the call names. */
async function lockLot(query: RawQuery, ref: LotRef) {
  const [row] = await query(LOCKED_READ, [ref.bidderUserId, ref.lotId], 'bid-locked-read');
  if (!row || Number(row.auction_id) !== ref.auctionId) throw notFound('Lot is not found!');
  const lot = lotStateFromRow(row);
  // No maximum is set, raised or withdrawn while staff pause the sale (ADR 0077).
  if (lot.salePausedAt) throw conflict(OUTAGE_MESSAGES.salePaused);
  return { row, lot, now: new Date(row.now as string) };
}

/** PUT …/maximum-bid: sets or raises the caller's maximum; on an open lot the engine answers at once. */
export function setMaximumBid(ctx: LiveContext, ref: LotRef & { amountCents: number }): Promise<TMaximumBid> {
  return ctx.lotQueue.run(ref.lotId, () =>
    commitRawAndPublish(ctx, async (query) => {
      const { row, lot, now } = await lockLot(query, ref);
      const [own] = await query(OWN_MAXIMUM, [ref.lotId, ref.bidderUserId], 'own-maximum');
      const isOpen = isLotOpen(lot) && !row.is_cancelled;
      const timedOut = row.start_type === 'Auto' && lot.stopTime !== null && lot.stopTime <= now;
      const isJoined =
        row.auction_bidder_id !== null &&
        row.mode === 'Active' &&
        row.left_date === null &&
        row.removed_at === null;
      const check = checkMaximumBid({
        amountCents: ref.amountCents,
        isJoined,
        isClosed:
          lot.stoppedTime !== null || lot.lotStatus !== 'Listed' || Boolean(row.is_cancelled) || timedOut,
        openingPriceCents: lot.openingPriceCents,
        incrementCents: lot.minBidIncrementCents,
        highBidCents: isOpen ? lot.highBidCents : null,
        lockedCents: Number(row.locked_cents),
        requiredDownPercent: lot.requiredDown,
        currentMaximumCents: own ? Number(own.amount_cents) : null,
      });
      if (!check.ok) throw badRequest(check.message, { amount: check.message });

      const auctionBidderId = Number(row.auction_bidder_id);
      // A raise counts from now (the earlier of two equal maximums wins) and stands again if it was passed.
      await query(
        `insert into maximum_bids (lot_id, auction_bidder_id, bidder_id, amount_cents, created_date, updated_date)
          values ($1, $2, $3, $4, $5, $5)
          on conflict (lot_id, bidder_id) do update set amount_cents = excluded.amount_cents,
            updated_date = excluded.updated_date, exceeded_at = null`,
        [ref.lotId, auctionBidderId, ref.bidderUserId, ref.amountCents, now.toISOString()],
        'set-maximum',
      );
      if (!own) {
        await query('update lots set maximum_bid_count = maximum_bid_count + 1 where id = $1', [ref.lotId]);
      }
      const events = isOpen ? await answerStandingMaximums(query, lot, row, now) : [];
      const [saved] = await query(OWN_MAXIMUM, [ref.lotId, ref.bidderUserId], 'own-maximum');
      const [head] = await query('select high_bidder_id from lots where id = $1', [ref.lotId]);
      return { result: presentMaximum(saved!, head?.high_bidder_id ?? null), events };
    }),
  );
}

/**
 * The engine's answer to the lot as it stands (a new or raised maximum on an open lot, or a lot opening):
 * the proxy bids of the top maximums, written in order with the anti-sniping rule applied once.
 */
async function answerStandingMaximums(
  query: RawQuery,
  lot: LotState,
  row: Record<string, unknown>,
  now: Date,
): Promise<CommittedEvent[]> {
  const { maximums: standing, spareBidIds } = await loadStandingMaximums(query, lot.id);
  const bids = answerLead({
    lead:
      lot.highBidCents === null || row.high_bidder_id === null || row.high_bidder_id === undefined
        ? null
        : { bidderId: Number(row.high_bidder_id), amountCents: lot.highBidCents },
    maximums: standing,
    openingPriceCents: lot.openingPriceCents,
    incrementCents: lot.minBidIncrementCents,
  });
  if (bids.length === 0) return [];
  const { written } = await writeExchange(query, {
    lot,
    bids,
    bidders: new Map(standing.map((maximum) => [maximum.bidderId, holderOf(maximum)])),
    now,
    stopTime: stopTimeAfterBid(row, lot.stopTime, now),
    spareBidIds,
  });
  const last = bids.at(-1)!;
  if (!mayPassMaximums(standing, last.bidderId, last.amountCents)) return written.map((bid) => bid.event);
  await markExceededMaximums(query, {
    lotId: lot.id,
    leaderAuctionBidderId: last.bidderId,
    priceCents: last.amountCents,
    now,
  });
  return written.map((bid) => bid.event);
}

/**
 * A lot that just opened (manual START or the clock's auto start, in their transaction under the row
 * lock): its standing maximums bid at once, so a single maximum opens at the minimum bid. The lot's opening
 * event is already appended, so these bids follow it in the log.
 */
export async function openWithMaximums(tx: Db, lotId: number, now: Date): Promise<CommittedEvent[]> {
  const query = rawQueryOn(tx);
  const [row] = await query(
    `select l.id, l.auction_id, l.lot_status, l.opening_price_cents, l.required_down, l.min_bid_increment_cents,
      l.started_time, l.stop_time, l.stopped_time, l.stop_alert_time, l.high_bid_cents, l.high_bidder_id,
      l.bid_count, l.seq, l.sold_to, l.winner_bid_id, null as winner_amount_cents, null as winner_paddle_number,
      l.winner_created_date, l.maximum_bid_count, a.start_type, a.time_left, a.extra_time
    from lots l join auctions a on a.id = l.auction_id where l.id = $1`,
    [lotId],
  );
  if (!row || Number(row.maximum_bid_count) === 0) return [];
  return answerStandingMaximums(query, lotStateFromRow(row), row, now);
}

/** DELETE …/maximum-bid: withdraws the caller's maximum, only before the lot starts. */
export function withdrawMaximumBid(ctx: LiveContext, ref: LotRef): Promise<void> {
  return ctx.lotQueue.run(ref.lotId, () =>
    commitRawAndPublish(ctx, async (query) => {
      const { lot } = await lockLot(query, ref);
      const check = checkMaximumWithdrawal({ hasStarted: lot.startedTime !== null });
      const [own] = await query(OWN_MAXIMUM, [ref.lotId, ref.bidderUserId], 'own-maximum');
      if (!own) throw notFound(MAXIMUM_BID_MESSAGES.notFound);
      if (!check.ok) throw badRequest(check.message);
      await query('delete from maximum_bids where lot_id = $1 and bidder_id = $2', [
        ref.lotId,
        ref.bidderUserId,
      ]);
      await query('update lots set maximum_bid_count = maximum_bid_count - 1 where id = $1', [ref.lotId]);
      return { result: undefined, events: [] };
    }),
  );
}
