import type { TBidderDashboard, TCaseListAnswer, TClientDashboard, THostDashboard } from '@bidright/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
