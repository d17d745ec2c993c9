import { useEffect, useRef } from 'react';
import { announce, prepareLotRegion } from '../../../lib/live-announcer';
import { lotAnnouncements, type TAnnounceAudience, type TAnnouncedLot } from './lot-announcements';

/**
 * Reads a lot's news to screen readers as the screen's view of the lot changes (ADR 0025). Rendered with
 * the clock (several times a second); each render compares the lot with the one before and announces
 * the difference, so news from the stream and from a refetch are told the same way.
 */
export function useLotAnnouncements(
  lotId: string | undefined,
  lot: TAnnouncedLot | null,
  audience: TAnnounceAudience,
): void {
  const before = useRef<{ lotId: string; lot: TAnnouncedLot } | null>(null);
  useEffect(() => {
    if (!lotId || !lot) return;
    prepareLotRegion(lotId);
    const previous = before.current?.lotId === lotId ? before.current.lot : undefined;
    before.current = { lotId, lot };
    for (const { text, options } of lotAnnouncements(previous, lot, audience))
      announce(text, { ...options, lotId });
  });
}
