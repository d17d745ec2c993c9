import { availableBalance } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeLot } from '../../db/practice-filter';

/**
 * A bidder's locked funds, in cents. Both parts are money the bidder may still owe, so it cannot back a
 * new deposit:
 * Play money locked in the practice sale (ADR 0076) is never part of either.
 * - `activeLotsCents`: deposits locked in lots that are still running (Active participation, not left
 *   or removed, lot Listed and not stopped). A stopped or cancelled lot releases its deposit.
 * - `pendingWinningsCents`: for each lot the bidder won that is awaiting payment (PendingTransaction,
 *   no payment received), the down payment it requires: winning bid × requiredDown %, rounded up.
 */
export interface TLockedFunds {
  activeLotsCents: number;
  pendingWinningsCents: number;
  totalCents: number;
}

/**
 * Reads the bidder's locked funds. Pass the transaction when a decision depends on it, after locking
 * the bidder row (`select … from bidders where user_id = $1 for update`), so concurrent joins of one
 * bidder see each other's locks.
 */
export async function lockedFunds(db: Db, bidderUserId: number): Promise<TLockedFunds> {
  const [row] = await queryRows<{ active: string | number | null; pending: string | number | null }>(
    db,
    sql`select
      (select coalesce(sum(abl.locked_cents), 0) ${activeLocksFrom(bidderUserId)}) as active,
      (select coalesce(sum(${DOWN_PAYMENT_CENTS}), 0) ${pendingWinningsFrom(bidderUserId)}) as pending`,
  );
  const activeLotsCents = Number(row?.active ?? 0);
  const pendingWinningsCents = Number(row?.pending ?? 0);
  return { activeLotsCents, pendingWinningsCents, totalCents: activeLotsCents + pendingWinningsCents };
}

/**
 * The rows behind the two parts of `lockedFunds`, as FROM … WHERE fragments, so the totals and the
 * per-lot list (GET /api/bidders/lockedfunds) can never disagree. `extraJoins` goes between them.
 * Active locks expose `abl` (participation) and `l` (lot); pending winnings expose `l` and `b` (winning bid).
 */
export function activeLocksFrom(bidderUserId: number, extraJoins: SQL = sql``) {
  return sql`from auction_bidder_lots abl
    join auction_bidders ab on ab.id = abl.auction_bidder_id
    join lots l on l.id = abl.lot_id
    ${extraJoins}
    where ab.bidder_id = ${bidderUserId} and abl.mode = 'Active'
      and abl.left_date is null and abl.removed_at is null
      and l.lot_status = 'Listed' and l.stopped_time is null
      and ${notPracticeLot('l')}`;
}

export function pendingWinningsFrom(bidderUserId: number, extraJoins: SQL = sql``) {
  return sql`from lots l
    join bids b on b.id = l.winner_bid_id
    ${extraJoins}
    where b.bidder_id = ${bidderUserId} and l.lot_status = 'PendingTransaction'
      and l.payment_received_date is null
      and ${notPracticeLot('l')}`;
}

/** The down payment a won lot requires, in cents: winning bid × requiredDown %, rounded up. */
export const DOWN_PAYMENT_CENTS = sql`ceil(b.amount_cents::numeric * greatest(l.required_down, 0) / 100)`;

/** Total locked funds of a bidder in cents (see `lockedFunds`). */
export async function lockedFundsCents(db: Db, bidderUserId: number): Promise<number> {
  return (await lockedFunds(db, bidderUserId)).totalCents;
}

/**
 * Funds the bidder can still lock, in cents: valid, not removed linked balances minus locked funds.
 * Negative when balances fell below what is locked (the domain rule keeps the raw difference).
 */
export async function availableBalanceCents(db: Db, bidderUserId: number): Promise<number> {
  const accounts = await queryRows<{ balance_cents: string | number; is_valid: boolean; removed: boolean }>(
    db,
    sql`select balance_cents, is_valid, removed_at is not null as removed
      from bank_accounts where bidder_id = ${bidderUserId}`,
  );
  const lockedCents = await lockedFundsCents(db, bidderUserId);
  return availableBalance({
    accounts: accounts.map((account) => ({
      balanceCents: Number(account.balance_cents),
      isValid: account.is_valid,
      removed: account.removed,
    })),
    lockedCents,
  });
}
