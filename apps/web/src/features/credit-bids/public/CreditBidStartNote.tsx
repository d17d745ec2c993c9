import { CREDIT_BID_MESSAGES, canStartWithCreditBid } from '@bidright/domain';
import { Alert, Flex } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars } from '../../../lib/format';
import { useAuctionCreditBids } from '../api/credit-bids';
import { CreditBidStatusTag } from '../components/CreditBidStatusTag';

/**
 * Beside START in the control room: the lot's credit-bid state and, while START would be refused, why
 * (the server's own text). Nothing for an auction that does not require credit bids.
 */
export function CreditBidStartNote({ auctionId, lotId }: { auctionId: string; lotId: string }) {
  const { data } = useAuctionCreditBids(auctionId);
  const lot = data?.lots.find((row) => row.lotId === lotId);
  if (!data?.isRequired || !lot) return null;
  const isReady = canStartWithCreditBid({ isRequired: true, status: lot.status });
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="credit-bid-start-note">
      <Flex gap={8} align="center" wrap>
        <Typography.Text>Plaintiff's credit bid:</Typography.Text>
        <CreditBidStatusTag status={lot.status} />
        {lot.status === 'Confirmed' && lot.amount !== null && (
          <Typography.Text>{formatDollars(lot.amount)}, the opening price</Typography.Text>
        )}
      </Flex>
      {!isReady && !lot.hasStarted && (
        <Alert type="warning" showIcon role="note" title={CREDIT_BID_MESSAGES.notConfirmedToStart} />
      )}
    </Flex>
  );
}

/** The lot card's credit-bid tag in the control room's list; nothing when the auction does not require one. */
export function CreditBidLotTag({ auctionId, lotId }: { auctionId: string; lotId: string }) {
  const { data } = useAuctionCreditBids(auctionId);
  const lot = data?.lots.find((row) => row.lotId === lotId);
  if (!data?.isRequired || !lot) return null;
  return <CreditBidStatusTag status={lot.status} />;
}
