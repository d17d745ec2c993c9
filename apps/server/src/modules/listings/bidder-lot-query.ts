import {
  circleBounds,
  LISTING_MESSAGES,
  openRing,
  type TBidderSearchCriteria,
  type TSearchAttribute,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern } from '../../db/paging';
import { badRequest } from '../../errors';

/**
 * The one SQL source of "which lots does this search find": the bidder list call, saved filters and (later)
 * new-lot alerts all use it, so a saved filter finds in an alert exactly what it finds on screen.
 *
 * Tables are aliased: l lots, a auctions, c cases, co companies, p the lot's primary property.
 */
export const LISTING_CORE_FROM = sql`
  from lots l
  join auctions a on a.id = l.auction_id
  join properties p on p.lot_id = l.id and p.is_primary`;
const CASE_JOINS = sql`
  join cases c on c.id = l.case_id
  join companies co on co.id = c.company_id`;
export const LISTING_FROM = sql`${LISTING_CORE_FROM} ${CASE_JOINS}`;

/**
 * The FROM a search needs: never the case and host joins (every lot has both, so they never change which
 * lots match; text search reaches them through a sub-select). At 50,000 lots they were a third of a count.
 */
export const listingFromFor = (_criteria: { search?: string }) => LISTING_CORE_FROM;

/**
 * Lots anyone may list: published into a real auction (drafts never leave the host's screens; the practice
 * sale has its own lobby and is never a search result, ADR 0076).
 */
export const LISTED_LOTS = sql`l.lot_status <> 'Draft' and l.auction_id is not null and not a.is_practice`;
/** Lots a visitor may see (the home page's public lists): listed, and not in a test auction (`a`). */
export const PUBLIC_LOTS = sql`${LISTED_LOTS} and not a.is_test`;

/** Conditions of the lot states the cards and quick filters name. */
export const IS_CANCELLED = sql`(l.lot_status = 'Cancelled' or a.is_cancelled)`;
export const IS_COMPLETED = sql`(l.stopped_time is not null and not ${IS_CANCELLED})`;
export const isLiveAt = (now: Date) =>
  sql`(not ${IS_CANCELLED} and l.lot_status = 'Listed' and l.stopped_time is null and a.finished_at is null
       and (l.started_time is not null or a.start_time <= ${now.toISOString()}::timestamptz))`;

/** The lot's card status: Cancelled, Completed, Live or Upcoming. */
export const statusAt = (now: Date) => sql`case when ${IS_CANCELLED} then 'Cancelled'
  when l.stopped_time is not null then 'Completed'
  when ${isLiveAt(now)} then 'Live' else 'Upcoming' end`;

/** A point column expression matching the GiST index of migration 0005. */
const POINT = sql`point(p.longitude, p.latitude)`;
const HAS_POINT = sql`p.latitude is not null and p.longitude is not null`;

export interface TAttributeDefinition {
  id: number;
  name: string;
  searchType: string | null;
}

/** The attribute definitions by name; a search naming one that does not exist is a 400. */
export async function resolveAttributes(
  db: Db,
  filters: readonly TSearchAttribute[] | undefined,
): Promise<Map<string, TAttributeDefinition>> {
  const map = new Map<string, TAttributeDefinition>();
  if (!filters?.length) return map;
  const rows = await queryRows<{ id: number; name: string; search_type: string | null }>(
    db,
    sql`select id, name, search_type from property_attributes`,
  );
  for (const row of rows)
    map.set(row.name, { id: Number(row.id), name: row.name, searchType: row.search_type });
  for (const filter of filters) {
    if (!map.has(filter.name))
      throw badRequest(LISTING_MESSAGES.unknownAttribute.replace('{name}', filter.name), {
        searchAttributes: LISTING_MESSAGES.unknownAttribute.replace('{name}', filter.name),
      });
  }
  return map;
}

