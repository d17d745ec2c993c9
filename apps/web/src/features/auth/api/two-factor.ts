import type { TLoginClient, TSmsCodeSent, TTokenResponse } from '@bidright/domain';
import { apiFetch } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { TOKEN_PATH } from '../../../lib/auth-token';
import { getDeviceId, saveDeviceToken } from '../../../lib/device';

/** Header that carries the pending-login token of a password grant that answered `required2FA`. */
export const TWO_FACTOR_TOKEN_HEADER = 'X-Two-Factor-Token';

/** Bidders ask for their login code on one path, company staff on another. */
export function loginCodePath(token: Pick<TTokenResponse, 'roles'>): string {
  return token.roles.includes('Bidder') ? '/api/bidderverify/sms' : '/api/bidderverify/sms/auctioneer';
}

/**
 * Texts the login code to the user's primary phone. The pending token is only good in this header,
 * never as a bearer, so the call stays out of the session's refresh logic.
 */
export function sendLoginCode(token: TTokenResponse): Promise<TSmsCodeSent> {
  return apiFetch<TSmsCodeSent>(loginCodePath(token), {
    headers: { [TWO_FACTOR_TOKEN_HEADER]: token.access_token },
    silent: true,
  });
}

/**
 * Completes a two-step login: the refresh grant with the pending refresh token and the code
 * (plus the SMS verification id). A wrong code answers 400 and leaves the login open for another try.
 */
export async function completeTwoFactorLogin(input: {
  refreshToken: string;
  clientId: TLoginClient;
  code: string;
  verificationId?: string;
}): Promise<TTokenResponse> {
  const fields: Record<string, string> = {
    grant_type: 'refresh_token',
    refresh_token: input.refreshToken,
    device_id: getDeviceId(),
    client_id: input.clientId,
    scope: 'offline_access',
    two_factor_code: input.code,
  };
  if (input.verificationId) fields.verification_id = input.verificationId;
  const response = await fetch(TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  const token = (await response.json()) as TTokenResponse;
  // This browser passed a code: the server's device token spares it the next time.
  saveDeviceToken(token.userName, token.deviceToken);
  return token;
}
