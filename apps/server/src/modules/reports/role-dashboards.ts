import {
  caseActions,
  combinedLotStatus,
  deedActions,
  type TBidderDashboard,
  type TCaseStatus,
  type TClientDashboard,
  type THostDashboard,
  type TLotStatus,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeAuction, notPracticeLot } from '../../db/practice-filter';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { firmIdsOf } from '../cases/public';
import { listOutstandingBalances } from './outstanding-balances';

/** Dashboards of the other roles (spec part 3 §2 "Dashboards"): what each needs to act on today. */

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const ADDRESS = sql`(select p.street_line1 || ', ' || p.city || ' ' || p.zip_code from properties p
  where p.lot_id = l.id order by p.is_primary desc, p.id limit 1)`;

function presentAuction(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    startTime: iso(row.start_time)!,
    type: String(row.type),
    startType: String(row.start_type),
    lotCount: Number(row.lot_count),
  };
}

/** What a case's step calls for, per the domain's case and deed rules (null: nothing to do). */
function actionOf(caseStatus: TCaseStatus, statuses: TLotStatus[]): string | null {
  const combined = combinedLotStatus(statuses);
  const actions = caseActions({ caseStatus, combinedLotStatus: combined });
  if (actions.markPendingCourtApproval) return 'Mark pending court approval';
  if (actions.markCourtApproved) return 'Awaiting court approval';
  if (actions.markCompleted) return 'Mark completed';
  const deed = statuses.some(
    (lotStatus) =>
      deedActions({ caseStatus, lotStatus, combinedLotStatus: combined }).markDeedReady ||
      deedActions({ caseStatus, lotStatus, combinedLotStatus: combined }).markDeedIssued,
  );
  if (deed) return 'Deed to prepare or issue';
  if (caseStatus === 'New' && (combined === null || combined === 'Draft')) return 'Publish a lot';
  return null;
}

/** GET /api/reports/dashboard/host: today's and upcoming auctions, unpaid wins, cases to act on, weekly sales. */
export async function hostDashboard(db: Db, caller: AuthUser, now = new Date()): Promise<THostDashboard> {
  const companyId = caller.companyId;
  if (companyId === null) throw forbidden();
  const auctionSelect = sql`select a.id, a.start_time, a.type, a.start_type,
      (select count(*) from lots l where l.auction_id = a.id) as lot_count
    from auctions a join companies c on c.id = a.company_id
    where a.company_id = ${companyId} and not a.is_cancelled and not a.is_test and ${notPracticeAuction('a')}`;
  const [[company], today, upcoming, awaitingPayment, caseRows, weeks] = await Promise.all([
    queryRows<{ time_zone: string }>(db, sql`select time_zone from companies where id = ${companyId}`),
    queryRows<Record<string, unknown>>(
      db,
      sql`${auctionSelect} and (a.start_time at time zone c.time_zone)::date = (${now.toISOString()}::timestamptz at time zone c.time_zone)::date
        order by a.start_time, a.id`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`${auctionSelect} and (a.start_time at time zone c.time_zone)::date > (${now.toISOString()}::timestamptz at time zone c.time_zone)::date
        order by a.start_time, a.id limit 10`,
    ),
    listOutstandingBalances(db, sql`cs.company_id = ${companyId}`, now),
    queryRows<{
      id: number;
      case_number: string;
      county: string;
      firm_name: string;
      case_status: TCaseStatus;
      statuses: TLotStatus[] | null;
    }>(
      db,
      sql`select cs.id, cs.case_number, cs.county, cl.name as firm_name, cs.case_status,
          array_remove(array_agg(l.lot_status), null) as statuses
        from cases cs join clients cl on cl.id = cs.client_id left join lots l on l.case_id = cs.id
        where cs.company_id = ${companyId} and cs.case_status not in ('Closed', 'Cancelled', 'Denied')
        group by cs.id, cl.name order by cs.id desc limit 300`,
    ),
    queryRows<{ period: string; amount: string | number; lots: string | number }>(
      db,
      sql`select to_char(w.week, 'YYYY-MM-DD') as period,
          coalesce(sum(b.amount_cents), 0) as amount, count(l.id) as lots
        from generate_series(date_trunc('week', ${now.toISOString()}::timestamptz) - interval '7 weeks',
          date_trunc('week', ${now.toISOString()}::timestamptz), interval '1 week') as w(week)
        left join lots l on l.winner_bid_id is not null
          and coalesce(l.winner_created_date, l.stopped_time) >= w.week
          and coalesce(l.winner_created_date, l.stopped_time) < w.week + interval '1 week'
          and exists (select 1 from cases cs where cs.id = l.case_id and cs.company_id = ${companyId})
        left join bids b on b.id = l.winner_bid_id
        group by w.week order by w.week`,
    ),
  ]);
  const casesNeedingAction = caseRows
    .map((row) => ({ row, action: actionOf(row.case_status, row.statuses ?? []) }))
    .filter((item): item is { row: (typeof caseRows)[number]; action: string } => item.action !== null)
    .slice(0, 10)
    .map(({ row, action }) => ({
      caseId: String(row.id),
      caseNumber: row.case_number,
      county: row.county,
      firmName: row.firm_name,
      action,
    }));
  return {
    timeZone: company?.time_zone ?? 'America/Chicago',
    todayAuctions: today.map(presentAuction),
    upcomingAuctions: upcoming.map(presentAuction),
    awaitingPayment,
    casesNeedingAction,
    salesByWeek: weeks.map((row) => ({
      period: row.period,
      amount: toDollars(Number(row.amount)),
      lots: Number(row.lots),
    })),
  };
}

