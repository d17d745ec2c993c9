import type { TAuctionStatus } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeAuction } from '../../db/practice-filter';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * SQL shared by the auction use cases. The status expression mirrors `auctionStatus` of the domain
 * (Cancelled, Completed once finished, Live once a lot started or from the start time if it may go live —
 * a published lot that is not cancelled — else Upcoming);
 * it expects the auction aliased `a`.
 */
export function auctionStatusSql(now: Date): SQL {
  return sql`(case when a.is_cancelled then 'Cancelled'
    when a.finished_at is not null then 'Completed'
    when exists (select 1 from lots sl where sl.auction_id = a.id and sl.started_time is not null) then 'Live'
    when a.start_time <= ${now.toISOString()}
      and exists (select 1 from lots sl where sl.auction_id = a.id and sl.lot_status not in ('Draft', 'Cancelled'))
      then 'Live'
    else 'Upcoming' end)`;
}

/** `a` is in one of `statuses`. */
export function auctionStatusIn(now: Date, statuses: readonly TAuctionStatus[]): SQL {
  return sql`${auctionStatusSql(now)} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}

/**
 * The company whose auctions a caller may read: their own for staff, every company (null) for an admin.
 * Anyone else is refused.
 */
export function readableCompanyId(caller: AuthUser): number | null {
  if (caller.role === 'Admin') return null;
  if ((caller.role === 'Auctioneer' || caller.role === 'Employee') && caller.companyId !== null) {
    return caller.companyId;
  }
  throw forbidden();
}

/** The company a staff caller manages; admins and others may not change auctions. */
export function staffCompanyId(caller: AuthUser): number {
  if ((caller.role === 'Auctioneer' || caller.role === 'Employee') && caller.companyId !== null) {
    return caller.companyId;
  }
  throw forbidden();
}

/**
 * `c.id = companyId` unless every company is readable, and never the practice sale (ADR 0076), which no
 * auction list, count or lookup shows, an admin's included. Expects the company aliased `c`, the auction `a`.
 */
export function companyFilter(companyId: number | null): SQL {
  return companyId === null
    ? sql`${notPracticeAuction('a')}`
    : sql`c.id = ${companyId} and ${notPracticeAuction('a')}`;
}

/** A calendar-day filter on `a.start_time` in the host's time zone: a bare day, or the day of a moment. */
export function startDayFilter(day: string): SQL {
  const target = /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? sql`${day}::date`
    : sql`(${new Date(day).toISOString()}::timestamptz at time zone c.time_zone)::date`;
  return sql`(a.start_time at time zone c.time_zone)::date = ${target}`;
}

/** An auction row with what its rules need. */
export interface AuctionRow {
  id: number;
  companyId: number;
  type: 'Online' | 'InPerson' | 'Hybrid';
  startType: 'Manual' | 'Auto';
  startTime: Date;
  stopTime: Date | null;
  timeLeft: number;
  extraTime: number;
  isTest: boolean;
  location: string | null;
  minBidIncrementsCents: number | null;
  isCancelled: boolean;
  finishedAt: Date | null;
  hostName: string;
  timeZone: string;
  lotCount: number;
  hasStartedLot: boolean;
  hasListedLot: boolean;
  hasPublicLot: boolean;
  hasSellableLot: boolean;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** Loads an auction (with its host and lot facts); `forUpdate` takes its row lock inside a transaction. */
export async function loadAuction(
  db: Db,
  auctionId: number,
  options: { forUpdate?: boolean } = {},
): Promise<AuctionRow | null> {
  const lock = options.forUpdate ? sql` for update of a` : sql``;
  const [row] = await queryRows(
    db,
    sql`select a.id, a.company_id, a.type, a.start_type, a.start_time, a.stop_time, a.time_left, a.extra_time,
      a.is_test, a.location, a.min_bid_increments_cents, a.is_cancelled, a.finished_at,
      c.name as host_name, c.time_zone,
      (select count(*) from lots l where l.auction_id = a.id) as lot_count,
      exists (select 1 from lots l where l.auction_id = a.id and l.started_time is not null) as has_started_lot,
      exists (select 1 from lots l where l.auction_id = a.id and l.lot_status = 'Listed') as has_listed_lot,
      exists (select 1 from lots l where l.auction_id = a.id and l.lot_status <> 'Draft') as has_public_lot,
      exists (select 1 from lots l where l.auction_id = a.id and l.lot_status not in ('Draft', 'Cancelled')) as has_sellable_lot
    from auctions a join companies c on c.id = a.company_id
    where a.id = ${auctionId}${lock}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    type: row.type as AuctionRow['type'],
    startType: row.start_type as AuctionRow['startType'],
    startTime: new Date(row.start_time as string),
    stopTime: toDate(row.stop_time),
    timeLeft: Number(row.time_left),
    extraTime: Number(row.extra_time),
    isTest: Boolean(row.is_test),
    location: (row.location as string | null) ?? null,
    minBidIncrementsCents:
      row.min_bid_increments_cents === null ? null : Number(row.min_bid_increments_cents),
    isCancelled: Boolean(row.is_cancelled),
    finishedAt: toDate(row.finished_at),
    hostName: String(row.host_name),
    timeZone: String(row.time_zone),
    lotCount: Number(row.lot_count),
    hasStartedLot: Boolean(row.has_started_lot),
    hasListedLot: Boolean(row.has_listed_lot),
    hasPublicLot: Boolean(row.has_public_lot),
    hasSellableLot: Boolean(row.has_sellable_lot),
  };
}

/** Sort direction of an antd sorter; `fallback` when none was chosen. */
export function sortDirection(order: 'ascend' | 'descend' | null | undefined, fallback: 'asc' | 'desc'): SQL {
  const direction = order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : fallback;
  return direction === 'asc' ? sql`asc` : sql`desc`;
}
