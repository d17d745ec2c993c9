import type {
  TContactBody,
  THelp,
  TMessageAnswer,
  TOutagePolicy,
  TPublicConfiguration,
  TResource,
  TResourceSummary,
} from '@bidright/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const contentKeys = {
  resources: () => ['content', 'resources'] as const,
  resource: (id: string) => ['content', 'resources', id] as const,
  helps: () => ['content', 'helps'] as const,
  outagePolicy: () => ['content', 'outage-policy'] as const,
};

/** The numbers /outage-policy is written with, as the server applies them (ADR 0077). */
export const outagePolicyQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.outagePolicy(),
    queryFn: () => apiFetch<TOutagePolicy>('/api/outage-policy'),
    staleTime: 5 * 60_000,
  });
export const useOutagePolicy = () => useQuery(outagePolicyQueryOptions());

export const resourcesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.resources(),
    queryFn: () => apiFetch<TResourceSummary[]>('/api/resources/list'),
    staleTime: 5 * 60_000,
  });
export const useResources = () => useQuery(resourcesQueryOptions());

/** One post; a failed load shows the not-found page, so no toast. */
export const resourceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.resource(id),
    queryFn: () => apiFetch<TResource>(`/api/resources/${id}`, { silent: true }),
    retry: false,
  });
export const useResource = (id: string, enabled: boolean) =>
  useQuery({ ...resourceQueryOptions(id), enabled });

export const helpsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.helps(),
    queryFn: () => apiFetch<THelp[]>('/api/helps/list'),
    staleTime: 5 * 60_000,
  });
export const useHelps = () => useQuery(helpsQueryOptions());

/** POST /api/helps/contactus; the form shows the server's message itself. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (body: TContactBody) =>
      apiFetch<TMessageAnswer>('/api/helps/contactus', { method: 'POST', json: body, silent: true }),
  });

/** GET /api/configurations/Contact_ToEmail: the address shown in the contact block. */
export const useContactEmail = () =>
  useQuery({
    queryKey: ['configurations', 'Contact_ToEmail'],
    queryFn: () =>
      apiFetch<TPublicConfiguration>('/api/configurations/Contact_ToEmail', { silent: true }).then(
        (row) => row.value,
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });
