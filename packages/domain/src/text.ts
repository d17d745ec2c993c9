import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './control-characters';

export { CONTROL_CHARACTER_MESSAGE, hasControlCharacters };

/**
 * Strict input shared by every route: text without control characters and numbers that are numbers.
 * PostgreSQL refuses a NUL byte in text (a 500 before this existed), and no form of ours types the other
 * control characters; tab, line feed and carriage return stay allowed for multi-line fields. The check itself
 * lives in control-characters.ts, without zod.
 */

/**
 * The one string schema for input: a string without control characters. Chain `.trim()`, `.min()`,
 * `.max()` … as on `z.string()`; `params` (a message) answers a missing or non-string value.
 */
export function zText(params?: string | { error: string }) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTER_MESSAGE });
}

/** Plain decimal numbers as forms and old clients send them in strings: "12", "-3.5", "0.25". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number field: a JSON number, or a decimal string (query strings, old clients). Never `true`, `[]`,
 * `""`, `"0x10"` or `"1e3"`, which `z.coerce.number()` silently turned into numbers. Chain `.int()`,
 * `.min()` … through `.pipe()`-free helpers: pass the finished number schema as `number`.
 */
export function zNumeric<T extends z.ZodType<number, number>>(number: T, message?: string) {
  const error = message ? { error: message } : undefined;
  return z.union(
    [number, z.string(error).trim().regex(DECIMAL, error).max(40, error).transform(Number).pipe(number)],
    error,
  );
}
