import type {
  TBidderDashboard,
  TCaseListAnswer,
  TClientDashboard,
  TDashboardAnswer,
  TDashboardBody,
  THostDashboard,
} from '@bidright/domain';
import { infiniteQueryOptions, keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;

export const useHostDashboard = () =>
  useQuery({
    queryKey: [...dashboardKey, 'host'],
    queryFn: () => apiFetch<THostDashboard>('/api/reports/dashboard/host'),
  });

export const useClientDashboard = () =>
  useQuery({
    queryKey: [...dashboardKey, 'client'],
    queryFn: () => apiFetch<TClientDashboard>('/api/reports/dashboard/client'),
  });

export const useBidderDashboard = () =>
  useQuery({
    queryKey: [...dashboardKey, 'bidder'],
    queryFn: () => apiFetch<TBidderDashboard>('/api/reports/dashboard/bidder'),
  });

/** The law firm's cases across its hosts (POST /api/cases/listattorney), 10 a page. */
export const useFirmCases = (current: number) =>
  useQuery({
    queryKey: [...dashboardKey, 'firm-cases', current],
    queryFn: () =>
      apiFetch<TCaseListAnswer>('/api/cases/listattorney', {
        method: 'POST',
        json: { pagination: { current, pageSize: 10 } },
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/reports/dashboard: the admin's statistics of a date range, the outstanding balances a page at a time. */
export const adminDashboardQueryOptions = (from: TDashboardBody['from'], to: TDashboardBody['to']) =>
  infiniteQueryOptions({
    queryKey: [...dashboardKey, 'admin', from, to],
    queryFn: ({ pageParam }) =>
      apiFetch<TDashboardAnswer>('/api/reports/dashboard', {
        method: 'POST',
        json: { from, to, page: pageParam } satisfies TDashboardBody,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
