import { type TEngineBid, type TStandingMaximum, toDollars } from '@bidright/domain';
import { create } from '@bufbuild/protobuf';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type RawQuery } from '../../db/client';
import { chainHashText } from '../audit-chain';
import { type CommittedEvent, lotEventPayload, newMessage } from '../events';
import { BidderSchema, LiveEvent } from '../messages';
import { type LotState, minimumBidCents, presentLiveBid, presentLiveLot } from '../views/presenter';

/**
 * The engine's side of maximum bids (issue 32, ADR 0024): read the standing maximums that can matter, write
 * the bids of one exchange (an incoming bid and the proxy bids it triggers) in the lot's transaction, and
 * mark the maximums the exchange passed. The rules themselves are the domain's (`answerLead`,
 * `answerIncomingBid`); this file only reads and writes.
 */

/** A standing maximum with what its bids are written with. `bidderId` is the auction bidder (auction_bidders.id). */
export interface StandingMaximum extends TStandingMaximum {
  userId: number;
  paddleNumber: number;
  userName: string;
}

/** The standing maximums, and two bid ids taken in the same statement for the proxy bids they may place. */
export interface StandingRead {
  maximums: StandingMaximum[];
  spareBidIds: number[];
}

/**
 * The three highest standing maximums of the lot (amount, then who set it first) whose holders are still
 * in the lot: three, because one may belong to the bidder of the incoming bid and only two others can
 * matter. An index range scan of `maximum_bids_standing_idx`: no scan of the lot's maximums.
 */
export const STANDING_MAXIMUMS = `with ids as materialized (
    select nextval('bids_id_seq') as first_id, nextval('bids_id_seq') as second_id)
  select m.auction_bidder_id, m.bidder_id, m.amount_cents, m.updated_date, ab.paddle_number, u.user_name,
    ids.first_id, ids.second_id
  from maximum_bids m
  cross join ids
  join auction_bidders ab on ab.id = m.auction_bidder_id
  join auction_bidder_lots abl on abl.auction_bidder_id = m.auction_bidder_id and abl.lot_id = m.lot_id
  join users u on u.id = m.bidder_id
  where m.lot_id = $1 and m.exceeded_at is null and abl.mode = 'Active' and abl.left_date is null
    and abl.removed_at is null
  order by m.amount_cents desc, m.updated_date, m.bidder_id
  limit 3`;

export async function loadStandingMaximums(query: RawQuery, lotId: number): Promise<StandingRead> {
  const rows = await query(STANDING_MAXIMUMS, [lotId], 'standing-maximums');
  // At most two proxy bids answer one incoming bid: their ids come with the read, saving a round trip.
  const spareBidIds = rows[0] ? [Number(rows[0].first_id), Number(rows[0].second_id)] : [];
  const maximums = rows.map((row) => ({
    bidderId: Number(row.auction_bidder_id),
    userId: Number(row.bidder_id),
    amountCents: Number(row.amount_cents),
    setAtMs: new Date(row.updated_date as string).getTime(),
    paddleNumber: Number(row.paddle_number),
    userName: String(row.user_name),
  }));
  return { maximums, spareBidIds };
}

/**
 * The bid, its BID_PLACED event and the lot's new state in one statement: $1 bid id, $2 lot, $3 auction
 * bidder, $4 bidder, $5 amount, $6 now, $7 seq, $8 placed by, $9 event, $10 payload, $11 stop time, $12
 * placed by a maximum. The event is chained to the lot's audit hash (read from the locked row, in this
 * statement) and the lot row takes the new head: the audit trail costs no round trip. Returns the hash.
 */
export const WRITE_BID = `with chained as (
    select ${chainHashText('audit_hash', { lotId: '$2', seq: '$7', event: '$9', createdAt: '$6', payload: '$10' })}
      as hash from lots where id = $2),
  new_bid as (
    insert into bids (id, lot_id, auction_bidder_id, bidder_id, amount_cents, created_date, seq, placed_by_user_id,
      placed_by_maximum)
    overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $12)),
  new_event as (
    insert into lot_events (lot_id, seq, event, payload, created_at, hash)
    select $2, $7, $9, $10::jsonb, $6, hash from chained)
  update lots set high_bid_id = $1, high_bid_cents = $5, high_bidder_id = $3, bid_count = bid_count + 1,
    seq = $7, stop_time = $11, updated_at = $6, audit_hash = (select hash from chained)
  where id = $2
  returning audit_hash`;

/** Who a bid of the exchange is for: the auction bidder and the user, as the bid row and event name them. */
export interface ExchangeBidder {
  auctionBidderId: number;
  userId: number;
  paddleNumber: number;
  userName: string;
}

/** The holder of a maximum, as its bids name them. */
export const holderOf = (maximum: StandingMaximum): ExchangeBidder => ({
  auctionBidderId: maximum.bidderId,
  userId: maximum.userId,
  paddleNumber: maximum.paddleNumber,
  userName: maximum.userName,
});

export interface WrittenBid {
  bidId: number;
  amountCents: number;
  seq: number;
  hash: string;
  event: CommittedEvent;
  bidderUserId: number;
  placedByMaximum: boolean;
}

