import type { TAuctionDetail } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './auction-list';

/** GET /api/auctions/{id}. */
export const getAuction = (id: string) =>
  // Silent: a 404 or 403 sends the user back to the list instead of a toast on top of it.
  apiFetch<TAuctionDetail>(`/api/auctions/${id}`, { silent: true });

export const auctionQueryOptions = (id: string) =>
  queryOptions({ queryKey: auctionKeys.detail(id), queryFn: () => getAuction(id) });

/** The auction detail: settings, flags, lots, bidders. */
export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));
