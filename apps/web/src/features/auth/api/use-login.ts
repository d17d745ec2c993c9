import { LOGIN_ERROR_TITLES, type TTokenResponse } from '@bidright/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { requestPasswordToken, type TLoginInput } from '../../../lib/auth-token';

/** The red text under the login form (spec part 3 §8). */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return LOGIN_ERROR_TITLES[503];
    if (error.status === 500) return LOGIN_ERROR_TITLES[500];
    if (error.status === 403) return LOGIN_ERROR_TITLES[403];
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Password-grant login. Bypasses the API client on purpose: a 401 here is a failed login, not a stale token. */
export function useLogin() {
  return useMutation<TTokenResponse, unknown, TLoginInput>({
    mutationFn: (input) => requestPasswordToken(input),
  });
}
