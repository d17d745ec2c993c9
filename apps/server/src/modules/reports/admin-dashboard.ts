import { ADMIN_PAGE_SIZES, type TDashboardAnswer, type TDashboardBody, toDollars } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  notPracticeAuction,
  notPracticeBid,
  notPracticeLot,
  notPracticeRival,
} from '../../db/practice-filter';
import { listOutstandingBalances } from './outstanding-balances';
import { refuseFutureDays } from './report-queries';

/** Without dates the dashboard shows the last 30 days up to today. */
export const DASHBOARD_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** POST/GET /api/reports/dashboard (admin): platform statistics of a date range and outstanding balances. */
export async function adminDashboard(
  db: Db,
  body: Partial<TDashboardBody>,
  now = new Date(),
): Promise<TDashboardAnswer> {
  refuseFutureDays(body.from, body.to);
  const to = body.to ?? dayOf(now);
  const from =
    body.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS));
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const start = `${lo}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${hi}T00:00:00Z`) + DAY_MS).toISOString();
  const inRange = (column: string) => sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;

  const [[stats], series, outstanding] = await Promise.all([
    queryRows<Record<string, string | number>>(
      db,
      sql`select
        (select count(*) from auctions a where not a.is_test and ${notPracticeAuction('a')} and not a.is_cancelled and ${inRange('a.start_time')}) as auctions,
        (select count(*) from bids b where ${inRange('b.created_date')} and ${notPracticeBid('b')}) as bids,
        (select count(distinct b.bidder_id) from bids b where ${inRange('b.created_date')} and ${notPracticeBid('b')}) as bidders,
        (select coalesce(sum(b.amount_cents), 0) from lots l join bids b on b.id = l.winner_bid_id
          where ${inRange('coalesce(l.winner_created_date, l.stopped_time)')} and ${notPracticeLot('l')}) as amount_won,
        (select count(*) from users u where u.role = 'Bidder' and ${inRange('u.created_at')} and ${notPracticeRival('u.id')}) as new_bidders,
        (select count(*) from companies c where ${inRange('c.created_at')} and not c.is_practice) as new_auctioneers`,
    ),
    queryRows<Record<string, string | number>>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day,
          (select count(*) from bids b where b.created_date >= d.day and b.created_date < d.day + interval '1 day'
            and ${notPracticeBid('b')}) as bids,
          (select coalesce(sum(b.amount_cents), 0) from lots l join bids b on b.id = l.winner_bid_id
            where coalesce(l.winner_created_date, l.stopped_time) >= d.day
              and coalesce(l.winner_created_date, l.stopped_time) < d.day + interval '1 day'
              and ${notPracticeLot('l')}) as amount_won,
          (select count(*) from users u where u.role = 'Bidder' and ${notPracticeRival('u.id')} and u.created_at >= d.day
            and u.created_at < d.day + interval '1 day') as new_bidders
        from generate_series(${start}::timestamptz, ${end}::timestamptz - interval '1 day', interval '1 day') as d(day)
        order by d.day`,
    ),
    listOutstandingBalances(db, sql`true`, now),
  ]);
  const page = body.page ?? 1;
  const size = ADMIN_PAGE_SIZES.dashboard;
  const items = outstanding.slice((page - 1) * size, page * size);
  return {
    from: lo,
    to: hi,
    auctions: Number(stats?.auctions ?? 0),
    bids: Number(stats?.bids ?? 0),
    bidders: Number(stats?.bidders ?? 0),
    amountWon: toDollars(Number(stats?.amount_won ?? 0)),
    newBidders: Number(stats?.new_bidders ?? 0),
    newAuctioneers: Number(stats?.new_auctioneers ?? 0),
    series: series.map((row) => ({
      day: String(row.day),
      bids: Number(row.bids),
      amountWon: toDollars(Number(row.amount_won)),
      newBidders: Number(row.new_bidders),
    })),
    items,
    itemsTotal: outstanding.length,
    totalOutstanding: Math.round(outstanding.reduce((sum, item) => sum + item.outstanding, 0) * 100) / 100,
    hasMore: page * size < outstanding.length,
  };
}
