import { DEFAULT_MESSAGES } from '@bidright/domain';
import { Form, Input, Modal } from 'antd';

/** A modal asking for a written reason (required, 3–500 characters) before a step that needs one. */
export function ReasonModal({
  open,
  title,
  okText,
  pending,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  okText: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => onSubmit(values.reason.trim())}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            { required: true, whitespace: true, message: DEFAULT_MESSAGES.reasonRequired },
            { min: 3, max: 500, message: DEFAULT_MESSAGES.reasonRequired },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
