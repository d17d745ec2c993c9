import type { TActivityLogsAnswer, TActivityLogsListBody, TCompanyLookupRow } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const activityLogKeys = {
  all: ['activity-logs'] as const,
  page: (body: TActivityLogsListBody) => ['activity-logs', 'page', body] as const,
};

/** POST /api/notifications/activitylogs/list without a case: the settings' Activity Logs (the spec reads data.data). */
export const activityLogsQueryOptions = (body: TActivityLogsListBody) =>
  queryOptions({
    queryKey: activityLogKeys.page(body),
    queryFn: () =>
      apiFetch<TActivityLogsAnswer>('/api/notifications/activitylogs/list', {
        method: 'POST',
        json: body,
      }).then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });
export const useActivityLogs = (body: TActivityLogsListBody) => useQuery(activityLogsQueryOptions(body));

/** GET /api/companies/lookup: the admin's company filter. */
export const useCompanyLookup = (enabled: boolean) =>
  useQuery({
    queryKey: ['activity-logs', 'companies'],
    queryFn: () => apiFetch<TCompanyLookupRow[]>('/api/companies/lookup'),
    enabled,
    staleTime: 60_000,
  });
