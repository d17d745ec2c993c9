import type {
  TAuctioneerAuction,
  TAuctionIdAnswer,
  TCreateAuctionBody,
  TUpdateAuctionBody,
} from '@bidright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './auction-list';

export const createAuction = (body: TCreateAuctionBody) =>
  apiFetch<TAuctionIdAnswer>('/api/auctions', { method: 'POST', json: body });

export const updateAuction = (id: string, body: TUpdateAuctionBody) =>
  apiFetch<TAuctionIdAnswer>(`/api/auctions/${id}`, { method: 'PUT', json: body });

export const deleteAuction = (id: string) => apiFetch<void>(`/api/auctions/${id}`, { method: 'DELETE' });

/** The company's auctions starting exactly at `startIso` (POST /api/auctions/lookup/auctioneer, for the same-start-time warning). */
export const lookupSameStartAuctions = (startIso: string) =>
  apiFetch<TAuctioneerAuction[]>('/api/auctions/lookup/auctioneer', {
    method: 'POST',
    json: { date: startIso },
    silent: true,
  });

/** Creates an auction; refreshes the list tabs and counts. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}

/** Saves the settings of an unstarted auction. */
export function useUpdateAuction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAuctionBody) => updateAuction(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}

/** Permanently deletes an auction without lots. */
export function useDeleteAuction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAuction(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: auctionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: auctionKeys.all });
    },
  });
}
