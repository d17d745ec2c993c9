import { toDollars } from '@bidright/domain';
import { create } from '@bufbuild/protobuf';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { nextLotId } from './close-lot';
import { newMessage } from './events';
import { type AuctionMessage, BidderSchema, LiveEvent } from './messages';
import {
  loadBidderEntries,
  loadLotState,
  loadRecentBids,
  presentBidderEntry,
  presentLiveBid,
  presentLiveLot,
} from './presenter';

export const SNAPSHOT_PRIOR_BIDS = 50;

/**
 * The Connect message a new stream starts a lot with: the lot's state, all its bidders, recent bids (newest
 * first), its increment and the seq it is current up to. For a bidder of the lot, `bidder` is their own entry.
 * The lot row is read first, in one statement, and fixes the snapshot's seq; the bids are bounded by that
 * seq, so the high bid and the bids agree, and a bid committed meanwhile comes only as the BidPlaced after
 * it, never twice. (Bounded by seq rather than read in one REPEATABLE READ transaction: that also holds on
 * PGlite, whose single connection a long read transaction would hold against the bids.)
 * Throws a 404 HttpError for an unknown lot.
 */
export async function loadConnectSnapshot(
  db: Db,
  lotId: number,
  forUser?: { id: number },
): Promise<AuctionMessage> {
  const state = await loadLotState(db, lotId);
  if (!state) throw notFound('Lot not found.');
  const nextId = await nextLotId(db, { id: lotId, auctionId: state.auctionId });
  const entries = await loadBidderEntries(db, lotId);
  const recent = await loadRecentBids(db, lotId, SNAPSHOT_PRIOR_BIDS, state.seq);
  const own = forUser ? entries.find((entry) => entry.bidderId === forUser.id) : undefined;
  const ownBid = own ? recent.find((bid) => bid.bidderId === own.bidderId) : undefined;
  return newMessage({
    event: LiveEvent.CONNECT,
    id: String(lotId),
    lot: presentLiveLot(state, { nextId }),
    bidders: entries.map(presentBidderEntry),
    priorBids: recent.map(presentLiveBid),
    minBidIncrements: toDollars(state.minBidIncrementCents),
    bidder: own
      ? create(BidderSchema, {
          id: String(own.bidderId),
          userName: own.userName,
          paddleNumber: own.paddleNumber,
          bid: ownBid ? presentLiveBid(ownBid) : undefined,
        })
      : undefined,
    seq: BigInt(state.seq),
  });
}
