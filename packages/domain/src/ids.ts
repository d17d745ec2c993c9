import { z } from 'zod';

/** Largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** The form the API hands ids out in: decimal digits, no sign, no leading zero, no spaces. */
const ID_DIGITS = /^[1-9][0-9]*$/;

/**
 * The one id schema of the API, for path parameters, query strings and bodies alike. It accepts exactly
 * what the API hands out (`"id": "1"`) and the number the web forms send (`1`); anything else is refused
 * with `message`: `0x10`, ` 1`, `1e3`, `true`, `[]`, `""`, 0, negatives and ids beyond a 32-bit column.
 * The parsed value is a number.
 */
export function zId(message = 'Invalid id.') {
  const range = z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, {
      error: message,
    });
  return z.union(
    [
      range,
      z
        .string({ error: message })
        .regex(ID_DIGITS, { error: message })
        .max(10, { error: message })
        .transform(Number)
        .pipe(range),
    ],
    { error: message },
  );
}

/** An id with the generic message: every path parameter `{id}`, `{lotId}`, `{auctionId}` … */
export const ZId = zId();
