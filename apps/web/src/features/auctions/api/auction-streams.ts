import type { TAuctionStream, TStreamBody } from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './auction-list';

export type TStreamInput = Omit<TStreamBody, 'type'>;

export const listAuctionStreams = (auctionId: string) =>
  apiFetch<TAuctionStream[]>(`/api/auctions/${auctionId}/streams`);

export const auctionStreamsQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.streams(auctionId), queryFn: () => listAuctionStreams(auctionId) });

/** The YouTube streams of an auction. */
export const useAuctionStreams = (auctionId: string) => useQuery(auctionStreamsQueryOptions(auctionId));

export const saveAuctionStream = (auctionId: string, body: TStreamInput, streamId?: string) =>
  apiFetch<TAuctionStream>(`/api/auctions/${auctionId}/streams${streamId ? `/${streamId}` : ''}`, {
    method: streamId ? 'PUT' : 'POST',
    json: { ...body, type: 'YouTube' },
  });

export const deleteAuctionStream = (auctionId: string, streamId: string) =>
  apiFetch<void>(`/api/auctions/${auctionId}/streams/${streamId}`, { method: 'DELETE' });

/** Adds a stream, or updates one when `streamId` is given. */
export function useSaveAuctionStream(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, streamId }: { body: TStreamInput; streamId?: string }) =>
      saveAuctionStream(auctionId, body, streamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.streams(auctionId) }),
  });
}

export function useDeleteAuctionStream(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (streamId: string) => deleteAuctionStream(auctionId, streamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.streams(auctionId) }),
  });
}