function attributeCondition(filter: TSearchAttribute, definition: TAttributeDefinition): SQL | null {
  const parts: SQL[] = [];
  if (filter.min != null) parts.push(sql`v.value_number >= ${filter.min}`);
  if (filter.max != null) parts.push(sql`v.value_number <= ${filter.max}`);
  if (filter.values?.length)
    parts.push(
      sql`v.value in (${sql.join(
        filter.values.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
  if (parts.length === 0) return null;
  return sql`exists (select 1 from property_attribute_values v
    where v.property_id = p.id and v.attribute_id = ${definition.id} and ${sql.join(parts, sql` and `)})`;
}

/** A polygon as PostgreSQL's polygon text: x is longitude, y latitude. */
const polygonLiteral = (points: readonly { lat: number; lng: number }[]) =>
  `(${openRing(points)
    .map((point) => `(${point.lng},${point.lat})`)
    .join(',')})`;

function circleCondition(circle: { lat: number; lng: number; radius: number }): SQL {
  const box = circleBounds(circle, circle.radius);
  // The box lets the GiST index cut first; the haversine distance (domain distanceMeters) decides.
  return sql`(${POINT} <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))
    and 2 * 6371008.8 * asin(least(1, sqrt(
      power(sin(radians(p.latitude - ${circle.lat}) / 2), 2)
      + cos(radians(${circle.lat}::float8)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${circle.lng}) / 2), 2)
    ))) <= ${circle.radius})`;
}

/**
 * Text search over the address (one generated lower-case column of the property, trigram-indexed), the
 * host's name, and, when the text has a digit, the case number: the lots each finds, as one sub-select, so
 * no join to cases or hosts is needed. The host side reads the few companies first, and the case-number
 * scan runs only for text that could be one (2026CH01041), not for a city or a street name.
 *
 * Inside a drawn area the area's GiST index has already cut the search to a few thousand primary
 * properties, so the address is tested on those rows (`p`) instead: the sub-select would read every
 * property the text matches first, half the table for a common word such as "Ave".
 */
export function textCondition(search: string, options: { withinArea?: boolean } = {}): SQL {
  const like = containsPattern(search);
  const address = like.toLowerCase();
  const parts = [
    sql`select l2.id from lots l2 join cases c2 on c2.id = l2.case_id
      where c2.company_id in (select co2.id from companies co2 where co2.name ilike ${like})`,
  ];
  if (/\d/.test(search))
    parts.push(
      sql`select l3.id from lots l3 join cases c3 on c3.id = l3.case_id where c3.case_number ilike ${like}`,
    );
  if (options.withinArea)
    return sql`(p.search_text like ${address} or l.id in (${sql.join(parts, sql` union `)}))`;
  // The trigram index of migration 0005 finds these without reading every property.
  parts.unshift(
    sql`select p2.lot_id from properties p2 where p2.is_primary and p2.search_text like ${address}`,
  );
  return sql`l.id in (${sql.join(parts, sql` union `)})`;
}

export interface TListingContext {
  /** The bidder searching (pins, My Auctions); null for anonymous. */
  bidderId: number | null;
  now: Date;
  attributes: Map<string, TAttributeDefinition>;
}

/**
 * Auctions from `beginDate` on. A lot selling now is in any range that has begun: the search opens on the
 * lots from the start of the reader's day, and an auction that started the evening before and still runs past
 * midnight is one the reader can bid in now, not a past one.
 */
function fromDateCondition(beginDate: string, now: Date): SQL {
  const begin = sql`${beginDate}::timestamptz`;
  return sql`(a.start_time >= ${begin} or (${begin} <= ${now.toISOString()}::timestamptz and ${isLiveAt(now)}))`;
}

/**
 * The WHERE conditions of a bidder search (without the listed-lots base condition). Every quick flag
 * narrows; the drawn areas together form one region (a lot inside any of them matches).
 */
export function bidderSearchConditions(criteria: TBidderSearchCriteria, context: TListingContext): SQL[] {
  const where: SQL[] = [];
  const me = context.bidderId ?? -1;
  const withinArea = Boolean(criteria.polygons?.length || criteria.circles?.length);
  if (criteria.search) where.push(textCondition(criteria.search, { withinArea }));
  if (criteria.beginDate) where.push(fromDateCondition(criteria.beginDate, context.now));
  if (criteria.endDate) where.push(sql`a.start_time <= ${criteria.endDate}::timestamptz`);
  if (criteria.showPinned)
    where.push(sql`exists (select 1 from pins pn where pn.lot_id = l.id and pn.bidder_id = ${me})`);
  if (criteria.showFeatured) where.push(sql`exists (select 1 from featured_lots f where f.lot_id = l.id)`);
  if (criteria.showLive) where.push(isLiveAt(context.now));
  if (criteria.showMyAuctions)
    where.push(
      sql`exists (select 1 from auction_bidders ab where ab.auction_id = a.id and ab.bidder_id = ${me})`,
    );
  if (criteria.showCompleted) where.push(IS_COMPLETED);
  if (criteria.showCancelled) where.push(IS_CANCELLED);
  for (const filter of criteria.searchAttributes ?? []) {
    const definition = context.attributes.get(filter.name);
    if (!definition) throw badRequest(LISTING_MESSAGES.unknownAttribute.replace('{name}', filter.name));
    const condition = attributeCondition(filter, definition);
    if (condition) where.push(condition);
  }
  const areas: SQL[] = [
    ...(criteria.polygons ?? []).map((polygon) => sql`${POINT} <@ ${polygonLiteral(polygon)}::polygon`),
    ...(criteria.circles ?? []).map(circleCondition),
  ];
  if (areas.length > 0) where.push(sql`(${HAS_POINT} and (${sql.join(areas, sql` or `)}))`);
  return where;
}

/**
 * Whether a lot is found by a saved filter (for "a new lot matches your saved filter" alerts): the same
 * conditions as the list call, applied to one lot.
 */
export async function matchesSavedFilter(
  db: Db,
  input: { bidderId: number; lotId: number; savedFilter: TBidderSearchCriteria; now?: Date },
): Promise<boolean> {
  const attributes = await resolveAttributes(db, input.savedFilter.searchAttributes);
  const where = bidderSearchConditions(input.savedFilter, {
    bidderId: input.bidderId,
    now: input.now ?? new Date(),
    attributes,
  });
  const rows = await queryRows(
    db,
    sql`select 1 ${LISTING_FROM} where ${LISTED_LOTS} and l.id = ${input.lotId}
      ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``} limit 1`,
  );
  return rows.length > 0;
}
