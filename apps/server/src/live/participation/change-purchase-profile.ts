import {
  JOIN_MESSAGES,
  PRACTICE_MESSAGES,
  PURCHASE_PROFILE_CHANGE_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { ownPurchaseProfile, PARTICIPATION_MESSAGES } from './participation-kernel';

export const CHANGE_PROFILE_MESSAGES = {
  auctionNotFound: 'Auction is not found!',
  notJoined: 'You have not joined this auction!',
} as const;

export interface TChangePurchaseProfileResult {
  auctionId: string;
  purchaseProfileId: string;
}

/**
 * Changes the purchase profile (the grantee on the deed if the bidder wins) the bidder uses in an
 * auction they joined. Only their own, not deleted profiles; not once the auction is over, and not once a
 * lot they take part in has started: from then on the bids (and a win) were made for the grantee named at
 * the start, so the deed grantee is fixed (issue 31 item 6).
 */
export async function changePurchaseProfile(
  db: Db,
  input: { bidderId: number; auctionId: number; purchaseProfileId: number },
): Promise<TChangePurchaseProfileResult> {
  const { bidderId, auctionId, purchaseProfileId } = input;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [auction] = await queryRows<{ is_cancelled: boolean; is_finished: boolean; is_practice: boolean }>(
      tx,
      sql`select is_cancelled, finished_at is not null as is_finished, is_practice from auctions
        where id = ${auctionId}`,
    );
    if (!auction) throw notFound(CHANGE_PROFILE_MESSAGES.auctionNotFound);
    // The practice sale has no grantee: nothing won there is deeded (ADR 0076).
    if (auction.is_practice) throw conflict(PRACTICE_MESSAGES.practiceLotNotReal);
    if (auction.is_cancelled) throw badRequest(PARTICIPATION_MESSAGES.auctionCancelled);
    if (auction.is_finished) throw badRequest(PARTICIPATION_MESSAGES.auctionFinished);
    const profile = await ownPurchaseProfile(tx, bidderId, purchaseProfileId);
    if (!profile) {
      throw badRequest(JOIN_MESSAGES.selectPurchaseProfile, {
        purchaseProfileId: JOIN_MESSAGES.selectPurchaseProfile,
      });
    }
    // ADR 0072: an entity grantee's papers must be approved first.
    if (!profile.usable)
      throw badRequest(VERIFICATION_MESSAGES.papersNotApproved, {
        purchaseProfileId: VERIFICATION_MESSAGES.papersNotApproved,
      });
    const [started] = await queryRows(
      tx,
      sql`select 1 from auction_bidders ab join auction_bidder_lots abl on abl.auction_bidder_id = ab.id
        join lots l on l.id = abl.lot_id
        where ab.auction_id = ${auctionId} and ab.bidder_id = ${bidderId} and l.started_time is not null
          and coalesce(abl.left_date, abl.removed_at, 'infinity') > l.started_time
        limit 1`,
    );
    if (started) throw badRequest(PURCHASE_PROFILE_CHANGE_MESSAGES.lotStarted);
    const updated = await queryRows(
      tx,
      sql`update auction_bidders set purchase_profile_id = ${purchaseProfileId}
        where auction_id = ${auctionId} and bidder_id = ${bidderId} returning id`,
    );
    if (updated.length === 0) throw badRequest(CHANGE_PROFILE_MESSAGES.notJoined);
    return { auctionId: String(auctionId), purchaseProfileId: String(purchaseProfileId) };
  });
}
