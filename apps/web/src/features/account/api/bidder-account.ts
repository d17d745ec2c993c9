import type { TBidderAccount, TBidderProfileBody, TMessageAnswer } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the accounts area; mutations invalidate through these so the header stays in step. */
export const accountKeys = {
  all: ['account'] as const,
  bidder: () => ['account', 'bidder'] as const,
  phones: () => ['account', 'phones'] as const,
  purchaseProfiles: () => ['account', 'purchase-profiles'] as const,
  bankAccounts: () => ['account', 'bank-accounts'] as const,
  lockedFunds: () => ['account', 'locked-funds'] as const,
  sandboxInstitutions: () => ['account', 'sandbox-institutions'] as const,
};

/** GET /api/bidders: the header's global data (balances, linked count, verified) and the profile. */
export const getBidderAccount = () => apiFetch<TBidderAccount>('/api/bidders');

export const bidderAccountQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: accountKeys.bidder(), queryFn: getBidderAccount, enabled, staleTime: 15_000 });

/** The signed-in bidder's global data and profile. */
export const useBidderAccount = (enabled = true) => useQuery(bidderAccountQueryOptions(enabled));

/** PUT /api/bidders: name, e-mail and mailing address (birth date and user name are read-only). */
export const updateBidderProfile = (body: TBidderProfileBody) =>
  apiFetch<TBidderAccount>('/api/bidders', { method: 'PUT', json: body, silent: true });

/** DELETE /api/bidders: deactivates the caller's own account; every session ends. */
export const deactivateBidderAccount = () =>
  apiFetch<TMessageAnswer>('/api/bidders', { method: 'DELETE', silent: true });

/** PUT /api/bidders/delete: the account-deletion request. */
export const requestAccountDeletion = () =>
  apiFetch<TMessageAnswer>('/api/bidders/delete', { method: 'PUT', silent: true });
