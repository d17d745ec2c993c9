import type { TAuctionStartType, TAuctionStatus, TAuctionType } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the auction area; every mutation invalidates by these. */
export const auctionKeys = {
  all: ['auctions'] as const,
  statusCount: () => ['auctions', 'statuscount'] as const,
  list: (body: TAuctionListRequest) => ['auctions', 'list', body] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
  streams: (id: string) => ['auctions', 'streams', id] as const,
  sameStart: (iso: string) => ['auctions', 'same-start', iso] as const,
  /** The company's unstarted auctions, which the case area assigns lots to. */
  unstarted: () => ['auctions', 'lookup'] as const,
};

export interface TAuctionStatusCount {
  live: number;
  upcoming: number;
  completed: number;
  cancelled: number;
}

/** A row of POST /api/auctions/list. */
export interface TAuctionRow {
  id: string;
  startTime: string;
  stopTime: string | null;
  type: TAuctionType;
  startType: TAuctionStartType;
  location: string | null;
  isTest: boolean;
  lotCount: number;
  isPublished: boolean;
  status: TAuctionStatus;
  companyId: string;
  hostName: string;
  /** The host's IANA time zone: the auction date is shown in it. */
  timeZone: string;
}

export interface TAuctionListRequest {
  listType: TAuctionStatus;
  pagination: { current: number; pageSize: number };
  sorter?: { field: string; order: 'ascend' | 'descend' } | null;
  type?: TAuctionType[] | null;
  startType?: TAuctionStartType[] | null;
  search?: string | null;
}

export const getAuctionStatusCount = () => apiFetch<TAuctionStatusCount>('/api/auctions/statuscount');

export const auctionStatusCountQueryOptions = () =>
  queryOptions({ queryKey: auctionKeys.statusCount(), queryFn: getAuctionStatusCount });

/** How many auctions each list tab holds. */
export const useAuctionStatusCount = () => useQuery(auctionStatusCountQueryOptions());

export const listAuctions = (body: TAuctionListRequest) =>
  apiFetch<{ data: TAuctionRow[]; total: number }>('/api/auctions/list', { method: 'POST', json: body });

export const auctionListQueryOptions = (body: TAuctionListRequest) =>
  queryOptions({
    queryKey: auctionKeys.list(body),
    queryFn: () => listAuctions(body),
    placeholderData: keepPreviousData,
  });

/** One page of one tab of the auction list (server-side filter, sort and paging). */
export const useAuctionList = (body: TAuctionListRequest, enabled = true) =>
  useQuery({ ...auctionListQueryOptions(body), enabled });
