import type { ReactNode } from 'react';
import { LOGIN_FIELDS, LoginFieldFrame, loginSubmitClass, PASSWORD_HIDDEN_ICON } from './LoginFieldFrame';

/**
 * The login form's outline for /login's static first paint (ADR 0018; the build renders it into LoginCard):
 * LoginForm's fields, link and button in their places and look, inert (no form and no inputs, so nothing can
 * be typed or sent before the app's own form replaces it, and hidden from assistive technology).
 */
export function LoginFormOutline({ children }: { children?: ReactNode }) {
  return (
    <div className="login-form" aria-hidden="true">
      <LoginFieldFrame {...LOGIN_FIELDS.username} />
      <LoginFieldFrame {...LOGIN_FIELDS.password}>
        {/* The box's own input takes its room in the app; the toggle sits at its end. */}
        <span className="login-input-spacer" />
        <span className="login-input-toggle">{PASSWORD_HIDDEN_ICON}</span>
      </LoginFieldFrame>
      {children}
      <span className={loginSubmitClass(false)}>Login</span>
    </div>
  );
}
