import type {
  TBidPage,
  TDeclareWinnerBody,
  TFeaturedLot,
  TFeaturedMarked,
  TFeaturedRemoved,
  TIdAnswer,
  TLotBody,
  TLotView,
  TPostponeBody,
  TPublishLotAnswer,
  TUnstartedAuction,
} from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from '../../../lib/query-keys';
import { casesKey } from './cases';

// ---- Lookups ----

export const getAuctionsLookup = () => apiFetch<TUnstartedAuction[]>('/api/auctions/lookup');

export const auctionsLookupQueryOptions = () =>
  queryOptions({ queryKey: auctionKeys.unstarted(), queryFn: getAuctionsLookup });

/** Unstarted auctions of the company, for assigning a lot. */
export const useAuctionsLookup = (enabled = true) => useQuery({ ...auctionsLookupQueryOptions(), enabled });

export const getFeaturedLots = () => apiFetch<TFeaturedLot[]>('/api/auctioneers/featuredlot');

export const featuredLotsQueryOptions = () =>
  queryOptions({ queryKey: [...casesKey, 'featured-lots'], queryFn: getFeaturedLots });

/** The company's featured lots: the only place a lot's featuredId (needed to un-feature) is read. */
export const useFeaturedLots = (enabled = true) => useQuery({ ...featuredLotsQueryOptions(), enabled });

export const getLotBids = (lotId: string) =>
  apiFetch<TBidPage>(`/api/auctions/lots/${lotId}/bids`, {
    method: 'POST',
    json: { pageNumber: 1, pageSize: 100 },
  });

export const lotBidsQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: [...casesKey, 'lot-bids', lotId], queryFn: () => getLotBids(lotId) });

/** A lot's bids, newest first, for picking a new winner. */
export const useLotBids = (lotId: string, enabled = true) =>
  useQuery({ ...lotBidsQueryOptions(lotId), enabled });

// ---- Mutations ----

export const createLot = (caseId: string, body: TLotBody) =>
  apiFetch<TIdAnswer>(`/api/lots/${caseId}`, { method: 'POST', json: body });
export const updateLot = (lotId: string, body: TLotBody) =>
  apiFetch<TLotView>(`/api/lots/${lotId}`, { method: 'PUT', json: body });
export const deleteLot = (lotId: string) => apiFetch<void>(`/api/lots/${lotId}`, { method: 'DELETE' });
/** Silent: the caller turns the 409 'Missing Required Info' into its own warning. */
export const publishLot = (lotId: string) =>
  apiFetch<TPublishLotAnswer>(`/api/lots/${lotId}/list`, { method: 'PUT', silent: true });
export const postponeLot = (lotId: string, body: TPostponeBody) =>
  apiFetch<TLotView>(`/api/lots/${lotId}/postpone`, { method: 'PUT', json: body });
/** Silent: 'Featured lot found under your account!' turns into a replace question. */
export const markLotFeatured = (lotId: string, replace: boolean) =>
  apiFetch<TFeaturedMarked>(`/api/lots/${lotId}/markasfeatured/${replace}`, {
    method: 'PUT',
    silent: true,
  });
export const unmarkLotFeatured = (featuredId: string) =>
  apiFetch<TFeaturedRemoved>(`/api/lots/unmarkasfeatured/${featuredId}`, { method: 'PUT' });
export type TLotStep = 'deposit' | 'payment' | 'deedready' | 'deedissued';
export const advanceLot = (lotId: string, step: TLotStep) =>
  apiFetch<TLotView>(`/api/lots/${lotId}/${step}`, { method: 'PUT' });
export const declareWinner = (lotId: string, body: TDeclareWinnerBody) =>
  apiFetch<TLotView>(`/api/lots/${lotId}/declarewinner`, { method: 'POST', json: body });

/** Lots live inside the case detail, so every lot change refreshes the whole cases tree. */
function useLotMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }),
  });
}

export const useCreateLot = (caseId: string) => useLotMutation((body: TLotBody) => createLot(caseId, body));
export const useUpdateLot = () =>
  useLotMutation(({ lotId, body }: { lotId: string; body: TLotBody }) => updateLot(lotId, body));
export const useDeleteLot = () => useLotMutation((lotId: string) => deleteLot(lotId));
export const usePublishLot = () => useLotMutation((lotId: string) => publishLot(lotId));
export const usePostponeLot = () =>
  useLotMutation(({ lotId, body }: { lotId: string; body: TPostponeBody }) => postponeLot(lotId, body));
export const useMarkLotFeatured = () =>
  useLotMutation(({ lotId, replace }: { lotId: string; replace: boolean }) =>
    markLotFeatured(lotId, replace),
  );
export const useUnmarkLotFeatured = () =>
  useLotMutation((featuredId: string) => unmarkLotFeatured(featuredId));
export const useAdvanceLot = () =>
  useLotMutation(({ lotId, step }: { lotId: string; step: TLotStep }) => advanceLot(lotId, step));
export const useDeclareWinner = () =>
  useLotMutation(({ lotId, body }: { lotId: string; body: TDeclareWinnerBody }) =>
    declareWinner(lotId, body),
  );
