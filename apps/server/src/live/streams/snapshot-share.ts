/**
 * The heavy half of a lot's Connect snapshot, loaded once and shared by the streams that open on the lot at
 * the same seq: every bidder of the lot and its recent bids, presented once and encoded once per view
 * (staff: whole; bidders: rivals by paddle only). Before this, every new stream read and encoded the whole
 * bidder list for itself, and a bidder stream redacted it again: about 6.5 MB of garbage per stream on a lot
 * of 1,000 bidders, which kept a process's resident memory 400 KB per watcher above what a watcher holds
 * (issue 34, point 7).
 *
 * Shared only while the lot's seq is unchanged: every change to the lot, its bids or its bidders'
 * participation moves the seq (an event), so a shared list is the list at that seq and a stream's Connect
 * is as current as before. (Sharing across seqs, with the stream catching up by events, would also cover a
 * storm during fast bidding, but then every stream would hear the last second's events replayed after its
 * Connect; not done.) Kept at most SNAPSHOT_SHARE_MS: within it a bidder's win on another lot of the auction
 * or a renamed profile, which move no seq of this lot, may be missing, as for a stream opened that much
 * earlier.
 */
import { create, toBinary } from '@bufbuild/protobuf';
import type { Db } from '../../db/client';
import { nextLotId } from '../clock/close-lot';
import { AuctionMessageSchema, type BidderEntry, type LiveBid } from '../messages';
import { otherBid, otherEntry } from '../views/bidder-view';
import {
  type BidderEntryRow,
  type BidRow,
  type LotState,
  loadBidderEntries,
  loadLotState,
  loadRecentBids,
  presentBidderEntry,
  presentLiveBid,
} from '../views/presenter';

export const SNAPSHOT_PRIOR_BIDS = 50;
/** How long the streams opening on a lot share one load of it. */
export const SNAPSHOT_SHARE_MS = 1000;

/** One view of the bidder list: the entries, and their encoding as `bidders` fields with where each starts. */
export interface EncodedBidders {
  entries: BidderEntry[];
  bytes: Uint8Array;
  /** offsets[i] is where entry i's field starts in `bytes`; offsets[entries.length] is bytes.byteLength. */
  offsets: number[];
}

/** The `bidders` fields of these entries, one after another, and where each starts. */
export function encodeBidders(entries: BidderEntry[]): EncodedBidders {
  const fields = entries.map((entry) =>
    toBinary(AuctionMessageSchema, create(AuctionMessageSchema, { bidders: [entry] })),
  );
  const offsets = [0];
  for (const field of fields) offsets.push(offsets.at(-1)! + field.byteLength);
  return { entries, bytes: Buffer.concat(fields), offsets };
}

export class SharedLotSnapshot {
  private staffView?: EncodedBidders;
  private rivalsView?: EncodedBidders;
  private rivalBids?: LiveBid[];

  constructor(
    readonly seq: number,
    readonly nextId: number | null,
    readonly rows: BidderEntryRow[],
    readonly recent: BidRow[],
    /** The entries whole, in paddle order. */
    readonly entries: BidderEntry[],
    /** The recent bids whole, newest first. */
    readonly priorBids: LiveBid[],
  ) {}

  /** The list as staff read it, encoded on first use. */
  get staff(): EncodedBidders {
    this.staffView ??= encodeBidders(this.entries);
    return this.staffView;
  }

  /** Every entry as a rival reads it (paddle, dates, public bids), encoded on first use. */
  get rivals(): EncodedBidders {
    this.rivalsView ??= encodeBidders(this.entries.map(otherEntry));
    return this.rivalsView;
  }

  /** priorBids with every bidder's user name removed (a bidder's own are put back per reader). */
  get rivalPriorBids(): LiveBid[] {
    this.rivalBids ??= this.priorBids.map(otherBid);
    return this.rivalBids;
  }
}

/** Reads the shared half at `state`'s seq, which bounds the recent bids. */
async function loadShared(db: Db, state: LotState): Promise<SharedLotSnapshot> {
  const nextId = await nextLotId(db, { id: state.id, auctionId: state.auctionId });
  const rows = await loadBidderEntries(db, state.id);
  const recent = await loadRecentBids(db, state.id, SNAPSHOT_PRIOR_BIDS, state.seq);
  return new SharedLotSnapshot(
    state.seq,
    nextId,
    rows,
    recent,
    rows.map(presentBidderEntry),
    recent.map(presentLiveBid),
  );
}

/** Per process (one per live stream service): the shared halves of the lots streams are opening on. */
export class SnapshotShare {
  private readonly byLot = new Map<number, { seq: number; loaded: Promise<SharedLotSnapshot> }>();

  constructor(private readonly shareMs = SNAPSHOT_SHARE_MS) {}

  /**
   * The lot's state, read now, and the shared half at its seq: the one being loaded or loaded within the
   * window at that seq, else a new load. Null for no such lot.
   */
  async load(db: Db, lotId: number): Promise<{ state: LotState; shared: SharedLotSnapshot } | null> {
    const state = await loadLotState(db, lotId);
    if (!state) return null;
    const found = this.byLot.get(lotId);
    if (found && found.seq === state.seq) return { state, shared: await found.loaded };
    const entry = { seq: state.seq, loaded: loadShared(db, state) };
    this.byLot.set(lotId, entry);
    const forget = () => {
      if (this.byLot.get(lotId) === entry) this.byLot.delete(lotId);
    };
    entry.loaded.then(
      () => setTimeout(forget, this.shareMs).unref(),
      () => forget(),
    );
    return { state, shared: await entry.loaded };
  }
}
