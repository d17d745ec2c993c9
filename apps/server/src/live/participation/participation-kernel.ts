import {
  formatUsd,
  LIVE_MESSAGES,
  nextPaddleNumber,
  PRACTICE_MESSAGES,
  type TJoinType,
  type TParticipationMode,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { appendLotEvent, type CommittedEvent, newMessage } from '../events';
import type { LiveEvent } from '../messages';
import { isLotOpen, loadBidderEntries, presentBidderEntry } from '../views/presenter';
import type { LockedLot } from './locked-lot';

/**
 * The participation kernel: what every participation use case (join, leave, amount, add, remove, purchase
 * profile) shares — the lot row lock, the bidder's participation as it stands, the paddle, the participation
 * row, the event that carries the bidder's list entry, and the texts of participation failures. The use
 * cases import these from here, not from join-lot.ts, so joining is one use case among the others.
 */

/** Texts of participation failures that the spec leaves to the server. */
export const PARTICIPATION_MESSAGES = {
  auctionCancelled: 'The auction has been cancelled!',
  auctionFinished: 'The auction has finished!',
  notJoined: 'You have not joined this lot!',
  removed: 'You were removed from this lot by the auctioneer and cannot join it again!',
  highBidderCannotLeave: 'You hold the highest bid on this lot and cannot leave until the lot is over!',
  paddleUnavailable: 'Could not assign a paddle number, please try again!',
} as const;

/** First key of the advisory lock that serialises new paddle numbers of one auction (second key: auction id). */
const PADDLE_LOCK_CLASS = 7_301;

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Locks the lot row (`FOR UPDATE`) and reads it with its auction. Every participation change holds this
 * lock while it writes the participation and appends the lot event, so seq order is commit order.
 * A lot that does not exist or is not in the auction is 'Lot is not found!'.
 */
export async function lockLot(tx: Db, auctionId: number, lotId: number): Promise<LockedLot> {
  const [row] = await queryRows(
    tx,
    sql`select l.id, l.auction_id, l.case_id, l.lot_status, l.started_time, l.stopped_time, l.required_down,
        l.high_bid_cents, l.high_bidder_id, a.company_id, a.is_cancelled, a.finished_at is not null as is_finished,
        a.is_practice
      from lots l join auctions a on a.id = l.auction_id
      where l.id = ${lotId} and l.auction_id = ${auctionId}
      for update of l`,
  );
  if (!row) throw notFound(LIVE_MESSAGES.lotNotFound);
  return {
    id: Number(row.id),
    auctionId: Number(row.auction_id),
    caseId: Number(row.case_id),
    companyId: Number(row.company_id),
    lotStatus: String(row.lot_status),
    startedTime: toDate(row.started_time),
    stoppedTime: toDate(row.stopped_time),
    requiredDown: Number(row.required_down),
    highBidCents: toNumber(row.high_bid_cents),
    highBidderId: toNumber(row.high_bidder_id),
    isAuctionCancelled: Boolean(row.is_cancelled),
    isAuctionFinished: Boolean(row.is_finished),
    isPractice: row.is_practice === true,
  };
}

/**
 * Bidders can join (or change their deposit in) a lot only while its auction runs and the lot is Listed and
 * not stopped, and never a practice lot this way.
 */
export function assertLotJoinable(lot: LockedLot): void {
  // A practice lot is joined with play money through its own route (ADR 0076), never with a deposit.
  if (lot.isPractice) throw conflict(PRACTICE_MESSAGES.practiceLotNotReal);
  if (lot.isAuctionCancelled) throw badRequest(PARTICIPATION_MESSAGES.auctionCancelled);
  if (lot.isAuctionFinished) throw badRequest(PARTICIPATION_MESSAGES.auctionFinished);
  if (lot.lotStatus === 'Cancelled') throw badRequest(LIVE_MESSAGES.lotCancelled);
  if (lot.lotStatus !== 'Listed' || lot.stoppedTime !== null) throw badRequest(LIVE_MESSAGES.lotClosed);
}

/** Whether this auction bidder holds the high bid of a lot that is still open: such a bidder must stay and keep the deposit. */
export function holdsOpenHighBid(lot: LockedLot, auctionBidderId: number | undefined): boolean {
  return auctionBidderId !== undefined && isLotOpen(lot) && lot.highBidderId === auctionBidderId;
}

/**
 * The smallest deposit that still covers a bid: bid × requiredDown / 100, rounded up to the cent (the
 * inverse of the domain's `biddableAmount`; a requiredDown of 0 or less counts as 1 there too).
 */
export function depositNeededCents(bidCents: number, requiredDownPercent: number): number {
  const requiredDown =
    Number.isFinite(requiredDownPercent) && requiredDownPercent > 0 ? requiredDownPercent : 1;
  return Math.ceil((bidCents * requiredDown) / 100);
}

/** A bidder's registration in an auction and, if any, their participation in one of its lots. */
export interface Participation {
  auctionBidder: {
    id: number;
    paddleNumber: number;
    purchaseProfileId: number | null;
    type: string;
  } | null;
  lot: {
    mode: TParticipationMode;
    lockedCents: number;
    leftDate: Date | null;
    removedAt: Date | null;
  } | null;
}

export async function loadParticipation(
  tx: Db,
  auctionId: number,
  lotId: number,
  bidderId: number,
): Promise<Participation> {
  const [row] = await queryRows(
    tx,
    sql`select ab.id, ab.paddle_number, ab.purchase_profile_id, ab.type,
        abl.id as participation_id, abl.mode, abl.locked_cents, abl.left_date, abl.removed_at
      from auction_bidders ab
      left join auction_bidder_lots abl on abl.auction_bidder_id = ab.id and abl.lot_id = ${lotId}
      where ab.auction_id = ${auctionId} and ab.bidder_id = ${bidderId}`,
  );
  if (!row) return { auctionBidder: null, lot: null };
  return {
    auctionBidder: {
      id: Number(row.id),
      paddleNumber: Number(row.paddle_number),
      purchaseProfileId: toNumber(row.purchase_profile_id),
      type: String(row.type),
    },
    lot:
      row.participation_id === null
        ? null
        : {
            mode: row.mode as TParticipationMode,
            lockedCents: Number(row.locked_cents),
            leftDate: toDate(row.left_date),
            removedAt: toDate(row.removed_at),
          },
  };
}

/** In the lot now: joined, not left and not removed (any mode). */
export const isInLot = (lot: Participation['lot']) =>
  lot !== null && lot.leftDate === null && lot.removedAt === null;

/** The deposit this participation currently holds out of the bidder's funds (only Active, present participations lock). */
export const currentLockCents = (lot: Participation['lot']) =>
  lot !== null && isInLot(lot) && lot.mode === 'Active' ? lot.lockedCents : 0;

/**
 * The bidder's registration in the auction, created on first join with the next free paddle number.
 * Paddles come from every paddle ever issued in the auction (domain `nextPaddleNumber`). New
 * registrations of one auction take a transaction-scoped advisory lock, so a burst of first joins at an
 * auction's start queues briefly instead of racing for the same number. The unique index stays the
 * guarantee: the insert skips on it (a failed statement would abort the whole transaction) and the next
 * round sees the committed paddle.
 */
export async function ensureAuctionBidder(
  tx: Db,
  input: {
    auctionId: number;
    bidderId: number;
    purchaseProfileId: number | null;
    type: TJoinType;
    balanceType: 'Check' | null;
  },
): Promise<{ id: number; paddleNumber: number; created: boolean }> {
  let locked = false;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [existing] = await queryRows(
      tx,
      sql`select id, paddle_number from auction_bidders
        where auction_id = ${input.auctionId} and bidder_id = ${input.bidderId}`,
    );
    if (existing)
      return { id: Number(existing.id), paddleNumber: Number(existing.paddle_number), created: false };
    if (!locked) {
      await tx.execute(sql`select pg_advisory_xact_lock(${PADDLE_LOCK_CLASS}, ${input.auctionId})`);
      locked = true;
      continue;
    }
    const paddles = await queryRows<{ paddle_number: number | string }>(
      tx,
      sql`select paddle_number from auction_bidders where auction_id = ${input.auctionId}`,
    );
    const paddle = nextPaddleNumber(paddles.map((row) => Number(row.paddle_number)));
    const [inserted] = await queryRows(
      tx,
      sql`insert into auction_bidders (auction_id, bidder_id, paddle_number, purchase_profile_id, type, balance_type)
        values (${input.auctionId}, ${input.bidderId}, ${paddle}, ${input.purchaseProfileId}, ${input.type},
          ${input.balanceType})
        on conflict do nothing
        returning id, paddle_number`,
    );
    if (inserted)
      return { id: Number(inserted.id), paddleNumber: Number(inserted.paddle_number), created: true };
  }
  throw conflict(PARTICIPATION_MESSAGES.paddleUnavailable);
}

