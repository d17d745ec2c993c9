import { LIVE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { useEffect, useRef, useState } from 'react';
import { closeNotification, notifyWarning, toastSuccess } from '../../../lib/notifier';
import type { TLotPhase } from './lot-phase';

/**
 * Auto auctions: a later stop time after a bid near the end is an extension. Warns of it, and returns its
 * text for the page to show beside the clock (null until the first extension).
 */
export function useStopTimeExtension(lot: TBidderLot | undefined): string | null {
  const [extension, setExtension] = useState<string | null>(null);
  const stopTimeRef = useRef<string | null>(null);
  useEffect(() => {
    const stop = lot?.stopTime ?? null;
    const before = stopTimeRef.current;
    stopTimeRef.current = stop;
    if (!before || !stop || before === stop || lot?.auction.startType !== 'Auto') return;
    const minutes = Math.round((Date.parse(stop) - Date.parse(before)) / 60_000);
    if (minutes > 0) {
      const text = LIVE_MESSAGES.timerExtended.replace('{n}', String(minutes));
      setExtension(text);
      notifyWarning(text);
    }
  }, [lot?.stopTime, lot?.auction.startType]);
  return extension;
}

/** Toasts at clock transitions: 'Auction is starting soon...' and 'Auction has ended!'. */
export function usePhaseNotices(phaseKind: TLotPhase['kind'] | undefined, lotId: string): void {
  const previousPhase = useRef(phaseKind);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phaseKind;
    if (before === phaseKind || before === undefined) return;
    if (phaseKind === 'starting-soon') toastSuccess(LIVE_MESSAGES.auctionStartingSoon);
    // 'Pending Winner!' holds only until the winner is known: LotStopped closes it, so it never stands
    // beside "SOLD TO".
    const pendingKey = `lot-pending-${lotId}`;
    if (phaseKind === 'pending') notifyWarning(LIVE_MESSAGES.auctionEnded, 'Pending Winner!', pendingKey);
    if (phaseKind === 'closed' || phaseKind === 'cancelled') closeNotification(pendingKey);
  }, [phaseKind, lotId]);
}
