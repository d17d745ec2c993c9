import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { codeRules } from '../../../components/forms/form-rules';

/** Seconds before another code may be texted (the server refuses sooner requests). */
export const RESEND_SECONDS = 30;

type TProps = {
  open: boolean;
  /** Where the code went, e.g. "(312) 555-0100". */
  phone: string;
  /** When the current code was sent; the Resend countdown starts from it. */
  sentAt: number | undefined;
  /** Creates the account with the code; a rejection's message is shown in the modal. */
  onSubmitCode: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong!';
}

/** Enter the SMS code of a bidder sign-up (spec part 3 §4): code input, server errors, Resend after 30 s. */
export function RegistrationCodeModal({ open, phone, sentAt, onSubmitCode, onResend, onCancel }: TProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  const secondsLeft = sentAt ? Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now) / 1000)) : 0;

  const onFinish = async ({ code }: { code: string }) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await onSubmitCode(code.trim());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(undefined);
    try {
      await onResend();
      form.resetFields();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setResending(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onCancel}
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      width={440}
      title="Verify your phone number"
    >
      <Flex vertical gap={16} style={{ paddingTop: 8 }}>
        <Flex gap={14} align="start">
          <div
            style={{
              width: 44,
              height: 44,
              borderRadius: 12,
              background: '#eaf1fb',
              color: '#1f4e8c',
              display: 'grid',
              placeItems: 'center',
              fontSize: 20,
              flex: 'none',
            }}
          >
            <MessageOutlined />
          </div>
          <Typography.Paragraph style={{ margin: 0 }}>
            We texted a 6-digit code to <Typography.Text strong>{phone}</Typography.Text>. Enter it to finish
            creating your account. The code expires in 10 minutes.
          </Typography.Paragraph>
        </Flex>
        {error && <Alert type="error" showIcon title={error} data-testid="registration-code-error" />}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item label="Verification code" name="code" rules={codeRules} style={{ marginBottom: 8 }}>
            <Input
              size="large"
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              data-testid="registration-code"
              style={{ letterSpacing: 6, fontVariantNumeric: 'tabular-nums' }}
            />
          </Form.Item>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
            Didn't get the text?{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              disabled={secondsLeft > 0 || isResending}
              onClick={() => void resend()}
            >
              {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend'}
            </Button>
          </Typography.Text>
          <Flex gap={8} justify="end">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              Create account
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
