import {
  CLIENT_PAGE_ATTORNEY_PAGE_SIZE,
  type TAttorneyPage,
  type TClientFirm,
  type TClientFirmBody,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the client account page. */
export const clientFirmKeys = {
  firm: () => ['client', 'firm'] as const,
  attorneys: (page: number) => ['client', 'attorneys', page] as const,
};

/** GET /api/clients: the signed-in client's own firm. */
export const clientFirmQueryOptions = () =>
  queryOptions({ queryKey: clientFirmKeys.firm(), queryFn: () => apiFetch<TClientFirm>('/api/clients') });

export const useClientFirm = () => useQuery(clientFirmQueryOptions());

/** PUT /api/clients: name (required) and address (optional). */
export const updateClientFirm = (body: TClientFirmBody) =>
  apiFetch<TClientFirm>('/api/clients', { method: 'PUT', json: body, silent: true });

/** POST /api/attorneys/list: one page of the firm's attorneys (five to a page on this screen). */
export const clientAttorneysQueryOptions = (page: number) =>
  queryOptions({
    queryKey: clientFirmKeys.attorneys(page),
    queryFn: () =>
      apiFetch<TAttorneyPage>('/api/attorneys/list', {
        method: 'POST',
        json: { pagination: { current: page, pageSize: CLIENT_PAGE_ATTORNEY_PAGE_SIZE } },
      }),
    placeholderData: keepPreviousData,
  });

export const useClientAttorneys = (page: number) => useQuery(clientAttorneysQueryOptions(page));
