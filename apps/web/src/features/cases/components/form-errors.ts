import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-error';

/**
 * Puts a 400's per-field messages under the matching form fields. The toast with the message was
 * already shown by the API client; this only adds the field detail.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  const fields = Object.entries(error.errors).map(([name, message]) => ({
    name: name.split('.')[0] ?? name,
    errors: [message],
  }));
  if (fields.length > 0) form.setFields(fields);
}
