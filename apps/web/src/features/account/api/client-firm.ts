import {
  CLIENT_PAGE_ATTORNEY_PAGE_SIZE,
  type TAttorneyBody,
  type TAttorneyPage,
  type TClientFirm,
  type TClientFirmBody,
  type TLogoAnswer,
  type TMessageAnswer,
  type TSavedAttorney,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';

/** Query keys of the client account page. */
export const clientFirmKeys = {
  firm: () => ['client', 'firm'] as const,
  allAttorneys: () => ['client', 'attorneys'] as const,
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

// ---- The firm's own attorneys (spec part 3 §6: a client manages its own firm's attorneys) ----

/** POST /api/attorneys: a new attorney of the own firm, e-mailed an invitation. */
export const addOwnAttorney = (body: TAttorneyBody) =>
  apiFetch<TSavedAttorney>('/api/attorneys', { method: 'POST', json: body, silent: true });

/** PUT /api/attorneys/{id}. */
export const updateOwnAttorney = (attorneyId: string, body: TAttorneyBody) =>
  apiFetch<TMessageAnswer>(`/api/attorneys/${encodeURIComponent(attorneyId)}`, {
    method: 'PUT',
    json: body,
    silent: true,
  });

/** DELETE /api/attorneys/{id}. */
export const removeOwnAttorney = (attorneyId: string) =>
  apiFetch<TMessageAnswer>(`/api/attorneys/${encodeURIComponent(attorneyId)}`, { method: 'DELETE' });

/** PUT /api/attorneys/{clientId}/{attorneyId}: the firm's primary attorney (exactly one). */
export const makeOwnAttorneyPrimary = (clientId: string, attorneyId: string) =>
  apiFetch<TMessageAnswer>(
    `/api/attorneys/${encodeURIComponent(clientId)}/${encodeURIComponent(attorneyId)}`,
    { method: 'PUT' },
  );

/** PUT /api/clients/uploadlogo (multipart `model`): the own firm's logo, answered as its URL. */
export function uploadOwnFirmLogo(file: File, options: TUploadOptions) {
  const form = new FormData();
  form.append('model', file);
  return uploadWithProgress<TLogoAnswer>('/api/clients/uploadlogo', form, {
    ...options,
    method: 'PUT',
  });
}
