import {
  BIDDER_LIST_PAGE_SIZE,
  LISTING_TOTAL_CAP,
  type TBidderLotListBody,
  type TListingPage,
  type TListingSummary,
  toDollars,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { FileStorage } from '../../providers/storage/storage';
import {
  bidderSearchConditions,
  isLiveAt,
  LISTED_LOTS,
  LISTING_CORE_FROM,
  LISTING_FROM,
  listingFromFor,
  resolveAttributes,
  statusAt,
} from './bidder-lot-query';

const SORT_COLUMNS = {
  auctionStartTime: sql`a.start_time`,
  openingPrice: sql`l.opening_price_cents`,
  createdDate: sql`l.created_at`,
} as const;

interface TSummaryRow {
  id: number;
  auction_id: number;
  host_name: string;
  host_logo: string | null;
  time_zone: string;
  opening_cents: string | number;
  required_down: number;
  start_time: Date | string;
  lot_status: TListingSummary['lotStatus'];
  status: TListingSummary['status'];
  is_postponed: boolean;
  is_pinned: boolean;
  is_registered: boolean;
  is_featured: boolean;
  is_test: boolean;
  property_count: string | number;
  case_id: number;
  case_number: string;
  sold_to: TListingSummary['soldTo'];
  winner_is_me: boolean | null;
  winner_first: string | null;
  winner_last: string | null;
  winner_cents: string | number | null;
  winner_date: Date | string | null;
  property_id: number;
  street_line1: string;
  street_line2: string | null;
  city: string;
  county: string;
  state_code: string;
  zip_code: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON array (node-postgres and PGlite parse json columns; kept tolerant of text too). */
  images: TImageJson[] | string | null;
}

interface TImageJson {
  key: string;
  isMain: boolean;
  description: string | null;
}

const parseImages = (value: TSummaryRow['images']): TImageJson[] =>
  typeof value === 'string' ? (JSON.parse(value) as TImageJson[]) : (value ?? []);

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Loads the listing summaries (part 1 §3) of lots chosen by `where`, in `orderBy` order, with what the
 * bidder sees of each: pinned, registered, featured. Photos come in one query for the page.
 */
export async function loadListingSummaries(
  db: Db,
  storage: FileStorage,
  input: {
    from?: SQL;
    where: SQL;
    orderBy: SQL;
    limit: number;
    offset: number;
    bidderId: number | null;
    now: Date;
  },
): Promise<TListingSummary[]> {
  const me = input.bidderId ?? -1;
  const rows = await queryRows<TSummaryRow>(
    db,
    sql`with page as (
        select l.id ${input.from ?? LISTING_FROM} where ${input.where} order by ${input.orderBy}
        limit ${input.limit} offset ${input.offset}
      )
      select l.id, l.auction_id, co.name as host_name, co.logo_url as host_logo, co.time_zone,
        l.opening_price_cents as opening_cents, l.required_down, a.start_time, l.lot_status,
        ${statusAt(input.now)} as status, l.is_postponed, a.is_test,
        exists (select 1 from pins pn where pn.lot_id = l.id and pn.bidder_id = ${me}) as is_pinned,
        exists (select 1 from auction_bidders ab where ab.auction_id = a.id and ab.bidder_id = ${me}) as is_registered,
        exists (select 1 from featured_lots f where f.lot_id = l.id) as is_featured,
        (select count(*) from properties pc where pc.lot_id = l.id) as property_count,
        c.id as case_id, c.case_number, l.sold_to,
        wb.bidder_id = ${me} as winner_is_me, wu.first_name as winner_first, wu.last_name as winner_last,
        wb.amount_cents as winner_cents, l.winner_created_date as winner_date,
        p.id as property_id, p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code,
        p.latitude, p.longitude,
        (select coalesce(json_agg(json_build_object('key', i.storage_key, 'isMain', i.is_main, 'description', i.description)
            order by i.is_main desc, i.id asc), '[]'::json)
          from property_images i where i.property_id = p.id) as images
      ${LISTING_FROM}
      join page on page.id = l.id
      left join bids wb on wb.id = l.winner_bid_id
      left join users wu on wu.id = wb.bidder_id
      order by ${input.orderBy}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    lotId: String(row.id),
    auctionId: String(row.auction_id),
    auctionHostName: row.host_name,
    auctionHostLogoUrl: row.host_logo,
    timeZone: row.time_zone,
    openingPrice: toDollars(Number(row.opening_cents)),
    requiredDown: Number(row.required_down),
    auctionStartTime: iso(row.start_time),
    lotStatus: row.lot_status,
    status: row.status,
    isPostponed: Boolean(row.is_postponed),
    isPinned: Boolean(row.is_pinned),
    isRegistered: Boolean(row.is_registered),
    isFeatured: Boolean(row.is_featured),
    auctionIsTest: Boolean(row.is_test),
    propertyCount: Number(row.property_count),
    caseId: String(row.case_id),
    caseNumber: row.case_number,
    soldTo: row.sold_to,
    // Bidders never see another bidder's name (part 3 rules); the winner sees their own.
    winnerName: row.winner_is_me ? `${row.winner_first ?? ''} ${row.winner_last ?? ''}`.trim() : null,
    winnerBidAmount: row.winner_cents == null ? null : toDollars(Number(row.winner_cents)),
    winnerCreatedDate: row.winner_date ? iso(row.winner_date) : null,
    property: {
      id: String(row.property_id),
      streetLine1: row.street_line1,
      streetLine2: row.street_line2,
      city: row.city,
      county: row.county,
      stateCode: row.state_code,
      zipCode: row.zip_code,
      latitude: row.latitude == null ? null : Number(row.latitude),
      longitude: row.longitude == null ? null : Number(row.longitude),
      images: parseImages(row.images).map((image) => ({
        url: storage.urlFor(image.key),
        isMain: Boolean(image.isMain),
        description: image.description,
      })),
    },
  }));
}

/**
 * Counts and pages the lots matching `where` (over `from`). The count stops at LISTING_TOTAL_CAP: past
 * that a search answers "1,000+" rather than scanning every match (pages stay exact up to the cap).
 */
export async function pageListing(
  db: Db,
  storage: FileStorage,
  input: {
    from: SQL;
    where: SQL;
    orderBy: SQL;
    pagination: TBidderLotListBody['pagination'];
    defaultPageSize: number;
    bidderId: number | null;
    now: Date;
  },
): Promise<TListingPage> {
  const { limit, offset } = pageOf(input.pagination, input.defaultPageSize);
  // The count and the page are independent: two pooled connections answer them at once.
  const [[totalRow], data] = await Promise.all([
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (select 1 ${input.from} where ${input.where} limit ${LISTING_TOTAL_CAP + 1}) matches`,
    ),
    loadListingSummaries(db, storage, { ...input, limit, offset }),
  ]);
  const counted = Number(totalRow?.n ?? 0);
  return { data, total: Math.min(counted, LISTING_TOTAL_CAP), totalIsCapped: counted > LISTING_TOTAL_CAP };
}

