import {
  ADMIN_MESSAGES,
  REPORT_PAGE_SIZES,
  type TAuctionReportRow,
  type TBidderReportRow,
  type TBidReportRow,
  type TReportFilterBody,
  toDollars,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import {
  notPracticeAuction,
  notPracticeBid,
  notPracticeLot,
  notPracticeRival,
} from '../../db/practice-filter';
import { badRequest } from '../../errors';

/**
 * The three reports of spec part 3 §7 over one filter body. Each report is a FROM … WHERE over fixed
 * aliases, a select list, a whitelisted sort, and a presenter; the table page, the totals and the exports
 * all read the same definition, so a filter never means two things. `scope` narrows to one company
 * (a host's own bids report) and is applied on top of whatever the body asks for.
 */
export type TReportKind = 'auction' | 'bidder' | 'bid';
export interface TReportScope {
  companyId?: number;
}

const iso = (value: unknown) => new Date(value as string).toISOString();
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Report and dashboard dates are days up to today (UTC); later ones are refused (spec part 3 §5). */
export function refuseFutureDays(...days: (string | undefined)[]) {
  const today = new Date().toISOString().slice(0, 10);
  for (const day of days) {
    if (day && day > today)
      throw badRequest(ADMIN_MESSAGES.datesInFuture, { endDate: ADMIN_MESSAGES.datesInFuture });
    if (day && Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw badRequest('Please enter a valid date!');
  }
}

function dateRange(column: SQL, body: TReportFilterBody): SQL[] {
  const where: SQL[] = [];
  if (body.beginDate) where.push(sql`${column} >= ${dayStart(body.beginDate)}`);
  if (body.endDate) where.push(sql`${column} < ${dayAfter(body.endDate)}`);
  return where;
}

interface TReportDef<T> {
  from: SQL;
  where(body: TReportFilterBody, scope: TReportScope): SQL[];
  /** The select list; its first column is the row's unique id, named `id`. */
  select: SQL;
  /** Sortable fields of the body's sorter → output columns of the select list. */
  sort: Partial<Record<string, string>>;
  /** The column sorted by (descending) when the body asks for none; rows tie-break by id descending. */
  defaultSort: string;
  pageSize: number;
  /** SQL of the summed amount (cents) shown as the report's total, if it has one. */
  amountCents?: SQL;
  present(row: Record<string, unknown>): T;
}

const AUCTION: TReportDef<TAuctionReportRow> = {
  from: sql`from auctions a join companies c on c.id = a.company_id`,
  where(body, scope) {
    const where: SQL[] = [sql`not a.is_test`, sql`${notPracticeAuction('a')}`];
    const companyId = scope.companyId ?? body.companyId;
    if (companyId) where.push(sql`a.company_id = ${companyId}`);
    if (body.auctionId) where.push(sql`a.id = ${body.auctionId}`);
    if (body.type === 'Online' || body.type === 'InPerson' || body.type === 'Hybrid')
      where.push(sql`a.type = ${body.type}`);
    if (body.bidderId)
      where.push(
        sql`exists (select 1 from auction_bidders ab where ab.auction_id = a.id and ab.bidder_id = ${body.bidderId})`,
      );
    if (body.search) {
      const like = containsPattern(body.search);
      where.push(
        sql`(c.name ilike ${like} or a.id::text = ${body.search} or coalesce(a.location, '') ilike ${like})`,
      );
    }
    return [...where, ...dateRange(sql`a.start_time`, body)];
  },
  select: sql`a.id, a.start_time, a.type, a.start_type, c.id as company_id, c.name as company_name, c.time_zone,
    (select count(*) from lots l where l.auction_id = a.id) as lot_count,
    (select count(*) from lots l where l.auction_id = a.id and l.winner_bid_id is not null) as sold_count,
    (select count(*) from auction_bidders ab where ab.auction_id = a.id) as bidder_count,
    (select count(*) from bids b join lots l on l.id = b.lot_id where l.auction_id = a.id) as bid_count,
    (select coalesce(sum(b.amount_cents), 0) from lots l join bids b on b.id = l.winner_bid_id
      where l.auction_id = a.id) as total_sold_cents`,
  sort: {
    id: 'id',
    startTime: 'start_time',
    companyName: 'company_name',
    bidCount: 'bid_count',
    amount: 'total_sold_cents',
  },
  defaultSort: 'start_time',
  pageSize: REPORT_PAGE_SIZES.auctions,
  amountCents: sql`(select coalesce(sum(b.amount_cents), 0) from lots l join bids b on b.id = l.winner_bid_id
    where l.auction_id = a.id)`,
  present: (row) => ({
    id: String(row.id),
    startTime: iso(row.start_time),
    timeZone: String(row.time_zone),
    companyId: String(row.company_id),
    companyName: String(row.company_name),
    type: String(row.type),
    startType: String(row.start_type),
    lotCount: Number(row.lot_count),
    soldCount: Number(row.sold_count),
    bidderCount: Number(row.bidder_count),
    bidCount: Number(row.bid_count),
    totalSold: toDollars(Number(row.total_sold_cents)),
  }),
};

const BIDDER: TReportDef<TBidderReportRow> = {
  from: sql`from users u left join bidders bd on bd.user_id = u.id`,
  where(body, scope) {
    const where: SQL[] = [sql`u.role = 'Bidder'`, sql`${notPracticeRival('u.id')}`];
    const companyId = scope.companyId ?? body.companyId;
    if (companyId)
      where.push(sql`exists (select 1 from auction_bidders ab join auctions a on a.id = ab.auction_id
        where ab.bidder_id = u.id and a.company_id = ${companyId})`);
    if (body.auctionId)
      where.push(
        sql`exists (select 1 from auction_bidders ab where ab.bidder_id = u.id and ab.auction_id = ${body.auctionId})`,
      );
    if (body.bidderId) where.push(sql`u.id = ${body.bidderId}`);
    if (body.isVerified !== undefined) where.push(sql`coalesce(bd.is_verified, false) = ${body.isVerified}`);
    if (body.isPhoneVerified !== undefined)
      where.push(
        sql`exists (select 1 from bidder_phones p where p.user_id = u.id and p.verified_date is not null) = ${body.isPhoneVerified}`,
      );
    if (body.search) {
      const like = containsPattern(body.search);
      where.push(
        sql`(u.user_name ilike ${like} or u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})`,
      );
    }
    return [...where, ...dateRange(sql`u.created_at`, body)];
  },
  select: sql`u.id, u.first_name, u.last_name, u.user_name, u.email, u.phone_number, u.created_at,
    coalesce(bd.is_verified, false) as is_verified,
    exists (select 1 from bidder_phones p where p.user_id = u.id and p.verified_date is not null) as is_phone_verified,
    (select count(*) from auction_bidders ab join auctions a on a.id = ab.auction_id
      where ab.bidder_id = u.id and ${notPracticeAuction('a')}) as auction_count,
    (select count(*) from bids b where b.bidder_id = u.id and ${notPracticeBid('b')}) as bid_count,
    (select count(*) from lots l join bids b on b.id = l.winner_bid_id where b.bidder_id = u.id
      and ${notPracticeLot('l')}) as win_count`,
  sort: {
    id: 'id',
    createdDate: 'created_at',
    lastName: 'last_name',
    bidderName: 'last_name',
    email: 'email',
    bidCount: 'bid_count',
  },
  defaultSort: 'id',
  pageSize: REPORT_PAGE_SIZES.bidders,
  present: (row) => ({
    id: String(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    userName: String(row.user_name),
    email: String(row.email),
    phoneNumber: (row.phone_number as string | null) ?? null,
    isVerified: Boolean(row.is_verified),
    isPhoneVerified: Boolean(row.is_phone_verified),
    createdDate: iso(row.created_at),
    auctionCount: Number(row.auction_count),
    bidCount: Number(row.bid_count),
    winCount: Number(row.win_count),
  }),
};

const BID: TReportDef<TBidReportRow> = {
  from: sql`from bids b join auction_bidders ab on ab.id = b.auction_bidder_id join users u on u.id = b.bidder_id
    join lots l on l.id = b.lot_id join cases cs on cs.id = l.case_id join auctions a on a.id = ab.auction_id
    join companies co on co.id = a.company_id`,
  where(body, scope) {
    const where: SQL[] = [sql`${notPracticeAuction('a')}`];
    const companyId = scope.companyId ?? body.companyId;
    if (companyId) where.push(sql`a.company_id = ${companyId}`);
    if (body.auctionId) where.push(sql`a.id = ${body.auctionId}`);
    if (body.bidderId) where.push(sql`b.bidder_id = ${body.bidderId}`);
    if (body.type === 'ONLINE' || body.type === 'INPERSON') where.push(sql`ab.type = ${body.type}`);
    if (body.type === 'Online' || body.type === 'InPerson' || body.type === 'Hybrid')
      where.push(sql`a.type = ${body.type}`);
    if (body.search) {
      const like = containsPattern(body.search);
      where.push(sql`((u.first_name || ' ' || u.last_name) ilike ${like} or cs.case_number ilike ${like}
        or co.name ilike ${like})`);
    }
    return [...where, ...dateRange(sql`b.created_date`, body)];
  },
  select: sql`b.id, b.created_date, b.amount_cents, ab.type, ab.paddle_number, b.bidder_id,
    u.first_name || ' ' || u.last_name as bidder_name, l.id as lot_id, cs.case_number, a.id as auction_id,
    co.id as company_id, co.name as company_name, co.time_zone, coalesce(l.winner_bid_id = b.id, false) as is_winning,
    b.placed_by_maximum`,
  sort: {
    id: 'id',
    createdDate: 'created_date',
    amount: 'amount_cents',
    bidderName: 'bidder_name',
    companyName: 'company_name',
  },
  defaultSort: 'id',
  pageSize: REPORT_PAGE_SIZES.bids,
  amountCents: sql`b.amount_cents`,
  present: (row) => ({
    id: String(row.id),
    createdDate: iso(row.created_date),
    timeZone: String(row.time_zone),
    amount: toDollars(Number(row.amount_cents)),
    type: String(row.type),
    paddleNumber: Number(row.paddle_number),
    bidderId: String(row.bidder_id),
    bidderName: String(row.bidder_name),
    lotId: String(row.lot_id),
    caseNumber: String(row.case_number),
    auctionId: String(row.auction_id),
    companyId: String(row.company_id),
    companyName: String(row.company_name),
    isWinning: Boolean(row.is_winning),
    placedByMaximum: Boolean(row.placed_by_maximum),
  }),
};

const DEFS = { auction: AUCTION, bidder: BIDDER, bid: BID } as const;
type RowOf<K extends TReportKind> = K extends 'auction'
  ? TAuctionReportRow
  : K extends 'bidder'
    ? TBidderReportRow
    : TBidReportRow;

/**
 * A report's rows in its order: the select over the filter as a subquery `q`, ordered by one of its output
 * columns (nulls last) and then by id descending, so every row has one place and exports can read on from
 * the last row they sent instead of counting past the rows before it.
 */
function parts<K extends TReportKind>(kind: K, body: TReportFilterBody, scope: TReportScope) {
  refuseFutureDays(body.beginDate, body.endDate);
  const def = DEFS[kind] as unknown as TReportDef<RowOf<K>>;
  const where = def.where(body, scope);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const chosen = body.sorter?.field ? def.sort[body.sorter.field] : undefined;
  const column = chosen ?? def.defaultSort;
  const ascending = chosen !== undefined && body.sorter?.order === 'ascend';
  const q = (name: string) => sql.raw(`q."${name}"`);
  const orderSql = sql`order by ${q(column)} ${ascending ? sql`asc` : sql`desc`} nulls last, q.id desc`;
  const rowsSql = sql`(select ${def.select} ${def.from} ${whereSql}) q`;
  /**
   * Rows after the one with this sort value and id, in the order above. The value is the column as text
   * (`keyset_value`), so a timestamp keeps its microseconds, which a JavaScript Date would cut to milliseconds.
   */
  const after = (last: unknown, id: unknown): SQL => {
    if (column === 'id') return sql`q.id < ${id}`;
    if (last === null || last === undefined) return sql`(${q(column)} is null and q.id < ${id})`;
    const beyond = ascending ? sql`${q(column)} > ${last}` : sql`${q(column)} < ${last}`;
    return sql`(${beyond} or (${q(column)} = ${last} and q.id < ${id}) or ${q(column)} is null)`;
  };
  return { def, whereSql, orderSql, rowsSql, column, after };
}

/** One page of a report, with the count (and summed amount) of every matching row. */
export async function runReport<K extends TReportKind>(
  db: Db,
  kind: K,
  body: TReportFilterBody,
  scope: TReportScope = {},
): Promise<{ data: RowOf<K>[]; total: number; totalAmount?: number }> {
  const { def, whereSql, orderSql, rowsSql } = parts(kind, body, scope);
  const { limit, offset } = pageOf(body.pagination, def.pageSize);
  const [rows, [totals]] = await Promise.all([
    queryRows(db, sql`select q.* from ${rowsSql} ${orderSql} limit ${limit} offset ${offset}`),
    queryRows<{ n: string | number; amount: string | number | null }>(
      db,
      sql`select count(*) as n, ${def.amountCents ? sql`coalesce(sum(${def.amountCents}), 0)` : sql`null`} as amount
        ${def.from} ${whereSql}`,
    ),
  ]);
  return {
    data: rows.map((row) => def.present(row)),
    total: Number(totals?.n ?? 0),
    ...(def.amountCents ? { totalAmount: toDollars(Number(totals?.amount ?? 0)) } : {}),
  };
}

/**
 * Every matching row, a batch at a time, in the report's order (exports). Each batch reads on from the last
 * row of the one before (keyset), so a 100,000-row export costs the same per batch throughout, and a row
 * added or removed while the file streams never makes another row appear twice or go missing. Stops after
 * `max` rows.
 */
export async function* eachReportRow<K extends TReportKind>(
  db: Db,
  kind: K,
  body: TReportFilterBody,
  scope: TReportScope = {},
  options: { batchSize?: number; max?: number } = {},
): AsyncGenerator<RowOf<K>> {
  const { def, orderSql, rowsSql, column, after } = parts(kind, body, scope);
  const batchSize = options.batchSize ?? 2000;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  let last: Record<string, unknown> | undefined;
  while (sent < max) {
    const take = Math.min(batchSize, max - sent);
    const rows = await queryRows(
      db,
      sql`select q.*, ${sql.raw(`q."${column}"`)}::text as keyset_value from ${rowsSql}
        ${last ? sql`where ${after(last.keyset_value, last.id)}` : sql``} ${orderSql} limit ${take}`,
    );
    for (const row of rows) yield def.present(row);
    sent += rows.length;
    last = rows.at(-1);
    if (rows.length < take) return;
  }
}
