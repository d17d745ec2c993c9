import { LOGIN_CLIENTS, LOGIN_FAILURE_TOAST, type TTokenResponse } from '@bidright/domain';
import { App } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadAntdStyles, loadAntdStylesOnFirstInput } from '../../../lib/antd-styles';
import { type TFromLocation, takeReturnTo } from '../../../lib/navigation';
import { TOAST_SECONDS } from '../../../lib/notifier';
import { saveSession } from '../../../lib/session';
import { loginErrorText, useLogin } from '../api/use-login';
import { ForgotPasswordLink, LoginCard } from '../components/LoginCard';
import { LoginForm, type TLoginForm } from '../components/LoginForm';

// Only accounts with two-step login need it: its antd modal and form (and antd's stylesheet, which this page
// does not load on arrival) load when the server asks for a code.
const TwoFactorRequiredModal = lazy(() =>
  Promise.all([import('../components/TwoFactorRequiredModal'), loadAntdStyles()]).then(([module]) => ({
    default: module.TwoFactorRequiredModal,
  })),
);

const REDIRECT_DELAY_MS = 1500;

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
  // The page is plain markup (lazyPage's `antdStyles: false`); the toasts below and the pages after it are antd.
  useEffect(() => loadAntdStylesOnFirstInput(), []);

  const clientId = admin ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;

  /** Saves the session and goes on after the spec's 1500 ms delay (also after a two-step code). */
  const completeLogin = async (token: TTokenResponse) => {
    await Promise.all([saveSession(token), loadAntdStyles()]);
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
        onError: async (error) => {
          setErrorText(loginErrorText(error));
          await loadAntdStyles();
          message.error({ content: LOGIN_FAILURE_TOAST, duration: 4 });
        },
      },
    );
  };

  return (
    // Plain markup (LoginCard, LoginForm), as the first paint of /login draws it before any script (ADR 0018).
    <LoginCard admin={admin}>
      <LoginForm pending={login.isPending} onSubmit={onFinish} admin={admin}>
        {!admin && <ForgotPasswordLink />}
        {errorText && (
          <div data-testid="login-error" className="login-error" role="alert">
            {errorText}
          </div>
        )}
      </LoginForm>
      {pending2FA && (
        <Suspense fallback={null}>
          <TwoFactorRequiredModal
            pending={pending2FA}
            clientId={clientId}
            onCancel={() => setPending2FA(undefined)}
            onVerified={completeLogin}
          />
        </Suspense>
      )}
    </LoginCard>
  );
}
