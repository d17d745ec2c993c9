import { Badge, Tooltip } from 'antd';
import type { TConnectionStatus } from '../lib/live-client';

const LABELS: Record<
  TConnectionStatus,
  { text: string; status: 'success' | 'processing' | 'warning' | 'error' | 'default' }
> = {
  connecting: { text: 'Connecting', status: 'processing' },
  live: { text: 'Live', status: 'success' },
  reconnecting: { text: 'Reconnecting', status: 'warning' },
  offline: { text: 'Offline', status: 'error' },
  ended: { text: 'Offline', status: 'default' },
};

/** Live / Reconnecting / Offline with the last measured delivery time (server send → arrival). */
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
    <Tooltip title="Time from the server sending an event to this screen receiving it, on the server's clock.">
      <span
        data-testid="connection-indicator"
        data-status={status}
        style={{ whiteSpace: 'nowrap', fontSize: 13, color: dark ? '#e6edf7' : undefined }}
      >
        <Badge status={label.status} />
        <span style={{ marginLeft: 4, color: dark ? '#e6edf7' : undefined }}>{label.text}</span>
        {status === 'live' && latencyMs !== null && (
          <span data-testid="connection-latency" style={{ marginLeft: 6, opacity: 0.7 }}>
            {latencyMs} ms
          </span>
        )}
      </span>
    </Tooltip>
  );
}
