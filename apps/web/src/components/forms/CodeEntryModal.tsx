import { ACCOUNT_MESSAGES, VERIFICATION_CODE_LENGTH } from '@bidright/domain';
import { Alert, Button, Flex, Form, type FormInstance, Input, Modal } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Typography } from '../light-antd/Typography';
import { useFieldError } from './field-error';

/** Seconds before another code may be texted (the server refuses sooner requests). */
export const RESEND_SECONDS = 30;

export type TCodeForm = { code: string };

/** Six-digit code texts of the shared formats. */
const CODE_RULES = [
  { required: true, message: ACCOUNT_MESSAGES.fieldRequired },
  { pattern: new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), message: ACCOUNT_MESSAGES.codeNotSixDigits },
];

const ICON_BOX: CSSProperties = {
  width: 44,
  height: 44,
  borderRadius: 12,
  background: '#eaf1fb',
  color: '#1f4e8c',
  display: 'grid',
  placeItems: 'center',
  fontSize: 20,
  flex: 'none',
};

/** The dialog around a code entry: centred, 440 px, closed only by its own Cancel or the close button. */
export function CodeEntryModal({
  open,
  title,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      width={440}
      title={title}
    >
      {children}
    </Modal>
  );
}

type TCodeEntryFormProps = {
  form: FormInstance<TCodeForm>;
  /** The icon beside the intro: how the code arrives. */
  icon: ReactNode;
  intro: ReactNode;
  introTestId?: string;
  /** The server's last refusal of sending a code (or of the whole attempt), shown above the field. */
  error: string | undefined;
  /**
   * The server's refusal of the code typed ("The verification code is invalid!"): the field's error, tied to
   * it and announced, until the code is edited.
   */
  codeError?: string;
  /** The test id of whichever of the two shows (they never show together). */
  errorTestId: string;
  codeTestId: string;
  /** Disables the whole form (e.g. after too many wrong codes); Cancel stays usable. */
  disabled?: boolean;
  /** The "Didn't get the text?" line; none for a code that is not texted. */
  resend?: { secondsLeft: number; disabled: boolean; onResend: () => void };
  submitLabel: string;
  isSubmitting: boolean;
  submitDisabled?: boolean;
  footerStyle?: CSSProperties;
  onFinish: (values: TCodeForm) => void | Promise<void>;
  onCancel: () => void;
};

/**
 * Entry of a 6-digit verification code (spec part 3 §4): an intro beside its icon, the server's error, the code
 * field, Resend with its countdown, Cancel and the submit button. The two-step login and the bidder sign-up
 * share it; each keeps its own flow (who sends the code, what the code completes).
 */
export function CodeEntryForm({
  form,
  icon,
  intro,
  introTestId,
  error,
  codeError,
  errorTestId,
  codeTestId,
  disabled,
  resend,
  submitLabel,
  isSubmitting,
  submitDisabled,
  footerStyle,
  onFinish,
  onCancel,
}: TCodeEntryFormProps) {
  // A refusal shows until the code is edited (the field's own rules speak again), and each try shows its own.
  const [isEdited, setEdited] = useState(false);
  const codeFieldError = useFieldError(isEdited ? undefined : codeError, errorTestId);
  return (
    <Flex vertical gap={16} style={{ paddingTop: 8 }}>
      <Flex gap={14} align="start">
        <div style={ICON_BOX}>{icon}</div>
        <Typography.Paragraph style={{ margin: 0 }} data-testid={introTestId}>
          {intro}
        </Typography.Paragraph>
      </Flex>
      {error && <Alert type="error" showIcon title={error} data-testid={errorTestId} />}
      <Form<TCodeForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setEdited(false);
          return onFinish(values);
        }}
        onValuesChange={() => setEdited(true)}
        disabled={disabled}
      >
        <Form.Item
          label="Verification code"
          name="code"
          rules={CODE_RULES}
          validateStatus={codeFieldError.status}
          help={codeFieldError.help}
          style={{ marginBottom: 8 }}
        >
          <Input
            {...codeFieldError.controlProps}
            size="large"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="000000"
            data-testid={codeTestId}
            style={{ letterSpacing: 6, fontVariantNumeric: 'tabular-nums' }}
          />
        </Form.Item>
        {resend && (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
            Didn't get the text?{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              disabled={resend.disabled}
              onClick={resend.onResend}
            >
              {resend.secondsLeft > 0 ? `Resend in ${resend.secondsLeft}s` : 'Resend'}
            </Button>
          </Typography.Text>
        )}
        <Flex gap={8} justify="end" style={footerStyle}>
          <Button onClick={onCancel} disabled={false}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
