import type { TLiveAuction, TLiveAuctionLot, TLotSale } from '@bidright/domain';
import { lotPhase, type TLotPhase } from '../clock/lot-phase';
import type { TLiveLotState } from '../stream/live-reducer';

/** What the control room shows of its active lot: the live stream's figures where it has them. */
export interface TActiveLotFigures {
  state: {
    lotStatus: string;
    startedTime: string | null;
    stopTime: string | null;
    stoppedTime: string | null;
    stopAlertTime: string | null;
  };
  phase: TLotPhase;
  highBid: number | null;
  minBid: number;
  bidCount: number;
  currentIncrement: number;
  winner: TLotSale | null | undefined;
  bids: TLiveLotState['bids'];
  /** Who the closed lot was sold to ('Plaintiff' or 'SOLD TO {paddle}'); null while not closed. */
  soldTo: string | null;
  isManual: boolean;
  isOpen: boolean;
  /** A manual lot's stop alert is counting down. */
  alertActive: boolean;
}

/** The active lot's figures: the stream's state over the auction's REST lot, and its phase at `now`. */
export function activeLotFigures(
  auction: TLiveAuction,
  lot: TLiveAuctionLot,
  live: TLiveLotState | undefined,
  now: number,
): TActiveLotFigures {
  const info = live?.lot;
  const state = {
    lotStatus: info?.lotStatus || lot.lotStatus,
    startedTime: info ? info.startedTime : lot.startedTime,
    stopTime: info ? info.stopTime : lot.stopTime,
    stoppedTime: info ? info.stoppedTime : lot.stoppedTime,
    stopAlertTime: info ? info.stopAlertTime : lot.stopAlertTime,
  };
  const phase = lotPhase(
    { ...state, startType: auction.startType, auctionStartTime: auction.startTime },
    now,
  );
  const winner = info?.winner;
  const isOpen = phase.kind === 'open';
  return {
    state,
    phase,
    highBid: info ? info.highBid : lot.highBid,
    minBid: info?.minBid ?? lot.minBid,
    bidCount: info?.bidCount ?? lot.bidCount,
    currentIncrement: live?.minBidIncrements || lot.minBidIncrements,
    winner,
    bids: live?.bids ?? [],
    soldTo:
      phase.kind === 'closed'
        ? winner?.soldTo === 'Plaintiff' || !winner?.paddleNumber
          ? 'Plaintiff'
          : `SOLD TO ${winner.paddleNumber}`
        : null,
    isManual: auction.startType === 'Manual',
    isOpen,
    alertActive: Boolean(state.stopAlertTime) && isOpen,
  };
}
