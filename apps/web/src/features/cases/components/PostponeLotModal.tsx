import { LOT_MESSAGES } from '@bidright/domain';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { usePostponeLot } from '../api/lots';
import { quiet } from './quiet';

/** Postpones a lot to a continuance date, today or later. */
export function PostponeLotModal({
  lotId,
  open,
  onClose,
}: {
  lotId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ date?: Dayjs }>();
  const postpone = usePostponeLot();
  const submit = async () => {
    const { date } = (await form.validateFields().catch(() => null)) ?? {};
    if (!date) return;
    await quiet(async () => {
      await postpone.mutateAsync({ lotId, body: { isPostpone: true, date: date.toISOString() } });
      toastSuccess('Successfully postponed the lot!');
      onClose();
    })();
  };
  return (
    <Modal
      title="Postpone Lot"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Postpone"
      confirmLoading={postpone.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="date"
          label="Continuance date"
          rules={[{ required: true, message: LOT_MESSAGES.dateTimeRequired }]}
        >
          <DatePicker
            showTime={{ use12Hours: true, format: 'h:mm A' }}
            format={DATE_TIME_FORMAT}
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
