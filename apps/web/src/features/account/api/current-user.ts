import type { TCurrentUser } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getCurrentUser = () => apiFetch<TCurrentUser>('/api/user/me');

export const currentUserKey = ['user', 'me'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser, staleTime: 60_000 });

/** The signed-in account as the server knows it (name, e-mail, company). */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
