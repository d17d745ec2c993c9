import { LOT_MESSAGES, type TDeedDeliveryBody } from '@bidright/domain';
import { Button, Form, Input, Radio } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { useSetDeedDelivery } from '../api/winnings';

/** The winner's deed delivery choice, offered while the lot is DeedReady and nothing was chosen. */
export function DeedDeliveryForm({ lotId }: { lotId: string }) {
  const [form] = Form.useForm<TDeedDeliveryBody>();
  const choice = Form.useWatch('deedDelivery', form);
  const save = useSetDeedDelivery(lotId);
  const { message } = useFeedback();
  return (
    <Card title="Deed Delivery" data-testid="deed-delivery-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate(values, {
            onSuccess: () => void message.success('Your deed delivery option was saved.'),
            onError: (error) =>
              void message.warning(error instanceof ApiError ? error.message : 'Please try again.'),
          })
        }
      >
        <Form.Item
          name="deedDelivery"
          label="How would you like to receive the deed?"
          rules={[{ required: true, message: LOT_MESSAGES.deedDeliveryRequired }]}
        >
          <Radio.Group
            options={[
              { value: 'PickUp', label: 'Pick up' },
              { value: 'Ship', label: 'Ship' },
            ]}
          />
        </Form.Item>
        {choice === 'Ship' && (
          <Form.Item
            name="deedShippingAddress"
            label="Shipping address"
            rules={[{ required: true, whitespace: true, message: LOT_MESSAGES.shippingAddressRequired }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
