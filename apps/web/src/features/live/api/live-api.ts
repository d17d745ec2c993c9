import type {
  TAddBidderAnswer,
  TAddBidderBody,
  TAddBidderCandidatePage,
  TAuctionStream,
  TBalanceAnswer,
  TBidderLot,
  TBiddersAmountBody,
  TBidHistoryQuery,
  TBidPage,
  TBidReceipt,
  TJoinAnswer,
  TJoinBody,
  TJoinedLot,
  TLastBid,
  TLeaveAnswer,
  TLiveAuction,
  TLockedAmountAnswer,
  TLotControlAnswer,
  TMaximumBid,
  TMaximumBidBody,
  TMinIncrementAnswer,
  TMySaleApproval,
  TPinCount,
  TPlaceBidBody,
  TPracticeJoin,
  TPurchaseProfile,
  TRemoveBidderAnswer,
  TSalePauseAnswer,
  TStaffBidBody,
  TStopLotAnswer,
} from '@bidright/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { liveKeys } from './query-keys';

/**
 * The live area's REST calls (spec part 1 §7). Every answer is typed by the domain's schema that the
 * server's route declares as its response (packages/domain/src/schemas/live-lots.ts, bidder-lot.ts,
 * live-answers.ts, participation-answers.ts). Amounts are dollars.
 */

/** Pins or unpins a lot (the bidder's watch list); answers the bidder's pinned count. */
/**
 * The bidder's standing in the lot's auction (issue 43, ADR 0075): whether the host must approve them, and
 * where their request stands. Read only while the bidder is not in the lot; other roles get a quiet 403.
 */
export const mySaleApprovalQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: liveKeys.myApproval(auctionId),
    queryFn: () =>
      apiFetch<TMySaleApproval>(`/api/auctions/${encodeURIComponent(auctionId)}/myapproval`, {
        silent: true,
      }),
    retry: false,
  });

export const setLotPinned = (lotId: string, pinned: boolean) =>
  apiFetch<TPinCount>(pinned ? `/api/bidders/pin/${lotId}` : `/api/bidders/unpin/${lotId}`, {
    method: pinned ? 'GET' : 'DELETE',
  });

export const bidderLotQueryOptions = (lotId: string) =>
  queryOptions({
    queryKey: liveKeys.bidderLot(lotId),
    queryFn: () => apiFetch<TBidderLot>(`/api/lots/${lotId}/bidder`),
    enabled: Boolean(lotId),
  });

export const liveAuctionQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: liveKeys.auction(auctionId),
    queryFn: () => apiFetch<TLiveAuction>(`/api/auctions/${auctionId}/live`),
    enabled: Boolean(auctionId),
  });

/**
 * The lot's auction, polled, for the lot page's notice that another lot is open in front: manual auctions
 * only, until they finish (spec part 1 §4).
 */
export const frontLotQueryOptions = (lot: Pick<TBidderLot, 'auction'>) =>
  queryOptions({
    ...liveAuctionQueryOptions(lot.auction.id),
    enabled: lot.auction.startType === 'Manual' && !lot.auction.isFinished,
    refetchInterval: 15_000,
  });

export const joinedLotsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: liveKeys.joinedLots(),
    queryFn: () => apiFetch<TJoinedLot[]>(`/api/bidders/grpc/${Date.now()}`, { silent: true }),
    enabled,
    // The spec retries this fetch after a delay.
    retry: 3,
    retryDelay: 2000,
  });

export const streamsQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: liveKeys.streams(auctionId),
    queryFn: () => apiFetch<TAuctionStream[]>(`/api/auctions/${auctionId}/streams`, { silent: true }),
    enabled: Boolean(auctionId),
    staleTime: 60_000,
  });

/**
 * The bidder's purchase profiles. The accounts area may not serve GET /api/purchaseprofiles yet:
 * a 404 gives an empty list, and the join form then asks for a profile it cannot offer.
 */
