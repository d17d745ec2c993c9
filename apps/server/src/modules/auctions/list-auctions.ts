import {
  AUCTION_STATUSES,
  type TAuctionListBody,
  type TAuctionStartType,
  type TAuctionStatus,
  type TAuctionType,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import type { AuthUser } from '../../http/access-token';
import {
  auctionStatusIn,
  auctionStatusSql,
  companyFilter,
  readableCompanyId,
  sortDirection,
  startDayFilter,
} from './auction-queries';
import { iso } from './presenter';

const SORT_COLUMNS: Record<string, SQL> = {
  id: sql`a.id`,
  startTime: sql`a.start_time`,
  stopTime: sql`a.stop_time`,
  type: sql`a.type`,
  startType: sql`a.start_type`,
  lotCount: sql`lot_count`,
};

const asList = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The auction counts of each list tab for the caller's company (all companies for an admin). */
export async function countAuctionStatuses(db: Db, caller: AuthUser, now = new Date()) {
  const companyId = readableCompanyId(caller);
  const rows = await queryRows<{ status: TAuctionStatus; count: string | number }>(
    db,
    sql`select ${auctionStatusSql(now)} as status, count(*) as count
      from auctions a join companies c on c.id = a.company_id
      where ${companyFilter(companyId)}
      group by 1`,
  );
  const counts = Object.fromEntries(AUCTION_STATUSES.map((status) => [status, 0])) as Record<
    TAuctionStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return {
    live: counts.Live,
    upcoming: counts.Upcoming,
    completed: counts.Completed,
    cancelled: counts.Cancelled,
  };
}

/** One tab of the auction list, filtered, sorted (default startTime descending) and paged. */
export async function listAuctions(db: Db, caller: AuthUser, body: TAuctionListBody, now = new Date()) {
  const companyId = readableCompanyId(caller);
  const filters: SQL[] = [companyFilter(companyId), auctionStatusIn(now, [body.listType])];
  const types = asList(body.type);
  if (types.length > 0)
    filters.push(
      sql`a.type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  const startTypes = asList(body.startType);
  if (startTypes.length > 0) {
    filters.push(
      sql`a.start_type in (${sql.join(
        startTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (body.date) filters.push(startDayFilter(body.date));
  if (body.search) {
    const like = containsPattern(body.search);
    filters.push(sql`(a.id::text = ${body.search} or a.location ilike ${like} or c.name ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const column = SORT_COLUMNS[body.sorter?.field ?? 'startTime'] ?? SORT_COLUMNS.startTime!;
  const direction = sortDirection(body.sorter?.order, 'desc');
  const { current, pageSize } = pageOf(body.pagination, 10);
  const rows = await queryRows(
    db,
    sql`select a.id, a.start_time, a.stop_time, a.type, a.start_type, a.location, a.is_test, a.company_id,
        c.name as host_name, c.time_zone,
        (select count(*) from lots l where l.auction_id = a.id) as lot_count,
        exists (select 1 from lots l where l.auction_id = a.id and l.lot_status = 'Listed') as is_published
      from auctions a join companies c on c.id = a.company_id
      where ${where}
      order by ${column} ${direction} nulls last, a.id desc
      limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  const [total] = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from auctions a join companies c on c.id = a.company_id where ${where}`,
  );
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      startTime: iso(row.start_time)!,
      stopTime: iso(row.stop_time),
      type: String(row.type) as TAuctionType,
      startType: String(row.start_type) as TAuctionStartType,
      location: (row.location as string | null) ?? null,
      isTest: Boolean(row.is_test),
      lotCount: Number(row.lot_count),
      isPublished: Boolean(row.is_published),
      status: body.listType,
      companyId: String(row.company_id),
      hostName: String(row.host_name),
      timeZone: String(row.time_zone),
    })),
    total: Number(total?.count ?? 0),
  };
}
