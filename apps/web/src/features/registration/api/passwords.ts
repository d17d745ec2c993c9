import type {
  TMessageAnswer,
  TResetPasswordBody,
  TResetTokenCheckBody,
  TResetTokenValidity,
} from '@bidright/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/user/password/{userName}: e-mails a reset link; the same answer whether or not the user exists. */
export const requestPasswordReset = (userName: string) =>
  apiFetch<TMessageAnswer>(`/api/user/password/${encodeURIComponent(userName)}`, { silent: true });

/** PUT /api/user/token: 200 while the link is good, 400 'The reset token is invalid' otherwise. */
export const checkResetToken = (userName: string, token: string) =>
  apiFetch<TResetTokenValidity>('/api/user/token', {
    method: 'PUT',
    json: { userName, token } satisfies TResetTokenCheckBody,
    silent: true,
  });

/** The reset link's check, read once per link. */
export const resetTokenQueryOptions = (userName: string, token: string) =>
  queryOptions({
    queryKey: ['reset-token', userName, token],
    queryFn: () => checkResetToken(userName, token),
  });

/** POST /api/user/password: the new password with the link's token (single use). */
export const resetPassword = (body: TResetPasswordBody) =>
  apiFetch<TMessageAnswer>('/api/user/password', { method: 'POST', json: body, silent: true });
