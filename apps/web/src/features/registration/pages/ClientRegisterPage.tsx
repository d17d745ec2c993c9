import { BankOutlined, LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES as M } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { phoneRules } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { formatPhone, phoneDigits } from '../../../components/forms/phone';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { companyLinkState } from '../../auth/public/company-link';
import { attorneyInviteQueryOptions, registerClient } from '../api/registration';
import { AuthCard, FormSection } from '../components/AuthCard';
import { PasswordFields } from '../components/PasswordFields';
import { NameFields, UserNameAvailabilityField } from '../components/PersonFields';
import { SignupSuccess } from '../components/SignupSuccess';

/** The spec's pause between a client sign-up and the thank-you screen. */
export const CLIENT_SUCCESS_DELAY_MS = 5000;

const CHOOSE_ANOTHER = 'Please choose another username.';

type TClientForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  userName: string;
  password: string;
  confirmPassword: string;
};

/** The phone is optional here; when given it must be complete. */
const optionalPhoneRules = phoneRules.filter((rule) => !('required' in rule && rule.required));

/**
 * Invited law-firm client sign-up, /client-register?email=…&companyId=…&token=… (spec part 3 §2, §4, §5, §8):
 * the link e-mailed to the attorney carries a single-use token; the page loads the invited attorney with it,
 * then the form; after signing up waits 5 s before the thank-you screen. Without the token the page answers
 * like an unknown e-mail.
 */
export function ClientRegisterPage() {
  const { message, modal, notification } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const companyId = params.get('companyId')?.trim() || null;
  const token = params.get('token')?.trim() ?? '';
  const [form] = Form.useForm<TClientForm>();
  const [phase, setPhase] = useState<'form' | 'finishing' | 'done'>('form');
  const [isSubmitting, setSubmitting] = useState(false);
  const [errorText, setErrorText] = useState<string>();
  // StrictMode runs effects twice; one visit shows one warning.
  const warned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const invite = useQuery({
    ...attorneyInviteQueryOptions(email, companyId, token),
    enabled: Boolean(email && token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if ((email && token) || warned.current) return;
    warned.current = true;
    message.warning(M.emailNotFound);
    navigate('/login', { replace: true });
  }, [email, token, message, navigate]);

  useEffect(() => {
    const error = invite.error;
    if (!error || warned.current) return;
    warned.current = true;
    const toLogin = () => navigate('/login', { replace: true });
    if (error instanceof ApiError && error.status === 403) {
      modal.warning({ title: M.emailCompanyMismatch, onOk: toLogin, centered: true });
      return;
    }
    modal.error({
      title: error.message,
      content: (
        <Typography.Text>
          <MailOutlined /> {email}
        </Typography.Text>
      ),
      onOk: toLogin,
      centered: true,
    });
  }, [invite.error, email, modal, navigate]);

  const data = invite.data;

  if (phase === 'done')
    return (
      <SignupSuccess
        description="Your client account is ready. Log in to see your firm's cases."
        // The inviting company's link: the login puts the new client's session on that company (part 3 §4).
        loginState={data?.companyId ? companyLinkState(data.companyId, data.attorneyId) : undefined}
      />
    );
  if (phase === 'finishing')
    return (
      <AuthCard>
        <Result
          icon={<LoadingOutlined style={{ color: '#1f4e8c' }} />}
          title="Setting up your account…"
          subTitle="This takes a few seconds."
          data-testid="client-finishing"
        />
      </AuthCard>
    );

  const onFinish = async (values: TClientForm) => {
    if (!data) return;
    setSubmitting(true);
    setErrorText(undefined);
    try {
      await registerClient({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: data.email,
        phone: values.phone ? phoneDigits(values.phone) : null,
        userName: values.userName.trim(),
        password: values.password,
        attorneyId: data.attorneyId,
        companyId: data.companyId,
        token,
        firmName: data.firmName,
      });
      setPhase('finishing');
      timer.current = setTimeout(() => setPhase('done'), CLIENT_SUCCESS_DELAY_MS);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors?.userName) {
        form.setFields([{ name: 'userName', errors: [M.clientUserNameUnavailable] }]);
        notification.warning({ title: M.clientUserNameUnavailable, description: CHOOSE_ANOTHER });
      } else {
        setErrorText(failure instanceof Error ? failure.message : 'Something went wrong!');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Client sign up"
      subtitle="You were invited to Bidright. Create your account to follow your firm's cases and auctions."
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Form<TClientForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={isSubmitting}
          initialValues={{
            firstName: data.firstName,
            lastName: data.lastName,
            email: data.email,
            phone: formatPhone(data.phone),
          }}
        >
          <Alert
            type="info"
            showIcon
            icon={<BankOutlined />}
            title={data.firmName}
            description="Your law firm"
            style={{ marginBottom: 20, background: '#f0f5fc', border: '1px solid #d6e2f3' }}
          />
          <FormSection>Your details</FormSection>
          <NameFields />
          <Form.Item label="Email" name="email">
            <Input prefix={<MailOutlined />} readOnly variant="filled" />
          </Form.Item>
          <Form.Item label="Phone (optional)" name="phone" rules={optionalPhoneRules}>
            <PhoneInput />
          </Form.Item>
          <FormSection>Account</FormSection>
          <UserNameAvailabilityField takenMessage={`${M.clientUserNameUnavailable} ${CHOOSE_ANOTHER}`} />
          <PasswordFields />
          {errorText && (
            <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} role="alert" />
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Sign up
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
