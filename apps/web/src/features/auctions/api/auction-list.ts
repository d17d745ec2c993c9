import type { TAuctionListInput, TAuctionListPage, TAuctionStatusCounts } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from '../../../lib/query-keys';

/** The auction area's query keys live in lib/query-keys.ts: the case area's lot pickers read them too. */
export { auctionKeys };

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
