import { EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES } from '@bidright/domain';
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { LOGIN_FIELDS, LoginFieldFrame, loginSubmitClass, PASSWORD_HIDDEN_ICON } from './LoginFieldFrame';

export type TLoginForm = { username: string; password: string };
type TField = keyof TLoginForm;
type TErrors = Partial<Record<TField, string>>;

function validate(values: TLoginForm): TErrors {
  const errors: TErrors = {};
  if (!values.username.trim()) errors.username = ACCOUNT_MESSAGES.fieldRequired;
  if (!values.password) errors.password = ACCOUNT_MESSAGES.fieldRequired;
  return errors;
}

type TFieldProps = {
  label: string;
  error: string | undefined;
  icon: ReactNode;
  /** The input's own attributes; its id, and its error state for assistive technology, come from here. */
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid': string };
  suffix?: ReactNode;
};

/** A label, a bordered input with its icon, and the field's message below it (LoginFieldFrame). */
function LoginField({ label, error, icon, input, suffix }: TFieldProps) {
  const inputId = useId();
  const helpId = `${inputId}-help`;
  return (
    <LoginFieldFrame label={label} inputId={inputId} icon={icon} error={error} helpId={helpId}>
      <input
        {...input}
        id={inputId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? helpId : undefined}
      />
      {suffix}
    </LoginFieldFrame>
  );
}

type TProps = {
  pending: boolean;
  onSubmit: (values: TLoginForm) => void;
  /** Between the password and the Login button (the forgot-password link, the server's answer). */
  children?: ReactNode;
  admin: boolean;
  /** Values to start from (a demo account picked outside production); the form starts empty without. */
  initialValues?: TLoginForm;
};

/**
 * The login form as plain markup, styled by first-paint/login.css with antd's large-form measures, so /login
 * needs no antd form code and draws exactly over its outline in the first paint (LoginFormOutline, ADR 0018).
 * The rule is the spec's: both fields are required, with "Field is required!" under each (checked on submit,
 * then as the user types).
 */
export function LoginForm({ pending, onSubmit, children, admin, initialValues }: TProps) {
  const [values, setValues] = useState<TLoginForm>(initialValues ?? { username: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const change = (field: TField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const inputOf = (field: TField) => ({
    name: field,
    value: values[field],
    disabled: pending,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <LoginField
        {...LOGIN_FIELDS.username}
        error={errors.username}
        input={{
          ...inputOf('username'),
          autoComplete: 'username',
          'data-testid': 'login-username',
          // The page's one task is this form (as the antd form had it).
          autoFocus: true,
        }}
      />
      <LoginField
        {...LOGIN_FIELDS.password}
        error={errors.password}
        input={{
          ...inputOf('password'),
          type: showPassword ? 'text' : 'password',
          autoComplete: 'current-password',
          'data-testid': 'login-password',
        }}
        suffix={
          <button
            type="button"
            className="login-input-toggle"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            disabled={pending}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOutlined /> : PASSWORD_HIDDEN_ICON}
          </button>
        }
      />
      {children}
      <button type="submit" className={loginSubmitClass(admin)} disabled={pending} aria-busy={pending}>
        {pending && <LoadingOutlined aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
