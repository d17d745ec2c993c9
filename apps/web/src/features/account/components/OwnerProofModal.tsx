import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES as M, type TOwnerProof } from '@bidright/domain';
import { Form, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';

type TProofForm = { password?: string; code?: string };

/**
 * Asks for the current password (or, when the authenticator app is on, one of its codes) before the
 * two-step settings change, and runs `onConfirm` with it. A refused proof shows the server's text on the
 * field and keeps the modal open.
 */
export function OwnerProofModal({
  open,
  title,
  description,
  okText,
  danger = false,
  allowCode,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  okText: string;
  danger?: boolean;
  /** Offer "a code from the app" as the alternative (only when an authenticator is set up). */
  allowCode: boolean;
  onConfirm: (proof: TOwnerProof) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TProofForm>();
  const [by, setBy] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onConfirm(
        by === 'code' ? { code: values.code?.trim() ?? '' } : { password: values.password ?? '' },
      );
      form.resetFields();
      onClose();
    } catch (error) {
      const text = error instanceof Error ? error.message : 'Something went wrong!';
      form.setFields([{ name: by, errors: [text] }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      {allowCode && (
        <Segmented
          block
          value={by}
          onChange={(value) => setBy(value as 'password' | 'code')}
          options={[
            { label: 'Password', value: 'password', icon: <LockOutlined /> },
            { label: 'Code from the app', value: 'code', icon: <MobileOutlined /> },
          ]}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        {by === 'password' ? (
          <Form.Item
            name="password"
            label="Current password"
            rules={[{ required: true, message: M.currentPasswordRequired }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label="Code from your authenticator app"
            rules={[{ required: true, pattern: /^\d{6}$/, message: M.verificationCodeInvalid }]}
          >
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
