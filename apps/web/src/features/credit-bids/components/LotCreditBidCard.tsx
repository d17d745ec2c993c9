import { formatHostDateTime, type TLotCreditBid } from '@bidright/domain';
import { Alert, Descriptions, Flex } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { ConfirmCreditBidForm } from './ConfirmCreditBidForm';
import { CreditBidStatusTag } from './CreditBidStatusTag';
import { EnterCreditBidForm } from './EnterCreditBidForm';

const ACTIONS = {
  Entered: 'entered',
  Confirmed: 'confirmed',
  Mismatch: 'typed an amount that did not match',
  Withdrawn: 'withdrew',
} as const;

/** What the amount line says: the amount when the caller may see it, else why not. */
function amountText(lot: TLotCreditBid): string {
  if (lot.status === 'None') return '—';
  if (lot.status === 'PlaintiffDoesNotBid') return 'The plaintiff does not bid';
  if (lot.amount !== null) return formatDollars(lot.amount);
  return 'Hidden until confirmed';
}

/**
 * One lot's plaintiff's credit bid: its state, the deadline on the host's clock, the judgment it is checked
 * against, who entered and who confirmed it and when, the forms the caller may use, and the record.
 */
export function LotCreditBidCard({ lot }: { lot: TLotCreditBid }) {
  const label = `Lot ${lot.lotNumber ?? lot.lotId}`;
  return (
    <Card
      size="small"
      data-testid={`credit-bid-lot-${lot.lotId}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{label}: plaintiff's credit bid</span>
          <CreditBidStatusTag status={lot.status} />
        </Flex>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false} layout="vertical">
        <Descriptions.Item label="Deadline (host time)">
          <span data-testid="credit-bid-deadline">
            {lot.deadline ? formatHostDateTime(lot.deadline, lot.timeZone) : '—'}
          </span>
          {lot.isDeadlinePassed && <Typography.Text type="secondary"> (passed)</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label="Judgment">{formatDollars(lot.judgmentAmount)}</Descriptions.Item>
        <Descriptions.Item label="Credit bid">
          <span data-testid="credit-bid-amount">{amountText(lot)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Entered">
          {lot.enteredByName ? `${lot.enteredByName}, ${formatDateTime(lot.enteredAt)}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Confirmed">
          {lot.confirmedByName ? `${lot.confirmedByName}, ${formatDateTime(lot.confirmedAt)}` : '—'}
        </Descriptions.Item>
        {lot.overrideReason && (
          <Descriptions.Item label="Override reason">{lot.overrideReason}</Descriptions.Item>
        )}
      </Descriptions>
      {!lot.hasStarted && lot.status !== 'Confirmed' && lot.status !== 'PlaintiffDoesNotBid' && (
        <Alert
          type="info"
          showIcon
          style={{ margin: '12px 0' }}
          title="This lot cannot start until its credit bid, or the plaintiff's “does not bid”, is confirmed by a second person."
        />
      )}
      <Flex vertical gap={16} style={{ marginTop: 12 }}>
        {lot.canEnter && <EnterCreditBidForm lot={lot} />}
        {lot.canConfirm && <ConfirmCreditBidForm lot={lot} />}
      </Flex>
      {lot.history.length > 0 && (
        <details style={{ marginTop: 12 }}>
          <summary>Record ({lot.history.length})</summary>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {lot.history.map((step) => (
              <li key={`${step.at}-${step.action}-${step.byName}`}>
                {formatDateTime(step.at)}: {step.byName} {ACTIONS[step.action]}
                {step.amount !== null ? ` ${formatDollars(step.amount)}` : ''}
                {step.plaintiffDoesNotBid ? ' “the plaintiff does not bid”' : ''}
                {step.overrideReason ? ` (override: ${step.overrideReason})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
