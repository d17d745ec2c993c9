import { type TWinningStatus, WINNING_STATUS_LABELS } from '@bidright/domain';
import { Tag } from 'antd';

const COLORS: Record<TWinningStatus, string> = {
  PendingTransaction: 'gold',
  CompleteTransaction: 'blue',
  Approved: 'cyan',
  DeedReady: 'geekblue',
  DeedIssued: 'green',
  Closed: 'default',
  Denied: 'red',
  Cancelled: 'red',
  PaymentRefunded: 'volcano',
};

/** A winning's status as a colored badge. */
export function WinningStatusBadge({ status }: { status: TWinningStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {WINNING_STATUS_LABELS[status]}
    </Tag>
  );
}
