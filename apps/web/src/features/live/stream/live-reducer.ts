import { type AuctionMessage, LiveEvent, type Lot } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import {
  bidderEntryFrom,
  bidFrom,
  lotIdOf,
  lotInfoFrom,
  type TLiveBid,
  type TLiveBidderEntry,
  type TLiveLotInfo,
} from './stream-lot';

/**
 * The live state of the subscribed lots, built from stream messages only (spec part 1 §4). Pure: the
 * same messages always give the same state, so the screens can be tested without a server. The client holds
 * it once, in the live lot store (live-lot-store.ts, ADR 0073); the screens read it through live-lot.ts.
 * Amounts are dollars as on the wire. Each message's parts are read by `stream-lot.ts`, the one reader of
 * the stream's lot on the client: the lot in the REST spelling (times ISO or null); bids and bidder entries
 * as the stream sends them (a bidder's times '' when unset).
 */

export interface TLiveLotState {
  lot: TLiveLotInfo;
  /** Bids newest first. */
  bids: TLiveBid[];
  activeBidders: TLiveBidderEntry[];
  leftBidders: TLiveBidderEntry[];
  minBidIncrements: number;
  /** The last applied seq of this lot (any event): a stream event at or below it is a duplicate. */
  seq: number;
  /**
   * The seq at which the stream last set the lot's live fields (`lot`, `minBidIncrements`), null before it
   * sent them (participation events carry no lot state). A REST answer of the lot is compared with it
   * (live-lot.ts): the newer of the two is what the screens show.
   */
  lotSeq: number | null;
  /** This user's own entry (a bidder's Connect snapshot carries it). */
  me: { id: string; userName: string; paddleNumber: number } | null;
  /** Set when the server removed this user from the lot (Kick). */
  isKicked: boolean;
  /** The last event applied, for screens that react to transitions (toasts). */
  lastEvent: LiveEvent | null;
}

export type TSessionEnd =
  /** `device` is the newer connection's own description; `at` the server time it took over (ISO, UTC). */
  | { kind: 'disconnect'; device: string; at: string }
  | { kind: 'error'; message: string }
  | { kind: 'kick'; lotId: string };

export interface TLiveState {
  lots: Record<string, TLiveLotState>;
  /** Why the session ended (Disconnect, Error or Kick); null while it runs. */
  ended: TSessionEnd | null;
}

export const initialLiveState: TLiveState = { lots: {}, ended: null };

/** Newest first: by amount (bids only rise), then time; duplicates (same id) dropped. */
function mergeBids(current: TLiveBid[], incoming: TLiveBid[]): TLiveBid[] {
  const byId = new Map<string, TLiveBid>();
  for (const bid of [...current, ...incoming]) byId.set(bid.id, bid);
  return [...byId.values()].sort(
    (a, b) => b.amount - a.amount || Date.parse(b.createdDate) - Date.parse(a.createdDate),
  );
}

const byPaddle = (a: TLiveBidderEntry, b: TLiveBidderEntry) => a.paddleNumber - b.paddleNumber;

/** Puts an entry in the active or left list (left means leftDate is set), replacing the old one. */
function placeEntry(state: TLiveLotState, entry: TLiveBidderEntry, forceLeft?: boolean): TLiveLotState {
  const isLeft = forceLeft ?? entry.leftDate !== '';
  const active = state.activeBidders.filter((e) => e.id !== entry.id);
  const left = state.leftBidders.filter((e) => e.id !== entry.id);
  if (isLeft) left.push(entry);
  else active.push(entry);
  return { ...state, activeBidders: active.sort(byPaddle), leftBidders: left.sort(byPaddle) };
}

function emptyLotState(lotId: string): TLiveLotState {
  return {
    lot: lotInfoFrom({ id: lotId } as Lot),
    bids: [],
    activeBidders: [],
    leftBidders: [],
    minBidIncrements: 0,
    seq: 0,
    lotSeq: null,
    me: null,
    isKicked: false,
    lastEvent: null,
  };
}

