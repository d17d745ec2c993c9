import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { participationAmount } from '../../live/views/presenter';
import { loadAuction, readableCompanyId } from './auction-queries';
import { iso, presentAuction, presentAuctionLot, str } from './presenter';

type TMode = 'PreRegistered' | 'Spectating' | 'Active';

/**
 * The auction detail page: settings and flags, lots in order with their primary address, every bidder's
 * participation per lot, and per-lot counts of pre-registered, spectating, active and left bidders.
 * Staff of the host and admins only; unknown auctions are 404, another company's 403.
 */
export async function getAuction(db: Db, caller: AuthUser, auctionId: number, now = new Date()) {
  readableCompanyId(caller);
  const auction = await loadAuction(db, auctionId);
  assertCompanyAccess(caller, auction?.companyId, 'Auction');
  const lots = await queryRows(
    db,
    sql`select l.id, l.lot_number, l.lot_status, l.is_postponed, l.opening_price_cents, l.required_down,
      l.min_bid_increment_cents, l.continuance_date, l.started_time, l.stop_time, l.stopped_time, l.case_id,
      l.bid_count, cs.case_number,
      (select count(*) from properties x where x.lot_id = l.id) as property_count,
      p.id as property_id, p.street_line1, p.street_line2, p.city, p.county, p.state_code, p.zip_code
    from lots l join cases cs on cs.id = l.case_id
      left join lateral (select * from properties pp where pp.lot_id = l.id
        order by pp.is_primary desc, pp.id limit 1) p on true
    where l.auction_id = ${auctionId}
    order by l.lot_number nulls last, l.id`,
  );
  const participations = await queryRows(
    db,
    sql`select ab.bidder_id, u.user_name, u.first_name, u.last_name, ab.paddle_number, ab.balance_type, ab.type,
      abl.lot_id, abl.mode, abl.locked_cents, abl.entered_date, abl.left_date, abl.removed_at
    from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
      join users u on u.id = ab.bidder_id
    where ab.auction_id = ${auctionId}
    order by abl.lot_id, ab.paddle_number`,
  );
  const counts = new Map(
    lots.map((lot) => [
      Number(lot.id),
      { lotId: String(lot.id), preRegistered: 0, spectating: 0, active: 0, left: 0 },
    ]),
  );
  for (const row of participations) {
    const count = counts.get(Number(row.lot_id));
    if (!count) continue;
    if (row.left_date !== null || row.removed_at !== null) count.left += 1;
    else if (row.mode === 'PreRegistered') count.preRegistered += 1;
    else if (row.mode === 'Spectating') count.spectating += 1;
    else count.active += 1;
  }
  return {
    ...presentAuction(auction!, now),
    lots: lots.map(presentAuctionLot),
    auctionBidders: participations.map((row) => ({
      bidderId: String(row.bidder_id),
      bidderUserName: String(row.user_name),
      bidderFirstName: String(row.first_name),
      bidderLastName: String(row.last_name),
      paddleNumber: Number(row.paddle_number),
      /** -1 pre-registered, 0 spectating, else the locked deposit in dollars. */
      amount: participationAmount(row.mode as TMode, Number(row.locked_cents)),
      enteredDate: iso(row.entered_date),
      leftDate: iso(row.left_date),
      isRemoved: row.removed_at !== null,
      /** 'Check' when staff added the bidder in person. */
      balanceType: str(row.balance_type),
      type: String(row.type),
      lotId: String(row.lot_id),
    })),
    bidderCounts: [...counts.values()],
  };
}
