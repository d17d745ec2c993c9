import { BIDDER_MIN_AGE, type TSmsCodeSent } from '@bidright/domain';
import { Alert, Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { birthDateRules, phoneRules } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { phoneDigits } from '../../../components/forms/phone';
import { ApiError } from '../../../lib/api-error';
import { registerBidder, sendRegistrationCode } from '../api/registration';
import { newUserBody, type TNewUserForm } from '../utils/new-user-body';
import { AddressFields } from './AddressFields';
import { FormSection } from './AuthCard';
import { ConsentField } from './ConsentField';
import { PasswordFields } from './PasswordFields';
import { EmailAvailabilityField, NameFields, UserNameAvailabilityField } from './PersonFields';
import { RegistrationCodeModal } from './RegistrationCodeModal';

export type TBidderForm = TNewUserForm & {
  birthDate: Dayjs;
  dca: boolean;
};

/** Fields the server may name in a 400 that belong to the form rather than to the code. */
const FORM_FIELDS = new Set(['firstName', 'lastName', 'email', 'phoneNumber', 'birthDate', 'userName']);

/** Latest birth date a bidder may pick: 18 years ago today. */
const latestBirthDate = () => dayjs().subtract(BIDDER_MIN_AGE, 'year').endOf('day');

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong!';
}

/**
 * Bidder sign-up (spec part 3 §4, §5): the form, then a code texted to the phone, then the account is
 * created with the code. A field the server refuses (a name taken meanwhile) goes back to the form.
 */
export function BidderRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [form] = Form.useForm<TBidderForm>();
  const [values, setValues] = useState<TBidderForm>();
  const [sent, setSent] = useState<TSmsCodeSent & { at: number }>();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const sendCode = async (phone: string) => {
    const answer = await sendRegistrationCode(phoneDigits(phone));
    setSent({ ...answer, at: Date.now() });
  };

  const onFinish = async (next: TBidderForm) => {
    setError(undefined);
    setSending(true);
    try {
      // The same phone reuses the code already texted; the modal's Resend asks for a new one.
      if (!sent || values?.phoneNumber !== next.phoneNumber) await sendCode(next.phoneNumber);
      setValues(next);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  const onSubmitCode = async (code: string) => {
    if (!values || !sent) return;
    try {
      await registerBidder({
        ...newUserBody(values),
        birthDate: values.birthDate.format('YYYY-MM-DD'),
        verificationId: sent.id,
        verificationCode: code,
      });
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? Object.entries(failure.errors ?? {}) : [];
      const formErrors = fieldErrors.filter(([field]) => FORM_FIELDS.has(field));
      if (formErrors.length > 0) {
        setValues(undefined);
        form.setFields(
          formErrors.map(([field, text]) => ({ name: field as keyof TBidderForm, errors: [text] })),
        );
        setError(formErrors[0]?.[1]);
        return;
      }
      throw failure;
    }
    setValues(undefined);
    onRegistered();
  };

  return (
    <>
      <Form<TBidderForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={isSending}
      >
        <FormSection>Personal information</FormSection>
        <NameFields />
        <EmailAvailabilityField />
        <Form.Item
          label="Mobile phone"
          name="phoneNumber"
          rules={phoneRules}
          extra="We will text a code to it."
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item label="Date of birth" name="birthDate" rules={birthDateRules}>
          <DatePicker
            style={{ width: '100%' }}
            format="MM/DD/YYYY"
            placeholder="MM/DD/YYYY"
            disabledDate={(date) => date.isAfter(latestBirthDate())}
            defaultPickerValue={latestBirthDate()}
          />
        </Form.Item>

        <FormSection>Mailing address</FormSection>
        <AddressFields />

        <FormSection>Account</FormSection>
        <UserNameAvailabilityField />
        <PasswordFields />
        <ConsentField />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Button type="primary" htmlType="submit" block size="large" loading={isSending}>
          Sign up
        </Button>
      </Form>
      <RegistrationCodeModal
        open={Boolean(values && sent)}
        phone={values?.phoneNumber ?? ''}
        sentAt={sent?.at}
        onSubmitCode={onSubmitCode}
        onResend={() => sendCode(values?.phoneNumber ?? '')}
        onCancel={() => setValues(undefined)}
      />
    </>
  );
}
