import type { TStreamLotJson } from './schemas/live-answers';
import type { TLotLiveState } from './schemas/live-lots';

/*
 * The one mapping between a lot's live state as REST answers it (`TLotLiveState`: null where nothing is
 * set) and as the stream carries it (proto `bidright.live.v1.Lot`, here as its plain fields
 * `TStreamLotJson`: proto3 has no null, so '' is no time or no id and 0 no amount or no paddle). The server
 * writes the stream's lot with `streamLotFrom`, the web reads it back with `lotLiveStateFrom`; the two are
 * each other's inverse (stream-lot.test.ts). Amounts are dollars on both wires. Only type imports: a page
 * that reads a lot does not load the protobuf runtime or zod for it.
 */

/** What the stream's lot carries beside the lot state: who it is, the next lot and the stop alert's age. */
export interface TStreamLotPlace {
  id: string;
  /** '' when the lot has no auction. */
  auctionId: string;
  /** The lot that follows in the auction ('' if none or not known). */
  nextId: string;
  /** Seconds of the stop alert already elapsed, so late joiners show the right countdown. */
  stopAlertElapsedSeconds: number;
}

/** What the stream's message (not its lot) carries of the lot state. */
export type TStreamLotCarried = Pick<TLotLiveState, 'minBidIncrements' | 'seq'>;

/** The lot state a stream lot holds: all of it but the increment and seq, which ride on the message. */
export type TStreamedLotState = Omit<TLotLiveState, keyof TStreamLotCarried>;

/** The fields of a stream lot this mapping reads (a proto `Lot` object has them and more). */
export type TStreamLotFields = Omit<TStreamLotJson, 'winner'> & {
  winner?: NonNullable<TStreamLotJson['winner']> | undefined;
};

const blank = (value: string | null) => value ?? '';
const orNull = (value: string) => value || null;

/** A lot's REST live state in the stream's spelling (proto3 defaults for null). */
export function streamLotFrom(state: TStreamedLotState, place: TStreamLotPlace): TStreamLotJson {
  const winner = state.winner;
  return {
    id: place.id,
    startedTime: blank(state.startedTime),
    stopTime: blank(state.stopTime),
    stoppedTime: blank(state.stoppedTime),
    nextId: place.nextId,
    stopAlertElapsedSeconds: place.stopAlertElapsedSeconds,
    lotStatus: state.lotStatus,
    auctionId: place.auctionId,
    openingPrice: state.openingPrice,
    highBid: state.highBid ?? 0,
    minBid: state.minBid,
    bidCount: state.bidCount,
    stopAlertTime: blank(state.stopAlertTime),
    requiredDown: state.requiredDown,
    ...(state.salePausedAt ? { salePausedAt: state.salePausedAt } : {}),
    ...(winner
      ? {
          winner: {
            id: blank(winner.id),
            bid: winner.bid ?? 0,
            paddleNumber: winner.paddleNumber ?? 0,
            createdDate: blank(winner.createdDate),
            soldTo: winner.soldTo,
          },
        }
      : {}),
  };
}

/**
 * The stream's lot in the REST spelling: the inverse of `streamLotFrom`. A lot without bids has no high
 * bid (the stream's 0); a winner's 0 amount or paddle is none (a plaintiff's sale without a bid). A partial
 * lot (participation events send only its id) reads `lotStatus` '': the reader keeps the status it has.
 */
export function lotLiveStateFrom(lot: TStreamLotFields, carried: TStreamLotCarried): TLotLiveState {
  const winner = lot.winner;
  return {
    lotStatus: lot.lotStatus,
    startedTime: orNull(lot.startedTime),
    stopTime: orNull(lot.stopTime),
    stoppedTime: orNull(lot.stoppedTime),
    stopAlertTime: orNull(lot.stopAlertTime),
    requiredDown: lot.requiredDown,
    minBidIncrements: carried.minBidIncrements,
    openingPrice: lot.openingPrice,
    highBid: lot.bidCount > 0 ? lot.highBid : null,
    minBid: lot.minBid,
    bidCount: lot.bidCount,
    seq: carried.seq,
    winner: winner
      ? {
          id: orNull(winner.id),
          bid: winner.bid || null,
          paddleNumber: winner.paddleNumber || null,
          createdDate: orNull(winner.createdDate),
          soldTo: winner.soldTo,
        }
      : null,
    ...(lot.salePausedAt ? { salePausedAt: lot.salePausedAt } : {}),
  };
}

/** A stream lot (a proto `Lot` object) as plain JSON, field by field: what the lot-control calls answer. */
export function streamLotJson(lot: TStreamLotFields): TStreamLotJson {
  const { winner } = lot;
  return {
    id: lot.id,
    startedTime: lot.startedTime,
    stopTime: lot.stopTime,
    stoppedTime: lot.stoppedTime,
    nextId: lot.nextId,
    stopAlertElapsedSeconds: lot.stopAlertElapsedSeconds,
    lotStatus: lot.lotStatus,
    auctionId: lot.auctionId,
    openingPrice: lot.openingPrice,
    highBid: lot.highBid,
    minBid: lot.minBid,
    bidCount: lot.bidCount,
    stopAlertTime: lot.stopAlertTime,
    requiredDown: lot.requiredDown,
    ...(lot.salePausedAt ? { salePausedAt: lot.salePausedAt } : {}),
    ...(winner
      ? {
          winner: {
            id: winner.id,
            bid: winner.bid,
            paddleNumber: winner.paddleNumber,
            createdDate: winner.createdDate,
            soldTo: winner.soldTo,
          },
        }
      : {}),
  };
}
