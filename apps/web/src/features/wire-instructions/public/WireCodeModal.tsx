import { MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TWireCodeChallenge } from '@bidright/domain';
import { Form } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CodeEntryForm,
  CodeEntryModal,
  RESEND_SECONDS,
  type TCodeForm,
} from '../../../components/forms/CodeEntryModal';
import { useCountdown } from '../../../lib/use-countdown';
import { requestWireCode, type TWireCompanyRef } from '../api/wire-instructions';

type TProps = {
  companyRef: TWireCompanyRef;
  /** The PDF chosen; the modal is open while it is set. */
  file: File | null;
  onCancel: () => void;
  /** Uploads with the code; a refusal (wrong or spent code) is thrown and shown under the code. */
  onConfirm: (proof: { code: string; verificationId: string | null }) => Promise<void>;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong!');

/**
 * Changing the wire instructions needs the auctioneer's two-step code (ADR 0070): an SMS code, sent when the
 * modal opens ('Resend' after 30 s), or the authenticator app's code. Our words; the spec gives none.
 */
export function WireCodeModal({ companyRef, file, onCancel, onConfirm }: TProps) {
  return (
    <CodeEntryModal open={file !== null} onCancel={onCancel} title="Confirm the new wire instructions">
      {file && <WireCodeForm companyRef={companyRef} file={file} onCancel={onCancel} onConfirm={onConfirm} />}
    </CodeEntryModal>
  );
}

function WireCodeForm({ companyRef, file, onCancel, onConfirm }: TProps & { file: File }) {
  const [form] = Form.useForm<TCodeForm>();
  const [challenge, setChallenge] = useState<TWireCodeChallenge>();
  const [error, setError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [isSending, setSending] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useCountdown(resendAt);
  const askedFor = useRef<File>(undefined);

  const ask = useCallback(async () => {
    setSending(true);
    setError(undefined);
    setResendAt(Date.now() + RESEND_SECONDS * 1000);
    try {
      setChallenge(await requestWireCode(companyRef));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  }, [companyRef]);

  useEffect(() => {
    if (askedFor.current === file) return;
    askedFor.current = file;
    void ask();
  }, [file, ask]);

  const onFinish = async ({ code }: TCodeForm) => {
    setSaving(true);
    setCodeError(undefined);
    try {
      await onConfirm({ code: code.trim(), verificationId: challenge?.verificationId ?? null });
    } catch (failure) {
      setCodeError(errorText(failure));
      form.setFieldValue('code', '');
    } finally {
      setSaving(false);
    }
  };

  const isAuthenticator = challenge?.method === 'authenticator';
  let intro = `Sending a two-step code to confirm ${file.name}…`;
  if (isAuthenticator)
    intro = `To replace the wire instructions with ${file.name}, enter the 6-digit code your authenticator app shows for Bidright.`;
  else if (challenge)
    intro = `To replace the wire instructions with ${file.name}, enter the 6-digit code texted to ***-***-${challenge.phoneLastFour ?? ''}. Every winner who still owes money will be told.`;

  return (
    <CodeEntryForm
      form={form}
      icon={isAuthenticator ? <SafetyCertificateOutlined /> : <MessageOutlined />}
      intro={intro}
      introTestId="wire-code-intro"
      error={error}
      codeError={codeError}
      errorTestId="wire-code-error"
      codeTestId="two-factor-code"
      resend={
        isAuthenticator
          ? undefined
          : { secondsLeft, disabled: isSending || secondsLeft > 0, onResend: () => void ask() }
      }
      submitLabel="Upload"
      isSubmitting={isSaving}
      submitDisabled={isSending && !challenge}
      footerStyle={{ marginTop: isAuthenticator ? 16 : 0 }}
      onFinish={onFinish}
      onCancel={onCancel}
    />
  );
}
