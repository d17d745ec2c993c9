import type { TLiveAuctionLot } from '@bidright/domain';

/**
 * Solid ribbon colours white text reads on at 4.5:1 or better (antd's shade 6 of blue, red, volcano and green
 * is 4.1, 4.0, 3.3 and 2.3): shade 7 or 8 of each, and a dark grey for a draft.
 */
const RIBBON = { red: '#cf1322', grey: '#595959', green: '#237804', volcano: '#ad2102', blue: '#0958d9' };

/** Lot card ribbon (spec part 1 §4): LIVE, Canceled, SOLD, DRAFT, otherwise PENDING. */
export function lotRibbon(lot: Pick<TLiveAuctionLot, 'lotStatus' | 'startedTime' | 'stoppedTime'>): {
  text: 'LIVE' | 'Canceled' | 'SOLD' | 'DRAFT' | 'PENDING';
  color: string;
} {
  if (lot.lotStatus === 'Cancelled') return { text: 'Canceled', color: RIBBON.red };
  if (lot.lotStatus === 'Draft') return { text: 'DRAFT', color: RIBBON.grey };
  if (lot.lotStatus === 'Listed' && lot.startedTime && !lot.stoppedTime)
    return { text: 'LIVE', color: RIBBON.green };
  if (lot.lotStatus !== 'Listed' || lot.stoppedTime) return { text: 'SOLD', color: RIBBON.volcano };
  return { text: 'PENDING', color: RIBBON.blue };
}

/** The lot a live route without a lot id opens: the open listed lot, or else the first listed lot. */
export function defaultLotId(lots: TLiveAuctionLot[]): string | null {
  const listed = lots.filter((l) => l.lotStatus === 'Listed' && !l.stoppedTime);
  return (listed.find((l) => l.startedTime) ?? listed[0])?.id ?? null;
}

/** Why an auction cannot run: its title is the spec's message of that name (LIVE_MESSAGES). */
export type TAuctionProblem = 'noListedLots' | 'draftLots';

/** Why the control room cannot run this auction, if it cannot (spec part 1 §4). */
export function auctionProblem(lots: TLiveAuctionLot[]): TAuctionProblem | null {
  if (lots.length === 0) return 'noListedLots';
  if (lots.some((l) => l.lotStatus === 'Draft')) return 'draftLots';
  return null;
}

/** A runnable auction is completed once none of its listed lots is still to stop. */
export function isAuctionCompleted(lots: TLiveAuctionLot[]): boolean {
  return !auctionProblem(lots) && !lots.some((l) => l.lotStatus === 'Listed' && !l.stoppedTime);
}
