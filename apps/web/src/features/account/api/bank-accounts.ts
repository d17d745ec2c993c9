import type {
  TAccountSettingsBody,
  TBalanceAnswer,
  TBankAccount,
  TLinkAccountsBody,
  TLinkToken,
  TLockedFunds,
  TSandboxInstitution,
  TSandboxPublicToken,
  TSandboxPublicTokenBody,
  TVerifyBidderAnswer,
} from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './bidder-account';

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
export const createSandboxPublicToken = (body: TSandboxPublicTokenBody) =>
  apiFetch<TSandboxPublicToken>('/api/accounts/sandbox/publictoken', {
    method: 'POST',
    json: body,
    silent: true,
  });

/** POST /api/accounts/bidder: links the accounts picked in the widget (Plaid Link's or the sandbox's). */
export const linkBankAccounts = (body: TLinkAccountsBody) =>
  apiFetch<TBankAccount[]>('/api/accounts/bidder', { method: 'POST', json: body, silent: true });

export const updateBankAccount = (id: string, body: TAccountSettingsBody) =>
  apiFetch<TBankAccount>(`/api/accounts/${id}/bidder`, { method: 'PUT', json: body });

/** PUT /api/accounts/{accountId}/{bidderId}: unlinks the account. */
export const removeBankAccount = (accountId: string, bidderId: string) =>
  apiFetch<TBankAccount[]>(`/api/accounts/${accountId}/${bidderId}`, { method: 'PUT' });

/** GET /api/accounts/refreshaccounts: fresh balances; the caller shows the spec's refresh error. */
export const refreshBankAccounts = () =>
  apiFetch<TBalanceAnswer>('/api/accounts/refreshaccounts', { silent: true });

/** PUT /api/accounts/{id}/verifybidder: verification through a valid linked account. */
export const verifyWithAccount = (id: string) =>
  apiFetch<TVerifyBidderAnswer>(`/api/accounts/${id}/verifybidder`, {
    method: 'PUT',
  });
