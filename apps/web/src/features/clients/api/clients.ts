import {
  STAFF_ATTORNEY_PAGE_SIZE,
  type TAttorneyBody,
  type TAttorneyPage,
  type TClientBody,
  type TClientDetail,
  type TClientImportAnswer,
  type TClientListAnswer,
  type TClientListBody,
  type TConnectedCompanyListBody,
  type TConnectedCompanyPage,
  type TLogoAnswer,
  type TMessageAnswer,
  type TSavedAnswer,
  type TSavedAttorney,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, refreshSession } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';

/** The client area's query keys live in lib/query-keys.ts: the case area's pickers read them too. */
export { clientKeys };

export const clientsQueryOptions = (body: TClientListBody) =>
  queryOptions({
    queryKey: clientKeys.list(body),
    queryFn: () =>
      apiFetch<TClientListAnswer>('/api/clients/list', {
        method: 'POST',
        json: body,
      }),
    placeholderData: keepPreviousData,
  });
export const useClients = (body: TClientListBody) => useQuery(clientsQueryOptions(body));

/** GET /api/clients/{id}: silent, so the page can show the spec's 403 text itself. */
export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.detail(clientId),
    queryFn: () => apiFetch<TClientDetail>(`/api/clients/${encodeURIComponent(clientId)}`, { silent: true }),
    retry: false,
  });
export const useClient = (clientId: string) => useQuery(clientQueryOptions(clientId));

export const createClient = (body: TClientBody) =>
  apiFetch<TSavedAnswer>('/api/clients', { method: 'POST', json: body, silent: true });
export const updateClient = (clientId: string, body: TClientBody) =>
  apiFetch<TClientDetail>(`/api/clients/${encodeURIComponent(clientId)}`, {
    method: 'PUT',
    json: body,
    silent: true,
  });
export const deleteClient = (clientId: string) =>
  apiFetch<TMessageAnswer>(`/api/clients/${encodeURIComponent(clientId)}`, { method: 'DELETE' });

export function uploadClientLogo(clientId: string, file: File, options: TUploadOptions) {
  const form = new FormData();
  form.append('model', file);
  return uploadWithProgress<TLogoAnswer>(`/api/clients/${encodeURIComponent(clientId)}/uploadlogo`, form, {
    ...options,
    method: 'PUT',
  });
}

export function importClients(file: File, options: TUploadOptions) {
  const form = new FormData();
  form.append('excelFile', file);
  return uploadWithProgress<TClientImportAnswer>('/api/clients/import', form, options);
}

/** POST /api/attorneys/{clientId}/list: three to a page on the client page (part 3 §9). */
export const clientAttorneysPageOptions = (clientId: string, page: number) =>
  queryOptions({
    queryKey: clientKeys.attorneys(clientId, page),
    queryFn: () =>
      apiFetch<TAttorneyPage>(`/api/attorneys/${encodeURIComponent(clientId)}/list`, {
        method: 'POST',
        json: { pagination: { current: page, pageSize: STAFF_ATTORNEY_PAGE_SIZE } },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
export const useClientAttorneysPage = (clientId: string, page: number) =>
  useQuery(clientAttorneysPageOptions(clientId, page));

export const addAttorney = (clientId: string, body: TAttorneyBody) =>
  apiFetch<TSavedAttorney>(`/api/attorneys/${encodeURIComponent(clientId)}`, {
    method: 'POST',
    json: body,
    silent: true,
  });
export const updateAttorney = (attorneyId: string, body: TAttorneyBody) =>
  apiFetch<TMessageAnswer>(`/api/attorneys/${encodeURIComponent(attorneyId)}/auctioneer`, {
    method: 'PUT',
    json: body,
    silent: true,
  });
export const removeAttorney = (attorneyId: string) =>
  apiFetch<TMessageAnswer>(`/api/attorneys/${encodeURIComponent(attorneyId)}/auctioneer`, {
    method: 'DELETE',
  });
export const makeAttorneyPrimary = (clientId: string, attorneyId: string) =>
  apiFetch<TMessageAnswer>(
    `/api/attorneys/${encodeURIComponent(clientId)}/${encodeURIComponent(attorneyId)}`,
    { method: 'PUT' },
  );

// ---- The client's connected companies ----

export const connectedCompaniesQueryOptions = (body: TConnectedCompanyListBody) =>
  queryOptions({
    queryKey: clientKeys.connected(body),
    queryFn: () =>
      apiFetch<TConnectedCompanyPage>('/api/attorneys/listcompany', {
        method: 'POST',
        json: body,
      }),
    placeholderData: keepPreviousData,
  });
export const useConnectedCompanies = (body: TConnectedCompanyListBody) =>
  useQuery(connectedCompaniesQueryOptions(body));

export const linkCompany = (companyId: string) =>
  apiFetch<TMessageAnswer>(`/api/attorneys/${encodeURIComponent(companyId)}/linkcompany`, {
    method: 'PUT',
  });
/**
 * PUT /api/attorneys/{attorneyId}/switch/{companyId}, then a token refresh: the server keeps the choice on
 * the user, so the next token carries the company (and the case list shows its cases). /connected-companies'
 * Switch and a login through a company link (features/auth) both go this way.
 */
export async function switchSessionCompany(
  attorneyId: string,
  companyId: string,
  options: { silent?: boolean } = {},
) {
  const answer = await apiFetch<TMessageAnswer>(
    `/api/attorneys/${encodeURIComponent(attorneyId)}/switch/${encodeURIComponent(companyId)}`,
    { method: 'PUT', silent: options.silent },
  );
  await refreshSession();
  return answer;
}
