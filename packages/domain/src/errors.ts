import { z } from 'zod';

/**
 * The one error body every failing API call answers with: the spec's message for people, a stable `code`
 * from the error catalogue (error-codes.ts) for programs, and `errors` mapping a field name to its message.
 */
export const ZApiError = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Texts the web client shows for HTTP failures (spec part 1 §8). */
export const HTTP_ERROR_TITLES = {
  503: 'Server is under deployment! - 503',
  500: 'Server error! - 500',
  404: 'Not found! - 404',
  403: 'Permission error! - 403',
  401: 'Invalid token',
  other: 'Error occurred while requesting!',
} as const;

export const NO_PERMISSION_MESSAGE = 'You have no permission to complete the request!';

/** Texts the login pages show (spec part 3 §8). */
export const LOGIN_ERROR_TITLES = {
  503: 'DEPLOYMENT IN PROGRESS! - 503',
  500: 'SERVER ERROR! - 500',
  403: 'There has been a permission error! - 403',
} as const;
export const LOGIN_FAILURE_TOAST = 'Something went wrong!';
