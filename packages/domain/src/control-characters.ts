/**
 * Text without control characters (see text.ts): the check alone, without zod, so a page that checks a field
 * (the login and account forms, through account-rules.ts) does not load zod with it (issue 41).
 */

/** The answer to text with a control character in it. */
export const CONTROL_CHARACTER_MESSAGE = 'The text contains characters that are not allowed!';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `value` holds a character no text field accepts (NUL, other C0/C1 controls, DEL). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
