import type {
  TAuctionReportRow,
  TBidderReportRow,
  TBidReportRow,
  TClientSaleRow,
  TCompanyListAnswer,
  TReportAnswer,
  TReportAuction,
  TReportFilterBody,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const reportsKey = ['reports'] as const;
export type TReportType = 'auctions' | 'bidders' | 'bids';
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

/** POST /api/auctions/lookup: the auctions the report filters offer (admin: of one company or all). */
export const useAuctionLookup = (companyId?: string) =>
  useQuery({
    queryKey: [...reportsKey, 'auction-lookup', companyId ?? null],
    queryFn: () =>
      apiFetch<TReportAuction[]>('/api/auctions/lookup', {
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

/** POST /api/reports/clientsales: a law firm's sold lots, a page at a time, with the amount over all of them. */
export const clientSalesQueryOptions = (body: TReportFilterBody) =>
  queryOptions({
    queryKey: [...reportsKey, 'client-sales', body],
    queryFn: () =>
      apiFetch<TReportAnswer<TClientSaleRow>>('/api/reports/clientsales', { method: 'POST', json: body }),
    placeholderData: keepPreviousData,
  });
