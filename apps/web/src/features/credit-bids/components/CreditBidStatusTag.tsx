import { CREDIT_BID_STATUS_LABELS, type TCreditBidStatus } from '@bidright/domain';
import { Tag } from 'antd';

const COLORS: Record<TCreditBidStatus, string> = {
  None: 'default',
  AwaitingConfirmation: 'gold',
  Confirmed: 'green',
  PlaintiffDoesNotBid: 'blue',
};

/** A lot's credit-bid state in words (never by colour alone). */
export function CreditBidStatusTag({ status }: { status: TCreditBidStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="credit-bid-status">
      {CREDIT_BID_STATUS_LABELS[status]}
    </Tag>
  );
}
