import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The login form's card (first-paint/login.css `.login-card`): its heading, the line under it, the form, and
 * the way to sign up. LoginPage puts the form in it; the build renders it around the form's outline
 * (LoginFormOutline) into /login's static first paint (ADR 0018).
 */
export function LoginCard({ admin, children }: { admin: boolean; children: ReactNode }) {
  return (
    <div className="login-card">
      <h1>{admin ? 'Admin Login' : 'Login'}</h1>
      <p>
        {admin
          ? 'Sign in to the Bidright administration area.'
          : 'Welcome back. Sign in to continue to Bidright.'}
      </p>
      {children}
      {!admin && (
        <p className="login-footer">
          Don't have an account? <Link to="/register">Sign up</Link>
        </p>
      )}
    </div>
  );
}

/** The form's link to a new password, under the password field (out of the tab order in the outline). */
export function ForgotPasswordLink({ tabIndex }: { tabIndex?: number }) {
  return (
    <Link className="login-forgot" to="/forgot-password" tabIndex={tabIndex}>
      Forgot password?
    </Link>
  );
}
