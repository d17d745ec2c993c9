import type { TAppLinks } from '@bidright/domain/app-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/app/links: where the app lives, the server's PUBLIC_URL (ADR 0022). */
export const getAppLinks = () => apiFetch<TAppLinks>('/api/app/links', { silent: true });

/** Set by the operator at the server's start: read once per visit. */
export const appLinksQueryOptions = queryOptions({
  queryKey: ['app-links'],
  queryFn: getAppLinks,
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The address the phone overlay's Open and the home page's QR code lead to (`appUrl`): the server's
 * PUBLIC_URL, or this page's own address until the server has answered (`pending`) or where it cannot.
 * Asks only when `enabled`.
 */
export function useAppUrl(enabled = true): { appUrl: string; pending: boolean } {
  const { data, isPending } = useQuery({ ...appLinksQueryOptions, enabled });
  return { appUrl: data?.publicUrl ?? `${window.location.origin}/`, pending: enabled && isPending };
}
