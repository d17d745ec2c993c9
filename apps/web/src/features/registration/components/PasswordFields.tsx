import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmPasswordRules, newPasswordRules } from '../../../components/forms/form-rules';

/** New password and its confirmation, with the spec's rules and texts. */
export function PasswordFields({ label = 'Password' }: { label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={newPasswordRules}
        extra="At least 6 characters with a number, an uppercase and a lowercase letter."
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmPasswordRules()}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
