import type { TAuctionListInput, TAuctionListPage, TAuctionStatusCounts } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the auction area; every mutation invalidates by these. */
export const auctionKeys = {
  all: ['auctions'] as const,
  statusCount: () => ['auctions', 'statuscount'] as const,
  list: (body: TAuctionListInput) => ['auctions', 'list', body] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
  streams: (id: string) => ['auctions', 'streams', id] as const,
  sameStart: (iso: string) => ['auctions', 'same-start', iso] as const,
  /** The company's unstarted auctions, which the case area assigns lots to. */
  unstarted: () => ['auctions', 'lookup'] as const,
};

export const getAuctionStatusCount = () => apiFetch<TAuctionStatusCounts>('/api/auctions/statuscount');

export const auctionStatusCountQueryOptions = () =>
  queryOptions({ queryKey: auctionKeys.statusCount(), queryFn: getAuctionStatusCount });

/** How many auctions each list tab holds. */
export const useAuctionStatusCount = () => useQuery(auctionStatusCountQueryOptions());

export const listAuctions = (body: TAuctionListInput) =>
  apiFetch<TAuctionListPage>('/api/auctions/list', { method: 'POST', json: body });

export const auctionListQueryOptions = (body: TAuctionListInput) =>
  queryOptions({
    queryKey: auctionKeys.list(body),
    queryFn: () => listAuctions(body),
    placeholderData: keepPreviousData,
  });

/** One page of one tab of the auction list (server-side filter, sort and paging). */
export const useAuctionList = (body: TAuctionListInput, enabled = true) =>
  useQuery({ ...auctionListQueryOptions(body), enabled });
