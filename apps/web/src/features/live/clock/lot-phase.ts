import {
  isStopAlertVisible,
  lotClockNow,
  lotTimeLeft,
  STOP_ALERT_SECONDS,
  type TBidderLot,
} from '@bidright/domain';

/** What a lot's clock shows right now (spec part 1 §4). Pure: every screen derives it from server time. */
export type TLotPhase =
  | { kind: 'cancelled' }
  | { kind: 'closed' }
  | { kind: 'pending' }
  | { kind: 'upcoming'; startsInMs: number | null }
  | { kind: 'starting-soon' }
  | {
      kind: 'open';
      endsInMs: number | null;
      stopAlertSeconds: number | null;
      /** The sale is paused (ADR 0077): the countdown stands still at the time left when the pause began. */
      paused?: boolean;
    };

export interface TLotClockInput {
  lotStatus: string;
  startType: 'Manual' | 'Auto';
  auctionStartTime: string | null;
  startedTime: string | null;
  stopTime: string | null;
  stoppedTime: string | null;
  stopAlertTime: string | null;
  /** When staff paused the lot's sale, while paused (ADR 0077). */
  salePausedAt?: string | null;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * - Cancelled lot → cancelled; stopped → closed.
 * - Not started: both kinds count to the auction start ('Starts in'); then auto lots show 'Starting Soon'
 *   and manual lots wait for the auctioneer.
 * - Open auto lot: 'Ends in' to the stop time; the last 10 s show as the stop alert (down to 1); past the
 *   stop time with no LotStopped yet → 'Pending Winner'.
 * - Open manual lot: a stop alert counts 10 → 0 from its send time; once over → 'Pending Winner'.
 * - While the sale is paused the closing countdowns (Ends in, the stop alert) read the moment the pause began
 *   (the domain's `lotTimeLeft` / `lotClockNow`): they stand still, and go on from the close the server moved
 *   on resume. A start is not moved by a pause, so 'Starts in' keeps counting.
 */
export function lotPhase(lot: TLotClockInput, nowMs: number): TLotPhase {
  if (lot.lotStatus === 'Cancelled') return { kind: 'cancelled' };
  if (lot.stoppedTime) return { kind: 'closed' };
  if (!lot.startedTime) {
    // Before the auction's start time both kinds count down to it; after it an auto lot is about to
    // open and a manual lot waits for the auctioneer.
    const start = time(lot.auctionStartTime);
    if (Number.isFinite(start) && start > nowMs) return { kind: 'upcoming', startsInMs: start - nowMs };
    if (lot.startType === 'Auto') return { kind: 'starting-soon' };
    return { kind: 'upcoming', startsInMs: null };
  }
  const paused = Boolean(lot.salePausedAt);
  if (lot.startType === 'Auto') {
    const timeLeft = lotTimeLeft(lot.stopTime, nowMs, lot.salePausedAt);
    if (!timeLeft) return { kind: 'open', endsInMs: null, stopAlertSeconds: null, paused };
    const left = timeLeft.leftMs;
    if (left <= 0) return { kind: 'pending' };
    const seconds = Math.ceil(left / 1000);
    return {
      kind: 'open',
      endsInMs: left,
      stopAlertSeconds: isStopAlertVisible(seconds, 'Auto') ? seconds : null,
      paused,
    };
  }
  const alert = time(lot.stopAlertTime);
  if (Number.isFinite(alert)) {
    const remaining = STOP_ALERT_SECONDS - (lotClockNow(nowMs, lot.salePausedAt) - alert) / 1000;
    const seconds = Math.max(0, Math.ceil(remaining));
    if (remaining <= -1) return { kind: 'pending' };
    return {
      kind: 'open',
      endsInMs: null,
      stopAlertSeconds: isStopAlertVisible(seconds, 'Manual') ? seconds : null,
      paused,
    };
  }
  return { kind: 'open', endsInMs: null, stopAlertSeconds: null, paused };
}

/** The phase of a lot as the bidder's lot page holds it (its auction nested inside). */
export function bidderLotPhase(lot: TBidderLot, nowMs: number): TLotPhase {
  return lotPhase(
    {
      lotStatus: lot.lotStatus,
      startType: lot.auction.startType,
      auctionStartTime: lot.auction.startTime,
      startedTime: lot.startedTime,
      stopTime: lot.stopTime,
      stoppedTime: lot.stoppedTime,
      stopAlertTime: lot.stopAlertTime,
      salePausedAt: lot.salePausedAt ?? null,
    },
    nowMs,
  );
}

/** The auction's state as a lot's phase shows it, for the status tag beside the lot's title. */
export type TAuctionPhaseLabel = 'Upcoming' | 'Live' | 'Completed' | 'Cancelled';

export function auctionPhaseLabel(phase: TLotPhase): TAuctionPhaseLabel {
  switch (phase.kind) {
    case 'cancelled':
      return 'Cancelled';
    case 'closed':
      return 'Completed';
    case 'upcoming':
      // Counting down to the start: not live yet. Past it, a manual auction is live and waits for its lot.
      return phase.startsInMs === null ? 'Live' : 'Upcoming';
    default:
      return 'Live';
  }
}
