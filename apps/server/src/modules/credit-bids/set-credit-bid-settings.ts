import type { TAuctionCreditBidsAnswer, TCreditBidSettingsBody } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { inTransaction } from '../lots/public';
import { listAuctionCreditBids } from './list-credit-bids';

/**
 * PUT /api/credit-bids/auctions/{auctionId}/settings: the host turns the credit-bid requirement on or off for
 * one auction, with its own deadline (or the default rule) and the share of the judgment below which an
 * override is needed. Only before any of its lots has started: the rule of a running sale does not change.
 */
export async function setCreditBidSettings(
  db: Db,
  caller: AuthUser,
  auctionId: number,
  body: TCreditBidSettingsBody,
): Promise<TAuctionCreditBidsAnswer> {
  await inTransaction(db, async (tx) => {
    const [auction] = await queryRows<{ company_id: number; start_time: string; is_started: boolean }>(
      tx,
      sql`select a.company_id, a.start_time, exists (select 1 from lots l where l.auction_id = a.id
          and l.started_time is not null) as is_started
        from auctions a where a.id = ${auctionId} for update of a`,
    );
    if (!auction) throw notFound('Auction is not found!');
    assertCompanyAccess(caller, Number(auction.company_id), 'Auction');
    if (auction.is_started)
      throw conflict('A lot of this auction has started: its credit-bid rule cannot change.');
    const deadline = body.deadline ? new Date(body.deadline) : null;
    if (deadline && deadline.getTime() >= new Date(auction.start_time).getTime())
      throw badRequest('The credit-bid deadline must be before the auction starts.', {
        deadline: 'The credit-bid deadline must be before the auction starts.',
      });
    await tx.execute(sql`update auctions set credit_bid_required = ${body.isRequired},
        credit_bid_deadline = ${deadline?.toISOString() ?? null},
        credit_bid_min_share_percent = ${body.minSharePercent}, updated_at = now()
      where id = ${auctionId}`);
    await logActivity(tx, {
      companyId: Number(auction.company_id),
      userId: caller.id,
      title: body.isRequired ? 'Credit bids required' : 'Credit bids not required',
      body: body.isRequired
        ? `${caller.userName} required a confirmed plaintiff's credit bid before the lots of auction ${auctionId} start (below ${body.minSharePercent}% of the judgment needs an override).`
        : `${caller.userName} turned off the credit-bid requirement of auction ${auctionId}.`,
    });
  });
  return listAuctionCreditBids(db, caller, auctionId);
}
