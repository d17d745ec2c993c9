import { BIDDER_OUTCOME_LABELS, LIVE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { Alert } from 'antd';
import { usd } from '../format';

/** A closed lot's outcome on the bidder's page: who it was sold to, and whether this bidder won. */
export function LotOutcomeBanner({
  lot,
  isJoined,
  isWinner,
}: {
  lot: TBidderLot;
  isJoined: boolean;
  isWinner: boolean;
}) {
  const soldText =
    lot.winner?.soldTo === 'Plaintiff' || !lot.winner?.paddleNumber
      ? 'Sold to Plaintiff'
      : `SOLD TO ${lot.winner.paddleNumber} for ${usd(lot.winner.bid)}`;
  return (
    <Alert
      data-testid="winner-banner"
      // Not antd's role="alert": the announcer already told the hammer ("You won", ADR 0025).
      role="note"
      type={isWinner ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 12 }}
      title={<span style={{ fontWeight: 700 }}>{LIVE_MESSAGES.lotClosed}</span>}
      description={
        <>
          <div>{soldText}</div>
          {isJoined && (
            <div data-testid="bidder-outcome">{BIDDER_OUTCOME_LABELS[isWinner ? 'Winner' : 'NotWinner']}</div>
          )}
        </>
      }
    />
  );
}
