import { errorCodeFor, type TApiError, type TErrorCode } from '@bidright/domain';

/**
 * Typed HTTP errors. Use cases throw these with the spec's text; the one error handler turns them into
 * `{ message, code, errors? }`, the code named by the domain's error catalogue (errorCodeFor). Anything
 * else that escapes is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  /** The stable code clients decide by: the catalogue's code of the message, else its status's. */
  readonly code: TErrorCode;

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = errorCodeFor(statusCode, message);
  }
}

/** The one error body: the spec's message, its catalogue code, and the per-field messages when there are. */
export function errorBody(status: number, message: string, errors?: Record<string, string>): TApiError {
  const code = errorCodeFor(status, message);
  return errors ? { message, code, errors } : { message, code };
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Invalid token') => new HttpError(401, message);
export const forbidden = (message = 'You have no permission to complete the request!') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