/**
 * Creates the participation or, for a bidder who left, was removed, or changes mode, updates it in place
 * (one row per bidder and lot). Coming back counts as entering again.
 */
export async function upsertLotParticipation(
  tx: Db,
  input: { auctionBidderId: number; lotId: number; mode: TParticipationMode; lockedCents: number },
): Promise<void> {
  await tx.execute(sql`insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents, entered_date)
    values (${input.auctionBidderId}, ${input.lotId}, ${input.mode}, ${input.lockedCents}, now())
    on conflict (auction_bidder_id, lot_id) do update set
      mode = excluded.mode,
      locked_cents = excluded.locked_cents,
      entered_date = case when auction_bidder_lots.left_date is null and auction_bidder_lots.removed_at is null
        then auction_bidder_lots.entered_date else now() end,
      left_date = null,
      removed_at = null`);
}

/** Whether the purchase profile is the bidder's own and not deleted. */
export async function isOwnPurchaseProfile(
  tx: Db,
  bidderId: number,
  purchaseProfileId: number,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from purchase_profiles
      where id = ${purchaseProfileId} and bidder_id = ${bidderId} and deleted_at is null`,
  );
  return rows.length > 0;
}

/**
 * The bidder's live purchase profile, or null; `usable` is false for an entity grantee (Corporation) whose
 * papers an admin has not approved (ADR 0072): a Corporation profile is made with its papers Missing.
 */
export async function ownPurchaseProfile(
  tx: Db,
  bidderId: number,
  purchaseProfileId: number,
): Promise<{ usable: boolean } | null> {
  const [row] = await queryRows<{ usable: boolean }>(
    tx,
    sql`select papers_status in ('Not required', 'Approved') as usable from purchase_profiles
      where id = ${purchaseProfileId} and bidder_id = ${bidderId} and deleted_at is null`,
  );
  return row ? { usable: row.usable === true } : null;
}

/**
 * Appends a participation event (BidderJoined, BidderLeft, ChangeAmount) carrying the bidder's current
 * list entry, so the control room replaces that one entry. Call while holding the lot row lock.
 */
export async function appendParticipationEvent(
  tx: Db,
  lotId: number,
  auctionId: number,
  bidderId: number,
  event: LiveEvent,
): Promise<CommittedEvent> {
  const [entry] = await loadBidderEntries(tx, lotId, bidderId);
  if (!entry) throw new Error(`participation of bidder ${bidderId} in lot ${lotId} is missing`);
  const message = newMessage({
    event,
    lot: { id: String(lotId), auctionId: String(auctionId) },
    bidder: { id: String(bidderId), userName: entry.userName, paddleNumber: entry.paddleNumber },
    bidders: [presentBidderEntry(entry)],
  });
  return appendLotEvent(tx, lotId, message);
}

/** Why a deposit cannot go below what the bidder's standing high bid needs. */
export function highBidDepositMessage(neededCents: number): string {
  return `You hold the highest bid on this lot, so the locked amount must be at least ${formatUsd(neededCents)}!`;
}
