import { EyeInvisibleOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The login form's two fields, as the form and its outline name and mark them. */
export const LOGIN_FIELDS = {
  username: { label: 'Username', icon: <UserOutlined /> },
  password: { label: 'Password', icon: <LockOutlined /> },
} as const;

/** The password's show/hide toggle as it first shows (the password hidden). */
export const PASSWORD_HIDDEN_ICON = <EyeInvisibleOutlined />;

/** The Login button's classes (first-paint/login.css `.login-submit`); the admin's has room above it. */
export const loginSubmitClass = (admin: boolean) =>
  `site-button is-large login-submit${admin ? ' login-submit-admin' : ''}`;

/**
 * A login field's look (first-paint/login.css `.login-field`): its label, the bordered box with its icon,
 * what the caller puts in the box (the input and its toggle), and the field's message below it. The form's
 * outline in the first paint (LoginFormOutline) draws the same frame with an empty box.
 */
export function LoginFieldFrame({
  label,
  inputId,
  icon,
  error,
  helpId,
  children,
}: {
  label: string;
  /** The input the label names; none in the outline. */
  inputId?: string;
  icon: ReactNode;
  error?: string;
  helpId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label className="login-label" htmlFor={inputId}>
        {label}
      </label>
      <span className="login-input">
        <span className="login-input-icon" aria-hidden="true">
          {icon}
        </span>
        {children}
      </span>
      {error && (
        <div id={helpId} className="login-field-help" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
