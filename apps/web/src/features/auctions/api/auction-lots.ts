import type { TLotOrderRow } from '@bidright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from '../../cases/api/cases';
import { auctionKeys } from './auction-list';

/**
 * Lots inside an auction: order, add and remove (PUT /api/lots/{lotId}/reorder/{auctionId},
 * POST and DELETE /api/lots/{lotId}/{auctionId}). The Add Lot dialog's case lookups are the cases
 * feature's case picker.
 */

/** Moves a lot right below `aboveId` (first when null). Silent: the caller shows the spec's own message. */
export const reorderAuctionLot = (auctionId: string, lotId: string, aboveId: string | null) =>
  apiFetch<TLotOrderRow[]>(`/api/lots/${lotId}/reorder/${auctionId}`, {
    method: 'PUT',
    json: { aboveId },
    silent: true,
  });

export const addLotToAuction = (auctionId: string, lotId: string) =>
  apiFetch<unknown>(`/api/lots/${lotId}/${auctionId}`, { method: 'POST' });

export const removeLotFromAuction = (auctionId: string, lotId: string) =>
  apiFetch<unknown>(`/api/lots/${lotId}/${auctionId}`, { method: 'DELETE' });

/** Lot changes touch the auction (its lots) and the lot's case (its auction date). */
function useAuctionLotMutation<TVars>(run: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: casesKey }),
      ]),
  });
}

export const useReorderAuctionLot = (auctionId: string) =>
  useAuctionLotMutation(({ lotId, aboveId }: { lotId: string; aboveId: string | null }) =>
    reorderAuctionLot(auctionId, lotId, aboveId),
  );

export const useAddLotToAuction = (auctionId: string) =>
  useAuctionLotMutation((lotId: string) => addLotToAuction(auctionId, lotId));

export const useRemoveLotFromAuction = (auctionId: string) =>
  useAuctionLotMutation((lotId: string) => removeLotFromAuction(auctionId, lotId));
