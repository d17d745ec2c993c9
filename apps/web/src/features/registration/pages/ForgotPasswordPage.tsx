import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { requiredRule } from '../../../components/forms/form-rules';
import { LinkButton } from '../../../components/LinkButton';
import { Typography } from '../../../components/light-antd/Typography';
import { requestPasswordReset } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';

/** Request a password-reset e-mail by user name (spec part 3 §2, §5, §8). */
export function ForgotPasswordPage() {
  const [isSending, setSending] = useState(false);
  const [sentText, setSentText] = useState<string>();
  const [errorText, setErrorText] = useState<string>();

  const onFinish = async ({ userName }: { userName: string }) => {
    setSending(true);
    setErrorText(undefined);
    try {
      setSentText((await requestPasswordReset(userName.trim())).message);
    } catch (failure) {
      setErrorText(failure instanceof Error ? failure.message : 'Something went wrong!');
    } finally {
      setSending(false);
    }
  };

  if (sentText)
    return (
      <AuthCard title="Check your e-mail">
        <Alert
          type="success"
          showIcon
          icon={<MailOutlined />}
          title={sentText}
          description="The link is good for 30 minutes. Check your spam folder if it does not arrive."
          data-testid="forgot-success"
          style={{ marginBottom: 24 }}
        />
        <LinkButton to="/login" type="primary" block size="large">
          Back to Login
        </LinkButton>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your username and we will e-mail you a link to choose a new password."
    >
      <Form layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isSending} size="large">
        <Form.Item label="Username" name="userName" rules={[requiredRule]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        {errorText && (
          <div data-testid="forgot-error" role="alert" style={{ marginBottom: 16 }}>
            <Typography.Text type="danger">{errorText}</Typography.Text>
          </div>
        )}
        <Button type="primary" htmlType="submit" block loading={isSending}>
          Send reset link
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 20, marginBottom: 0 }} type="secondary">
        Remembered it? <Link to="/login">Back to Login</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
