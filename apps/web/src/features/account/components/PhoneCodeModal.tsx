import {
  ACCOUNT_MESSAGES as M,
  type TPhoneVerification,
  type TPhoneVerified,
  VERIFICATION_CODE_LENGTH,
} from '@bidright/domain';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { formatPhone } from '../../../lib/phone-format';
import { confirmPhoneCode } from '../api/phones';

/** The one-time code step: the code texted to a phone, checked by the server. */
export function PhoneCodeModal({
  verification,
  onVerified,
  onCancel,
  onResend,
}: {
  verification: TPhoneVerification | null;
  onVerified: (answer: TPhoneVerified) => void;
  onCancel: () => void;
  onResend?: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (verification) {
      setCode('');
      setError(null);
    }
  }, [verification]);

  async function submit() {
    if (!verification) return;
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code)) {
      setError(M.verificationCodeInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onVerified(await confirmPhoneCode(verification.id, code));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : M.verificationCodeInvalid);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={verification !== null}
      title="Enter the verification code"
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        onResend && (
          <Button key="resend" type="link" onClick={onResend}>
            Send a new code
          </Button>
        ),
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="verify" type="primary" loading={busy} onClick={() => void submit()}>
          Verify
        </Button>,
      ]}
    >
      {verification && (
        <Form layout="vertical" onFinish={() => void submit()}>
          <Typography.Paragraph>
            We texted a {VERIFICATION_CODE_LENGTH}-digit code to {formatPhone(verification.number)}. It
            expires in 10 minutes.
          </Typography.Paragraph>
          <Form.Item label="Verification code" htmlFor="phone-code" style={{ marginBottom: 8 }}>
            <Input
              id="phone-code"
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              onPressEnter={() => void submit()}
              style={{ fontSize: 20, letterSpacing: 6, maxWidth: 200 }}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} />}
        </Form>
      )}
    </Modal>
  );
}
