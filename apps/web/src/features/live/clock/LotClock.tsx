import { countdownText } from '../format';
import type { TLotPhase } from './lot-phase';

/**
 * The clock's colours on a light page and on the room (TV) view's near-black one. Each meets WCAG AA (4.5:1)
 * against its background, so the room can read every line from across the room.
 */
const TONES = {
  light: {
    muted: 'rgba(0, 0, 0, 0.65)',
    alert: '#d4380d',
    open: '#237804',
    pending: '#874d00',
    cancelled: '#cf1322',
  },
  dark: { muted: '#c9d6ea', alert: '#ff9c6e', open: '#95de64', pending: '#ffd666', cancelled: '#ff7875' },
} as const;

/**
 * The lot's clock line: Starts in / Starting Soon / Ends in / stop alert / Pending Winner (spec part 1 §4).
 * A paused sale's countdown stands still and says '(paused)' (ADR 0077). A counting clock is a silent
 * `role="timer"` (no live region: a region read every second drowns the bidding); its milestones and the stop
 * alert's count are announced by announcements/lot-announcements.ts.
 */
export function LotClock({
  phase,
  size = 'normal',
  testIdPrefix = '',
  tone = 'light',
}: {
  phase: TLotPhase;
  size?: 'small' | 'normal' | 'huge';
  /** Prefix of the test ids, so a second clock on the page (a mini lot window) has its own. */
  testIdPrefix?: string;
  /** `dark` on the room view's dark background. */
  tone?: 'light' | 'dark';
}) {
  const colors = TONES[tone];
  const big = size === 'huge';
  const style = {
    // The room view's clock is read across a room, yet "Bidding" at 72 px is wider than a 320 px phone.
    fontSize: big ? 'clamp(32px, 9vw, 72px)' : size === 'small' ? 16 : 20,
    fontWeight: 700,
    lineHeight: 1.1,
    margin: 0,
  } as const;
  const countdownId = `${testIdPrefix}countdown`;
  // While the sale is paused the countdown stands still (ADR 0077), and says so.
  const paused =
    phase.kind === 'open' && phase.paused ? (
      <span data-testid={`${testIdPrefix}countdown-paused`} style={{ color: colors.pending }}>
        {' '}
        (paused)
      </span>
    ) : null;
  if (phase.kind === 'open' && phase.stopAlertSeconds !== null) {
    return (
      <div data-testid={`${testIdPrefix}stop-alert`} role="timer" style={{ ...style, color: colors.alert }}>
        Closing in <span data-testid={countdownId}>{phase.stopAlertSeconds}</span>
        {paused}
      </div>
    );
  }
  switch (phase.kind) {
    case 'upcoming':
      return phase.startsInMs === null ? (
        <div
          data-testid={countdownId}
          style={{ fontSize: big ? 'clamp(20px, 5vw, 40px)' : 16, color: colors.muted }}
        >
          Waiting for the auctioneer to start the lot
        </div>
      ) : (
        <div role="timer" style={style}>
          Starts in <span data-testid={countdownId}>{countdownText(phase.startsInMs)}</span>
        </div>
      );
    case 'starting-soon':
      return (
        <div data-testid={countdownId} style={style}>
          Starting Soon
        </div>
      );
    case 'open':
      return phase.endsInMs === null ? (
        <div data-testid={countdownId} style={{ ...style, color: colors.open }}>
          Bidding is open
        </div>
      ) : (
        <div role="timer" style={style}>
          Ends in <span data-testid={countdownId}>{countdownText(phase.endsInMs)}</span>
          {paused}
        </div>
      );
    case 'pending':
      return (
        <div data-testid={countdownId} style={{ ...style, color: colors.pending }}>
          Pending Winner ...
        </div>
      );
    case 'closed':
      return (
        <div data-testid={countdownId} style={style}>
          Closed
        </div>
      );
    case 'cancelled':
      return (
        <div data-testid={countdownId} style={{ ...style, color: colors.cancelled }}>
          Cancelled
        </div>
      );
  }
}
