import { LIVE_MESSAGES, practiceText, type TBidderLot } from '@bidright/domain';
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
      notifyWarning(lot?.auctionIsPractice ? practiceText(text) : text);
    }
  }, [lot?.stopTime, lot?.auction.startType, lot?.auctionIsPractice]);
  return extension;
}

/**
 * Toasts at clock transitions: 'Auction is starting soon...' and 'Auction has ended!', each prefixed
 * "Practice: " on a practice lot (ADR 0076).
 */
export function usePhaseNotices(
  phaseKind: TLotPhase['kind'] | undefined,
  lotId: string,
  isPractice = false,
): void {
  const previousPhase = useRef(phaseKind);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phaseKind;
    if (before === phaseKind || before === undefined) return;
    const label = (text: string) => (isPractice ? practiceText(text) : text);
    if (phaseKind === 'starting-soon') toastSuccess(label(LIVE_MESSAGES.auctionStartingSoon));
    // 'Pending Winner!' holds only until the winner is known: LotStopped closes it, so it never stands
    // beside "SOLD TO".
    const pendingKey = `lot-pending-${lotId}`;
    if (phaseKind === 'pending')
      notifyWarning(label(LIVE_MESSAGES.auctionEnded), label('Pending Winner!'), pendingKey);
    if (phaseKind === 'closed' || phaseKind === 'cancelled') closeNotification(pendingKey);
  }, [phaseKind, lotId, isPractice]);
}
