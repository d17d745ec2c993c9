import type { TCaseDetail, TCaseListAnswer, TLotOrderRow } from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from '../../cases/api/cases';
import { auctionKeys } from './auction-list';

/**
 * Lots inside an auction: order, add and remove (PUT /api/lots/{lotId}/reorder/{auctionId},
 * POST and DELETE /api/lots/{lotId}/{auctionId}), plus the case lookups the Add Lot dialog needs.
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

/** Cases of the company matching a case or file number (first 20). */
export const searchCases = (search: string) =>
  apiFetch<TCaseListAnswer>('/api/cases/list', {
    method: 'POST',
    json: { search: search || undefined, pagination: { current: 1, pageSize: 20 } },
  });

export const caseSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['cases', 'list', 'picker', search],
    queryFn: () => searchCases(search),
    placeholderData: keepPreviousData,
  });

export const useCaseSearch = (search: string, enabled = true) =>
  useQuery({ ...caseSearchQueryOptions(search), enabled });

export const getCase = (caseId: string) => apiFetch<TCaseDetail>(`/api/cases/${caseId}`);

export const caseQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: ['cases', 'detail', caseId], queryFn: () => getCase(caseId) });

/** A case with its lots (to pick a Draft lot). */
export const useCase = (caseId: string | undefined) =>
  useQuery({ ...caseQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
