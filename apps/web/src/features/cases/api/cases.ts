import type {
  TAttorneyPage,
  TCaseBody,
  TCaseDetail,
  TCaseListAnswer,
  TCaseListBody,
  TCaseLookupRow,
  TCaseStatus,
  TCaseStatusAnswer,
  TClientLookupRow,
  TIdAnswer,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey, clientKeys } from '../../../lib/query-keys';

export { casesKey };

// ---- Case list ----

export const getCases = (body: TCaseListBody) =>
  apiFetch<TCaseListAnswer>('/api/cases/list', { method: 'POST', json: body });

export const casesQueryOptions = (body: TCaseListBody) =>
  queryOptions({
    queryKey: [...casesKey, 'list', body],
    queryFn: () => getCases(body),
    placeholderData: keepPreviousData,
  });

/** One page of the case list, keeping the previous page on screen while the next loads. */
export const useCases = (body: TCaseListBody) => useQuery(casesQueryOptions(body));

// ---- Case detail ----

export const getCase = (caseId: string) => apiFetch<TCaseDetail>(`/api/cases/${caseId}`);

export const caseQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: [...casesKey, 'detail', caseId], queryFn: () => getCase(caseId) });

export const useCase = (caseId: string) => useQuery(caseQueryOptions(caseId));

// ---- Case picker (features/cases/public/CasePicker.tsx, for the pages of other features) ----

/** The company's cases matching a case or file number (first 20), for the case picker. */
export const searchCases = (search: string) =>
  getCases({ search: search || undefined, pagination: { current: 1, pageSize: 20 } });

export const caseSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...casesKey, 'list', 'picker', search],
    queryFn: () => searchCases(search),
    placeholderData: keepPreviousData,
  });

/** A case with its lots once one is chosen; idle until then. */
export const useChosenCase = (caseId: string | undefined) =>
  useQuery({ ...caseQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });

// ---- Lookups ----

export const getClientsLookup = () => apiFetch<TClientLookupRow[]>('/api/clients/lookup');

export const clientsLookupQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.lookup(), queryFn: getClientsLookup, staleTime: 5 * 60_000 });

export const useClientsLookup = (enabled = true) => useQuery({ ...clientsLookupQueryOptions(), enabled });

export const getClientAttorneys = (clientId: string) =>
  apiFetch<TAttorneyPage>(`/api/attorneys/${encodeURIComponent(clientId)}/list`, {
    method: 'POST',
    json: { pagination: { current: 1, pageSize: 100 } },
  });

export const clientAttorneysQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.attorneyLookup(clientId),
    queryFn: () => getClientAttorneys(clientId),
    staleTime: 5 * 60_000,
  });

/** The attorneys of the chosen client (law firm), primary first; idle until a client is chosen. */
export const useClientAttorneys = (clientId: string | undefined) =>
  useQuery({ ...clientAttorneysQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });

export const getCaseDuplicates = (caseNumber: string, county: string) =>
  apiFetch<TCaseLookupRow[]>(
    `/api/cases/lookup/${encodeURIComponent(caseNumber)}/${encodeURIComponent(county)}`,
  );

export const caseDuplicatesQueryOptions = (caseNumber: string, county: string) =>
  queryOptions({
    queryKey: [...casesKey, 'lookup', caseNumber, county],
    queryFn: () => getCaseDuplicates(caseNumber, county),
  });

/** Existing cases with this number in this county; idle until both are filled in. */
export const useCaseDuplicates = (caseNumber: string, county: string) =>
  useQuery({ ...caseDuplicatesQueryOptions(caseNumber, county), enabled: Boolean(caseNumber && county) });

// ---- Mutations ----

export const createCase = (body: TCaseBody) =>
  apiFetch<TIdAnswer>('/api/cases', { method: 'POST', json: body });

export const updateCase = (caseId: string, body: TCaseBody) =>
  apiFetch<TIdAnswer>(`/api/cases/${caseId}`, { method: 'PUT', json: body });

export const deleteCase = (caseId: string) =>
  apiFetch<TIdAnswer>(`/api/cases/${caseId}`, { method: 'DELETE' });

export const updateCaseStatus = (caseId: string, status: TCaseStatus) =>
  apiFetch<TCaseStatusAnswer>(`/api/cases/${caseId}/updatestatus/${status}`, {
    method: 'PUT',
  });

/** Every case mutation refreshes all case lists and details (list rows show status too). */
function useInvalidateCases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: casesKey });
}

export const useCreateCase = () => {
  const invalidate = useInvalidateCases();
  return useMutation({ mutationFn: createCase, onSuccess: invalidate });
};

export const useUpdateCase = (caseId: string) => {
  const invalidate = useInvalidateCases();
  return useMutation({ mutationFn: (body: TCaseBody) => updateCase(caseId, body), onSuccess: invalidate });
};

export const useDeleteCase = (caseId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCase(caseId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: caseQueryOptions(caseId).queryKey });
      return queryClient.invalidateQueries({ queryKey: [...casesKey, 'list'] });
    },
  });
};

export const useUpdateCaseStatus = (caseId: string) => {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: (status: TCaseStatus) => updateCaseStatus(caseId, status),
    onSuccess: invalidate,
  });
};
