import { type TAuctionHostLotsBody, type TAuctionStatus, toDollars } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { AuthUser } from '../../http/access-token';
import { presentLotRow } from '../../http/lot-row';
import {
  auctionStatusIn,
  auctionStatusSql,
  companyFilter,
  readableCompanyId,
  sortDirection,
} from './auction-queries';
import { iso, num, presentAddress, str } from './presenter';

const SORT_COLUMNS: Record<string, SQL> = {
  auctionStartTime: sql`a.start_time`,
  lotNumber: sql`l.lot_number`,
  openingPrice: sql`l.opening_price_cents`,
  lotStatus: sql`l.lot_status`,
  winnerBidAmount: sql`wb.amount_cents`,
};

/**
 * The host's lots in auctions of the chosen status (isLive, isUpcoming, isCompleted; several may be set,
 * none means every status but Cancelled), with address, opening price, auction start, lot status and
 * winner. Live and upcoming lots come soonest first, completed ones latest first.
 */
export async function listAuctionHostLots(
  db: Db,
  caller: AuthUser,
  body: TAuctionHostLotsBody,
  now = new Date(),
) {
  const companyId = readableCompanyId(caller);
  const statuses: TAuctionStatus[] = [];
  if (body.isLive) statuses.push('Live');
  if (body.isUpcoming) statuses.push('Upcoming');
  if (body.isCompleted) statuses.push('Completed');
  const wanted = statuses.length > 0 ? statuses : (['Live', 'Upcoming', 'Completed'] as TAuctionStatus[]);
  const where = sql`${companyFilter(companyId)} and ${auctionStatusIn(now, wanted)}`;
  const fallback = statuses.length === 1 && statuses[0] !== 'Completed' ? 'asc' : 'desc';
  const column = SORT_COLUMNS[body.sorter?.field ?? 'auctionStartTime'] ?? SORT_COLUMNS.auctionStartTime!;
  const direction = sortDirection(body.sorter?.order, fallback);
  const { current, pageSize } = pageOf(body.pagination, 10);
  const rows = await queryRows(
    db,
    sql`select l.id, l.lot_number, l.lot_status, l.is_postponed, l.opening_price_cents, l.required_down,
        l.started_time, l.stop_time, l.stopped_time, l.high_bid_cents, l.bid_count, l.sold_to, l.case_id,
        cs.case_number, a.id as auction_id, a.start_time as auction_start_time, a.stop_time as auction_stop_time,
        a.type as auction_type, a.start_type as auction_start_type, ${auctionStatusSql(now)} as auction_status,
        wb.id as winner_bid_id, wb.amount_cents as winner_amount_cents, wab.paddle_number as winner_paddle_number,
        wu.first_name as winner_first_name, wu.last_name as winner_last_name,
        p.id as property_id, p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code
      from lots l join auctions a on a.id = l.auction_id join companies c on c.id = a.company_id
        join cases cs on cs.id = l.case_id
        left join bids wb on wb.id = l.winner_bid_id
        left join auction_bidders wab on wab.id = wb.auction_bidder_id
        left join users wu on wu.id = wb.bidder_id
        left join lateral (select * from properties pp where pp.lot_id = l.id
          order by pp.is_primary desc, pp.id limit 1) p on true
      where ${where}
      order by ${column} ${direction} nulls last, a.id, l.lot_number nulls last, l.id
      limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  const [total] = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from lots l join auctions a on a.id = l.auction_id
      join companies c on c.id = a.company_id where ${where}`,
  );
  return {
    data: rows.map((row) => {
      const winnerAmount = num(row.winner_amount_cents);
      return {
        ...presentLotRow(row),
        highBid: row.high_bid_cents === null ? null : toDollars(Number(row.high_bid_cents)),
        numberOfBids: Number(row.bid_count),
        caseId: String(row.case_id),
        caseNumber: str(row.case_number),
        auction: {
          id: String(row.auction_id),
          startTime: iso(row.auction_start_time)!,
          stopTime: iso(row.auction_stop_time),
          type: String(row.auction_type),
          startType: String(row.auction_start_type),
          status: String(row.auction_status),
        },
        auctionStartTime: iso(row.auction_start_time)!,
        soldTo: str(row.sold_to),
        winnerName:
          row.sold_to === 'Plaintiff'
            ? 'Plaintiff'
            : row.winner_first_name
              ? `${row.winner_first_name} ${row.winner_last_name}`
              : null,
        winnerBidId: str(row.winner_bid_id),
        winnerBidAmount: winnerAmount === null ? null : toDollars(winnerAmount),
        winnerBidPaddleNumber: num(row.winner_paddle_number),
        ...presentAddress(row),
      };
    }),
    total: Number(total?.count ?? 0),
  };
}
