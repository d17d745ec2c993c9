import { DEFAULT_MESSAGES } from '@bidright/domain';
import { Alert } from 'antd';
import { useMySaleApproval } from '../api/defaults';

/**
 * What the bidder's lot page shows instead of the bid box while the host has not admitted them (issue 43):
 * "Awaiting the host's approval", or "Denied: <reason>". Renders nothing when nothing is asked of them.
 */
export function ApprovalNotice({ auctionId }: { auctionId: string }) {
  const approval = useMySaleApproval(auctionId).data;
  if (!approval?.requireApproval || approval.status === 'Approved' || approval.status === null) return null;
  return approval.status === 'Denied' ? (
    <Alert
      type="error"
      showIcon
      data-testid="approval-notice"
      message={`Denied: ${approval.reason ?? DEFAULT_MESSAGES.approvalDenied}`}
    />
  ) : (
    <Alert type="info" showIcon data-testid="approval-notice" message="Awaiting the host's approval" />
  );
}