function applyToLot(current: TLiveLotState, message: AuctionMessage): TLiveLotState {
  const event = message.event;
  const withLot = (state: TLiveLotState) =>
    message.lot ? { ...state, lot: lotInfoFrom(message.lot, state.lot) } : state;
  switch (event) {
    case LiveEvent.CONNECT: {
      const entries = message.bidders.map(bidderEntryFrom);
      return {
        ...current,
        lot: message.lot ? lotInfoFrom(message.lot, current.lot) : current.lot,
        bids: mergeBids([], message.priorBids.map(bidFrom)),
        activeBidders: entries.filter((e) => e.leftDate === '').sort(byPaddle),
        leftBidders: entries.filter((e) => e.leftDate !== '').sort(byPaddle),
        minBidIncrements: message.minBidIncrements,
        me: message.bidder
          ? {
              id: message.bidder.id,
              userName: message.bidder.userName,
              paddleNumber: message.bidder.paddleNumber,
            }
          : current.me,
        isKicked: false,
      };
    }
    case LiveEvent.BIDDER_JOINED: {
      // Participation events carry a partial lot (id, auction): keep the lot info as is.
      return message.bidders.reduce(
        (state, entry) => placeEntry(state, bidderEntryFrom(entry), false),
        current,
      );
    }
    case LiveEvent.BIDDER_LEFT:
      return message.bidders.reduce(
        (state, entry) => placeEntry(state, bidderEntryFrom(entry), true),
        current,
      );
    case LiveEvent.CHANGE_AMOUNT:
      return message.bidders.reduce((state, entry) => placeEntry(state, bidderEntryFrom(entry)), current);
    case LiveEvent.LOT_STARTED: {
      const started = withLot(current);
      // A pre-registration turns into spectating once the lot starts (spec part 1 §4).
      const spectate = (e: TLiveBidderEntry) => (e.maxBidAmount === -1 ? { ...e, maxBidAmount: 0 } : e);
      return {
        ...started,
        activeBidders: started.activeBidders.map(spectate),
        minBidIncrements: message.minBidIncrements || started.minBidIncrements,
      };
    }
    case LiveEvent.BID_PLACED: {
      let next = withLot(current);
      const bid = message.bidder?.bid;
      if (bid && message.bidder) {
        const live = bidFrom(bid);
        next = { ...next, bids: mergeBids(next.bids, [live]) };
        const lotId = next.lot.id;
        const entry = next.activeBidders.find((e) => e.id === message.bidder?.id);
        if (entry) next = placeEntry(next, { ...entry, lastBid: { lotId, amount: live.amount } }, false);
      }
      return { ...next, minBidIncrements: message.minBidIncrements || next.minBidIncrements };
    }
    case LiveEvent.LOT_STOPPING:
    case LiveEvent.STOPPING_CANCELLED:
    case LiveEvent.LOT_STOPPED:
      return { ...withLot(current), minBidIncrements: message.minBidIncrements || current.minBidIncrements };
    case LiveEvent.BID_INC_CHANGED:
      return { ...withLot(current), minBidIncrements: message.minBidIncrements };
    // A pause or its end (or an outage's extension, ADR 0077): the lot carries the pause and its close.
    case LiveEvent.SALE_PAUSED:
    case LiveEvent.SALE_RESUMED:
      return withLot(current);
    case LiveEvent.BID_PRIOR:
      return { ...current, bids: mergeBids(current.bids, message.priorBids.map(bidFrom)) };
    default:
      return current;
  }
}

/** Events whose `lot` is the lot's whole live state (participation events carry only its id). */
const LOT_STATE_EVENTS = new Set<LiveEvent>([
  LiveEvent.CONNECT,
  LiveEvent.LOT_STARTED,
  LiveEvent.BID_PLACED,
  LiveEvent.LOT_STOPPED,
  LiveEvent.LOT_STOPPING,
  LiveEvent.STOPPING_CANCELLED,
  LiveEvent.BID_INC_CHANGED,
  LiveEvent.SALE_PAUSED,
  LiveEvent.SALE_RESUMED,
]);

/**
 * Applies one stream message (events 0–16). Lot events older than (or equal to) the lot's last applied
 * seq are duplicates and change nothing; a Connect snapshot always replaces the lot.
 */
export function liveReducer(state: TLiveState, message: AuctionMessage): TLiveState {
  switch (message.event) {
    case LiveEvent.PONG:
      return state;
    case LiveEvent.DISCONNECT:
      return {
        ...state,
        ended: { kind: 'disconnect', device: message.errorMsg, at: message.serverDateTime },
      };
    case LiveEvent.ERROR:
      return { ...state, ended: { kind: 'error', message: message.errorMsg } };
    case LiveEvent.KICK: {
      const lotId = lotIdOf(message);
      const lot = state.lots[lotId];
      return {
        lots: lot
          ? { ...state.lots, [lotId]: { ...lot, isKicked: true, lastEvent: LiveEvent.KICK } }
          : state.lots,
        ended: { kind: 'kick', lotId },
      };
    }
    default:
      break;
  }
  const lotId = lotIdOf(message);
  if (!lotId) return state;
  const current = state.lots[lotId] ?? emptyLotState(lotId);
  const seq = Number(message.seq);
  if (message.event !== LiveEvent.CONNECT && seq > 0 && seq <= current.seq) return state;
  const applied = applyToLot(current, message);
  const setsLot = Boolean(message.lot) && LOT_STATE_EVENTS.has(message.event);
  const next: TLiveLotState = {
    ...applied,
    seq: message.event === LiveEvent.CONNECT ? seq : Math.max(current.seq, seq),
    lotSeq: setsLot ? seq : current.lotSeq,
    lastEvent: message.event,
  };
  return { ...state, lots: { ...state.lots, [lotId]: next } };
}

/** Drops a lot (after leaving it). */
export function forgetLot(state: TLiveState, lotId: string): TLiveState {
  if (!state.lots[lotId]) return state;
  const { [lotId]: _gone, ...rest } = state.lots;
  return { ...state, lots: rest };
}
