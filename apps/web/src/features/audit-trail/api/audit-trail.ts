import type { TAuditTrailPage, TAuditTrailQuery, TAuditTrailVerification } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Whose trail: all of it (admins, /api/admin/audit-trail) or the caller's company's (/api/audit-trail). */
export type TAuditTrailScope = 'admin' | 'host';

const BASE: Record<TAuditTrailScope, string> = { admin: '/api/admin/audit-trail', host: '/api/audit-trail' };

/** The filters and page as the query string carries them (ids as typed). */
export type TAuditTrailSearch = Partial<Record<keyof TAuditTrailQuery, string | number>>;

/** Every audit-trail query lives under this key (ADR 0071). */
export const auditTrailKeys = {
  all: ['audit-trail'] as const,
  page: (scope: TAuditTrailScope, query: TAuditTrailSearch) =>
    [...auditTrailKeys.all, scope, 'page', query] as const,
  verify: () => [...auditTrailKeys.all, 'verify'] as const,
};

/** The filters (and page) as a query string; blank ones are left out. */
export function auditTrailSearch(query: TAuditTrailSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The export's address for the filters. */
export const auditTrailExportUrl = (scope: TAuditTrailScope, filter: TAuditTrailSearch) =>
  `${BASE[scope]}/export${auditTrailSearch(filter)}`;

/** GET …/audit-trail: one page of the trail, newest first. */
export const auditTrailQueryOptions = (scope: TAuditTrailScope, query: TAuditTrailSearch) =>
  queryOptions({
    queryKey: auditTrailKeys.page(scope, query),
    queryFn: () => apiFetch<TAuditTrailPage>(`${BASE[scope]}${auditTrailSearch(query)}`),
    placeholderData: keepPreviousData,
  });
export const useAuditTrail = (scope: TAuditTrailScope, query: TAuditTrailSearch) =>
  useQuery(auditTrailQueryOptions(scope, query));

/** GET /api/admin/audit-trail/verify, on demand: the chain recomputed, the first bad row named. */
export const useAuditTrailVerification = () =>
  useQuery({
    queryKey: auditTrailKeys.verify(),
    queryFn: () => apiFetch<TAuditTrailVerification>('/api/admin/audit-trail/verify'),
    enabled: false,
    gcTime: 0,
  });
