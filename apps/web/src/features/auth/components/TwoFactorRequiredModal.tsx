import { MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  ACCOUNT_MESSAGES,
  type TLoginClient,
  type TTokenResponse,
  VERIFICATION_CODE_LENGTH,
} from '@bidright/domain';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { completeTwoFactorLogin, sendLoginCode, type TSmsCodeSent } from '../api/two-factor';

/** Seconds before another SMS code may be asked for (the server refuses sooner requests). */
export const RESEND_SECONDS = 30;

const CODE_RULES = [
  { required: true, message: ACCOUNT_MESSAGES.fieldRequired },
  { pattern: new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), message: ACCOUNT_MESSAGES.codeNotSixDigits },
];

type TCodeForm = { code: string };

function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong!';
}

/** "***-***-0100" from the login answer, or the last digits the SMS call reported. */
function phoneLabel(sent: TSmsCodeSent | undefined, token: TTokenResponse): string | undefined {
  if (sent?.phone) return `***-***-${sent.phone.slice(-4)}`;
  return token.phone ?? undefined;
}

/** Seconds left until `until` (a timestamp), re-rendering every second while counting. */
function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

type TProps = {
  /** The password grant's answer with `required2FA`; the modal is open while it is set. */
  pending: TTokenResponse | undefined;
  clientId: TLoginClient;
  /** Back to the login form. */
  onCancel: () => void;
  /** The full token answer once the code has been accepted. */
  onVerified: (token: TTokenResponse) => void | Promise<void>;
};

/**
 * Second step of a login (spec part 3 §4): a code texted to the primary phone (default; sent on open,
 * 'Resend' after 30 s) or from the authenticator app. The code completes the login with the refresh grant.
 */
export function TwoFactorRequiredModal({ pending, clientId, onCancel, onVerified }: TProps) {
  return (
    <Modal
      open={Boolean(pending)}
      onCancel={onCancel}
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      width={440}
      title="Two-step verification"
    >
      {pending && (
        <TwoFactorForm pending={pending} clientId={clientId} onCancel={onCancel} onVerified={onVerified} />
      )}
    </Modal>
  );
}

function TwoFactorForm({ pending, clientId, onCancel, onVerified }: TProps & { pending: TTokenResponse }) {
  const [form] = Form.useForm<TCodeForm>();
  const isAuthenticator = pending.configuredGoogleAuth;
  const [sent, setSent] = useState<TSmsCodeSent>();
  const [isSending, setSending] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const [error, setError] = useState<string>();
  const [isRevoked, setRevoked] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useCountdown(resendAt);
  // StrictMode runs effects twice in development; one login sends one text.
  const sentFor = useRef<string>(undefined);

  const send = useCallback(async () => {
    setSending(true);
    setError(undefined);
    setResendAt(Date.now() + RESEND_SECONDS * 1000);
    try {
      setSent(await sendLoginCode(pending));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  }, [pending]);

  useEffect(() => {
    if (isAuthenticator || sentFor.current === pending.refresh_token) return;
    sentFor.current = pending.refresh_token;
    void send();
  }, [isAuthenticator, pending, send]);

  const onFinish = async ({ code }: TCodeForm) => {
    setVerifying(true);
    setError(undefined);
    try {
      const token = await completeTwoFactorLogin({
        refreshToken: pending.refresh_token,
        clientId,
        code: code.trim(),
        verificationId: isAuthenticator ? undefined : sent?.id,
      });
      await onVerified(token);
    } catch (failure) {
      const text = errorText(failure);
      setError(text);
      // Five wrong codes end this login; only a new one from the form can continue.
      if (text === ACCOUNT_MESSAGES.twoFactorTooManyAttempts) setRevoked(true);
      form.setFieldValue('code', '');
    } finally {
      setVerifying(false);
    }
  };

  const phone = phoneLabel(sent, pending);
  // The masked number stays on one line.
  const to = phone ? <span style={{ whiteSpace: 'nowrap' }}>{phone}</span> : 'your phone';
  let intro: ReactNode = <>Enter the 6-digit verification code texted to {to}.</>;
  if (isAuthenticator)
    intro = 'Open your authenticator app and enter the 6-digit code it shows for Bidright.';
  else if (isSending) intro = <>Sending a verification code to {to}…</>;
  else if (sent) intro = <>We sent a 6-digit verification code to {to}. It expires in 10 minutes.</>;

  return (
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
          {isAuthenticator ? <SafetyCertificateOutlined /> : <MessageOutlined />}
        </div>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="two-factor-intro">
          {intro}
        </Typography.Paragraph>
      </Flex>

      {error && <Alert type="error" showIcon title={error} data-testid="two-factor-error" />}

      <Form<TCodeForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={isRevoked}
      >
        <Form.Item label="Verification code" name="code" rules={CODE_RULES} style={{ marginBottom: 8 }}>
          <Input
            size="large"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="000000"
            data-testid="two-factor-code"
            style={{ letterSpacing: 6, fontVariantNumeric: 'tabular-nums' }}
          />
        </Form.Item>
        {!isAuthenticator && (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
            Didn't get the text?{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              disabled={isRevoked || isSending || secondsLeft > 0}
              onClick={() => void send()}
            >
              {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend'}
            </Button>
          </Typography.Text>
        )}
        <Flex gap={8} justify="end" style={{ marginTop: isAuthenticator ? 16 : 0 }}>
          <Button onClick={onCancel} disabled={false}>
            Cancel
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={isVerifying}
            disabled={isRevoked || (isSending && !sent)}
          >
            Verify
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
