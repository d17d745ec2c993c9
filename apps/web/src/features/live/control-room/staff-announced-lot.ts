import type { TLiveAuction, TLiveAuctionLot } from '@bidright/domain';
import type { TAnnounceAudience, TAnnouncedLot } from '../announcements/lot-announcements';
import type { TLotPhase } from '../clock/lot-phase';
import type { TActiveLotFigures } from './active-lot-figures';

/** Staff hear each lot's news under its name ("Lot 3: New high bid …"), as the control room titles it. */
export function staffAudience(lot: Pick<TLiveAuctionLot, 'id' | 'lotNumber'>): TAnnounceAudience {
  return { kind: 'staff', lotLabel: `Lot ${lot.lotNumber ?? lot.id}` };
}

/** The control room's active lot as its announcements read it: the stream's figures over the REST lot. */
export function controlRoomAnnouncedLot(auction: TLiveAuction, figures: TActiveLotFigures): TAnnouncedLot {
  const top = figures.bids[0];
  const winner = figures.winner;
  return {
    phase: figures.phase,
    stopTime: figures.state.stopTime,
    timeZone: auction.timeZone,
    bidCount: figures.bidCount,
    top: top ? { id: top.id, amount: top.amount, paddle: top.paddleNumber, mine: false } : null,
    sale:
      figures.phase.kind === 'closed' && winner
        ? {
            paddle: winner.paddleNumber || null,
            amount: winner.bid,
            plaintiff: winner.soldTo === 'Plaintiff',
            mine: false,
          }
        : null,
  };
}

/** The room (TV) view's lot: the auction's lot kept current by the stream, and its high bid's paddle. */
export function roomAnnouncedLot(
  auction: TLiveAuction,
  lot: TLiveAuctionLot,
  phase: TLotPhase,
  top: { id: string; amount: number; paddleNumber: number } | undefined,
): TAnnouncedLot {
  return {
    phase,
    stopTime: lot.stopTime,
    timeZone: auction.timeZone,
    bidCount: lot.bidCount,
    top: top ? { id: top.id, amount: top.amount, paddle: top.paddleNumber, mine: false } : null,
    sale:
      phase.kind === 'closed' && lot.soldTo
        ? {
            paddle: lot.winnerPaddleNumber,
            amount: lot.winnerBidAmount,
            plaintiff: lot.soldTo === 'Plaintiff',
            mine: false,
          }
        : null,
  };
}
