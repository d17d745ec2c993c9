import type { TRunnerUpOffer } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The bidder's runner-up offers (issue 43): kept apart from the staff's calls, so My Winnings reads them with
 * a few hundred bytes and loads the offer cards only when there is an offer.
 */

/** Root of every defaults, offers, non-payers and approvals query key. */
export const defaultsKey = ['defaults'] as const;

export const myOffersQueryOptions = () =>
  queryOptions({
    queryKey: [...defaultsKey, 'my-offers'],
    queryFn: () => apiFetch<TRunnerUpOffer[]>('/api/bidders/runnerupoffers'),
  });

/** The bidder's runner-up offers, read again every minute so a lapse shows. */
export const useMyOffers = () => useQuery({ ...myOffersQueryOptions(), refetchInterval: 60_000 });
