import { Badge, Tooltip } from 'antd';
import type { TConnectionStatus } from './live-client';

const LABELS: Record<
  TConnectionStatus,
  { text: string; status: 'success' | 'processing' | 'warning' | 'error' | 'default' }
> = {
  connecting: { text: 'Connecting', status: 'processing' },
  live: { text: 'Connected', status: 'success' },
  reconnecting: { text: 'Reconnecting', status: 'warning' },
  offline: { text: 'Offline', status: 'error' },
  ended: { text: 'Offline', status: 'default' },
};

/**
 * The live connection's state (Connected / Reconnecting / Offline) with the last measured round trip to
 * the server. It says nothing of the auction's own state, which the lot's status tag shows; and it shows
 * no figure until a round trip has been measured.
 */
export function ConnectionIndicator({
  status,
  latencyMs,
  dark,
}: {
  status: TConnectionStatus;
  latencyMs: number | null;
  dark?: boolean;
}) {
  const label = LABELS[status];
  return (
    <Tooltip title="Live connection to the server, with the last measured round trip.">
      <span
        data-testid="connection-indicator"
        data-status={status}
        style={{ whiteSpace: 'nowrap', fontSize: 13, color: dark ? '#e6edf7' : undefined }}
      >
        <Badge status={label.status} />
        <span style={{ marginLeft: 4, color: dark ? '#e6edf7' : undefined }}>{label.text}</span>
        {status === 'live' && latencyMs !== null && (
          <span data-testid="connection-latency" style={{ marginLeft: 6, opacity: 0.7 }}>
            {latencyMs < 1 ? '<1' : Math.round(latencyMs)} ms round trip
          </span>
        )}
      </span>
    </Tooltip>
  );
}
