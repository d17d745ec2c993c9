import { PHONE_DIGITS } from '@bidright/domain';

/**
 * Formats a typed phone number as (XXX) XXX-XXXX while it is being typed (spec part 1 §5): only the digits
 * count, a leading 1 of an 11-digit entry is dropped, and at most 10 digits are kept.
 */
export function formatPhone(input: string | null | undefined): string {
  let digits = (input ?? '').replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The 10 digits sent to the server (a formatted value is always cut to them). */
export function phoneDigits(formatted: string | null | undefined): string {
  return formatPhone(formatted).replace(/\D/g, '');
}

/** A formatted number is complete at its full length, "(312) 555-0100". */
export const FORMATTED_PHONE_LENGTH = 14;
