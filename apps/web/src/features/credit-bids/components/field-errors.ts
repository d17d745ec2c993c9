import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-error';

/** Puts a 400's per-field messages under the form's fields (the API client already showed the message). */
export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  form.setFields(Object.entries(error.errors).map(([name, message]) => ({ name, errors: [message] })));
}
