import { minimumNextBid, streamLotFrom, type TLotLiveState, toDollars } from '@bidright/domain';
import { create } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  type BidderEntry,
  BidderEntrySchema,
  type LiveBid,
  LiveBidSchema,
  type LiveLot,
  LiveLotSchema,
  LotAmountSchema,
} from '../messages';

const iso = (date: Date | string | null | undefined) =>
  date ? (date instanceof Date ? date : new Date(date)).toISOString() : '';

/** The live state of a lot as the engine reads it (one row of `loadLotState`). */
export interface LotState {
  id: number;
  auctionId: number | null;
  lotStatus: string;
  openingPriceCents: number;
  requiredDown: number;
  minBidIncrementCents: number;
  startedTime: Date | null;
  stopTime: Date | null;
  stoppedTime: Date | null;
  stopAlertTime: Date | null;
  highBidCents: number | null;
  bidCount: number;
  seq: number;
  soldTo: string | null;
  winnerBidId: number | null;
  winnerAmountCents: number | null;
  winnerPaddleNumber: number | null;
  winnerCreatedDate: Date | null;
  /** When staff paused the lot's auction (ADR 0077); null or absent while it is not paused. */
  salePausedAt?: Date | null;
}

/** The columns `lotStateFromRow` reads: lots `l`, the winning bid `wb` and its auction bidder `wab`. */
export const LOT_STATE_COLUMNS = sql`l.id, l.auction_id, l.lot_status, l.opening_price_cents, l.required_down,
  l.min_bid_increment_cents, l.started_time, l.stop_time, l.stopped_time, l.stop_alert_time, l.high_bid_cents,
  l.bid_count, l.seq, l.sold_to, l.winner_bid_id, wb.amount_cents as winner_amount_cents,
  wab.paddle_number as winner_paddle_number, l.winner_created_date, l.sale_paused_at`;

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function lotStateFromRow(row: Record<string, unknown>): LotState {
  return {
    id: Number(row.id),
    auctionId: toNumber(row.auction_id),
    lotStatus: String(row.lot_status),
    openingPriceCents: Number(row.opening_price_cents),
    requiredDown: Number(row.required_down),
    minBidIncrementCents: Number(row.min_bid_increment_cents),
    startedTime: toDate(row.started_time),
    stopTime: toDate(row.stop_time),
    stoppedTime: toDate(row.stopped_time),
    stopAlertTime: toDate(row.stop_alert_time),
    highBidCents: toNumber(row.high_bid_cents),
    bidCount: Number(row.bid_count),
    seq: Number(row.seq),
    soldTo: (row.sold_to as string | null) ?? null,
    winnerBidId: toNumber(row.winner_bid_id),
    winnerAmountCents: toNumber(row.winner_amount_cents),
    winnerPaddleNumber: toNumber(row.winner_paddle_number),
    winnerCreatedDate: toDate(row.winner_created_date),
    salePausedAt: toDate(row.sale_paused_at),
  };
}

