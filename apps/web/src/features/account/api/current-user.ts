import type { TRole } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface TCurrentUser {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TRole;
  companyId: string | null;
  companyName: string | null;
  /** Two-step login method in use (null: off). */
  twoFactorMethod: 'sms' | 'authenticator' | null;
  /** Whether an authenticator app is set up (2-step settings of staff and clients). */
  configuredAuthenticatorApp: boolean;
}

export const getCurrentUser = () => apiFetch<TCurrentUser>('/api/user/me');

export const currentUserKey = ['user', 'me'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser, staleTime: 60_000 });

/** The signed-in account as the server knows it (name, e-mail, company). */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
