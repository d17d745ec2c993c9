import type {
  TAuctionCreditBidsAnswer,
  TCaseCreditBidsAnswer,
  TCreditBidConfirmBody,
  TCreditBidEntryBody,
  TCreditBidSettingsBody,
  TLotCreditBid,
} from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every query key of the plaintiff's credit bids (ADR 0074). */
export const creditBidKeys = {
  all: ['credit-bids'] as const,
  case: (caseId: string) => ['credit-bids', 'case', caseId] as const,
  auction: (auctionId: string) => ['credit-bids', 'auction', auctionId] as const,
};

/** GET /api/credit-bids/cases/{caseId}: each lot's credit bid as the caller may read it. */
export const caseCreditBidsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: creditBidKeys.case(caseId),
    queryFn: () => apiFetch<TCaseCreditBidsAnswer>(`/api/credit-bids/cases/${caseId}`).then((a) => a.data),
  });
export const useCaseCreditBids = (caseId: string) => useQuery(caseCreditBidsQueryOptions(caseId));

/** GET /api/credit-bids/auctions/{auctionId}: the auction's requirement and its lots' credit bids (staff). */
export const auctionCreditBidsQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: creditBidKeys.auction(auctionId),
    queryFn: () => apiFetch<TAuctionCreditBidsAnswer>(`/api/credit-bids/auctions/${auctionId}`),
    // The control room reads it beside a running sale: a confirmation made elsewhere shows within 15 s.
    refetchInterval: 15_000,
  });
export const useAuctionCreditBids = (auctionId: string) => useQuery(auctionCreditBidsQueryOptions(auctionId));

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creditBidKeys.all });
}

/** POST …/entry: the firm's entry. */
export function useEnterCreditBid(lotId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TCreditBidEntryBody) =>
      apiFetch<TLotCreditBid>(`/api/credit-bids/lots/${lotId}/entry`, { method: 'POST', json: body }),
    onSuccess: invalidate,
  });
}

/** POST …/confirmation: the second person's blind typing; a mismatch is refused (and recorded). */
export function useConfirmCreditBid(lotId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TCreditBidConfirmBody) =>
      apiFetch<TLotCreditBid>(`/api/credit-bids/lots/${lotId}/confirmation`, { method: 'POST', json: body }),
    onSettled: invalidate,
  });
}

/** PUT …/settings: the host's requirement for one auction. */
export function useSaveCreditBidSettings(auctionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TCreditBidSettingsBody) =>
      apiFetch<TAuctionCreditBidsAnswer>(`/api/credit-bids/auctions/${auctionId}/settings`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: invalidate,
  });
}
