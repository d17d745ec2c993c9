import type { TBidderPhone, TPhoneVerification, TPhoneVerified } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './bidder-account';

export const phonesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.phones(),
    queryFn: () => apiFetch<TBidderPhone[]>('/api/bidderphones'),
  });

export const usePhones = () => useQuery(phonesQueryOptions());

export const addPhone = (number: string) =>
  apiFetch<TBidderPhone[]>('/api/bidderphones', { method: 'POST', json: { number } });

export const makePhonePrimary = (number: string) =>
  apiFetch<TBidderPhone[]>(`/api/bidderphones/${encodeURIComponent(number)}`, { method: 'PUT' });

export const deletePhone = (number: string) =>
  apiFetch<TBidderPhone[]>(`/api/bidderphones/${encodeURIComponent(number)}`, { method: 'DELETE' });

/** Texts a one-time code; with `accountId` the confirmed phone completes identity verification. */
export const sendPhoneCode = (number: string, accountId?: string) =>
  apiFetch<TPhoneVerification>('/api/bidderphones/verification', {
    method: 'POST',
    json: { number, ...(accountId ? { accountId: Number(accountId) } : {}) },
  });

export const confirmPhoneCode = (id: string, code: string) =>
  apiFetch<TPhoneVerified>(`/api/bidderphones/verification/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: { code },
    silent: true,
  });
