import { staffBidCap, toCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LiveContext } from '../context';
import { type BidReceipt, placeBid } from './place-bid';

/**
 * Staff bid for a bidder in the room: the amount is capped at the bidder's bidding power (deposit × 100 /
 * requiredDown, ADR 0016; spec part 1 §5 calls the deposit `maxBidAmount`), then
 * it goes through exactly the same acceptance as the bidder's own bid.
 */
export async function placeBidForBidder(
  ctx: LiveContext,
  caller: AuthUser,
  input: { auctionId: number; lotId: number; bidderId: number; amountDollars: number },
): Promise<BidReceipt> {
  const [row] = await queryRows(
    ctx.db,
    sql`select a.company_id, l.required_down, abl.locked_cents, abl.mode from lots l join auctions a on a.id = l.auction_id
      left join auction_bidders ab on ab.auction_id = a.id and ab.bidder_id = ${input.bidderId}
      left join auction_bidder_lots abl on abl.auction_bidder_id = ab.id and abl.lot_id = l.id
        and abl.left_date is null and abl.removed_at is null
      where l.id = ${input.lotId} and a.id = ${input.auctionId}`,
  );
  if (!row) throw notFound('Lot is not found!');
  if (caller.companyId === null || Number(row.company_id) !== caller.companyId) throw forbidden();
  if (row.mode === null) throw notFound('Bidder is not found!');
  const depositCents = Number(row.locked_cents);
  if (row.mode !== 'Active' || depositCents <= 0) throw badRequest('Insufficient Deposit');
  const amountCents = staffBidCap({
    amountCents: toCents(input.amountDollars),
    depositCents,
    requiredDownPercent: Number(row.required_down),
  });
  return placeBid(ctx, {
    lotId: input.lotId,
    auctionId: input.auctionId,
    bidderUserId: input.bidderId,
    amountCents,
    placedByUserId: caller.id,
  });
}
