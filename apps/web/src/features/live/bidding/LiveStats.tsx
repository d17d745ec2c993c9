import type { ReactNode } from 'react';
import { Typography } from '../../../components/light-antd/Typography';

/**
 * A row of big live figures (high bid, minimum next bid, bid count). It wraps instead of overlapping
 * when the figures do not fit side by side (phones), and the figures keep tabular digits so they do not
 * jump while they change.
 */
export function LiveStats({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 28px', marginBottom: 12 }}>{children}</div>
  );
}

export function LiveStat({
  label,
  value,
  testId,
  size = 24,
  extra,
}: {
  label: string;
  value: string;
  testId: string;
  /** Font size of the figure in px. */
  size?: number;
  extra?: ReactNode;
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {label}
      </Typography.Text>
      <div
        data-testid={testId}
        style={{ fontSize: size, fontWeight: 700, lineHeight: 1.25, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </div>
      {extra}
    </div>
  );
}
