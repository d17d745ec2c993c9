import { ACCOUNT_MESSAGES, isValidEmail, type TContactBody } from '@bidright/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { isLoggedIn, primaryRole, useSession } from '../../../lib/session';
import { useBidderAccount } from '../../account/api/bidder-account';
import { useSendContact } from '../api/content';

const required = { required: true, message: ACCOUNT_MESSAGES.fieldRequired };

/**
 * Contact Us (spec part 3 §3, §5): name, e-mail and message required; phone and company optional. Name,
 * e-mail and phone are pre-filled and locked when the signed-in bidder's are known.
 */
export function ContactForm() {
  const session = useSession();
  const isBidder = isLoggedIn(session) && primaryRole(session) === 'Bidder';
  const account = useBidderAccount(isBidder);
  const [form] = Form.useForm<TContactBody>();
  const send = useSendContact();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const known = isBidder ? account.data : undefined;

  useEffect(() => {
    if (known)
      form.setFieldsValue({
        name: known.name,
        email: known.email,
        phoneNumber: known.phone_number ?? undefined,
      });
  }, [known, form]);

  const onFinish = async (values: TContactBody) => {
    setResult(null);
    try {
      const answer = await send.mutateAsync(values);
      setResult({ type: 'success', text: answer.message });
      form.resetFields(['message', 'companyName']);
    } catch (error) {
      setResult({ type: 'error', text: error instanceof Error ? error.message : 'Something went wrong!' });
    }
  };

  return (
    <Form
      form={form}
      name="contact"
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      data-testid="contact-form"
    >
      <Form.Item label="Name" name="name" rules={[required]}>
        <Input autoComplete="name" disabled={Boolean(known?.name)} maxLength={100} />
      </Form.Item>
      <Form.Item
        label="E-mail"
        name="email"
        rules={[
          required,
          {
            validator: (_rule, value: string | undefined) =>
              !value || isValidEmail(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(ACCOUNT_MESSAGES.emailInvalid)),
          },
        ]}
      >
        <Input type="email" autoComplete="email" disabled={Boolean(known?.email)} maxLength={254} />
      </Form.Item>
      <Form.Item label="Phone number" name="phoneNumber">
        <Input type="tel" autoComplete="tel" disabled={Boolean(known?.phone_number)} maxLength={30} />
      </Form.Item>
      <Form.Item label="Company name" name="companyName">
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={[{ ...required, whitespace: true }]}>
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Form.Item>
      {result && (
        <Alert
          type={result.type}
          showIcon
          title={result.text}
          style={{ marginBottom: 16 }}
          data-testid="contact-result"
        />
      )}
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send Message
      </Button>
    </Form>
  );
}
