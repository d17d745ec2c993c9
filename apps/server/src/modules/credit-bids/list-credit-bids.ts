import type { TAuctionCreditBidsAnswer, TCaseCreditBidsAnswer, TLotCreditBid } from '@bidright/domain';
import { creditBidDeadline } from '@bidright/domain/credit-bid-deadline';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { CASE_NOT_FOUND } from '../lots/public';
import {
  loadCreditBidLot,
  loadCreditBidLots,
  loadCurrentEntries,
  loadHistory,
  standingOf,
  type TCreditBidLot,
  type TCreditBidStanding,
} from './load-credit-bid';
import { presentLotCreditBid } from './presenter';

/** The lots' credit bids as the caller may read them (three reads whatever the number of lots). */
async function present(
  db: Db,
  caller: AuthUser,
  standing: TCreditBidStanding,
  lots: TCreditBidLot[],
): Promise<TLotCreditBid[]> {
  const ids = lots.map((lot) => lot.lotId);
  const [entries, history] = [await loadCurrentEntries(db, ids), await loadHistory(db, ids)];
  const now = new Date();
  return lots.map((lot) =>
    presentLotCreditBid({
      lot,
      entry: entries.get(lot.lotId) ?? null,
      history: history.get(lot.lotId) ?? [],
      caller,
      standing,
      now,
    }),
  );
}

/** One lot's credit bid for the caller (what the entry and the confirmation answer). */
export async function readLotCreditBid(db: Db, caller: AuthUser, lotId: number): Promise<TLotCreditBid> {
  const lot = await loadCreditBidLot(db, lotId);
  const [read] = await present(db, caller, await standingOf(db, caller, lot), [lot]);
  return read!;
}

/** GET /api/credit-bids/cases/{caseId}: each lot of a case, for its firm's attorneys, its host's staff and admins. */
export async function listCaseCreditBids(
  db: Db,
  caller: AuthUser,
  caseId: number,
): Promise<TCaseCreditBidsAnswer> {
  const [kase] = await queryRows<{ client_id: number; company_id: number }>(
    db,
    sql`select client_id, company_id from cases where id = ${caseId}`,
  );
  if (!kase) throw notFound(CASE_NOT_FOUND);
  const standing = await standingOf(db, caller, {
    clientId: Number(kase.client_id),
    companyId: Number(kase.company_id),
  });
  return {
    data: await present(db, caller, standing, await loadCreditBidLots(db, sql`l.case_id = ${caseId}`)),
  };
}

/** GET /api/credit-bids/auctions/{auctionId}: the auction's setting and each lot's credit bid, for its host's staff. */
export async function listAuctionCreditBids(
  db: Db,
  caller: AuthUser,
  auctionId: number,
): Promise<TAuctionCreditBidsAnswer> {
  const [auction] = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.company_id, a.start_time, a.credit_bid_required, a.credit_bid_deadline,
        a.credit_bid_min_share_percent, co.time_zone
      from auctions a join companies co on co.id = a.company_id where a.id = ${auctionId}`,
  );
  if (!auction) throw notFound('Auction is not found!');
  assertCompanyAccess(caller, Number(auction.company_id), 'Auction');
  const timeZone = String(auction.time_zone);
  const hostDeadline = auction.credit_bid_deadline ? new Date(auction.credit_bid_deadline as string) : null;
  const lots = await loadCreditBidLots(db, sql`l.auction_id = ${auctionId}`);
  return {
    auctionId: String(auctionId),
    isRequired: Boolean(auction.credit_bid_required),
    hostDeadline: hostDeadline?.toISOString() ?? null,
    deadline: creditBidDeadline({
      saleStart: new Date(auction.start_time as string),
      timeZone,
      hostDeadline,
    }).toISOString(),
    minSharePercent: Number(auction.credit_bid_min_share_percent),
    timeZone,
    lots: await present(db, caller, 'host', lots),
  };
}
