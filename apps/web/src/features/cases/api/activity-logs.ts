import { ACTIVITY_LOGS_PAGE_SIZE, type TActivityLog, type TActivityLogsAnswer } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from './cases';

/** A case or lot activity entry; lot entries also name the user. */
export type TActivityEntry = TActivityLog & { userName?: string | null };

export const getCaseActivityLogs = (caseId: string) =>
  apiFetch<TActivityLogsAnswer>('/api/notifications/activitylogs/list', {
    method: 'POST',
    json: { caseId, pagination: { current: 1, pageSize: ACTIVITY_LOGS_PAGE_SIZE } },
  }).then((answer) => answer.data.data);

/** Under the cases key so every case or lot change refreshes the log too. */
export const caseActivityQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: [...casesKey, 'activity', caseId], queryFn: () => getCaseActivityLogs(caseId) });

export const useCaseActivityLogs = (caseId: string) => useQuery(caseActivityQueryOptions(caseId));

export const getLotActivity = (lotId: string) => apiFetch<TActivityEntry[]>(`/api/lots/${lotId}/activity`);

export const lotActivityQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: [...casesKey, 'lot-activity', lotId], queryFn: () => getLotActivity(lotId) });

export const useLotActivity = (lotId: string, enabled = true) =>
  useQuery({ ...lotActivityQueryOptions(lotId), enabled });
