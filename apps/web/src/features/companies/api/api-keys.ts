import type { TApiKey, TNewApiKey } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const apiKeyKeys = { all: ['api-keys'] as const };

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: () => apiFetch<TApiKey[]>('/api/settings/apikey') });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export const generateApiKey = () =>
  apiFetch<TNewApiKey & { message: string }>('/api/settings/apikey', { method: 'POST' });
export const deactivateApiKey = (id: string) =>
  apiFetch<TApiKey & { message: string }>(`/api/settings/apikey/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
