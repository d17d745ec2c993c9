/** A failed HTTP call: status, the server's message and its per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** Turns a failed response into an ApiError, reading the `{ message, errors }` body when there is one. */
export async function toApiError(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  let errors: Record<string, string> | undefined;
  try {
    const text = await response.text();
    if (text) {
      try {
        const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
        if (typeof body.message === 'string') message = body.message;
        if (body.errors && typeof body.errors === 'object') errors = body.errors as Record<string, string>;
      } catch {
        message = text;
      }
    }
  } catch {
    // Body unreadable: keep the status text.
  }
  return new ApiError(response.status, message, errors);
}
