import type { TBankAccount, TLinkToken } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './bidder-account';
import type { TBidderPhone } from './phones';

/** A lot behind locked funds. */
export interface TLockedLot {
  lotId: string;
  lotNumber: number | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** GET /api/bidders/lockedfunds (dollars). */
export interface TLockedFunds {
  activeAuctions: { lot: TLockedLot; amount: number }[];
  pendingWinnings: { lot: TLockedLot; bidAmount: number; downAmount: number }[];
  available_balance: number;
  locked_balance: number;
}

export interface TBalanceAnswer {
  available_balance: number;
  locked_balance: number;
  accounts: TBankAccount[];
}

export interface TSandboxInstitution {
  id: string;
  name: string;
  logo: string | null;
}

/** An account typed into the sandbox widget (balance in dollars). */
export interface TSandboxAccountInput {
  name: string;
  subType: 'checking' | 'savings';
  balance: number;
}

export interface TSandboxPublicToken {
  publicToken: string;
  accounts: { id: string; name: string; mask: string; subType: 'checking' | 'savings' }[];
}

export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.bankAccounts(),
    queryFn: () => apiFetch<TBankAccount[]>('/api/accounts/bidder'),
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());

export const lockedFundsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.lockedFunds(),
    queryFn: () => apiFetch<TLockedFunds>('/api/bidders/lockedfunds'),
  });

export const useLockedFunds = () => useQuery(lockedFundsQueryOptions());

export const sandboxInstitutionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: accountKeys.sandboxInstitutions(),
    queryFn: () => apiFetch<TSandboxInstitution[]>('/api/accounts/sandbox/institutions', { silent: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/accounts/linktoken: the token the bank widget opens with, and which widget (Plaid or sandbox). */
export const getLinkToken = () => apiFetch<TLinkToken>('/api/accounts/linktoken', { silent: true });

/** The sandbox widget's hand-over: the picked institution and accounts become a public token. */
export const createSandboxPublicToken = (body: { institutionId: string; accounts: TSandboxAccountInput[] }) =>
  apiFetch<TSandboxPublicToken>('/api/accounts/sandbox/publictoken', {
    method: 'POST',
    json: body,
    silent: true,
  });

/** POST /api/accounts/bidder: links the accounts picked in the widget (Plaid Link's or the sandbox's). */
export const linkBankAccounts = (body: { publicToken: string; accountIds: string[] }) =>
  apiFetch<TBankAccount[]>('/api/accounts/bidder', { method: 'POST', json: body, silent: true });

export const updateBankAccount = (id: string, body: { nickName: string | null; hide: boolean }) =>
  apiFetch<TBankAccount>(`/api/accounts/${id}/bidder`, { method: 'PUT', json: body });

/** PUT /api/accounts/{accountId}/{bidderId}: unlinks the account. */
export const removeBankAccount = (accountId: string, bidderId: string) =>
  apiFetch<TBankAccount[]>(`/api/accounts/${accountId}/${bidderId}`, { method: 'PUT' });

/** GET /api/accounts/refreshaccounts: fresh balances; the caller shows the spec's refresh error. */
export const refreshBankAccounts = () =>
  apiFetch<TBalanceAnswer>('/api/accounts/refreshaccounts', { silent: true });

/** PUT /api/accounts/{id}/verifybidder: verification through a valid linked account. */
export const verifyWithAccount = (id: string) =>
  apiFetch<{ isVerified: boolean; phones: TBidderPhone[] }>(`/api/accounts/${id}/verifybidder`, {
    method: 'PUT',
  });
