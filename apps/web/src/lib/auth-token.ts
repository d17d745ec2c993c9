import type { TLoginClient, TPasswordGrant, TTokenResponse } from '@bidright/domain';
import { toApiError } from './api-error';
import { getDeviceId, getDeviceToken } from './device';

export const TOKEN_PATH = '/connect/token';

/** What the login form gives the password grant: the typed credentials and the login client it belongs to. */
export type TLoginInput = Pick<TPasswordGrant, 'username' | 'password'> & { clientId: TLoginClient };

async function postToken(fields: Record<string, string>): Promise<TTokenResponse> {
  const response = await fetch(TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TTokenResponse;
}

/** Password grant. Goes straight to fetch: the login page must never trigger the 401-refresh logic. */
export function requestPasswordToken(input: TLoginInput): Promise<TTokenResponse> {
  const deviceToken = getDeviceToken(input.username);
  return postToken({
    grant_type: 'password',
    username: input.username,
    password: input.password,
    device_id: getDeviceId(),
    client_id: input.clientId,
    scope: 'offline_access',
    ...(deviceToken ? { device_token: deviceToken } : {}),
  });
}

/** Refresh grant, sent by the same login client that obtained the refresh token. */
export function requestRefreshToken(input: {
  refreshToken: string;
  clientId: TLoginClient;
}): Promise<TTokenResponse> {
  return postToken({
    grant_type: 'refresh_token',
    refresh_token: input.refreshToken,
    device_id: getDeviceId(),
    client_id: input.clientId,
    scope: 'offline_access',
  });
}

/**
 * Log Out: revokes the session's refresh-token family on the server (and, with the access token, that
 * session). Best effort: the browser forgets the session whatever the answer.
 */
export async function revokeSession(input: { refreshToken?: string; accessToken?: string }): Promise<void> {
  try {
    await fetch('/connect/revocation', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...(input.accessToken ? { Authorization: `Bearer ${input.accessToken}` } : {}),
      },
      body: new URLSearchParams(input.refreshToken ? { token: input.refreshToken } : {}).toString(),
      credentials: 'include',
    });
  } catch {
    // Offline: the refresh token still runs out on its own.
  }
}