/** GET /api/reports/dashboard/client: the law firm's cases and sales (its own firms only). */
export async function clientDashboard(db: Db, caller: AuthUser, now = new Date()): Promise<TClientDashboard> {
  const firms = await firmIdsOf(db, caller.id);
  if (firms.length === 0)
    return {
      caseCount: 0,
      openCaseCount: 0,
      lotsSold: 0,
      amountSold: 0,
      awaitingPayment: 0,
      salesByMonth: [],
    };
  const inFirms = sql`cs.client_id in (${sql.join(
    firms.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const [[totals], months] = await Promise.all([
    queryRows<Record<string, string | number>>(
      db,
      sql`select (select count(*) from cases cs where ${inFirms}) as case_count,
          (select count(*) from cases cs where ${inFirms} and cs.case_status not in ('Closed', 'Cancelled', 'Denied')) as open_count,
          (select count(*) from lots l join cases cs on cs.id = l.case_id where ${inFirms} and l.winner_bid_id is not null) as lots_sold,
          (select coalesce(sum(b.amount_cents), 0) from lots l join cases cs on cs.id = l.case_id
            join bids b on b.id = l.winner_bid_id where ${inFirms}) as amount_sold,
          (select count(*) from lots l join cases cs on cs.id = l.case_id where ${inFirms}
            and l.lot_status = 'PendingTransaction' and l.payment_received_date is null) as awaiting`,
    ),
    queryRows<{ period: string; amount: string | number; lots: string | number }>(
      db,
      sql`select to_char(m.month, 'YYYY-MM') as period, coalesce(sum(b.amount_cents), 0) as amount, count(l.id) as lots
        from generate_series(date_trunc('month', ${now.toISOString()}::timestamptz) - interval '5 months',
          date_trunc('month', ${now.toISOString()}::timestamptz), interval '1 month') as m(month)
        left join lots l on l.winner_bid_id is not null
          and coalesce(l.winner_created_date, l.stopped_time) >= m.month
          and coalesce(l.winner_created_date, l.stopped_time) < m.month + interval '1 month'
          and exists (select 1 from cases cs where cs.id = l.case_id and ${inFirms})
        left join bids b on b.id = l.winner_bid_id
        group by m.month order by m.month`,
    ),
  ]);
  return {
    caseCount: Number(totals?.case_count ?? 0),
    openCaseCount: Number(totals?.open_count ?? 0),
    lotsSold: Number(totals?.lots_sold ?? 0),
    amountSold: toDollars(Number(totals?.amount_sold ?? 0)),
    awaitingPayment: Number(totals?.awaiting ?? 0),
    salesByMonth: months.map((row) => ({
      period: row.period,
      amount: toDollars(Number(row.amount)),
      lots: Number(row.lots),
    })),
  };
}

/** GET /api/reports/dashboard/bidder: open lots the bidder joined or pinned, and their unpaid winnings. */
export async function bidderDashboard(db: Db, caller: AuthUser, now = new Date()): Promise<TBidderDashboard> {
  const bidderId = caller.id;
  const [lots, winnings] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select l.id, l.auction_id, ${ADDRESS} as address, co.name as company_name, co.time_zone,
          a.start_time, l.stop_time, l.started_time, l.high_bid_cents,
          exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
            where abl.lot_id = l.id and ab.bidder_id = ${bidderId} and abl.left_date is null and abl.removed_at is null) as is_joined,
          exists (select 1 from pins p where p.lot_id = l.id and p.bidder_id = ${bidderId}) as is_pinned
        from lots l join cases cs on cs.id = l.case_id join companies co on co.id = cs.company_id
          left join auctions a on a.id = l.auction_id
        where l.lot_status = 'Listed' and l.stopped_time is null and (a.id is null or not a.is_cancelled)
          and ${notPracticeLot('l')}
          and (exists (select 1 from pins p where p.lot_id = l.id and p.bidder_id = ${bidderId})
            or exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
              where abl.lot_id = l.id and ab.bidder_id = ${bidderId} and abl.left_date is null and abl.removed_at is null))
        order by (l.started_time is null), a.start_time nulls last, l.id limit 50`,
    ),
    listOutstandingBalances(db, sql`b.bidder_id = ${bidderId}`, now),
  ]);
  return {
    lots: lots.map((row) => ({
      lotId: String(row.id),
      auctionId: row.auction_id == null ? null : String(row.auction_id),
      address: (row.address as string | null) ?? null,
      companyName: String(row.company_name),
      startTime: iso(row.start_time),
      stopTime: iso(row.stop_time),
      timeZone: String(row.time_zone),
      isLive: row.started_time != null,
      isJoined: Boolean(row.is_joined),
      isPinned: Boolean(row.is_pinned),
      highBid: row.high_bid_cents == null ? null : toDollars(Number(row.high_bid_cents)),
    })),
    winnings,
  };
}
