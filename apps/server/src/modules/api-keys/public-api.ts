import { type TApiLot, type TPaymentDayRule, type TPublicPageQuery, toDollars } from '@bidright/domain';
import { paymentDeadlines } from '@bidright/domain/settlement-schedule';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { loadSettlementSettings } from '../../db/settlement-settings';
import { notFound } from '../../errors';

/** Read-only queries of /api/v1, every one scoped to the key's company. */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const dollars = (value: unknown) => toDollars(Number(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function paged(db: Db, select: SQL, from: SQL, order: SQL, query: TPublicPageQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, totals] = await Promise.all([
    queryRows<Row>(db, sql`${select} ${from} order by ${order} limit ${query.pageSize} offset ${offset}`),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n ${from}`),
  ]);
  return { rows, page: query.page, pageSize: query.pageSize, total: Number(totals[0]?.n ?? 0) };
}

/** GET /api/v1/auctions. */
export async function listPublicAuctions(db: Db, companyId: number, query: TPublicPageQuery) {
  const result = await paged(
    db,
    sql`select a.*, (select count(*) from lots l where l.auction_id = a.id) as lot_count`,
    sql`from auctions a where a.company_id = ${companyId}`,
    sql`a.start_time desc, a.id desc`,
    query,
  );
  return {
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
    data: result.rows.map((row) => ({
      id: String(row.id),
      type: String(row.type),
      startType: String(row.start_type),
      startTime: iso(row.start_time)!,
      stopTime: iso(row.stop_time),
      isCancelled: Boolean(row.is_cancelled),
      finishedAt: iso(row.finished_at),
      lotCount: Number(row.lot_count),
    })),
  };
}

const LOT_SELECT = sql`select l.*, wb.amount_cents as winner_cents, wab.paddle_number as winner_paddle,
  co.time_zone`;
const LOT_FROM = (companyId: number, extra: SQL) => sql`from lots l
  join cases k on k.id = l.case_id join companies co on co.id = k.company_id
  left join bids wb on wb.id = coalesce(l.winner_bid_id, case when l.stopped_time is not null then l.high_bid_id end)
  left join auction_bidders wab on wab.id = wb.auction_bidder_id
  where k.company_id = ${companyId} and l.lot_status <> 'Draft' and ${extra}`;

/** A third-party win's stored relief fee and its deadlines by the day rule in force (ADR 0020). */
function presentPayment(row: Row, rule: TPaymentDayRule): TApiLot['payment'] {
  const winDate = row.winner_created_date ?? row.stopped_time;
  if (row.sold_to !== 'ThirdParty' || !winDate) return null;
  const deadlines = paymentDeadlines({
    winDate: new Date(winDate as string),
    timeZone: String(row.time_zone),
    rule,
  });
  return {
    reliefFee: dollars(row.relief_fee_cents),
    depositDueDate: deadlines.depositDueAt.toISOString(),
    paymentDueDate: deadlines.balanceDueAt.toISOString(),
  };
}

function presentLot(row: Row, rule: TPaymentDayRule): TApiLot {
  return {
    id: String(row.id),
    auctionId: row.auction_id === null ? null : String(row.auction_id),
    caseId: String(row.case_id),
    lotNumber: num(row.lot_number),
    status: String(row.lot_status),
    openingBid: dollars(row.opening_price_cents),
    highBid: row.high_bid_cents === null ? null : dollars(row.high_bid_cents),
    bidCount: Number(row.bid_count),
    startedTime: iso(row.started_time),
    stoppedTime: iso(row.stopped_time),
    winner:
      row.winner_cents === null || row.winner_cents === undefined
        ? null
        : {
            paddleNumber: num(row.winner_paddle),
            amount: dollars(row.winner_cents),
            soldTo: (row.sold_to as string | null) ?? null,
          },
    payment: presentPayment(row, rule),
  };
}

/** GET /api/v1/lots (optionally ?auctionId=) and GET /api/v1/auctions/{auctionId}/lots. */
export async function listPublicLots(
  db: Db,
  companyId: number,
  query: TPublicPageQuery & { auctionId?: number },
) {
  if (query.auctionId !== undefined) {
    const [auction] = await queryRows<Row>(
      db,
      sql`select id from auctions where id = ${query.auctionId} and company_id = ${companyId}`,
    );
    if (!auction) throw notFound('Auction is not found!');
  }
  const extra = query.auctionId === undefined ? sql`true` : sql`l.auction_id = ${query.auctionId}`;
  const result = await paged(db, LOT_SELECT, LOT_FROM(companyId, extra), sql`l.id desc`, query);
  const { paymentDayRule } = await loadSettlementSettings(db);
  return {
    data: result.rows.map((row) => presentLot(row, paymentDayRule)),
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
  };
}

/** GET /api/v1/lots/{lotId}/bids: the bid history, for closed lots only. */
export async function listPublicLotBids(db: Db, companyId: number, lotId: number, query: TPublicPageQuery) {
  const [lot] = await queryRows<Row>(
    db,
    sql`select l.id, l.stopped_time from lots l join cases k on k.id = l.case_id
      where l.id = ${lotId} and k.company_id = ${companyId} and l.lot_status <> 'Draft'`,
  );
  if (!lot) throw notFound('Lot is not found!');
  if (!lot.stopped_time)
    return { data: [], page: query.page, pageSize: query.pageSize, total: 0, isClosed: false };
  const result = await paged(
    db,
    sql`select b.id, b.amount_cents, b.created_date, ab.paddle_number, b.placed_by_maximum`,
    sql`from bids b left join auction_bidders ab on ab.id = b.auction_bidder_id where b.lot_id = ${lotId}`,
    sql`b.seq asc, b.id asc`,
    query,
  );
  return {
    data: result.rows.map((row) => ({
      id: String(row.id),
      amount: dollars(row.amount_cents),
      paddleNumber: num(row.paddle_number),
      createdDate: iso(row.created_date)!,
      placedByMaximum: Boolean(row.placed_by_maximum),
    })),
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
    isClosed: true,
  };
}

/** GET /api/v1/cases: cases with the post-sale state of their lots. */
export async function listPublicCases(db: Db, companyId: number, query: TPublicPageQuery) {
  const result = await paged(
    db,
    sql`select k.*, coalesce((select json_agg(json_build_object('id', l.id, 'status', l.lot_status,
        'winnerCents', wb.amount_cents, 'deposit', l.deposit_received_date, 'payment', l.payment_received_date) order by l.id)
      from lots l left join bids wb on wb.id = coalesce(l.winner_bid_id, case when l.stopped_time is not null then l.high_bid_id end) where l.case_id = k.id), '[]'::json) as lot_list`,
    sql`from cases k where k.company_id = ${companyId}`,
    sql`k.id desc`,
    query,
  );
  return {
    data: result.rows.map((row) => ({
      id: String(row.id),
      caseNumber: String(row.case_number),
      county: String(row.county),
      fileNumber: (row.file_number as string | null) ?? null,
      caseStatus: String(row.case_status),
      createdDate: iso(row.created_at)!,
      lots: (
        (typeof row.lot_list === 'string' ? JSON.parse(row.lot_list) : row.lot_list) as {
          id: number;
          status: string;
          winnerCents: number | null;
          deposit: string | null;
          payment: string | null;
        }[]
      ).map((lot) => ({
        id: String(lot.id),
        status: lot.status,
        winnerAmount: lot.winnerCents === null ? null : dollars(lot.winnerCents),
        depositReceivedDate: iso(lot.deposit),
        paymentReceivedDate: iso(lot.payment),
      })),
    })),
    page: result.page,
    pageSize: result.pageSize,
    total: result.total,
  };
}
