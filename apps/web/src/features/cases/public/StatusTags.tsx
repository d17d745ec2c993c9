import { CASE_STATUS_LABELS, lotStatusLabel, type TCaseStatus, type TLotStatus } from '@bidright/domain';
import { Tag } from 'antd';
import { lotStatusColor } from '../../../lib/lot-status-colors';

const CASE_COLORS: Record<TCaseStatus, string> = {
  New: 'processing',
  WaitingCourtHouse: 'gold',
  Approved: 'green',
  Closed: 'default',
  Cancelled: 'red',
  Denied: 'volcano',
};

/** A lot status tag; a postponed Listed lot reads 'Postponed'. */
export function LotStatusTag({ status, isPostponed }: { status: TLotStatus; isPostponed?: boolean }) {
  return (
    <Tag color={lotStatusColor(status, { isPostponed })} style={{ marginInlineEnd: 0 }}>
      {lotStatusLabel(status, { isPostponed })}
    </Tag>
  );
}

export function CaseStatusTag({ status }: { status: TCaseStatus }) {
  return (
    <Tag color={CASE_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {CASE_STATUS_LABELS[status]}
    </Tag>
  );
}
