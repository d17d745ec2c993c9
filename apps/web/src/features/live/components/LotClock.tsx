import { Typography } from 'antd';
import { countdownText } from '../lib/format';
import type { TLotPhase } from '../lib/lot-phase';

/** The lot's clock line: Starts in / Starting Soon / Ends in / stop alert / Pending Winner (spec part 1 §4). */
export function LotClock({ phase, size = 'normal' }: { phase: TLotPhase; size?: 'normal' | 'huge' }) {
  const big = size === 'huge';
  const style = { fontSize: big ? 72 : 20, fontWeight: 700, lineHeight: 1.1, margin: 0 } as const;
  if (phase.kind === 'open' && phase.stopAlertSeconds !== null) {
    return (
      <div data-testid="stop-alert" role="timer" aria-live="assertive" style={{ ...style, color: '#d4380d' }}>
        Closing in <span data-testid="countdown">{phase.stopAlertSeconds}</span>
      </div>
    );
  }
  switch (phase.kind) {
    case 'upcoming':
      return phase.startsInMs === null ? (
        <Typography.Text type="secondary" data-testid="countdown" style={{ fontSize: big ? 40 : 16 }}>
          Waiting for the auctioneer to start the lot
        </Typography.Text>
      ) : (
        <div style={style}>
          Starts in <span data-testid="countdown">{countdownText(phase.startsInMs)}</span>
        </div>
      );
    case 'starting-soon':
      return (
        <div data-testid="countdown" style={style}>
          Starting Soon
        </div>
      );
    case 'open':
      return phase.endsInMs === null ? (
        <div data-testid="countdown" style={{ ...style, color: '#389e0d' }}>
          Bidding is open
        </div>
      ) : (
        <div style={style}>
          Ends in <span data-testid="countdown">{countdownText(phase.endsInMs)}</span>
        </div>
      );
    case 'pending':
      return (
        <div data-testid="countdown" style={{ ...style, color: '#d48806' }}>
          Pending Winner ...
        </div>
      );
    case 'closed':
      return (
        <div data-testid="countdown" style={style}>
          Closed
        </div>
      );
    case 'cancelled':
      return (
        <div data-testid="countdown" style={{ ...style, color: '#cf1322' }}>
          Cancelled
        </div>
      );
  }
}
