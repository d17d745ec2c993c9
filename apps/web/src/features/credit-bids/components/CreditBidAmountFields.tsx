import { CREDIT_BID_MESSAGES } from '@bidright/domain';
import { Checkbox, Form, type FormInstance, InputNumber } from 'antd';
import { dollarInput } from '../../../lib/format';

/**
 * The amount and "The plaintiff does not bid" of a credit bid, as entered and as typed again to confirm it:
 * ticking "does not bid" clears and disables the amount, which is required otherwise.
 */
export function CreditBidAmountFields({
  form,
  label,
  amountLabel,
}: {
  form: FormInstance;
  /** The amount field's visible label. */
  label: string;
  /** The amount input's accessible name. */
  amountLabel: string;
}) {
  const noBid = Form.useWatch('plaintiffDoesNotBid', form) ?? false;
  return (
    <>
      <Form.Item
        name="amount"
        label={label}
        rules={[{ required: !noBid, message: CREDIT_BID_MESSAGES.amountOrNoBid }]}
      >
        <InputNumber<number>
          min={0.01}
          precision={2}
          disabled={noBid}
          style={{ width: '100%', maxWidth: 320 }}
          {...dollarInput}
          aria-label={amountLabel}
        />
      </Form.Item>
      <Form.Item name="plaintiffDoesNotBid" valuePropName="checked">
        <Checkbox onChange={() => form.setFieldValue('amount', null)}>The plaintiff does not bid</Checkbox>
      </Form.Item>
    </>
  );
}
