import { CREDIT_BID_MESSAGES, type TLotCreditBid } from '@bidright/domain';
import { Button, Checkbox, Form, InputNumber, Typography } from 'antd';
import { dollarInput } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useConfirmCreditBid } from '../api/credit-bids';

type TValues = { amount?: number | null; plaintiffDoesNotBid?: boolean };

/**
 * "Confirm credit bid": a second person types the amount again without seeing the first (the server never
 * sends it to them). A mismatch is refused; the API client shows the server's message, and both people get
 * an alert in the app.
 */
export function ConfirmCreditBidForm({ lot }: { lot: TLotCreditBid }) {
  const [form] = Form.useForm<TValues>();
  const confirm = useConfirmCreditBid(lot.lotId);
  const noBid = Form.useWatch('plaintiffDoesNotBid', form) ?? false;

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
      <Form.Item
        name="amount"
        label="Credit bid, typed again"
        rules={[{ required: !noBid, message: CREDIT_BID_MESSAGES.amountOrNoBid }]}
      >
        <InputNumber<number>
          min={0.01}
          precision={2}
          disabled={noBid}
          style={{ width: '100%', maxWidth: 320 }}
          {...dollarInput}
          aria-label="Confirm credit bid amount"
        />
      </Form.Item>
      <Form.Item name="plaintiffDoesNotBid" valuePropName="checked">
        <Checkbox onChange={() => form.setFieldValue('amount', null)}>The plaintiff does not bid</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="confirm-credit-bid">
        Confirm credit bid
      </Button>
    </Form>
  );
}
