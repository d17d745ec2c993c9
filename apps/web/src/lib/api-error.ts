import type { TErrorCode } from '@bidright/domain';

/**
 * A failed HTTP call: status, the server's message (the spec's text, for people), its stable `code` from
 * the domain's error catalogue (for deciding what to do) and its per-field messages.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** The catalogue code the server answered, if any (a proxy's or a network failure has none). */
  readonly code: string | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/** Whether a failure is the API's refusal with this catalogue code: how the client decides, never by text. */
export function hasErrorCode(failure: unknown, code: TErrorCode): failure is ApiError {
  return failure instanceof ApiError && failure.code === code;
}

/**
 * Reads a failed answer's text into an ApiError: the `{ message, code?, errors? }` body when it is one,
 * else the text itself, else the status text (`fallback`).
 */
export function apiErrorFromBody(status: number, text: string, fallback: string): ApiError {
  if (!text) return new ApiError(status, fallback);
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; errors?: unknown };
    return new ApiError(
      status,
      typeof body.message === 'string' ? body.message : fallback,
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined,
      typeof body.code === 'string' ? body.code : undefined,
    );
  } catch {
    return new ApiError(status, text);
  }
}

/** Turns a failed response into an ApiError, reading the `{ message, code?, errors? }` body when there is one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // Body unreadable: keep the status text.
  }
  return apiErrorFromBody(response.status, text, fallback);
}
