import {
  CLIENT_SALES_PAGE_SIZE,
  type TClientSaleRow,
  type TReportFilterBody,
  toDollars,
} from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, pageOf } from '../../db/paging';
import type { AuthUser } from '../../http/access-token';
import { DATE_FORMAT, sendExcel, USD_FORMAT } from '../../http/export-files';
import { firmIdsOf } from '../cases/public';
import { refuseFutureDays } from './report-queries';

/** When a lot was won: the winner's record, or the stop for lots closed before it was kept. */
const WON = sql`coalesce(l.winner_created_date, l.stopped_time)`;

/**
 * The law firm's sales report (its reports at /reports/…): lots of its own cases that were won, newest first,
 * with the win amount and whether the buyer has paid. A client sees only the firms it is an attorney of.
 */
async function salesWhere(db: Db, caller: AuthUser, body: TReportFilterBody): Promise<SQL> {
  refuseFutureDays(body.beginDate, body.endDate);
  const firms = await firmIdsOf(db, caller.id);
  const where: SQL[] = [
    firms.length
      ? sql`cs.client_id in (${sql.join(
          firms.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`,
    sql`l.winner_bid_id is not null`,
  ];
  if (body.companyId) where.push(sql`cs.company_id = ${body.companyId}`);
  if (body.search) {
    const like = containsPattern(body.search);
    where.push(sql`(cs.case_number ilike ${like} or co.name ilike ${like} or cs.county ilike ${like})`);
  }
  if (body.beginDate) where.push(sql`${WON} >= ${`${body.beginDate}T00:00:00.000Z`}`);
  if (body.endDate)
    where.push(sql`${WON} < ${new Date(Date.parse(`${body.endDate}T00:00:00Z`) + 86_400_000).toISOString()}`);
  return sql.join(where, sql` and `);
}

const FROM = sql`from lots l join cases cs on cs.id = l.case_id join companies co on co.id = cs.company_id
  join bids b on b.id = l.winner_bid_id`;
const SELECT = sql`select l.id, cs.id as case_id, cs.case_number, cs.county, co.name as company_name, co.time_zone,
  ${WON} as win_date, b.amount_cents, l.lot_status,
  l.payment_received_date is not null as is_paid`;

const present = (row: Record<string, unknown>): TClientSaleRow => ({
  lotId: String(row.id),
  caseId: String(row.case_id),
  caseNumber: String(row.case_number),
  county: String(row.county),
  companyName: String(row.company_name),
  winDate: new Date(row.win_date as string).toISOString(),
  timeZone: String(row.time_zone),
  winAmount: toDollars(Number(row.amount_cents)),
  lotStatus: String(row.lot_status),
  isPaid: Boolean(row.is_paid),
});

export async function listClientSales(db: Db, caller: AuthUser, body: TReportFilterBody) {
  const where = await salesWhere(db, caller, body);
  const { limit, offset } = pageOf(body.pagination, CLIENT_SALES_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    queryRows(
      db,
      sql`${SELECT} ${FROM} where ${where} order by win_date desc, l.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: string | number; amount: string | number }>(
      db,
      sql`select count(*) as n, coalesce(sum(b.amount_cents), 0) as amount ${FROM} where ${where}`,
    ),
  ]);
  return {
    data: rows.map(present),
    total: Number(totals?.n ?? 0),
    totalAmount: toDollars(Number(totals?.amount ?? 0)),
  };
}

/** POST /api/reports/clientsales/excel: the same, every row, streamed. */
export async function exportClientSales(
  reply: FastifyReply,
  db: Db,
  caller: AuthUser,
  body: TReportFilterBody,
) {
  const where = await salesWhere(db, caller, body);
  // Keyset batches: each reads on from the last sale sent (win time, lot id), in the page's order. The win
  // time comes back as text, so it keeps the microseconds a JavaScript Date would cut.
  async function* rows() {
    let last: Record<string, unknown> | undefined;
    for (;;) {
      const after = last
        ? sql` and (${WON} < ${last.keyset_value} or (${WON} = ${last.keyset_value} and l.id < ${last.id}))`
        : sql``;
      const batch = await queryRows(
        db,
        sql`${SELECT}, ${WON}::text as keyset_value ${FROM} where ${where}${after}
          order by win_date desc, l.id desc limit 2000`,
      );
      for (const row of batch) yield present(row);
      last = batch.at(-1);
      if (batch.length < 2000) return;
    }
  }
  return sendExcel(
    reply,
    'SalesReport',
    [
      { header: 'Lot', width: 8, value: (r: TClientSaleRow) => Number(r.lotId) },
      { header: 'Case Number', value: (r) => r.caseNumber },
      { header: 'County', value: (r) => r.county },
      { header: 'Auction Company', width: 30, value: (r) => r.companyName },
      { header: 'Won', width: 20, numFmt: DATE_FORMAT, value: (r) => new Date(r.winDate) },
      { header: 'Amount', numFmt: USD_FORMAT, value: (r) => r.winAmount },
      { header: 'Lot Status', value: (r) => r.lotStatus },
      { header: 'Paid', width: 8, value: (r) => (r.isPaid ? 'Yes' : 'No') },
    ],
    rows(),
  );
}
