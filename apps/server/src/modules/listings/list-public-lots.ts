import {
  FEATURED_PAGE_SIZE,
  PUBLIC_LIST_PAGE_SIZE,
  type TPublicLot,
  type TPublicLotListBody,
  type TPublicLotPage,
  type TPublicTab,
  toDollars,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import type { FileStorage } from '../../providers/storage/storage';
import { IS_CANCELLED, LISTING_FROM, PUBLIC_LOTS } from './bidder-lot-query';

/** The tab a body asks for: `tab`, or the spec's flags; none means Upcoming. */
export function tabOf(body: TPublicLotListBody): TPublicTab {
  if (body.tab) return body.tab;
  if (body.isCancelled) return 'cancelled';
  if (body.isCompleted) return 'completed';
  if (body.isToday) return 'today';
  return 'upcoming';
}

const hostDay = (moment: SQL) => sql`(${moment} at time zone co.time_zone)::date`;

/**
 * The SQL of each home tab, mirroring the domain's `publicTabsOf` (part 3 §4), with its default order:
 * upcoming and today soonest first, completed and cancelled newest first.
 */
function tabQuery(tab: TPublicTab, now: Date): { where: SQL; orderBy: SQL } {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (tab) {
    case 'upcoming':
      return {
        where: sql`not ${IS_CANCELLED} and l.lot_status = 'Listed' and l.stopped_time is null and a.start_time > ${at}`,
        orderBy: sql`a.start_time asc, l.id asc`,
      };
    case 'today':
      return {
        where: sql`not ${IS_CANCELLED} and ${hostDay(sql`a.start_time`)} = ${hostDay(at)}`,
        orderBy: sql`a.start_time asc, l.lot_number asc nulls last, l.id asc`,
      };
    case 'completed':
      return {
        where: sql`not ${IS_CANCELLED} and l.stopped_time is not null and l.stopped_time <= ${at}`,
        orderBy: sql`l.stopped_time desc, l.id desc`,
      };
    case 'cancelled':
      return { where: IS_CANCELLED, orderBy: sql`a.start_time desc, l.id desc` };
  }
}

const SORT_COLUMNS = {
  auctionStartTime: sql`a.start_time`,
  openingPrice: sql`l.opening_price_cents`,
  city: sql`p.city`,
  zipCode: sql`p.zip_code`,
} as const;

interface TPublicRow {
  id: number;
  auction_id: number;
  start_time: Date | string;
  time_zone: string;
  file_number: string | null;
  case_number: string;
  host_name: string;
  street_line1: string;
  street_line2: string | null;
  city: string;
  county: string;
  state_code: string;
  zip_code: string;
  opening_cents: string | number;
  required_down: number;
  winner_cents: string | number | null;
  continuance_date: Date | string | null;
  sold_to: TPublicLot['caseSoldTo'];
  lot_status: TPublicLot['lotStatus'];
  is_postponed: boolean;
  image_key: string | null;
}

/**
 * POST /api/lots/list/public (anonymous): a home tab or the featured carousel. Only public facts: no
 * bidder names, no deposits, no draft lots and no test (mock) auctions.
 */
export async function listPublicLots(
  db: Db,
  storage: FileStorage,
  body: TPublicLotListBody,
  now = new Date(),
): Promise<TPublicLotPage> {
  const conditions: SQL[] = [PUBLIC_LOTS];
  let orderBy: SQL;
  if (body.showFeatured) {
    conditions.push(sql`exists (select 1 from featured_lots f where f.lot_id = l.id)`);
    conditions.push(sql`not ${IS_CANCELLED} and l.stopped_time is null`);
    orderBy = sql`a.start_time asc, l.id asc`;
  } else {
    const tab = tabQuery(tabOf(body), now);
    conditions.push(tab.where);
    orderBy = tab.orderBy;
  }
  if (body.search) {
    const like = containsPattern(body.search);
    conditions.push(sql`(p.street_line1 ilike ${like} or p.city ilike ${like} or p.zip_code ilike ${like}
      or p.county ilike ${like} or c.case_number ilike ${like} or c.file_number ilike ${like} or co.name ilike ${like})`);
  }
  if (body.endDate) conditions.push(sql`a.start_time <= ${body.endDate}::timestamptz`);
  if (body.sorter?.field && body.sorter.order) {
    const direction = body.sorter.order === 'descend' ? sql`desc` : sql`asc`;
    orderBy = sql`${SORT_COLUMNS[body.sorter.field]} ${direction}, l.id asc`;
  }
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = pageOf(
    body.pagination,
    body.showFeatured ? FEATURED_PAGE_SIZE : PUBLIC_LIST_PAGE_SIZE,
  );
  const [totalRow] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n ${LISTING_FROM} where ${where}`,
  );
  const rows = await queryRows<TPublicRow>(
    db,
    sql`select l.id, l.auction_id, a.start_time, co.time_zone, c.file_number, c.case_number, co.name as host_name,
        p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code,
        l.opening_price_cents as opening_cents, l.required_down, wb.amount_cents as winner_cents,
        l.continuance_date, l.sold_to, l.lot_status, l.is_postponed,
        (select i.storage_key from property_images i where i.property_id = p.id
          order by i.is_main desc, i.id asc limit 1) as image_key
      ${LISTING_FROM}
      left join bids wb on wb.id = l.winner_bid_id
      where ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`,
  );
  return {
    total: Number(totalRow?.n ?? 0),
    data: rows.map((row) => ({
      id: String(row.id),
      auctionId: String(row.auction_id),
      auctionStartTime: new Date(row.start_time).toISOString(),
      timeZone: row.time_zone,
      caseFileNumber: row.file_number,
      caseNumber: row.case_number,
      auctionHostName: row.host_name,
      streetLine1: row.street_line1,
      streetLine2: row.street_line2,
      city: row.city,
      county: row.county,
      stateCode: row.state_code,
      zipCode: row.zip_code,
      openingPrice: toDollars(Number(row.opening_cents)),
      requiredDown: Number(row.required_down),
      caseSalesPrice: row.winner_cents == null ? null : toDollars(Number(row.winner_cents)),
      caseContinuance: row.continuance_date ? new Date(row.continuance_date).toISOString() : null,
      caseSoldTo: row.sold_to,
      lotStatus: row.lot_status,
      isPostponed: Boolean(row.is_postponed),
      imageUrl: row.image_key ? storage.urlFor(row.image_key) : null,
    })),
  };
}