export const purchaseProfilesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: liveKeys.purchaseProfiles(),
    queryFn: async () => {
      try {
        return await apiFetch<TPurchaseProfile[]>('/api/purchaseprofiles', { silent: true });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Available balance in dollars, or null when the accounts area does not answer yet. */
export const balanceQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: liveKeys.balance(),
    queryFn: async () => {
      try {
        const answer = await apiFetch<TBalanceAnswer>('/api/accounts/refreshaccounts', { silent: true });
        return readBalance(answer);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });

/** Reads the available balance from the refresh answer, whichever spelling it uses. */
export function readBalance(answer: unknown): number | null {
  if (typeof answer === 'number') return answer;
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    for (const key of ['available_balance', 'availableBalance', 'balance']) {
      const value = record[key];
      if (typeof value === 'number') return value;
    }
  }
  return null;
}

/** One page of a lot's bids, newest first. */
export const fetchBidPage = (lotId: string, pageNumber: number, pageSize = 10) =>
  apiFetch<TBidPage>(`/api/auctions/lots/${lotId}/bids`, {
    method: 'POST',
    json: { pageNumber, pageSize } satisfies TBidHistoryQuery,
    silent: true,
  });

export const bidHistoryQueryOptions = (lotId: string, pageNumber: number, pageSize = 10) =>
  queryOptions({
    queryKey: liveKeys.bidHistory(lotId, pageNumber),
    queryFn: () => fetchBidPage(lotId, pageNumber, pageSize),
  });

// ---- Commands ----

export const placeBid = (auctionId: string, lotId: string, amount: number) =>
  apiFetch<TBidReceipt>(`/api/auctions/${auctionId}/lots/${lotId}/bids`, {
    method: 'POST',
    json: { amount } satisfies TPlaceBidBody,
    silent: true,
  });

export const joinLot = (auctionId: string, lotId: string, body: TJoinBody & { type: 'ONLINE' }) =>
  apiFetch<TJoinAnswer>(`/api/auctions/${auctionId}/${lotId}/bidders`, {
    method: 'POST',
    json: body,
    silent: true,
  });

/** A seat on a practice lot with play money (ADR 0076): no deposit, form or verification. */
export const joinPracticeLot = (lotId: string) =>
  apiFetch<TPracticeJoin>(`/api/practice/lots/${encodeURIComponent(lotId)}/join`, {
    method: 'POST',
    silent: true,
  });

export const leaveLot = (auctionId: string, lotId: string) =>
  apiFetch<TLeaveAnswer>(`/api/auctions/${auctionId}/${lotId}/bidders`, {
    method: 'DELETE',
    silent: true,
  });

export const updateLockedAmount = (auctionId: string, lotId: string, amount: number) =>
  apiFetch<TLockedAmountAnswer>(`/api/auctions/${auctionId}/${lotId}/biddersamount`, {
    method: 'PUT',
    json: { amount } satisfies TBiddersAmountBody,
    silent: true,
  });

export const fetchLastBid = (lotId: string) =>
  apiFetch<TLastBid | undefined>(`/api/lots/${lotId}/lastbid`, {
    silent: true,
  });

// ---- Maximum (absentee) bids: only their owner ever reads their amount (issue 32) ----

const maximumBidPath = (auctionId: string, lotId: string) =>
  `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`;

/** The bidder's own maximum on the lot, or null when they have none (the server answers 204). */
export const fetchMaximumBid = async (auctionId: string, lotId: string) =>
  (await apiFetch<TMaximumBid | undefined>(maximumBidPath(auctionId, lotId), { silent: true })) ?? null;

export const maximumBidQueryOptions = (auctionId: string, lotId: string, enabled = true) =>
  queryOptions({
    queryKey: liveKeys.maximumBid(lotId),
    queryFn: () => fetchMaximumBid(auctionId, lotId),
    enabled: enabled && Boolean(auctionId && lotId),
  });

/** Sets or raises the bidder's maximum (dollars); refusals are 400s with the domain's texts. */
export const saveMaximumBid = (auctionId: string, lotId: string, amount: number) =>
  apiFetch<TMaximumBid>(maximumBidPath(auctionId, lotId), {
    method: 'PUT',
    json: { amount } satisfies TMaximumBidBody,
    silent: true,
  });

/** Withdraws the bidder's maximum; the server allows it only before the lot starts. */
export const withdrawMaximumBid = (auctionId: string, lotId: string) =>
  apiFetch<void>(maximumBidPath(auctionId, lotId), { method: 'DELETE', silent: true });

type TControl = 'start' | 'stop' | 'notifystop' | 'notifystopcancel';
export const controlLot = (lotId: string, action: TControl) =>
  apiFetch<TLotControlAnswer & Partial<TStopLotAnswer>>(`/api/lots/${lotId}/${action}`, {
    method: 'PUT',
    silent: true,
  });

/** Staff pause or resume the auction's sale (ADR 0077); the server refuses bids while it is paused. */
export const setSalePaused = (auctionId: string, paused: boolean) =>
  apiFetch<TSalePauseAnswer>(`/api/auctions/${auctionId}/${paused ? 'pause' : 'resume'}`, {
    method: 'POST',
    silent: true,
  });

/** The new increment goes as a bare JSON string with the JSON-patch content type (spec part 1 §5). */
export const changeMinIncrement = (lotId: string, amount: number) =>
  apiFetch<TMinIncrementAnswer>(`/api/lots/${lotId}/mininc`, {
    method: 'PUT',
    body: JSON.stringify(String(amount)),
    headers: { 'Content-Type': 'application/json-patch+json' },
    silent: true,
  });

export const staffPlaceBid = (auctionId: string, lotId: string, amount: number, bidderId: number) =>
  apiFetch<TBidReceipt>(`/api/auctions/${auctionId}/lots/${lotId}/bids/placebid`, {
    method: 'POST',
    json: { amount, bidderId } satisfies TStaffBidBody,
    silent: true,
  });

export const addBidderInPerson = (
  auctionId: string,
  lotId: string,
  bidderId: string,
  body: Pick<TAddBidderBody, 'amount'> & Partial<Pick<TAddBidderBody, 'purchaseProfileId'>>,
) =>
  apiFetch<TAddBidderAnswer>(`/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`, {
    method: 'POST',
    json: { ...body, type: 'INPERSON' },
    silent: true,
  });

export const removeBidder = (auctionId: string, lotId: string, bidderId: string) =>
  apiFetch<TRemoveBidderAnswer>(`/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`, {
    method: 'DELETE',
    silent: true,
  });

export const searchBidders = (by: 'name' | 'userName', term: string, lotId: string, pageNumber = 1) => {
  const path =
    by === 'name'
      ? `/api/user/bidder/${encodeURIComponent(term)}/name`
      : `/api/user/bidder/${encodeURIComponent(term)}`;
  return apiFetch<TAddBidderCandidatePage>(`${path}?lotId=${lotId}&pageNumber=${pageNumber}`, {
    silent: true,
  });
};

/** The message of a failed call, for the screens' own toasts. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
