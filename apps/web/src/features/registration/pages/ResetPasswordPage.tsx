import { ACCOUNT_MESSAGES as M } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { TOAST_SECONDS } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { resetPassword, resetTokenQueryOptions } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { PasswordFields } from '../components/PasswordFields';

type TResetForm = { password: string; confirmPassword: string };

/** Set a new password from the e-mailed link, /resetPassword?token=…&userName=… (spec part 3 §2, §4, §8). */
export function ResetPasswordPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userName = params.get('userName') ?? '';
  const hasLink = Boolean(token && userName);
  const [isSaving, setSaving] = useState(false);
  const [errorText, setErrorText] = useState<string>();

  // The link is checked before the form can be used; a bad or spent token disables submit.
  const check = useQuery({
    ...resetTokenQueryOptions(userName, token),
    enabled: hasLink,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isChecking = hasLink && check.isPending;
  const isInvalid = !hasLink || check.isError || check.data?.isValid === false;

  const onFinish = async ({ password }: TResetForm) => {
    setSaving(true);
    setErrorText(undefined);
    try {
      await resetPassword({ userName, token, password });
      message.success({ content: M.passwordChanged, duration: TOAST_SECONDS });
      navigate('/login', { replace: true });
    } catch (failure) {
      setErrorText(failure instanceof Error ? failure.message : 'Something went wrong!');
      setSaving(false);
    }
  };

  return (
    <AuthCard
      title="Reset password"
      subtitle={
        userName ? (
          <>
            Choose a new password for <Typography.Text strong>{userName}</Typography.Text>.
          </>
        ) : (
          'Choose a new password for your account.'
        )
      }
    >
      {isChecking ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          {isInvalid && (
            <Alert
              type="error"
              showIcon
              title={M.resetTokenInvalid}
              description={
                <>
                  The link may have expired or been used already.{' '}
                  <Link to="/forgot-password">Request a new link</Link>.
                </>
              }
              data-testid="reset-token-invalid"
              style={{ marginBottom: 24 }}
            />
          )}
          <Form<TResetForm>
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            disabled={isSaving}
            size="large"
          >
            <PasswordFields label="New password" />
            {errorText && (
              <div role="alert" style={{ marginBottom: 16 }}>
                <Typography.Text type="danger">{errorText}</Typography.Text>
              </div>
            )}
            <Button type="primary" htmlType="submit" block loading={isSaving} disabled={isInvalid}>
              Change password
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 20, marginBottom: 0 }} type="secondary">
        <Link to="/login">Back to Login</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
