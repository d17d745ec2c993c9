import { LOGIN_CLIENTS, LOGIN_FAILURE_TOAST, type TTokenResponse } from '@bidright/domain';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadAntdStyles, loadAntdStylesOnFirstInput } from '../../../lib/antd-styles';
import { type TFromLocation, takeReturnTo } from '../../../lib/navigation';
import { TOAST_SECONDS } from '../../../lib/notifier';
import { saveSession } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { loginErrorText, useLogin } from '../api/use-login';
import { ForgotPasswordLink, LoginCard } from '../components/LoginCard';
import { LoginForm, type TLoginForm } from '../components/LoginForm';
import { companyLinkOf } from '../public/company-link';

// Only accounts with two-step login need it: its antd modal and form (and antd's stylesheet, which this page
// does not load on arrival) load when the server asks for a code.
const TwoFactorRequiredModal = lazy(() =>
  Promise.all([import('../components/TwoFactorRequiredModal'), loadAntdStyles()]).then(([module]) => ({
    default: module.TwoFactorRequiredModal,
  })),
);

// The demo-account shortcuts exist only outside a production build: there the condition is the constant
// `true`, so the bundler drops this import and its chunk altogether.
const DemoAccounts = import.meta.env.PROD
  ? null
  : lazy(() => import('../components/DemoAccounts').then((module) => ({ default: module.DemoAccounts })));

const REDIRECT_DELAY_MS = 1500;

/**
 * A client who came through a company link is put on that company, as /connected-companies does. The
 * switch's code loads only then; a failed switch is ignored (spec part 3 §8: failed calls are silent), and
 * the client stays on the company the session had.
 */
async function followCompanyLink(token: TTokenResponse, state: unknown) {
  const link = companyLinkOf(state);
  if (!link || !token.roles.includes('Client')) return;
  const { switchSessionCompany } = await import('../../clients/api/clients');
  await switchSessionCompany(link.attorneyId, link.companyId, { silent: true }).catch(() => undefined);
}

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
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [errorText, setErrorText] = useState<string>();
  const [pending2FA, setPending2FA] = useState<TTokenResponse>();
  // A picked demo account: the form starts again from it (outside production only).
  const [preset, setPreset] = useState<{ values: TLoginForm; seq: number }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The page is plain markup (lazyPage's `antdStyles: false`); the toasts below and the pages after it are antd.
  useEffect(() => loadAntdStylesOnFirstInput(), []);

  const clientId = admin ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;

  /** Saves the session and goes on after the spec's 1500 ms delay (also after a two-step code). */
  const completeLogin = async (token: TTokenResponse) => {
    await Promise.all([saveSession(token), loadAntdStyles()]);
    await followCompanyLink(token, location.state);
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
      <LoginForm
        key={preset?.seq ?? 0}
        initialValues={preset?.values}
        pending={login.isPending}
        onSubmit={onFinish}
        admin={admin}
      >
        {!admin && <ForgotPasswordLink />}
        {errorText && (
          <div data-testid="login-error" className="login-error" role="alert">
            {errorText}
          </div>
        )}
      </LoginForm>
      {DemoAccounts && (
        <Suspense fallback={null}>
          <DemoAccounts
            admin={admin}
            onPick={(account) =>
              setPreset((last) => ({
                values: { username: account.userName, password: account.password },
                seq: (last?.seq ?? 0) + 1,
              }))
            }
          />
        </Suspense>
      )}
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
