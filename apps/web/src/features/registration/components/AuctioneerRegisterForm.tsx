import { BankOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES as M } from '@bidright/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { phoneRules, requiredRule } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { phoneDigits } from '../../../components/forms/phone';
import { ApiError, hasErrorCode } from '../../../lib/api-error';
import { registerAuctioneer } from '../api/registration';
import { AvailabilityFormItem } from '../public/AvailabilityFormItem';
import { newUserBody, type TNewUserForm } from '../utils/new-user-body';
import { AddressFields } from './AddressFields';
import { FormSection } from './AuthCard';
import { ConsentField } from './ConsentField';
import { PasswordFields } from './PasswordFields';
import { EmailAvailabilityField, NameFields, UserNameAvailabilityField } from './PersonFields';

type TAuctioneerForm = TNewUserForm & {
  companyName: string;
  companyPhoneNumber: string;
  dca: boolean;
};

/**
 * Auction-host sign-up (spec part 3 §3, §5): the company with its office phone and address, and its
 * manager's account. A company name that already exists disables sign up.
 */
export function AuctioneerRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [form] = Form.useForm<TAuctioneerForm>();
  const [isDuplicate, setDuplicate] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const onFinish = async (values: TAuctioneerForm) => {
    setError(undefined);
    setSubmitting(true);
    try {
      await registerAuctioneer({
        companyName: values.companyName.trim(),
        companyPhoneNumber: phoneDigits(values.companyPhoneNumber),
        ...newUserBody(values),
      });
      onRegistered();
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) {
        const fields = Object.entries(failure.errors).filter(([field]) => form.getFieldInstance(field));
        form.setFields(
          fields.map(([field, text]) => ({ name: field as keyof TAuctioneerForm, errors: [text] })),
        );
        if (hasErrorCode(failure, 'DUPLICATE_COMPANY')) setDuplicate(true);
      }
      setError(failure instanceof Error ? failure.message : 'Something went wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<TAuctioneerForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={isSubmitting}
    >
      <FormSection>Company</FormSection>
      <AvailabilityFormItem
        kind="company"
        name="companyName"
        label="Company name"
        rules={[requiredRule]}
        takenMessage={M.duplicateCompany}
        onTakenChange={(taken) => setDuplicate(Boolean(taken))}
      >
        <Input prefix={<BankOutlined />} autoComplete="organization" />
      </AvailabilityFormItem>
      <Form.Item label="Office phone" name="companyPhoneNumber" rules={phoneRules}>
        <PhoneInput autoComplete="off" />
      </Form.Item>
      <AddressFields streetLabel="Office address" />

      <FormSection>Manager</FormSection>
      <NameFields />
      <EmailAvailabilityField />
      <Form.Item label="Mobile phone" name="phoneNumber" rules={phoneRules}>
        <PhoneInput />
      </Form.Item>
      <UserNameAvailabilityField />
      <PasswordFields />
      <ConsentField />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={isSubmitting}
        disabled={isDuplicate}
      >
        Sign up
      </Button>
    </Form>
  );
}
