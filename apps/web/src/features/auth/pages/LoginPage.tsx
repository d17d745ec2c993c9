import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, LOGIN_CLIENTS, LOGIN_FAILURE_TOAST, type TTokenResponse } from '@bidright/domain';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type TFromLocation, takeReturnTo } from '../../../lib/navigation';
import { TOAST_SECONDS } from '../../../lib/notifier';
import { saveSession } from '../../../lib/session';
import { loginErrorText, useLogin } from '../api/use-login';
import { TwoFactorRequiredModal } from '../components/TwoFactorRequiredModal';

const REDIRECT_DELAY_MS = 1500;
const REQUIRED = [{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }];

type TLoginForm = { username: string; password: string };

function fromState(state: unknown): string | undefined {
  const from = (state as { from?: Partial<TFromLocation> } | null)?.from;
  if (!from?.pathname) return undefined;
  return from.pathname + (from.search ?? '') + (from.hash ?? '');
}

/** Picks the page to land on after login, ignoring remembered pages of the other area. */
function destination(remembered: string | undefined, isAdminPage: boolean): string {
  const fallback = isAdminPage ? '/admin' : '/';
  if (!remembered || remembered.startsWith('/login') || remembered.startsWith('/admin/login'))
    return fallback;
  const isAdminPath = remembered === '/admin' || remembered.startsWith('/admin/');
  return isAdminPath === isAdminPage ? remembered : fallback;
}

/** /login and /admin/login (spec part 3 §4). */
export function LoginPage({ admin = false }: { admin?: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [errorText, setErrorText] = useState<string>();
  const [pending2FA, setPending2FA] = useState<TTokenResponse>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const clientId = admin ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;

  /** Saves the session and goes on after the spec's 1500 ms delay (also after a two-step code). */
  const completeLogin = async (token: TTokenResponse) => {
    await saveSession(token);
    setPending2FA(undefined);
    message.success({ content: 'Login successful!', duration: TOAST_SECONDS });
    const stored = takeReturnTo();
    const remembered = fromState(location.state) ?? stored;
    const to = destination(remembered, admin);
    timer.current = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
  };

  const onFinish = (values: TLoginForm) => {
    setErrorText(undefined);
    login.mutate(
      { username: values.username.trim(), password: values.password, clientId },
      {
        onSuccess: async (token) => {
          if (token.required2FA) {
            setPending2FA(token);
            return;
          }
          await completeLogin(token);
        },
        onError: (error) => {
          setErrorText(loginErrorText(error));
          message.error({ content: LOGIN_FAILURE_TOAST, duration: 4 });
        },
      },
    );
  };

  return (
    // The card and its heading are plain markup (styles.css `.login-card`), as in index.html's first paint of
    // /login (ADR 0018), which shows them before any script has run.
    <div className="login-card">
      <h1>{admin ? 'Admin Login' : 'Login'}</h1>
      <p>
        {admin
          ? 'Sign in to the Bidright administration area.'
          : 'Welcome back. Sign in to continue to Bidright.'}
      </p>
      <Form<TLoginForm>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={login.isPending}
        size="large"
      >
        <Form.Item label="Username" name="username" rules={REQUIRED}>
          <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-username" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={REQUIRED} style={{ marginBottom: 8 }}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        {!admin && (
          <Flex justify="end" style={{ marginBottom: 16 }}>
            <Link to="/forgot-password">Forgot password?</Link>
          </Flex>
        )}
        {errorText && (
          <div data-testid="login-error" role="alert" style={{ marginBottom: 16 }}>
            <Typography.Text type="danger">{errorText}</Typography.Text>
          </div>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.isPending}
          style={{ marginTop: admin ? 16 : 0 }}
        >
          Login
        </Button>
      </Form>
      {!admin && (
        <Typography.Paragraph
          style={{ textAlign: 'center', marginTop: 20, marginBottom: 0 }}
          type="secondary"
        >
          Don't have an account? <Link to="/register">Sign up</Link>
        </Typography.Paragraph>
      )}
      <TwoFactorRequiredModal
        pending={pending2FA}
        clientId={clientId}
        onCancel={() => setPending2FA(undefined)}
        onVerified={completeLogin}
      />
    </div>
  );
}
