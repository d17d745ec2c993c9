import { LockOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES as M, passwordProblem } from '@bidright/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { changePassword } from '../api/security';

interface TPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: current, new (the spec's rules) and confirmation (spec part 3 §5). */
export function ChangePasswordCard() {
  const [form] = Form.useForm<TPasswordValues>();
  const [saving, setSaving] = useState(false);

  async function submit(values: TPasswordValues) {
    setSaving(true);
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toastSuccess(answer?.message || M.passwordChanged);
      form.resetFields();
    } catch (error) {
      showSaveError(error, form, ['currentPassword', 'newPassword']);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Change Password" data-testid="change-password-card">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          name="currentPassword"
          label="Current password"
          rules={[{ required: true, message: M.currentPasswordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="New password"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = passwordProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm new password"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: M.confirmRequired },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(M.passwordsDoNotMatch);
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
