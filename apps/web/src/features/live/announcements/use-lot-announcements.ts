import { useLayoutEffect, useRef } from 'react';
import { announce, prepareLotRegion } from '../../../lib/live-announcer';
import { lotAnnouncements, type TAnnounceAudience, type TAnnouncedLot } from './lot-announcements';

/**
 * Reads a lot's news to screen readers as the screen's view of the lot changes (ADR 0025). Rendered with
 * the clock (several times a second); each render compares the lot with the one before and announces
 * the difference, so news from the stream and from a refetch are told the same way.
 *
 * A layout effect, so the news is written in the commit that shows the change: a passive effect waits for
 * React's next task after a commit at default priority (a stream message's), and under load the outbid
 * notice came 100-650 ms after the new price was on screen (ADR 0025).
 */
export function useLotAnnouncements(
  lotId: string | undefined,
  lot: TAnnouncedLot | null,
  audience: TAnnounceAudience,
): void {
  const before = useRef<{ lotId: string; lot: TAnnouncedLot } | null>(null);
  useLayoutEffect(() => {
    if (!lotId || !lot) return;
    prepareLotRegion(lotId);
    const previous = before.current?.lotId === lotId ? before.current.lot : undefined;
    before.current = { lotId, lot };
    for (const { text, options } of lotAnnouncements(previous, lot, audience))
      announce(text, { ...options, lotId });
  });
}
