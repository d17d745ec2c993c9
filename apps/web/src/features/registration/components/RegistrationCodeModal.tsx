import { MessageOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import {
  CodeEntryForm,
  CodeEntryModal,
  RESEND_SECONDS,
  type TCodeForm,
} from '../../../components/forms/CodeEntryModal';
import { Typography } from '../../../components/light-antd/Typography';
import { useCountdown } from '../../../lib/use-countdown';

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
  const [form] = Form.useForm<TCodeForm>();
  const [error, setError] = useState<string>();
  // The server's refusal of the code typed, shown as the code field's error.
  const [codeError, setCodeError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);
  useEffect(() => {
    if (open) {
      setError(undefined);
      setCodeError(undefined);
    }
  }, [open]);

  // The countdown runs while the modal is open and a code has been sent.
  const secondsLeft = useCountdown(open && sentAt ? sentAt + RESEND_SECONDS * 1000 : undefined);

  const onFinish = async ({ code }: TCodeForm) => {
    setSubmitting(true);
    setError(undefined);
    setCodeError(undefined);
    try {
      await onSubmitCode(code.trim());
    } catch (failure) {
      setCodeError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(undefined);
    setCodeError(undefined);
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
    <CodeEntryModal open={open} onCancel={onCancel} title="Verify your phone number">
      <CodeEntryForm
        form={form}
        icon={<MessageOutlined />}
        intro={
          <>
            We texted a 6-digit code to <Typography.Text strong>{phone}</Typography.Text>. Enter it to finish
            creating your account. The code expires in 10 minutes.
          </>
        }
        error={error}
        codeError={codeError}
        errorTestId="registration-code-error"
        codeTestId="registration-code"
        resend={{
          secondsLeft,
          disabled: secondsLeft > 0 || isResending,
          onResend: () => void resend(),
        }}
        submitLabel="Create account"
        isSubmitting={isSubmitting}
        onFinish={onFinish}
        onCancel={onCancel}
      />
    </CodeEntryModal>
  );
}
