import {
  CREDIT_BID_MESSAGES,
  CREDIT_BID_REASON_MAX,
  creditBidOverrideNeeded,
  creditBidOverrideText,
  type TLotCreditBid,
  toCents,
} from '@bidright/domain';
import { Alert, Button, Form, Input } from 'antd';
import { toastSuccess } from '../../../lib/notifier';
import { useEnterCreditBid } from '../api/credit-bids';
import { CreditBidAmountFields } from './CreditBidAmountFields';
import { applyFieldErrors } from './field-errors';

type TValues = { amount?: number | null; plaintiffDoesNotBid?: boolean; overrideReason?: string };

/**
 * "Enter credit bid" (the case's firm): the amount, or "The plaintiff does not bid", and a written reason
 * when the amount is above the judgment or below the host's share of it. The same rule as the server's
 * (the domain's `creditBidOverrideNeeded`) shows the reason field as the amount is typed; the server decides.
 */
export function EnterCreditBidForm({ lot }: { lot: TLotCreditBid }) {
  const [form] = Form.useForm<TValues>();
  const enter = useEnterCreditBid(lot.lotId);
  const amount = Form.useWatch('amount', form);
  const noBid = Form.useWatch('plaintiffDoesNotBid', form) ?? false;
  const override =
    !noBid && typeof amount === 'number' && amount > 0
      ? creditBidOverrideNeeded({
          amountCents: toCents(amount),
          judgmentCents: lot.judgmentAmount === null ? null : toCents(lot.judgmentAmount),
          minSharePercent: lot.minSharePercent,
        })
      : null;

  const submit = async (values: TValues) => {
    try {
      await enter.mutateAsync({
        amount: values.plaintiffDoesNotBid ? null : (values.amount ?? null),
        plaintiffDoesNotBid: Boolean(values.plaintiffDoesNotBid),
        overrideReason: override ? values.overrideReason : null,
      });
      toastSuccess('The credit bid was entered. A second person must now confirm it.');
      form.resetFields();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      aria-label={`Enter credit bid for lot ${lot.lotNumber ?? lot.lotId}`}
    >
      <CreditBidAmountFields form={form} label="Credit bid" amountLabel="Credit bid amount" />
      {override && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={creditBidOverrideText(override, {
              judgmentCents: lot.judgmentAmount === null ? null : toCents(lot.judgmentAmount),
              minSharePercent: lot.minSharePercent,
            })}
          />
          <Form.Item
            name="overrideReason"
            label="Override reason"
            rules={[{ required: true, whitespace: true, message: CREDIT_BID_MESSAGES.overrideRequired }]}
          >
            <Input.TextArea rows={3} maxLength={CREDIT_BID_REASON_MAX} />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={enter.isPending} data-testid="enter-credit-bid">
        Enter credit bid
      </Button>
    </Form>
  );
}
