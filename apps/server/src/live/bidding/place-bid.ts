import {
  answerIncomingBid,
  biddableAmount,
  checkBidAmount,
  formatUsd,
  OUTAGE_MESSAGES,
  toDollars,
} from '@bidright/domain';
import type { RawQuery } from '../../db/client';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../../errors';
import { commitRawAndPublish, type LiveContext } from '../context';
import type { CommittedEvent } from '../events';
import { isLotOpen, lotStateFromRow, minimumBidCents } from '../views/presenter';
import type { KnownLotMinimums } from './known-minimums';
import {
  type ExchangeBidder,
  holderOf,
  loadStandingMaximums,
  markExceededMaximums,
  mayPassMaximums,
  minimumAfter,
  WRITE_BID,
  writeExchange,
} from './proxy-bidding';

export interface PlaceBidInput {
  lotId: number;
  /** When the call names an auction, the lot must belong to it. */
  auctionId?: number;
  /** The bidder (users.id) the bid is for. */
  bidderUserId: number;
  amountCents: number;
  /** Staff member placing the bid for an in-room bidder; their bid is capped at the bidder's deposit. */
  placedByUserId?: number;
}

/** What the bidder gets back once the bid is committed. */
export interface BidReceipt {
  lotId: number;
  bidId: number;
  /** Dollars. */
  amount: number;
  /** When the server accepted the bid (its clock, ISO UTC). */
  serverTime: string;
  seq: number;
  /** The lot's close time after any anti-sniping extension (ISO UTC, empty for manual lots). */
  stopTime: string;
  /** The lowest next bid now, in dollars. */
  minBid: number;
  /** The bid event's audit hash (hex SHA-256, chained to the lot's previous event). */
  hash: string;
  event: CommittedEvent;
}

/**
 * Accepts one bid: one transaction under the lot's row lock, behind this process's per-lot queue.
 * Every rule is checked against the locked row; a rejected bid writes nothing. The event is published
 * only after the commit. Raw SQL on one connection (the hot path): BEGIN, the locked read, one write, COMMIT.
 */
export function placeBid(ctx: LiveContext, input: PlaceBidInput): Promise<BidReceipt> {
  // A bid at or below a high bid already committed cannot win: refused at once, without a transaction,
  // both when it arrives and when its turn in the queue comes (a crowd's bids at one price queue together,
  // and once the first is accepted the rest are stale).
  const refusal = ctx.knownMinimums?.refusal(input);
  if (refusal) return Promise.reject(refusal);
  return ctx.lotQueue.run(input.lotId, () => {
    const stale = ctx.knownMinimums?.refusal(input);
    if (stale) return Promise.reject(stale);
    return commitRawAndPublish(ctx, async (query) => {
      const { outcome, events } = await acceptBid(query, input, ctx.knownMinimums);
      return { result: outcome, events };
    }).then((outcome) => {
      // A bid equal to a standing maximum is refused after its transaction committed the maximum's bid.
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.receipt;
    });
  });
}

/** The lot row (locked), its auction's clock settings and the caller's participation: $1 bidder, $2 lot. */
export const LOCKED_READ = `select l.id, l.auction_id, l.lot_status, l.opening_price_cents, l.required_down,
    l.min_bid_increment_cents, l.started_time, l.stop_time, l.stopped_time, l.stop_alert_time, l.high_bid_cents,
    l.high_bidder_id, l.bid_count, l.seq, l.sold_to, l.winner_bid_id, null as winner_amount_cents,
    null as winner_paddle_number, l.winner_created_date, l.maximum_bid_count, l.sale_paused_at, a.start_type,
    a.time_left, a.extra_time, a.is_cancelled, clock_timestamp() as now, nextval('bids_id_seq') as next_bid_id,
    ab.id as auction_bidder_id, ab.paddle_number, abl.mode, abl.locked_cents, abl.left_date, abl.removed_at,
    u.user_name
  from lots l
  join auctions a on a.id = l.auction_id
  left join auction_bidders ab on ab.auction_id = l.auction_id and ab.bidder_id = $1
  left join auction_bidder_lots abl on abl.auction_bidder_id = ab.id and abl.lot_id = l.id
  left join users u on u.id = $1
  where l.id = $2
  for update of l`;

