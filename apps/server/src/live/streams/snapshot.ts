import { toDollars } from '@bidright/domain';
import { create, toBinary } from '@bufbuild/protobuf';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { rememberProtoParts } from '../encoded';
import { newMessage } from '../events';
import { type AuctionMessage, AuctionMessageSchema, BidderSchema, LiveEvent } from '../messages';
import { markBidderView } from '../views/bidder-view';
import { presentLiveLot } from '../views/presenter';
import { encodeBidders, type SharedLotSnapshot, SnapshotShare } from './snapshot-share';

/** Who a snapshot is for: a bidder stream reads rivals by paddle only (bidder-view.ts), staff read all. */
export interface SnapshotReader {
  id: number;
  view: 'bidder' | 'staff';
}

/**
 * The Connect message a new stream starts a lot with: the lot's state, all its bidders, recent bids (newest
 * first), its increment and the seq it is current up to. For a bidder of the lot, `bidder` is their own entry.
 * The lot row is read first, in one statement, and fixes the snapshot's seq; the bids are bounded by that
 * seq, so the high bid and the bids agree, and a bid committed meanwhile comes only as the BidPlaced after
 * it, never twice. (Bounded by seq rather than read in one REPEATABLE READ transaction: that also holds on
 * PGlite, whose single connection a long read transaction would hold against the bids.)
 *
 * The bidders and bids come from `share` (snapshot-share.ts), loaded once per lot and seq however many
 * streams open on it; only the lot (whose stop-alert seconds run with the clock) and the reader's own entry
 * are made per stream. A bidder's snapshot is built in their view already and its bytes reuse the shared
 * encoding.
 * Throws a 404 HttpError for an unknown lot.
 */
export async function loadConnectSnapshot(
  db: Db,
  lotId: number,
  reader?: SnapshotReader,
  share: SnapshotShare = new SnapshotShare(0),
): Promise<AuctionMessage> {
  const loaded = await share.load(db, lotId);
  if (!loaded) throw notFound('Lot not found.');
  const { state, shared } = loaded;
  const ownIndex = reader ? shared.rows.findIndex((row) => row.bidderId === reader.id) : -1;
  const own = shared.rows[ownIndex];
  const ownBid = own ? shared.recent.findIndex((bid) => bid.bidderId === own.bidderId) : -1;
  const asBidder = reader?.view === 'bidder';
  const head = newMessage({
    event: LiveEvent.CONNECT,
    id: String(lotId),
    lot: presentLiveLot(state, { nextId: shared.nextId }),
    priorBids: asBidder ? bidderPriorBids(shared, reader.id) : shared.priorBids,
    minBidIncrements: toDollars(state.minBidIncrementCents),
    bidder: own
      ? create(BidderSchema, {
          id: String(own.bidderId),
          userName: own.userName,
          paddleNumber: own.paddleNumber,
          bid: shared.priorBids[ownBid],
        })
      : undefined,
    seq: BigInt(state.seq),
  });
  const bidders = biddersFor(shared, asBidder, ownIndex);
  const message = create(AuctionMessageSchema, { ...head, bidders: bidders.entries });
  rememberProtoParts(message, [toBinary(AuctionMessageSchema, head), ...bidders.pieces]);
  return asBidder ? markBidderView(message, reader.id) : message;
}

/** The recent bids as a bidder reads them: their own whole, rivals' without user names. */
function bidderPriorBids(shared: SharedLotSnapshot, userId: number) {
  const rivals = shared.rivalPriorBids;
  return shared.recent.map((bid, i) => (bid.bidderId === userId ? shared.priorBids[i]! : rivals[i]!));
}

/** The bidder list in the reader's view, and its encoding as pieces of the shared bytes. */
function biddersFor(shared: SharedLotSnapshot, asBidder: boolean, ownIndex: number) {
  if (!asBidder) return { entries: shared.staff.entries, pieces: [shared.staff.bytes] };
  const { rivals } = shared;
  if (ownIndex < 0) return { entries: rivals.entries, pieces: [rivals.bytes] };
  // The reader's own entry stays whole, in its place in the list.
  const ownEntry = shared.entries[ownIndex]!;
  const entries = rivals.entries.slice();
  entries[ownIndex] = ownEntry;
  const pieces = [
    rivals.bytes.subarray(0, rivals.offsets[ownIndex]),
    encodeBidders([ownEntry]).bytes,
    rivals.bytes.subarray(rivals.offsets[ownIndex + 1]),
  ];
  return { entries, pieces };
}
