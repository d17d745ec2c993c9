import type { TLotCreditBid } from '@bidright/domain';
import { Button, Form } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useConfirmCreditBid } from '../api/credit-bids';
import { CreditBidAmountFields } from './CreditBidAmountFields';

type TValues = { amount?: number | null; plaintiffDoesNotBid?: boolean };

/**
 * "Confirm credit bid": a second person types the amount again without seeing the first (the server never
 * sends it to them). A mismatch is refused; the API client shows the server's message, and both people get
 * an alert in the app.
 */
export function ConfirmCreditBidForm({ lot }: { lot: TLotCreditBid }) {
  const [form] = Form.useForm<TValues>();
  const confirm = useConfirmCreditBid(lot.lotId);

  const submit = async (values: TValues) => {
    try {
      await confirm.mutateAsync({
        amount: values.plaintiffDoesNotBid ? null : (values.amount ?? null),
        plaintiffDoesNotBid: Boolean(values.plaintiffDoesNotBid),
      });
      toastSuccess('The credit bid is confirmed.');
    } catch {
      // Refused (a mismatch, or too late): the message was shown; the typed amount is cleared either way.
    }
    form.resetFields();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      aria-label={`Confirm credit bid for lot ${lot.lotNumber ?? lot.lotId}`}
    >
      <Typography.Paragraph type="secondary">
        {lot.enteredByName} entered the plaintiff's credit bid. Type it again from the firm's written
        instructions, without asking for it: only a match confirms it.
      </Typography.Paragraph>
      <CreditBidAmountFields
        form={form}
        label="Credit bid, typed again"
        amountLabel="Confirm credit bid amount"
      />
      <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="confirm-credit-bid">
        Confirm credit bid
      </Button>
    </Form>
  );
}