/**
 * POST /api/lots/list/bidder: the bidder property search (part 2 §2): text, dates, quick filters,
 * attribute filters and drawn areas, paged and sorted on the server.
 */
export async function listBidderLots(
  db: Db,
  storage: FileStorage,
  bidderId: number,
  body: TBidderLotListBody,
  now = new Date(),
): Promise<TListingPage> {
  const attributes = await resolveAttributes(db, body.searchAttributes);
  const conditions = bidderSearchConditions(body, { bidderId, now, attributes });
  const where = sql.join([LISTED_LOTS, ...conditions], sql` and `);
  const column = SORT_COLUMNS[body.sorter?.field ?? 'auctionStartTime'];
  const direction = body.sorter?.order === 'descend' ? sql`desc` : sql`asc`;
  return pageListing(db, storage, {
    from: listingFromFor(body),
    where,
    orderBy: sql`${column} ${direction}, l.id asc`,
    pagination: body.pagination,
    defaultPageSize: BIDDER_LIST_PAGE_SIZE,
    bidderId,
    now,
  });
}

/** POST /api/lots/list/live: lots of open auctions that are live or about to run, in sale order. */
export async function listLiveLots(
  db: Db,
  storage: FileStorage,
  bidderId: number,
  pagination: TBidderLotListBody['pagination'],
  now = new Date(),
): Promise<TListingPage> {
  return pageListing(db, storage, {
    from: LISTING_CORE_FROM,
    where: sql`${LISTED_LOTS} and ${isLiveAt(now)}`,
    orderBy: sql`a.start_time asc, l.lot_number asc nulls last, l.id asc`,
    pagination,
    defaultPageSize: BIDDER_LIST_PAGE_SIZE,
    bidderId,
    now,
  });
}

/** At most this many lots in the pinned and upcoming lists (the header and the dashboard show them whole). */
const SHORT_LIST_LIMIT = 100;

/** GET /api/lots/listpinned/bidder: the bidder's pinned lots, soonest auction first. */
export async function listPinnedLots(db: Db, storage: FileStorage, bidderId: number, now = new Date()) {
  return loadListingSummaries(db, storage, {
    where: sql`${LISTED_LOTS} and exists (select 1 from pins pn where pn.lot_id = l.id and pn.bidder_id = ${bidderId})`,
    orderBy: sql`a.start_time asc, l.id asc`,
    limit: SHORT_LIST_LIMIT,
    offset: 0,
    bidderId,
    now,
  });
}

/**
 * GET /api/lots/listupcoming/bidder: lots not yet sold whose auction the bidder registered for or whose lot
 * they pinned, soonest first.
 */
export async function listUpcomingLots(db: Db, storage: FileStorage, bidderId: number, now = new Date()) {
  return loadListingSummaries(db, storage, {
    where: sql`${LISTED_LOTS} and l.lot_status = 'Listed' and l.stopped_time is null and not a.is_cancelled
      and a.finished_at is null and a.start_time > ${now.toISOString()}::timestamptz
      and (exists (select 1 from auction_bidders ab where ab.auction_id = a.id and ab.bidder_id = ${bidderId})
        or exists (select 1 from pins pn where pn.lot_id = l.id and pn.bidder_id = ${bidderId}))`,
    orderBy: sql`a.start_time asc, l.id asc`,
    limit: SHORT_LIST_LIMIT,
    offset: 0,
    bidderId,
    now,
  });
}
