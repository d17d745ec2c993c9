import { LOT_MESSAGES, type WINNER_ACTIONS } from '@bidright/domain';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { formatDollars } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useDeclareWinner, useLotBids } from '../api/lots';
import { applyFieldErrors } from './form-errors';

type TWinnerValues = { action: (typeof WINNER_ACTIONS)[number]; bidId?: string; description: string };

/** Change (pick a bid), add or remove the winner; every change needs a description. */
export function ChangeWinnerModal({ lotId, onClose }: { lotId: string; onClose: () => void }) {
  const [form] = Form.useForm<TWinnerValues>();
  const bids = useLotBids(lotId);
  const declare = useDeclareWinner();
  const action = Form.useWatch('action', form) ?? 'Change';
  const noBids = bids.data && bids.data.data.length === 0;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await declare.mutateAsync({
        lotId,
        body: {
          action: values.action,
          description: values.description,
          bidId: values.bidId ? Number(values.bidId) : undefined,
        },
      });
      toastSuccess(
        values.action === 'Remove' ? 'Successfully removed the winner!' : 'Successfully updated the winner!',
      );
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      title="Change or Remove Winner"
      open
      onCancel={onClose}
      onOk={submit}
      okText="Save"
      okButtonProps={{ danger: action === 'Remove' }}
      confirmLoading={declare.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ action: 'Change' }}>
        <Form.Item name="action" label="Action">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'Change', label: 'Change Winner' },
              { value: 'Add', label: 'Add Winner' },
              { value: 'Remove', label: 'Remove Winner' },
            ]}
          />
        </Form.Item>
        {noBids && action !== 'Remove' && (
          <Alert type="warning" showIcon title={LOT_MESSAGES.noBids} style={{ marginBottom: 16 }} />
        )}
        {action !== 'Remove' && (
          <Form.Item
            name="bidId"
            label="Winning bid"
            rules={action === 'Change' ? [{ required: true, message: LOT_MESSAGES.bidderRequired }] : []}
            extra={action === 'Add' ? 'Leave empty to use the highest bid.' : undefined}
          >
            <Select
              allowClear
              loading={bids.isLoading}
              placeholder="Select the bid"
              options={bids.data?.data.map((b) => ({
                value: b.id,
                label: `${formatDollars(b.amount)} · Paddle #${b.paddleNumber} · ${b.userName}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: LOT_MESSAGES.descriptionRequired }]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder="Why is the winner changing?" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
