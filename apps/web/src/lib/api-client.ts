import { HTTP_ERROR_TITLES, NO_PERMISSION_MESSAGE } from '@bidright/domain';
import { ApiError, toApiError } from './api-error';
import { requestRefreshToken } from './auth-token';
import { currentLocation, navigateTo, rememberReturnTo } from './navigation';
import { notifyError, notifyWarning } from './notifier';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSession,
  isAdminSession,
  loginClientOf,
  saveSession,
} from './session';

export type TApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Any other body (FormData, URLSearchParams, a Blob) sent as is. */
  body?: BodyInit | null;
  /** Skip the shared error toast; the caller shows its own. */
  silent?: boolean;
};

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Refreshes the tokens once for everyone: while a refresh runs, every caller gets the same promise.
 * A failed refresh ends the session and sends the user to the right login page.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<boolean> {
  const session = getSession();
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    try {
      const token = await requestRefreshToken({ refreshToken, clientId: loginClientOf(session) });
      await saveSession(token);
      return true;
    } catch {
      // Falls through to ending the session.
    }
  }
  endSession(isAdminSession(session));
  return false;
}

/** Clears the session and goes to login, remembering the page (router state and sessionStorage). */
function endSession(wasAdmin: boolean): void {
  const from = currentLocation();
  clearSession();
  rememberReturnTo(from);
  navigateTo(wasAdmin ? '/admin/login' : '/login', { replace: true, state: { from } });
}

/** The one place HTTP failures turn into user-visible notices (spec part 1 §8). */
export function reportHttpError(error: ApiError): void {
  switch (error.status) {
    case 401:
      return; // Handled by refresh and redirect.
    case 400:
      notifyWarning(error.message);
      return;
    case 403:
      notifyError(HTTP_ERROR_TITLES[403], NO_PERMISSION_MESSAGE);
      return;
    case 404:
      notifyError(HTTP_ERROR_TITLES[404], error.message);
      return;
    case 500:
      notifyError(HTTP_ERROR_TITLES[500]);
      return;
    case 503:
      notifyError(HTTP_ERROR_TITLES[503]);
      return;
    default:
      notifyError(HTTP_ERROR_TITLES.other, error.message);
  }
}

function send(path: string, init: TApiFetchInit, token: string | undefined): Promise<Response> {
  const { json, silent: _silent, headers: extraHeaders, body, ...rest } = init;
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | null | undefined = body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(json);
  }
  return fetch(path, { ...rest, headers, body: payload, credentials: 'include' });
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * Calls the Bidright API with the bearer token. Refreshes first when only the refresh token is left;
 * on a 401 it waits for the single shared refresh and retries once with the new token.
 */
export async function apiFetch<T>(path: string, init: TApiFetchInit = {}): Promise<T> {
  if (refreshInFlight) await refreshInFlight;
  if (!getAccessToken() && getRefreshToken()) {
    if (!(await refreshSession())) throw new ApiError(401, HTTP_ERROR_TITLES[401]);
  }

  const sentToken = getAccessToken();
  let response = await send(path, init, sentToken);

  if (response.status === 401 && (sentToken || getRefreshToken())) {
    // Another request may already have refreshed while this one was on the wire.
    const latest = getAccessToken();
    const refreshed = latest && latest !== sentToken ? true : await refreshSession();
    if (!refreshed) throw new ApiError(401, HTTP_ERROR_TITLES[401]);
    response = await send(path, init, getAccessToken());
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (!init.silent) reportHttpError(error);
    throw error;
  }
  return readBody<T>(response);
}
