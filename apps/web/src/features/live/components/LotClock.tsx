import { Typography } from 'antd';
import { countdownText } from '../lib/format';
import type { TLotPhase } from '../lib/lot-phase';

/** The lot's clock line: Starts in / Starting Soon / Ends in / stop alert / Pending Winner (spec part 1 §4). */
export function LotClock({
  phase,
  size = 'normal',
  testIdPrefix = '',
}: {
  phase: TLotPhase;
  size?: 'small' | 'normal' | 'huge';
  /** Prefix of the test ids, so a second clock on the page (a mini lot window) has its own. */
  testIdPrefix?: string;
}) {
  const big = size === 'huge';
  const style = {
    fontSize: big ? 72 : size === 'small' ? 16 : 20,
    fontWeight: 700,
    lineHeight: 1.1,
    margin: 0,
  } as const;
  const countdownId = `${testIdPrefix}countdown`;
  if (phase.kind === 'open' && phase.stopAlertSeconds !== null) {
    return (
      <div
        data-testid={`${testIdPrefix}stop-alert`}
        role="timer"
        aria-live="assertive"
        style={{ ...style, color: '#d4380d' }}
      >
        Closing in <span data-testid={countdownId}>{phase.stopAlertSeconds}</span>
      </div>
    );
  }
  switch (phase.kind) {
    case 'upcoming':
      return phase.startsInMs === null ? (
        <Typography.Text type="secondary" data-testid={countdownId} style={{ fontSize: big ? 40 : 16 }}>
          Waiting for the auctioneer to start the lot
        </Typography.Text>
      ) : (
        <div style={style}>
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
        <div data-testid={countdownId} style={{ ...style, color: '#389e0d' }}>
          Bidding is open
        </div>
      ) : (
        <div style={style}>
          Ends in <span data-testid={countdownId}>{countdownText(phase.endsInMs)}</span>
        </div>
      );
    case 'pending':
      return (
        <div data-testid={countdownId} style={{ ...style, color: '#d48806' }}>
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
        <div data-testid={countdownId} style={{ ...style, color: '#cf1322' }}>
          Cancelled
        </div>
      );
  }
}
