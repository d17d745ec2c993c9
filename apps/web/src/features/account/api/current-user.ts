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
}

export const getCurrentUser = () => apiFetch<TCurrentUser>('/api/user/me');

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser, staleTime: 60_000 });

/** The signed-in account as the server knows it (name, e-mail, company). */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
