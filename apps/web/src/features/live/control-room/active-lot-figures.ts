import type { TLiveAuction, TLotSale } from '@bidright/domain';
import { lotPhase, type TLotPhase } from '../clock/lot-phase';
import type { TLiveLotView } from '../stream/live-lot';

/** What the control room shows of its active lot, from its live state as the one reader gives it. */
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
  bids: TLiveLotView['bids'];
  /** Who the closed lot was sold to ('Plaintiff' or 'SOLD TO {paddle}'); null while not closed. */
  soldTo: string | null;
  isManual: boolean;
  isOpen: boolean;
  /** A manual lot's stop alert is counting down. */
  alertActive: boolean;
}

/** The active lot's figures: its live state (live-lot.ts `liveLotOf`) and its phase at `now`. */
export function activeLotFigures(auction: TLiveAuction, view: TLiveLotView, now: number): TActiveLotFigures {
  const state = {
    lotStatus: view.lotStatus,
    startedTime: view.startedTime,
    stopTime: view.stopTime,
    stoppedTime: view.stoppedTime,
    stopAlertTime: view.stopAlertTime,
  };
  const phase = lotPhase(
    {
      ...state,
      startType: auction.startType,
      auctionStartTime: auction.startTime,
      salePausedAt: view.salePausedAt ?? null,
    },
    now,
  );
  const winner = view.winner;
  const isOpen = phase.kind === 'open';
  return {
    state,
    phase,
    highBid: view.highBid,
    minBid: view.minBid,
    bidCount: view.bidCount,
    currentIncrement: view.minBidIncrements,
    winner,
    bids: view.bids,
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
