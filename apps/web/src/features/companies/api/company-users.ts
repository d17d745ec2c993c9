import type {
  TAuctioneerAccount,
  TAuctioneerAccountBody,
  TCompanyUser,
  TCompanyUserBody,
  TCompanyUserListBody,
  TCompanyUserPage,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const companyUserKeys = {
  all: ['company-users'] as const,
  list: (body: TCompanyUserListBody) => ['company-users', 'list', body] as const,
  account: (userId: string) => ['company-users', 'account', userId] as const,
};

/** POST /api/auctioneers/list. */
export const companyUsersQueryOptions = (body: TCompanyUserListBody) =>
  queryOptions({
    queryKey: companyUserKeys.list(body),
    queryFn: () =>
      apiFetch<TCompanyUserPage>('/api/auctioneers/list', {
        method: 'POST',
        json: body,
      }),
    placeholderData: keepPreviousData,
  });
export const useCompanyUsers = (body: TCompanyUserListBody) => useQuery(companyUsersQueryOptions(body));

export const addCompanyUser = (body: TCompanyUserBody) =>
  apiFetch<TCompanyUser>('/api/auctioneers/add', { method: 'POST', json: body, silent: true });

/** GET /api/auctioneers/{userId}: the Account Details modal. */
export const auctioneerAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: companyUserKeys.account(userId),
    queryFn: () => apiFetch<TAuctioneerAccount>(`/api/auctioneers/${encodeURIComponent(userId)}`),
  });
export const useAuctioneerAccount = (userId: string | null) =>
  useQuery({ ...auctioneerAccountQueryOptions(userId ?? ''), enabled: userId !== null });

export const saveAuctioneerAccount = (userId: string, body: TAuctioneerAccountBody) =>
  apiFetch<TAuctioneerAccount>(`/api/auctioneers/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: body,
    silent: true,
  });

export const setAuctioneerActive = (userId: string, isActive: boolean) =>
  apiFetch<TAuctioneerAccount & { message: string }>(
    `/api/auctioneers/${encodeURIComponent(userId)}/${isActive}`,
    { method: 'PUT' },
  );
