import { useId } from 'react';

/**
 * A field's error that antd's own validation does not show: a server's refusal of what was typed, or a check
 * of the page's own. antd ties its rule messages to a named Form.Item's control, but not a message passed by
 * hand, and none of them is announced. This ties the message to its control (`aria-invalid`, and
 * `aria-describedby` naming the message, so a screen reader reads it with the field) and makes it
 * `role="alert"`, so it is read out when it appears (WCAG 3.3.1, 4.1.3).
 *
 * Put `help` in the Form.Item's `help` (or under the control, outside a form), `status` in its
 * `validateStatus` (or the control's `status`), and spread `controlProps` on the control.
 */
export function useFieldError(error: string | null | undefined, testId?: string) {
  const id = useId();
  if (!error) return { help: undefined, status: undefined, controlProps: {} } as const;
  return {
    help: (
      <span id={id} role="alert" data-testid={testId}>
        {error}
      </span>
    ),
    status: 'error',
    controlProps: { 'aria-invalid': true, 'aria-describedby': id },
  } as const;
}
