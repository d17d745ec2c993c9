import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifyWarning } from '../../lib/notifier';

/**
 * Shows a failed save: the server's per-field messages under the fields the form has, and the message as a
 * warning (400) or error otherwise. Used with `silent` API calls.
 */
export function showSaveError<T>(error: unknown, form?: FormInstance<T>, fields: readonly string[] = []) {
  if (!(error instanceof ApiError)) {
    notifyError('Something went wrong!');
    return;
  }
  if (error.status === 401) return;
  const fieldErrors = Object.entries(error.errors ?? {}).filter(([name]) => fields.includes(name));
  if (form && fieldErrors.length) {
    form.setFields(fieldErrors.map(([name, message]) => ({ name: name as never, errors: [message] })));
    // As a submit that the rules stop (app/providers.tsx): the focus goes to the first field in error, which a
    // screen reader reads with its message.
    form.scrollToField(fieldErrors[0]![0] as never, { focus: true, block: 'center' });
  }
  if (error.status === 400) notifyWarning(error.message);
  else notifyError(error.status === 500 ? 'SERVER ERROR! - 500' : 'Something went wrong!', error.message);
}