/** Reads a lot's live state; with `forUpdate` it also takes the row lock (inside a transaction). */
export async function loadLotState(db: Db, lotId: number, options: { forUpdate?: boolean } = {}) {
  const lock = options.forUpdate ? sql` for update of l` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${LOT_STATE_COLUMNS} from lots l
    left join bids wb on wb.id = l.winner_bid_id
    left join auction_bidders wab on wab.id = wb.auction_bidder_id
    where l.id = ${lotId}${lock}`,
  );
  const row = rows[0];
  return row ? lotStateFromRow(row) : null;
}

/** The lowest next bid the server accepts, in cents. */
export const minimumBidCents = (
  lot: Pick<LotState, 'highBidCents' | 'openingPriceCents' | 'minBidIncrementCents'>,
) =>
  minimumNextBid({
    highBidCents: lot.highBidCents,
    openingPriceCents: lot.openingPriceCents,
    minIncrementCents: lot.minBidIncrementCents,
  });

/** A lot is open for bids once started and until stopped, while Listed. */
export const isLotOpen = (lot: Pick<LotState, 'lotStatus' | 'startedTime' | 'stoppedTime'>) =>
  lot.lotStatus === 'Listed' && lot.startedTime !== null && lot.stoppedTime === null;

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The one builder of a lot's live state (status, times, amounts, high bid, winner) for every channel: the
 * REST lot views spread it and the stream's `Lot` is written from it (`presentLiveLot`), so a fetched lot
 * and a live event cannot disagree. REST spelling: null where nothing is set, dollars.
 */
export function presentLotState(lot: LotState): TLotLiveState {
  return {
    lotStatus: lot.lotStatus,
    startedTime: isoOrNull(lot.startedTime),
    stopTime: isoOrNull(lot.stopTime),
    stoppedTime: isoOrNull(lot.stoppedTime),
    stopAlertTime: isoOrNull(lot.stopAlertTime),
    requiredDown: lot.requiredDown,
    minBidIncrements: toDollars(lot.minBidIncrementCents),
    openingPrice: toDollars(lot.openingPriceCents),
    highBid: lot.highBidCents === null ? null : toDollars(lot.highBidCents),
    minBid: toDollars(minimumBidCents(lot)),
    bidCount: lot.bidCount,
    seq: lot.seq,
    winner: lot.soldTo
      ? {
          id: lot.winnerBidId === null ? null : String(lot.winnerBidId),
          bid: lot.winnerAmountCents === null ? null : toDollars(lot.winnerAmountCents),
          paddleNumber: lot.winnerPaddleNumber,
          createdDate: isoOrNull(lot.winnerCreatedDate),
          soldTo: lot.soldTo,
        }
      : null,
    ...(lot.salePausedAt ? { salePausedAt: lot.salePausedAt.toISOString() } : {}),
  };
}

/**
 * The lot on the stream (proto `Lot`), written from `presentLotState` by the domain's one mapping
 * (`streamLotFrom`: proto3 has no null, so an unset time is '' and no high bid is 0). The stop alert's
 * elapsed seconds are the stream's own (late joiners).
 */
export function presentLiveLot(lot: LotState, extras: { nextId?: number | null; now?: Date } = {}): LiveLot {
  const now = extras.now ?? new Date();
  const alertElapsed =
    lot.stopAlertTime && !lot.stoppedTime
      ? Math.floor((now.getTime() - lot.stopAlertTime.getTime()) / 1000)
      : 0;
  return create(
    LiveLotSchema,
    streamLotFrom(presentLotState(lot), {
      id: String(lot.id),
      auctionId: lot.auctionId === null ? '' : String(lot.auctionId),
      nextId: extras.nextId ? String(extras.nextId) : '',
      stopAlertElapsedSeconds: Math.max(0, alertElapsed),
    }),
  );
}

export interface BidRow {
  id: number;
  amountCents: number;
  createdDate: Date;
  paddleNumber: number;
  userName: string;
  bidderId: number;
  /** Placed by the bidder's maximum (a proxy bid, issue 32). */
  placedByMaximum: boolean;
}

export function presentLiveBid(bid: BidRow): LiveBid {
  return create(LiveBidSchema, {
    id: String(bid.id),
    amount: toDollars(bid.amountCents),
    createdDate: iso(bid.createdDate),
    paddleNumber: bid.paddleNumber,
    userName: bid.userName,
    bidderId: String(bid.bidderId),
    placedByMaximum: bid.placedByMaximum,
  });
}

/** One bidder of a lot, as the control room lists them (spec part 1 §3 "Bidder list entry"). */
export interface BidderEntryRow {
  bidderId: number;
  paddleNumber: number;
  firstName: string;
  lastName: string;
  userName: string;
  mode: 'PreRegistered' | 'Spectating' | 'Active';
  lockedCents: number;
  enteredDate: Date;
  leftDate: Date | null;
  type: string;
  lastBid: { lotId: number; amountCents: number } | null;
  wins: { lotId: number; amountCents: number }[];
}

/** Wire amount of a participation: -1 pre-registered, 0 spectating, else the locked deposit in dollars. */
export function participationAmount(mode: BidderEntryRow['mode'], lockedCents: number): number {
  if (mode === 'PreRegistered') return -1;
  if (mode === 'Spectating') return 0;
  return toDollars(lockedCents);
}

export function presentBidderEntry(row: BidderEntryRow): BidderEntry {
  return create(BidderEntrySchema, {
    id: String(row.bidderId),
    paddleNumber: row.paddleNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    maxBidAmount: participationAmount(row.mode, row.lockedCents),
    enteredDate: iso(row.enteredDate),
    leftDate: iso(row.leftDate),
    type: row.type,
    lastBid: row.lastBid
      ? create(LotAmountSchema, {
          lotId: String(row.lastBid.lotId),
          amount: toDollars(row.lastBid.amountCents),
        })
      : undefined,
    wins: row.wins.map((win) =>
      create(LotAmountSchema, { lotId: String(win.lotId), amount: toDollars(win.amountCents) }),
    ),
  });
}

/** Every bidder of a lot (active and left), with their last bid on it and their wins in the auction. */
export async function loadBidderEntries(db: Db, lotId: number, bidderId?: number): Promise<BidderEntryRow[]> {
  const onlyBidder = bidderId === undefined ? sql`` : sql` and ab.bidder_id = ${bidderId}`;
  const rows = await queryRows(
    db,
    sql`
    select ab.bidder_id, ab.paddle_number, u.first_name, u.last_name, u.user_name, abl.mode, abl.locked_cents,
      abl.entered_date, coalesce(abl.left_date, abl.removed_at) as left_date, ab.type,
      (select b.amount_cents from bids b where b.lot_id = abl.lot_id and b.auction_bidder_id = ab.id
        order by b.seq desc limit 1) as last_bid_cents,
      (select coalesce(json_agg(json_build_object('lotId', wl.id, 'amountCents', wb.amount_cents)), '[]'::json)
        from lots wl join bids wb on wb.id = wl.winner_bid_id
        where wl.auction_id = ab.auction_id and wb.auction_bidder_id = ab.id) as wins
    from auction_bidder_lots abl
    join auction_bidders ab on ab.id = abl.auction_bidder_id
    join users u on u.id = ab.bidder_id
    where abl.lot_id = ${lotId}${onlyBidder}
    order by ab.paddle_number`,
  );
  return rows.map((row) => {
    const wins = (typeof row.wins === 'string' ? JSON.parse(row.wins) : row.wins) as {
      lotId: number;
      amountCents: number | string;
    }[];
    return {
      bidderId: Number(row.bidder_id),
      paddleNumber: Number(row.paddle_number),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      userName: String(row.user_name),
      mode: row.mode as BidderEntryRow['mode'],
      lockedCents: Number(row.locked_cents),
      enteredDate: new Date(row.entered_date as string),
      leftDate: toDate(row.left_date),
      type: String(row.type),
      lastBid: row.last_bid_cents === null ? null : { lotId, amountCents: Number(row.last_bid_cents) },
      wins: wins.map((win) => ({ lotId: Number(win.lotId), amountCents: Number(win.amountCents) })),
    };
  });
}

/** The most recent bids of a lot, newest first, with paddle and user name. */
export async function loadRecentBids(
  db: Db,
  lotId: number,
  limit = 50,
  /** Only bids up to this seq (a snapshot's): a bid committed after it comes as its own event. */
  upToSeq = Number.MAX_SAFE_INTEGER,
): Promise<BidRow[]> {
  const rows = await queryRows(
    db,
    sql`select b.id, b.amount_cents, b.created_date, ab.paddle_number, u.user_name,
      b.bidder_id, b.placed_by_maximum
    from bids b join auction_bidders ab on ab.id = b.auction_bidder_id join users u on u.id = b.bidder_id
    where b.lot_id = ${lotId} and b.seq <= ${upToSeq} order by b.seq desc limit ${limit}`,
  );
  return rows.map(bidRowFrom);
}

/** A bid as the REST API answers it (bid history, lot page). */
export function presentBidJson(bid: BidRow) {
  return {
    id: String(bid.id),
    amount: toDollars(bid.amountCents),
    createdDate: bid.createdDate.toISOString(),
    paddleNumber: bid.paddleNumber,
    userName: bid.userName,
    bidderId: String(bid.bidderId),
    placedByMaximum: bid.placedByMaximum,
  };
}

export function bidRowFrom(row: Record<string, unknown>): BidRow {
  return {
    id: Number(row.id),
    amountCents: Number(row.amount_cents),
    createdDate: new Date(row.created_date as string),
    paddleNumber: Number(row.paddle_number),
    userName: String(row.user_name),
    bidderId: Number(row.bidder_id),
    placedByMaximum: Boolean(row.placed_by_maximum),
  };
}
