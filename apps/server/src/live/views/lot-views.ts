import {
  type TAuctionStartType,
  type TAuctionSummary,
  type TBidderLot,
  type TBidderLotPropertyFacts,
  type TJoinedLot,
  type TJoinType,
  type TLiveAuction,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { presentLotRow } from '../../http/lot-row';
import {
  type BidRow,
  bidRowFrom,
  LOT_STATE_COLUMNS,
  loadLotState,
  loadRecentBids,
  lotStateFromRow,
  participationAmount,
  presentBidJson,
  presentLotState,
} from './presenter';

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Whether the auction is open for bidding now and whether it has finished (spec part 1 §3 isOpen/isFinished). */
function auctionFlags(row: Record<string, unknown>) {
  const isFinished = row.finished_at !== null;
  const isStarted = new Date(row.start_time as string).getTime() <= Date.now();
  return { isStarted, isFinished, isOpen: isStarted && !isFinished && !row.is_cancelled };
}

function presentAuctionSummary(row: Record<string, unknown>): TAuctionSummary {
  return {
    id: String(row.auction_id),
    type: String(row.type),
    startType: String(row.start_type) as TAuctionStartType,
    startTime: iso(row.start_time)!,
    stopTime: iso(row.auction_stop_time),
    timeLeft: Number(row.time_left),
    extraTime: Number(row.extra_time),
    isTest: Boolean(row.is_test),
    location: (row.location as string | null) ?? null,
    hostName: String(row.host_name),
    hostLogoUrl: (row.host_logo_url as string | null) ?? null,
    timeZone: String(row.time_zone),
    lotCount: Number(row.lot_count),
    isCancelled: Boolean(row.is_cancelled),
    ...auctionFlags(row),
  };
}

const AUCTION_COLUMNS = sql`a.id as auction_id, a.type, a.start_type, a.start_time, a.stop_time as auction_stop_time,
  a.time_left, a.extra_time, a.is_test, a.is_practice, a.location, a.finished_at, a.is_cancelled, a.company_id,
  a.credit_bid_required, a.paused_at,
  c.name as host_name, c.logo_url as host_logo_url, c.time_zone,
  (select count(*) from lots x where x.auction_id = a.id) as lot_count`;

/** A lot as the bidder's lot page needs it: lot, auction, primary property with photos, case documents, bids. */
export async function loadBidderLot(db: Db, lotId: number, caller: AuthUser): Promise<TBidderLot> {
  const [row] = await queryRows(
    db,
    sql`select l.id, l.lot_status, l.is_postponed, l.case_id, ${AUCTION_COLUMNS},
      ab.id as auction_bidder_id, ab.type as bidder_type, ab.paddle_number, ab.purchase_profile_id,
      abl.mode, abl.locked_cents, abl.left_date, abl.removed_at,
      exists (select 1 from pins p where p.lot_id = l.id and p.bidder_id = ${caller.id}) as is_pinned,
      (select count(*) from properties p where p.lot_id = l.id) as property_count,
      cs.case_number, cs.county as case_county
    from lots l join auctions a on a.id = l.auction_id join companies c on c.id = a.company_id
      join cases cs on cs.id = l.case_id
      left join auction_bidders ab on ab.auction_id = a.id and ab.bidder_id = ${caller.id}
      left join auction_bidder_lots abl on abl.auction_bidder_id = ab.id and abl.lot_id = l.id
    where l.id = ${lotId}`,
  );
  if (!row || row.lot_status === 'Draft') throw notFound('Lot is not found!');
  const lot = (await loadLotState(db, lotId))!;
  const [property] = await queryRows(
    db,
    sql`select id, street_line1, street_line2, city, county, state_code, zip_code, country_code, latitude, longitude
      from properties where lot_id = ${lotId} order by is_primary desc, id limit 1`,
  );
  const images = property
    ? await queryRows(
        db,
        sql`select id, storage_key, description, is_main from property_images where property_id = ${property.id}
          order by is_main desc, id`,
      )
    : [];
  const documents = await queryRows(
    db,
    sql`select d.id, d.name, t.name as type_name, d.created_date, d.file_size, d.storage_key
      from (select id, name, type_id, created_at as created_date, file_size, storage_key from documents
        where case_id = ${row.case_id} and is_visible_to_bidder) d
      left join document_types t on t.id = d.type_id order by d.created_date desc`,
  );
  const bids = await loadRecentBids(db, lotId, 100);
  const properties = await loadLotPropertyFacts(db, lotId);
  const presentBid = bidPresenterFor(caller, Number(row.company_id));
  const joined = row.mode !== null && row.left_date === null && row.removed_at === null;
  const state = presentLotState(lot);
  return {
    id: String(lot.id),
    lotStatus: state.lotStatus,
    isPostponed: Boolean(row.is_postponed),
    isPinned: Boolean(row.is_pinned),
    propertyCount: Number(row.property_count),
    startedTime: state.startedTime,
    stoppedTime: state.stoppedTime,
    stopTime: state.stopTime,
    stopAlertTime: state.stopAlertTime,
    requiredDown: state.requiredDown,
    minBidIncrements: state.minBidIncrements,
    openingPrice: state.openingPrice,
    highBid: state.highBid,
    minBid: state.minBid,
    bidCount: state.bidCount,
    seq: state.seq,
    auctionIsTest: Boolean(row.is_test),
    auctionIsPractice: Boolean(row.is_practice),
    winner: state.winner,
    ...(state.salePausedAt ? { salePausedAt: state.salePausedAt } : {}),
    auction: presentAuctionSummary(row),
    auctionBidder:
      row.auction_bidder_id === null
        ? null
        : {
            type: String(row.bidder_type),
            paddleNumber: Number(row.paddle_number),
            purchaseProfileId: row.purchase_profile_id === null ? null : String(row.purchase_profile_id),
          },
    auctionBidderLot: joined
      ? {
          amount: participationAmount(row.mode as 'Active', Number(row.locked_cents)),
          leftDate: null,
        }
      : row.mode !== null
        ? {
            amount: participationAmount(row.mode as 'Active', Number(row.locked_cents)),
            leftDate: iso(row.left_date ?? row.removed_at),
          }
        : null,
    property: property
      ? {
          ...propertyAddress(property),
          imageData: images.map((image) => ({
            id: String(image.id),
            url: `/files/${image.storage_key}`,
            description: (image.description as string | null) ?? '',
            isMain: Boolean(image.is_main),
          })),
        }
      : null,
    properties,
    case: {
      id: String(row.case_id),
      caseNumber: String(row.case_number),
      county: String(row.case_county),
      documents: documents.map((document) => ({
        id: String(document.id),
        name: String(document.name),
        typeName: (document.type_name as string | null) ?? null,
        createdDate: iso(document.created_date),
        fileSize: Number(document.file_size),
        url: `/files/${document.storage_key}`,
      })),
    },
    bids: bids.map(presentBid),
  };
}

/** A property row's id and address as the lot views answer them (the primary property and each of a lot's). */
function propertyAddress(property: Record<string, unknown>) {
  return {
    id: String(property.id),
    streetLine1: String(property.street_line1),
    streetLine2: (property.street_line2 as string | null) ?? null,
    city: String(property.city),
    county: String(property.county),
    stateCode: String(property.state_code),
    zipCode: String(property.zip_code),
    countryCode: String(property.country_code),
    latitude: num(property.latitude),
    longitude: num(property.longitude),
  };
}

/**
 * Every property of the lot, primary first, with the attributes the host filled in under their display
 * names, in the attributes' order. A dropdown's value is its option's text, or the 'Other' text typed for it.
 */
async function loadLotPropertyFacts(db: Db, lotId: number): Promise<TBidderLotPropertyFacts[]> {
  const rows = await queryRows(
    db,
    sql`select id, street_line1, street_line2, city, county, state_code, zip_code, country_code, latitude, longitude,
      is_primary from properties where lot_id = ${lotId} order by is_primary desc, id`,
  );
  const facts = await queryRows(
    db,
    sql`select v.property_id, a.name, a.display_name, a.type,
        coalesce(nullif(trim(v.other_value), ''), o.value, v.value) as value
      from property_attribute_values v join properties p on p.id = v.property_id
        join property_attributes a on a.id = v.attribute_id
        left join property_attribute_options o on a.type = 'DropdownField' and o.id::text = v.value
      where p.lot_id = ${lotId} and v.value is not null and trim(v.value) <> ''
      order by a.sort, a.id`,
  );
  return rows.map((property) => ({
    ...propertyAddress(property),
    isPrimary: Boolean(property.is_primary),
    facts: facts
      .filter((fact) => Number(fact.property_id) === Number(property.id))
      .map((fact) => ({
        name: String(fact.name),
        label: String(fact.display_name),
        type: String(fact.type),
        value: String(fact.value),
      })),
  }));
}

/**
 * Bids as this caller may read them: staff of the owning company (and admins) see who bid; anyone else
 * sees paddle numbers, with user names only on their own bids (issue 12, bidder privacy).
 */
function bidPresenterFor(caller: AuthUser, companyId: number) {
  const isOwningStaff =
    (caller.role === 'Auctioneer' || caller.role === 'Employee') && caller.companyId === companyId;
  if (isOwningStaff || caller.role === 'Admin') return presentBidJson;
  return (bid: BidRow) => {
    const json = presentBidJson(bid);
    return bid.bidderId === caller.id ? json : { ...json, userName: '' };
  };
}

/** Staff see only their company's auctions; everyone else sees auctions with at least one published lot. */
async function loadVisibleAuction(db: Db, auctionId: number, caller: AuthUser) {
  const [row] = await queryRows(
    db,
    sql`select ${AUCTION_COLUMNS} from auctions a join companies c on c.id = a.company_id where a.id = ${auctionId}`,
  );
  if (!row) throw notFound('Auction is not found!');
  const isStaff = caller.role === 'Auctioneer' || caller.role === 'Employee';
  if (isStaff && Number(row.company_id) !== caller.companyId) throw forbidden();
  return row;
}

/** The auction's lots in order, with the live state the control room and the room view start from. */
export async function loadLiveAuction(db: Db, auctionId: number, caller: AuthUser): Promise<TLiveAuction> {
  const auction = await loadVisibleAuction(db, auctionId, caller);
  const isStaff = caller.role === 'Auctioneer' || caller.role === 'Employee' || caller.role === 'Admin';
  const lots = await queryRows(
    db,
    sql`select ${LOT_STATE_COLUMNS}, l.lot_number, l.is_postponed, l.maximum_bid_count,
      p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code
    from lots l
      left join properties p on p.lot_id = l.id and p.is_primary
      left join bids wb on wb.id = l.winner_bid_id
      left join auction_bidders wab on wab.id = wb.auction_bidder_id
    where l.auction_id = ${auctionId} ${isStaff ? sql`` : sql`and l.lot_status <> 'Draft'`}
    order by l.lot_number nulls last, l.id`,
  );
  return {
    ...presentAuctionSummary(auction),
    creditBidRequired: Boolean(auction.credit_bid_required),
    pausedAt: auction.paused_at ? new Date(auction.paused_at as string).toISOString() : null,
    lots: lots.map((lot) => {
      const state = presentLotState(lotStateFromRow(lot));
      return {
        ...presentLotRow(lot),
        minBidIncrements: state.minBidIncrements,
        stopAlertTime: state.stopAlertTime,
        highBid: state.highBid,
        minBid: state.minBid,
        bidCount: state.bidCount,
        seq: state.seq,
        ...(state.salePausedAt ? { salePausedAt: state.salePausedAt } : {}),
        soldTo: state.winner?.soldTo ?? null,
        winnerPaddleNumber: state.winner?.paddleNumber ?? null,
        winnerBidAmount: state.winner?.bid ?? null,
        address: {
          streetLine1: (lot.street_line1 as string | null) ?? null,
          streetLine2: (lot.street_line2 as string | null) ?? null,
          city: (lot.city as string | null) ?? null,
          county: (lot.county as string | null) ?? null,
          stateCode: (lot.state_code as string | null) ?? null,
          zipCode: (lot.zip_code as string | null) ?? null,
        },
        // Staff see that absentee maximums exist and how many, never their amounts (issue 32).
        maximumBidCount: isStaff ? Number(lot.maximum_bid_count) : null,
      };
    }),
  };
}

/** Lot ids and numbers of an auction, in order. */
export async function loadAuctionLotNumbers(db: Db, auctionId: number, caller: AuthUser) {
  await loadVisibleAuction(db, auctionId, caller);
  const rows = await queryRows(
    db,
    sql`select id, lot_number from lots where auction_id = ${auctionId} and lot_status <> 'Draft'
      order by lot_number nulls last, id`,
  );
  return rows.map((row) => ({ id: String(row.id), lotNumber: num(row.lot_number) }));
}

/** The bidder's lots they are in (not left) whose auctions are not finished: what the live client subscribes to. */
export async function loadJoinedLots(db: Db, bidderUserId: number): Promise<TJoinedLot[]> {
  const rows = await queryRows(
    db,
    sql`select l.id as lot_id, a.id as auction_id, abl.mode, abl.locked_cents, ab.type, ab.paddle_number,
      l.started_time, l.stopped_time, l.stop_time, l.opening_price_cents, l.required_down, l.min_bid_increment_cents,
      l.lot_status, l.seq, a.start_time, a.start_type, a.stop_time as auction_stop_time, c.name as host_name,
      c.time_zone as host_time_zone, p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code,
      m.amount_cents as maximum_cents, (l.high_bidder_id = ab.id) as is_leading
    from auction_bidder_lots abl
      join auction_bidders ab on ab.id = abl.auction_bidder_id
      join lots l on l.id = abl.lot_id
      join auctions a on a.id = ab.auction_id
      join companies c on c.id = a.company_id
      left join properties p on p.lot_id = l.id and p.is_primary
      left join maximum_bids m on m.lot_id = l.id and m.bidder_id = ${bidderUserId}
    where ab.bidder_id = ${bidderUserId} and abl.left_date is null and abl.removed_at is null
      and a.finished_at is null and not a.is_cancelled
    order by a.start_time, l.lot_number nulls last, l.id`,
  );
  return rows.map((row) => ({
    lotId: String(row.lot_id),
    auctionId: String(row.auction_id),
    amount: participationAmount(row.mode as 'Active', Number(row.locked_cents)),
    type: String(row.type) as TJoinType,
    paddleNumber: Number(row.paddle_number),
    isJoined: true,
    hostName: String(row.host_name),
    /** The host's IANA time zone: the auction's times are shown in it. */
    hostTimeZone: String(row.host_time_zone),
    lotStatus: String(row.lot_status),
    seq: Number(row.seq),
    address: {
      streetLine1: (row.street_line1 as string | null) ?? null,
      streetLine2: (row.street_line2 as string | null) ?? null,
      city: (row.city as string | null) ?? null,
      county: (row.county as string | null) ?? null,
      stateCode: (row.state_code as string | null) ?? null,
      zipCode: (row.zip_code as string | null) ?? null,
    },
    auctionStartTime: iso(row.start_time),
    auctionStopTime: iso(row.auction_stop_time),
    auctionStartType: String(row.start_type),
    lotStartedTime: iso(row.started_time),
    lotStoppedTime: iso(row.stopped_time),
    lotStopTime: iso(row.stop_time),
    lotOpeningPrice: toDollars(Number(row.opening_price_cents)),
    lotRequiredDown: Number(row.required_down),
    lotMinBidIncrements: toDollars(Number(row.min_bid_increment_cents)),
    // The caller's own maximum only: the query joins no one else's.
    maximumBid:
      row.maximum_cents === null
        ? null
        : { amount: toDollars(Number(row.maximum_cents)), leading: Boolean(row.is_leading) },
  }));
}

/** The lot's bids, newest first, a page at a time; total is the lot's whole count. */
export async function loadBidHistory(
  db: Db,
  lotId: number,
  page: { pageNumber: number; pageSize: number },
  caller: AuthUser,
) {
  const [lot] = await queryRows(
    db,
    sql`select l.bid_count, l.lot_status, a.company_id from lots l left join auctions a on a.id = l.auction_id
      where l.id = ${lotId}`,
  );
  if (!lot || lot.lot_status === 'Draft') throw notFound('Lot is not found!');
  const rows = await queryRows(
    db,
    sql`select b.id, b.amount_cents, b.created_date, ab.paddle_number, u.user_name, b.bidder_id,
        b.placed_by_maximum
      from bids b join auction_bidders ab on ab.id = b.auction_bidder_id join users u on u.id = b.bidder_id
      where b.lot_id = ${lotId} order by b.seq desc
      limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`,
  );
  return {
    total: Number(lot.bid_count),
    data: rows.map((row) => bidPresenterFor(caller, Number(lot.company_id))(bidRowFrom(row))),
  };
}

export async function loadLastBid(db: Db, lotId: number) {
  const [lot] = await queryRows(db, sql`select lot_status from lots where id = ${lotId}`);
  if (!lot || lot.lot_status === 'Draft') throw notFound('Lot is not found!');
  const [row] = await queryRows(
    db,
    sql`select id, amount_cents, created_date from bids where lot_id = ${lotId} order by seq desc limit 1`,
  );
  return row
    ? { id: String(row.id), amount: toDollars(Number(row.amount_cents)), createdDate: iso(row.created_date)! }
    : null;
}