export { WRITE_BID };

/**
 * The anti-sniping rule: an incoming bid inside the last `timeLeft` minutes of a timed lot pushes the close
 * by `extraTime` minutes, once, however many proxy bids it triggers.
 */
export function stopTimeAfterBid(
  row: Record<string, unknown>,
  stopTime: Date | null,
  now: Date,
): Date | null {
  const timeLeftMs = Number(row.time_left) * 60_000;
  const extendBy = Number(row.extra_time) * 60_000;
  const extends_ =
    row.start_type === 'Auto' &&
    stopTime !== null &&
    timeLeftMs > 0 &&
    extendBy > 0 &&
    stopTime.getTime() - now.getTime() <= timeLeftMs;
  return extends_ && stopTime ? new Date(stopTime.getTime() + extendBy) : stopTime;
}

/** What the transaction decided: the receipt of the accepted bid, or a refusal that still committed proxy bids. */
type BidOutcome = { receipt: BidReceipt } | { refusal: HttpError };

async function acceptBid(
  query: RawQuery,
  input: PlaceBidInput,
  known: KnownLotMinimums | undefined,
): Promise<{ outcome: BidOutcome; events: CommittedEvent[] }> {
  const [row] = await query(LOCKED_READ, [input.bidderUserId, input.lotId], 'bid-locked-read');
  if (!row || (input.auctionId !== undefined && Number(row.auction_id) !== input.auctionId)) {
    throw notFound('Lot is not found!');
  }
  const lot = lotStateFromRow(row);
  const now = new Date(row.now as string);
  const stopTime = lot.stopTime;
  // What the row lock shows is committed: the stale-bid check may rely on it (the new bid, only once
  // committed, through its event).
  if (isLotOpen(lot) && lot.auctionId !== null) {
    known?.observe({
      lotId: lot.id,
      auctionId: lot.auctionId,
      seq: lot.seq,
      highCents: lot.highBidCents,
      bidCount: lot.bidCount,
      openingPriceCents: lot.openingPriceCents,
      incrementCents: lot.minBidIncrementCents,
    });
  } else known?.forget(lot.id);

  if (!isLotOpen(lot) || row.is_cancelled) throw conflict('This lot is not open for bidding.');
  // A staff pause (ADR 0077) is on the locked row itself: no round trip more, and no bid slips past it. It
  // comes before the close: a paused lot's clock stands still, so a close passed meanwhile has not ended it.
  if (lot.salePausedAt) throw conflict(OUTAGE_MESSAGES.salePaused);
  if (row.start_type === 'Auto' && stopTime && stopTime.getTime() <= now.getTime()) {
    throw conflict('Bidding on this lot has ended.');
  }
  if (
    row.auction_bidder_id === null ||
    row.mode === null ||
    row.left_date !== null ||
    row.removed_at !== null
  ) {
    throw forbidden('You have not joined this lot. Join the auction with a deposit to bid.');
  }
  if (row.mode !== 'Active') {
    throw forbidden(
      row.mode === 'PreRegistered'
        ? 'You are pre-registered for this lot. Join with a deposit to bid.'
        : 'You are spectating this lot. Join with a deposit to bid.',
    );
  }
  const auctionBidderId = Number(row.auction_bidder_id);
  if (row.high_bidder_id !== null && Number(row.high_bidder_id) === auctionBidderId) {
    throw conflict('You are already the highest bidder.');
  }

  const minimumCents = minimumBidCents(lot);
  const depositCents = Number(row.locked_cents);
  const biddableCents = biddableAmount({ lockedCents: depositCents, requiredDownPercent: lot.requiredDown });
  const check = checkBidAmount({ amountCents: input.amountCents, minimumCents, biddableCents });
  if (!check.ok) {
    if (check.reason === 'below-minimum' && (await lostRace(query, lot.id, input.amountCents, lot))) {
      throw conflict(`Another bid was placed first. The minimum bid is now ${formatUsd(minimumCents)}.`);
    }
    throw badRequest(check.message, { amount: check.message });
  }

  const newStopTime = stopTimeAfterBid(row, stopTime, now);
  const incoming: ExchangeBidder = {
    auctionBidderId,
    userId: input.bidderUserId,
    paddleNumber: Number(row.paddle_number),
    userName: String(row.user_name),
  };
  const bidders = new Map([[auctionBidderId, incoming]]);
  const bid = { bidderId: auctionBidderId, amountCents: input.amountCents };
  // Without maximums on the lot (the count is on the locked row) the bid path is the one it always was:
  // four round trips. With them, one more read of the top three and, after the exchange, one mark.
  const hasMaximums = Number(row.maximum_bid_count) > 0;
  const { maximums: standing, spareBidIds } = hasMaximums
    ? await loadStandingMaximums(query, lot.id)
    : { maximums: [], spareBidIds: [] };
  for (const maximum of standing) bidders.set(maximum.bidderId, holderOf(maximum));
  const answer = hasMaximums
    ? answerIncomingBid({
        lead:
          lot.highBidCents === null || row.high_bidder_id === null
            ? null
            : { bidderId: Number(row.high_bidder_id), amountCents: lot.highBidCents },
        bid,
        maximums: standing,
        openingPriceCents: lot.openingPriceCents,
        incrementCents: lot.minBidIncrementCents,
        nowMs: now.getTime(),
      })
    : { accepted: true as const, bids: [{ ...bid, placedByMaximum: false }] };
  // The bid id comes from the locked read, so the bid, the lot and the event are written in one statement.
  // A rejected bid leaves a gap in bid ids.
  const { written, lot: after } = await writeExchange(query, {
    lot,
    bids: answer.bids,
    bidders,
    now,
    stopTime: answer.bids.length > 0 ? newStopTime : stopTime,
    firstBidId: answer.accepted ? Number(row.next_bid_id) : undefined,
    spareBidIds,
    placedByUserId: input.placedByUserId ?? null,
  });
  const last = answer.bids.at(-1);
  if (hasMaximums && last && mayPassMaximums(standing, last.bidderId, last.amountCents)) {
    await markExceededMaximums(query, {
      lotId: lot.id,
      leaderAuctionBidderId: last.bidderId,
      priceCents: last.amountCents,
      now,
    });
  }
  const events = written.map((bid) => bid.event);
  if (!answer.accepted) return { outcome: { refusal: conflict(answer.message) }, events };
  const own = written[0]!;
  return {
    outcome: {
      receipt: {
        lotId: lot.id,
        bidId: own.bidId,
        amount: toDollars(own.amountCents),
        serverTime: now.toISOString(),
        seq: own.seq,
        stopTime: after.stopTime ? after.stopTime.toISOString() : '',
        minBid: minimumAfter(after),
        hash: own.hash,
        event: own.event,
      },
    },
    events,
  };
}

/**
 * A bid below the minimum lost a race when it would have been enough before the latest bid: its bidder
 * acted on the lot as it stood a moment ago. Only the rejection path pays for this query.
 */
async function lostRace(
  query: RawQuery,
  lotId: number,
  amountCents: number,
  lot: { openingPriceCents: number; minBidIncrementCents: number; bidCount: number },
): Promise<boolean> {
  if (lot.bidCount === 0) return false;
  const [previous] = await query<{ amount_cents: string | number }>(
    'select amount_cents from bids where lot_id = $1 order by seq desc offset 1 limit 1',
    [lotId],
  );
  const previousMinimum = minimumBidCents({
    highBidCents: previous ? Number(previous.amount_cents) : null,
    openingPriceCents: lot.openingPriceCents,
    minBidIncrementCents: lot.minBidIncrementCents,
  });
  return amountCents >= previousMinimum;
}
