import type { RouteObject } from 'react-router';
import { VisitorOnly } from '../guards';
import { lazyPage } from '../lazy-page';
import type { TRouteHandle } from './route-handle';

// The login page and its layout draw no antd on arrival: they load antd's stylesheet when the reader acts.
const LoginLayout = lazyPage(() => import('../layouts/LoginLayout'), 'LoginLayout', { antdStyles: false });
const LoginPage = lazyPage(() => import('../../features/auth/pages/LoginPage'), 'LoginPage', {
  antdStyles: false,
});
const ClientRegisterPage = lazyPage(
  () => import('../../features/registration/pages/ClientRegisterPage'),
  'ClientRegisterPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('../../features/registration/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const RegisterPage = lazyPage(() => import('../../features/registration/pages/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(
  () => import('../../features/registration/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);

/** The login layout's pages, for visitors only; /login's first paint carries the login form's card too. */
export const loginRoutes: RouteObject = {
  element: <VisitorOnly />,
  children: [
    {
      element: <LoginLayout />,
      handle: { shell: 'login-layout' } satisfies TRouteHandle,
      children: [
        { path: 'login', element: <LoginPage />, handle: { shell: 'login' } satisfies TRouteHandle },
        { path: 'admin/login', element: <LoginPage admin /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'client-register', element: <ClientRegisterPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'resetPassword', element: <ResetPasswordPage /> },
      ],
    },
  ],
};
