import { useQueryClient } from '@tanstack/react-query';
import { Form, type FormRule } from 'antd';
import { type ReactNode, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { availabilityQueryOptions, type TAvailabilityKind } from '../api/availability';

/** The spec's search debounce: the check runs 500 ms after the last keystroke. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

type TProps = {
  kind: TAvailabilityKind;
  name: string;
  label: ReactNode;
  /** Format rules; the availability call runs only once they pass. */
  rules: FormRule[];
  /** Whether a value is worth asking about (e.g. a well-formed e-mail). */
  isCheckable?: (value: string) => boolean;
  takenMessage: string;
  /** Shown in green under the field when the value is free; none when omitted. */
  availableMessage?: string;
  /** Told the latest answer: true when taken, undefined while unknown. */
  onTakenChange?: (taken: boolean | undefined) => void;
  children: ReactNode;
};

/**
 * A form field with a live availability check (spec part 3 §5): debounced 500 ms, answered by the server
 * (true = taken), cached per value so submitting does not ask again. A failed call does not block the
 * form: the server checks again on sign-up.
 */
export function AvailabilityFormItem({
  kind,
  name,
  label,
  rules,
  isCheckable = () => true,
  takenMessage,
  availableMessage,
  onTakenChange,
  children,
}: TProps) {
  const queryClient = useQueryClient();
  const form = Form.useFormInstance();
  const current = Form.useWatch(name, form) as string | undefined;
  const [checked, setChecked] = useState<{ value: string; taken: boolean }>();

  const report = (next: { value: string; taken: boolean } | undefined) => {
    setChecked(next);
    onTakenChange?.(next?.taken);
  };

  const availabilityRule: FormRule = {
    validator: async (_rule, raw: string | undefined) => {
      const value = (raw ?? '').trim();
      if (!value || !isCheckable(value)) {
        report(undefined);
        return;
      }
      let taken: boolean;
      try {
        taken = await queryClient.fetchQuery(availabilityQueryOptions(kind, value));
      } catch {
        report(undefined);
        return;
      }
      report({ value, taken });
      if (taken) throw new Error(takenMessage);
    },
  };

  const isShownAvailable =
    availableMessage && checked && !checked.taken && checked.value === (current ?? '').trim();

  return (
    <Form.Item
      name={name}
      label={label}
      rules={[...rules, availabilityRule]}
      validateFirst
      validateDebounce={AVAILABILITY_DEBOUNCE_MS}
      hasFeedback
      extra={
        isShownAvailable ? (
          <Typography.Text type="success" data-testid={`${name}-available`}>
            {availableMessage}
          </Typography.Text>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}
