import type { TIdAnswer, TPurchaseProfile, TPurchaseProfileBody } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './bidder-account';

export const purchaseProfilesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.purchaseProfiles(),
    queryFn: () => apiFetch<TPurchaseProfile[]>('/api/purchaseprofiles'),
  });

export const usePurchaseProfiles = () => useQuery(purchaseProfilesQueryOptions());

export const createPurchaseProfile = (body: TPurchaseProfileBody) =>
  apiFetch<TPurchaseProfile>('/api/purchaseprofiles', { method: 'POST', json: body, silent: true });

export const updatePurchaseProfile = (id: string, body: TPurchaseProfileBody) =>
  apiFetch<TPurchaseProfile>(`/api/purchaseprofiles/${id}`, { method: 'PUT', json: body, silent: true });

export const deletePurchaseProfile = (id: string) =>
  apiFetch<TIdAnswer>(`/api/purchaseprofiles/${id}`, { method: 'DELETE' });
