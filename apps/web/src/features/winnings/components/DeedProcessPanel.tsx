import { deedProcessSteps, type TWinningRecord } from '@bidright/domain';
import { Steps } from 'antd';
import { Card } from '../../../components/light-antd/Card';

const DELIVERY_TEXT = { PickUp: 'Pick up at the host', Ship: 'Ship' } as const;

/** The three steps of the Deed Process (spec part 2 §4): wire transfer, court approval, deed delivery. */
export function DeedProcessPanel({ record }: { record: TWinningRecord }) {
  const steps = deedProcessSteps({
    status: record.status,
    depositReceived: record.depositReceivedDate !== null,
    paymentReceived: record.paymentReceivedDate !== null,
    deedDelivery: record.deedDelivery,
  });
  const ended = record.status === 'Cancelled' || record.status === 'PaymentRefunded';
  const wireText =
    steps.wireTransfer === 'finish'
      ? 'Deposit and full payment received'
      : record.depositReceivedDate
        ? 'Deposit received, full payment pending'
        : 'Waiting for the initial deposit';
  const courtText =
    steps.courtApproval === 'finish'
      ? 'Approved by the court'
      : steps.courtApproval === 'error'
        ? 'Denied'
        : 'Waiting for the court';
  const deliveryText = ended
    ? record.status === 'Cancelled'
      ? 'Cancelled'
      : 'Payment Refunded'
    : record.deedDelivery
      ? DELIVERY_TEXT[record.deedDelivery]
      : record.status === 'DeedReady'
        ? 'Choose how to receive the deed'
        : 'After the court approval';
  return (
    <Card title="Deed Process" data-testid="deed-process">
      <Steps
        responsive
        items={[
          { title: 'Wire Transfer Complete', content: wireText, status: steps.wireTransfer },
          { title: 'Court Approval', content: courtText, status: steps.courtApproval },
          { title: 'Deed Delivery', content: deliveryText, status: steps.deedDelivery },
        ]}
      />
    </Card>
  );
}
