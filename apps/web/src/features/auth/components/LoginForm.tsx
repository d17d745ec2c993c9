import {
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ACCOUNT_MESSAGES } from '@bidright/domain';
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';

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

/** A label, a bordered input with its icon, and the field's message below it (styles.css `.login-field`). */
function LoginField({ label, error, icon, input, suffix }: TFieldProps) {
  const inputId = useId();
  const helpId = `${inputId}-help`;
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label className="login-label" htmlFor={inputId}>
        {label}
      </label>
      <span className="login-input">
        <span className="login-input-icon" aria-hidden="true">
          {icon}
        </span>
        <input
          {...input}
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helpId : undefined}
        />
        {suffix}
      </span>
      {error && (
        <div id={helpId} className="login-field-help" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

type TProps = {
  pending: boolean;
  onSubmit: (values: TLoginForm) => void;
  /** Between the password and the Login button (the forgot-password link, the server's answer). */
  children?: ReactNode;
  admin: boolean;
};

/**
 * The login form as plain markup, styled by styles.css with antd's large-form measures, so /login needs no
 * antd form code and draws exactly over index.html's outline of it (ADR 0018). The rule is the spec's: both
 * fields are required, with "Field is required!" under each (checked on submit, then as the user types).
 */
export function LoginForm({ pending, onSubmit, children, admin }: TProps) {
  const [values, setValues] = useState<TLoginForm>({ username: '', password: '' });
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
        label="Username"
        error={errors.username}
        icon={<UserOutlined />}
        input={{
          ...inputOf('username'),
          autoComplete: 'username',
          'data-testid': 'login-username',
          // The page's one task is this form (as the antd form had it).
          autoFocus: true,
        }}
      />
      <LoginField
        label="Password"
        error={errors.password}
        icon={<LockOutlined />}
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
            {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
      />
      {children}
      <button
        type="submit"
        className={`site-button is-large login-submit${admin ? ' login-submit-admin' : ''}`}
        disabled={pending}
        aria-busy={pending}
      >
        {pending && <LoadingOutlined aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
