import type { TAuctioneerLookupBody, TAuctionLookupBody } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { auctionStatusIn, companyFilter, readableCompanyId, startDayFilter } from './auction-queries';
import { iso } from './presenter';

/** Lookups answer at most this many auctions. */
const LOOKUP_LIMIT = 500;

/** Unstarted auctions of the company, soonest first, for assigning lots (GET /api/auctions/lookup). */
export async function lookupUnstartedAuctions(db: Db, caller: AuthUser, now = new Date()) {
  const companyId = readableCompanyId(caller);
  const rows = await queryRows(
    db,
    sql`select a.id, a.start_time, a.stop_time from auctions a join companies c on c.id = a.company_id
      where ${companyFilter(companyId)} and ${auctionStatusIn(now, ['Upcoming'])}
      order by a.start_time, a.id limit ${LOOKUP_LIMIT}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    startTime: iso(row.start_time)!,
    stopTime: iso(row.stop_time),
    isStarted: false,
  }));
}

/**
 * The company's auctions at a date (POST /api/auctions/lookup/auctioneer). A date-time finds the auctions
 * starting at exactly that time, so the form can warn 'Found {n} auction(s) with same start time!';
 * a bare day finds that day's auctions (report filters).
 */
export async function lookupAuctioneerAuctions(
  db: Db,
  caller: AuthUser,
  body: TAuctioneerLookupBody,
  now = new Date(),
) {
  const companyId = readableCompanyId(caller);
  const when = /^\d{4}-\d{2}-\d{2}$/.test(body.date)
    ? startDayFilter(body.date)
    : sql`a.start_time = ${new Date(body.date).toISOString()}`;
  const rows = await queryRows(
    db,
    sql`select a.id, a.start_time, a.stop_time, a.type, a.start_type from auctions a
        join companies c on c.id = a.company_id
      where ${companyFilter(companyId)} and ${when} and not a.is_cancelled
      order by a.start_time, a.id limit ${LOOKUP_LIMIT}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    startTime: iso(row.start_time)!,
    stopTime: iso(row.stop_time),
    type: String(row.type),
    startType: String(row.start_type),
    isStarted: new Date(row.start_time as string).getTime() <= now.getTime(),
  }));
}

/** Report-filter lookup (POST /api/auctions/lookup): admins any company, staff only their own. */
export async function lookupReportAuctions(db: Db, caller: AuthUser, body: TAuctionLookupBody) {
  const own = readableCompanyId(caller);
  if (own !== null && body.companyId && body.companyId !== own) throw forbidden();
  const companyId = own ?? body.companyId ?? null;
  const rows = await queryRows(
    db,
    sql`select a.id, a.start_time, a.type, a.start_type, c.name as company_name from auctions a
        join companies c on c.id = a.company_id
      where ${companyFilter(companyId)} and ${body.date ? startDayFilter(body.date) : sql`true`}
      order by a.start_time desc, a.id desc limit ${LOOKUP_LIMIT}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    startTime: iso(row.start_time)!,
    companyName: String(row.company_name),
    type: String(row.type),
    startType: String(row.start_type),
  }));
}
