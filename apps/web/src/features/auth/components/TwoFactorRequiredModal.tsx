import { MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TLoginClient, TSmsCodeSent, TTokenResponse } from '@bidright/domain';
import { Form } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  CodeEntryForm,
  CodeEntryModal,
  RESEND_SECONDS,
  type TCodeForm,
} from '../../../components/forms/CodeEntryModal';
import { ApiError, hasErrorCode } from '../../../lib/api-error';
import { useCountdown } from '../../../lib/use-countdown';
import { completeTwoFactorLogin, sendLoginCode } from '../api/two-factor';

function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong!';
}

/** "***-***-0100" from the login answer, or the last digits the SMS call reported. */
function phoneLabel(sent: TSmsCodeSent | undefined, token: TTokenResponse): string | undefined {
  if (sent?.phone) return `***-***-${sent.phone.slice(-4)}`;
  return token.phone ?? undefined;
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
    <CodeEntryModal open={Boolean(pending)} onCancel={onCancel} title="Two-step verification">
      {pending && (
        <TwoFactorForm pending={pending} clientId={clientId} onCancel={onCancel} onVerified={onVerified} />
      )}
    </CodeEntryModal>
  );
}

function TwoFactorForm({ pending, clientId, onCancel, onVerified }: TProps & { pending: TTokenResponse }) {
  const [form] = Form.useForm<TCodeForm>();
  const isAuthenticator = pending.configuredGoogleAuth;
  const [sent, setSent] = useState<TSmsCodeSent>();
  const [isSending, setSending] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const [error, setError] = useState<string>();
  // The server's refusal of the code typed, shown as the code field's error.
  const [codeError, setCodeError] = useState<string>();
  const [isRevoked, setRevoked] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useCountdown(resendAt);
  // StrictMode runs effects twice in development; one login sends one text.
  const sentFor = useRef<string>(undefined);

  const send = useCallback(async () => {
    setSending(true);
    setError(undefined);
    setCodeError(undefined);
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
    setCodeError(undefined);
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
      // Five wrong codes end this login (the form's message, above it); only a new one from the form can
      // continue. Before that, a refused code is the code field's error.
      if (hasErrorCode(failure, 'TWO_FACTOR_TOO_MANY_ATTEMPTS')) {
        setError(text);
        setRevoked(true);
      } else setCodeError(text);
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
    <CodeEntryForm
      form={form}
      icon={isAuthenticator ? <SafetyCertificateOutlined /> : <MessageOutlined />}
      intro={intro}
      introTestId="two-factor-intro"
      error={error}
      codeError={codeError}
      errorTestId="two-factor-error"
      codeTestId="two-factor-code"
      disabled={isRevoked}
      resend={
        isAuthenticator
          ? undefined
          : {
              secondsLeft,
              disabled: isRevoked || isSending || secondsLeft > 0,
              onResend: () => void send(),
            }
      }
      submitLabel="Verify"
      isSubmitting={isVerifying}
      submitDisabled={isRevoked || (isSending && !sent)}
      footerStyle={{ marginTop: isAuthenticator ? 16 : 0 }}
      onFinish={onFinish}
      onCancel={onCancel}
    />
  );
}
