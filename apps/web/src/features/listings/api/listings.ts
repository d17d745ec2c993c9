import type {
  TBidderLotListBody,
  TListingPage,
  TListingSummary,
  TPinCount,
  TPropertyAttributeDefinition,
  TPublicLotListBody,
  TPublicLotPage,
  TSavedFilter,
  TSavedFilterInput,
  TSavedFilterPage,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the listings area; pin and saved-filter mutations invalidate through these. */
export const listingKeys = {
  all: ['listings'] as const,
  public: (body: TPublicLotListBody) => ['listings', 'public', body] as const,
  bidder: (body: TBidderLotListBody) => ['listings', 'bidder', body] as const,
  pinned: () => ['listings', 'pinned'] as const,
  pinCount: () => ['listings', 'pin-count'] as const,
  savedFilters: () => ['listings', 'saved-filters'] as const,
};

/** POST /api/lots/list/public: a home tab or the featured carousel (anonymous). */
export const listPublicLots = (body: TPublicLotListBody) =>
  apiFetch<TPublicLotPage>('/api/lots/list/public', { method: 'POST', json: body });

export const publicLotsQueryOptions = (body: TPublicLotListBody) =>
  queryOptions({
    queryKey: listingKeys.public(body),
    queryFn: () => listPublicLots(body),
    placeholderData: keepPreviousData,
  });

export const usePublicLots = (body: TPublicLotListBody) => useQuery(publicLotsQueryOptions(body));

/** POST /api/lots/list/bidder: the property search. */
export const listBidderLots = (body: TBidderLotListBody) =>
  apiFetch<TListingPage>('/api/lots/list/bidder', { method: 'POST', json: body, silent: true });

export const bidderLotsQueryOptions = (body: TBidderLotListBody) =>
  queryOptions({
    queryKey: listingKeys.bidder(body),
    queryFn: () => listBidderLots(body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useBidderLots = (body: TBidderLotListBody, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bidderLotsQueryOptions(body), enabled });

/** GET /api/bidders/pin/count: the header's pinned count. */
export const pinCountQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: listingKeys.pinCount(),
    queryFn: () => apiFetch<TPinCount>('/api/bidders/pin/count').then((answer) => answer.count),
    enabled,
    staleTime: 30_000,
  });

/** GET /api/lots/listpinned/bidder. */
export const pinnedLotsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: listingKeys.pinned(),
    queryFn: () => apiFetch<TListingSummary[]>('/api/lots/listpinned/bidder'),
    enabled,
  });

/** Pins or unpins a lot; the header count takes the answer, the lists refresh. */
export function usePinLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, pinned }: { lotId: string; pinned: boolean }) =>
      apiFetch<TPinCount>(pinned ? `/api/bidders/pin/${lotId}` : `/api/bidders/unpin/${lotId}`, {
        method: pinned ? 'GET' : 'DELETE',
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(listingKeys.pinCount(), answer.count);
      await queryClient.invalidateQueries({ queryKey: ['listings', 'bidder'] });
      await queryClient.invalidateQueries({ queryKey: listingKeys.pinned() });
    },
  });
}

// ---- Saved filters ----

export const savedFiltersQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.savedFilters(),
    queryFn: () =>
      apiFetch<TSavedFilterPage>('/api/bidders/filters/list', {
        method: 'POST',
        json: {},
      }).then((answer) => answer.data),
  });

export const useSavedFilters = () => useQuery(savedFiltersQueryOptions());

/** Save, rename and delete, each refreshing the list. */
export function useSavedFilterMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listingKeys.savedFilters() });
  return {
    create: useMutation({
      mutationFn: (body: TSavedFilterInput) =>
        apiFetch<TSavedFilter>('/api/bidders/filters', { method: 'POST', json: body }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        apiFetch<TSavedFilter>(`/api/bidders/filters/${id}`, { method: 'PUT', json: { name } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<null>(`/api/bidders/filters/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

/**
 * The attribute definitions (GET /api/propextattr, public): the search's filters are built from them, and the
 * case area's attribute form reads the same cache.
 */
export const attributeDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: ['propextattr'],
    queryFn: () => apiFetch<TPropertyAttributeDefinition[]>('/api/propextattr'),
    staleTime: 10 * 60_000,
  });