/**
 * Writes the bids of one exchange in order, each with its own seq, event and place in the hash chain.
 * Every bid carries the same stop time: one incoming bid extends a timed lot once, however many proxy bids
 * it triggers. `firstBidId` is the id the locked read took (the incoming bid's); the others take theirs
 * here, in one statement, only when there are proxy bids.
 */
export async function writeExchange(
  query: RawQuery,
  input: {
    lot: LotState;
    bids: readonly TEngineBid[];
    bidders: ReadonlyMap<number, ExchangeBidder>;
    now: Date;
    stopTime: Date | null;
    firstBidId?: number;
    /** Ids taken ahead (the standing read's) for the proxy bids. */
    spareBidIds?: readonly number[];
    placedByUserId?: number | null;
  },
): Promise<{ written: WrittenBid[]; lot: LotState }> {
  const ids = [...(input.firstBidId === undefined ? [] : [input.firstBidId]), ...(input.spareBidIds ?? [])];
  const needed = input.bids.length - ids.length;
  if (needed > 0) {
    const rows = await query<{ id: string | number }>(
      `select nextval('bids_id_seq') as id from generate_series(1, $1::int)`,
      [needed],
      'next-bid-ids',
    );
    ids.push(...rows.map((row) => Number(row.id)));
  }
  let lot = input.lot;
  const written: WrittenBid[] = [];
  for (const [index, bid] of input.bids.entries()) {
    const bidder = input.bidders.get(bid.bidderId)!;
    const bidId = ids[index]!;
    const seq = lot.seq + 1;
    lot = {
      ...lot,
      highBidCents: bid.amountCents,
      bidCount: lot.bidCount + 1,
      seq,
      stopTime: input.stopTime,
    };
    const message = newMessage({
      id: String(lot.id),
      event: LiveEvent.BID_PLACED,
      lot: presentLiveLot(lot, { now: input.now }),
      bidder: create(BidderSchema, {
        id: String(bidder.userId),
        userName: bidder.userName,
        paddleNumber: bidder.paddleNumber,
        bid: presentLiveBid({
          id: bidId,
          amountCents: bid.amountCents,
          createdDate: input.now,
          paddleNumber: bidder.paddleNumber,
          userName: bidder.userName,
          bidderId: bidder.userId,
          placedByMaximum: bid.placedByMaximum,
        }),
      }),
      minBidIncrements: toDollars(lot.minBidIncrementCents),
      serverDateTime: input.now.toISOString(),
    });
    const [row] = await query<{ audit_hash: string }>(
      WRITE_BID,
      [
        bidId,
        lot.id,
        bidder.auctionBidderId,
        bidder.userId,
        bid.amountCents,
        input.now.toISOString(),
        seq,
        bid.placedByMaximum ? null : (input.placedByUserId ?? null),
        message.event,
        lotEventPayload(message, seq),
        input.stopTime ? input.stopTime.toISOString() : null,
        bid.placedByMaximum,
      ],
      'bid-write',
    );
    written.push({
      bidId,
      amountCents: bid.amountCents,
      seq,
      hash: row!.audit_hash,
      event: { lotId: lot.id, seq, message },
      bidderUserId: bidder.userId,
      placedByMaximum: bid.placedByMaximum,
    });
  }
  return { written, lot };
}

/**
 * Whether the exchange may have passed a maximum that must be marked. The standing read returns the top
 * three; when it returned fewer, it saw every standing maximum, so a marking only happens when one of them
 * (not the leader's) is at or below the price. With three, others may lie below: mark.
 */
export function mayPassMaximums(standing: readonly TStandingMaximum[], leader: number, priceCents: number) {
  return (
    standing.length >= 3 ||
    standing.some((maximum) => maximum.bidderId !== leader && maximum.amountCents <= priceCents)
  );
}

/**
 * Marks the maximums the exchange passed (another bidder now leads at or above them): they bid no more until
 * raised, and their holders hear "Your maximum was exceeded" once (the outbid alert job reads the mark).
 * Only unmarked maximums at or below the price are touched: a range of the standing index.
 */
export async function markExceededMaximums(
  query: RawQuery,
  input: { lotId: number; leaderAuctionBidderId: number; priceCents: number; now: Date },
): Promise<void> {
  await query(
    `update maximum_bids set exceeded_at = $4 where lot_id = $1 and exceeded_at is null
      and amount_cents <= $3 and auction_bidder_id <> $2`,
    [input.lotId, input.leaderAuctionBidderId, input.priceCents, input.now.toISOString()],
    'mark-exceeded-maximums',
  );
}

/** The lowest next bid after an exchange, in dollars (the receipt's). */
export const minimumAfter = (lot: LotState) => toDollars(minimumBidCents(lot));

/**
 * Raw SQL on a Drizzle transaction: the exchange's statements run unchanged where a live change already
 * holds the lot's lock through Drizzle (a lot's start opens with its maximums' bids).
 */
export function rawQueryOn(db: Db): RawQuery {
  return async <T>(text: string, values: unknown[]) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`,
    );
    return queryRows<T>(db, sql.join(chunks, sql``));
  };
}
