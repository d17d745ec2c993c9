/**
 * The heavy half of a lot's Connect snapshot, loaded once and shared by the streams that open on the lot at
 * the same seq: every bidder of the lot and its recent bids, presented and encoded once in each view (staff:
 * whole; bidders: rivals by paddle only). Before this, every new stream read and encoded the whole bidder
 * list for itself, and a bidder stream redacted it again: about 6.5 MB of garbage per stream on a lot of
 * 1,000 bidders, which kept a process's resident memory 400 KB per watcher above what a watcher holds
 * (issue 34, point 7).
 *
 * Shared only while the lot's seq is unchanged, and for at most SNAPSHOT_SHARE_MS: every change to the lot,
 * its bids or its bidders' participation moves the seq (an event), so a reused list is the list at that seq.
 * Within the window a bidder's win on another lot of the auction or a renamed profile may be missing, as it
 * would be for a stream that opened that much earlier.
 */
import { create, toBinary } from '@bufbuild/protobuf';
import type { Db } from '../db/client';
import { otherBid, otherEntry } from './bidder-view';
import { nextLotId } from './close-lot';
import { AuctionMessageSchema, type BidderEntry, type LiveBid } from './messages';
import {
  type BidderEntryRow,
  type BidRow,
  type LotState,
  loadBidderEntries,
  loadRecentBids,
  presentBidderEntry,
  presentLiveBid,
} from './presenter';

export const SNAPSHOT_PRIOR_BIDS = 50;
/** How long streams opening on a lot at one seq share its loaded bidder list. */
export const SNAPSHOT_SHARE_MS = 1000;

/** One view of the bidder list: the entries, and their encoding as `bidders` fields with where each starts. */
export interface EncodedBidders {
  entries: BidderEntry[];
  bytes: Uint8Array;
  /** offsets[i] is where entry i's field starts in `bytes`; offsets[entries.length] is bytes.byteLength. */
  offsets: number[];
}

export interface SharedLotSnapshot {
  seq: number;
  nextId: number | null;
  rows: BidderEntryRow[];
  recent: BidRow[];
  priorBids: LiveBid[];
  /** priorBids with every bidder's user name removed (bidder streams put the reader's own back). */
  rivalPriorBids: LiveBid[];
  staff: EncodedBidders;
  rivals: EncodedBidders;
}

function encodeBidders(entries: BidderEntry[]): EncodedBidders {
  const fields = entries.map((entry) =>
    toBinary(AuctionMessageSchema, create(AuctionMessageSchema, { bidders: [entry] })),
  );
  const offsets = [0];
  for (const field of fields) offsets.push(offsets.at(-1)! + field.byteLength);
  return { entries, bytes: Buffer.concat(fields), offsets };
}

async function loadShared(db: Db, state: LotState): Promise<SharedLotSnapshot> {
  const nextId = await nextLotId(db, { id: state.id, auctionId: state.auctionId });
  const rows = await loadBidderEntries(db, state.id);
  const recent = await loadRecentBids(db, state.id, SNAPSHOT_PRIOR_BIDS, state.seq);
  const entries = rows.map(presentBidderEntry);
  const priorBids = recent.map(presentLiveBid);
  return {
    seq: state.seq,
    nextId,
    rows,
    recent,
    priorBids,
    rivalPriorBids: priorBids.map(otherBid),
    staff: encodeBidders(entries),
    rivals: encodeBidders(entries.map(otherEntry)),
  };
}

/** Per process (one per live stream service): the shared snapshots of the lots streams are opening on. */
export class SnapshotShare {
  private readonly byLot = new Map<number, { seq: number; loaded: Promise<SharedLotSnapshot> }>();

  /** The lot's shared half at `state.seq`: the one being loaded or loaded within the window, else a new load. */
  load(db: Db, state: LotState): Promise<SharedLotSnapshot> {
    const found = this.byLot.get(state.id);
    if (found && found.seq === state.seq) return found.loaded;
    const entry = { seq: state.seq, loaded: loadShared(db, state) };
    this.byLot.set(state.id, entry);
    const forget = () => {
      if (this.byLot.get(state.id) === entry) this.byLot.delete(state.id);
    };
    entry.loaded.then(
      () => setTimeout(forget, SNAPSHOT_SHARE_MS).unref(),
      () => forget(),
    );
    return entry.loaded;
  }
}
