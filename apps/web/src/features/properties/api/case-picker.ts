import type { TCaseDetail, TCaseListAnswer } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The company's cases matching a case or file number (first 20), for the case picker. */
export const searchCases = (search: string) =>
  apiFetch<TCaseListAnswer>('/api/cases/list', {
    method: 'POST',
    json: { search: search || undefined, pagination: { current: 1, pageSize: 20 } },
  });

export const caseSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['cases', 'list', 'picker', search],
    queryFn: () => searchCases(search),
    placeholderData: keepPreviousData,
  });

export const useCaseSearch = (search: string) => useQuery(caseSearchQueryOptions(search));

export const getCase = (caseId: string) => apiFetch<TCaseDetail>(`/api/cases/${caseId}`);

export const caseQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: ['cases', 'detail', caseId], queryFn: () => getCase(caseId) });

/** A case with its lots, once one is chosen. */
export const useCase = (caseId: string | undefined) =>
  useQuery({ ...caseQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
