import { normalizePhone } from '@bidright/domain';

/** Formats a phone number as it is typed: "7085550143" → "(708) 555-0143"; only the first 10 digits count. */
export function formatPhone(input: string | null | undefined): string {
  const digits = normalizePhone(input ?? '');
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
