import type {
  TAuctionReportRow,
  TBidderReportRow,
  TBidReportRow,
  TCompanyListAnswer,
  TDashboardAnswer,
  TDashboardBody,
  TReportFilterBody,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const reportsKey = ['reports'] as const;
export type TReportType = 'auctions' | 'bidders' | 'bids';
export type TReportAnswer<T> = { data: T[]; total: number; totalAmount?: number };
export type TReportRow<K extends TReportType> = K extends 'auctions'
  ? TAuctionReportRow
  : K extends 'bidders'
    ? TBidderReportRow
    : TBidReportRow;

/** The call of each report; hosts read their own bids through /bidauctioneer. */
export function reportUrl(type: TReportType, isHost: boolean) {
  if (type === 'bids') return isHost ? '/api/reports/bidauctioneer' : '/api/reports/bid';
  return type === 'auctions' ? '/api/reports/auction' : '/api/reports/bidder';
}

export const reportQueryOptions = (url: string, body: TReportFilterBody) =>
  queryOptions({
    queryKey: [...reportsKey, url, body],
    queryFn: () => apiFetch<TReportAnswer<unknown>>(url, { method: 'POST', json: body }),
    placeholderData: keepPreviousData,
  });
export const useReport = (url: string, body: TReportFilterBody) => useQuery(reportQueryOptions(url, body));

export type TAuctionLookupRow = {
  id: string;
  startTime: string;
  companyName: string;
  type: string;
  startType: string;
};
export const useAuctionLookup = (companyId?: string) =>
  useQuery({
    queryKey: [...reportsKey, 'auction-lookup', companyId ?? null],
    queryFn: () =>
      apiFetch<TAuctionLookupRow[]>('/api/auctions/lookup', {
        method: 'POST',
        json: { companyId: companyId ? Number(companyId) : undefined },
      }),
  });

export const useCompanyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'companies'],
    queryFn: () =>
      apiFetch<TCompanyListAnswer>('/api/companies/list', {
        method: 'POST',
        json: { pagination: { current: 1, pageSize: 100 }, sorter: { field: 'name', order: 'ascend' } },
      }).then((answer) => answer.data),
    enabled,
  });

export const dashboardQueryOptions = (body: Partial<TDashboardBody>) =>
  queryOptions({
    queryKey: [...reportsKey, 'dashboard', body],
    queryFn: () => apiFetch<TDashboardAnswer>('/api/reports/dashboard', { method: 'POST', json: body }),
  });
