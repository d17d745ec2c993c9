import type { TDeedDeliveryBody, TWinningListBody, TWinningPage, TWinningRecord } from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { downloadText } from '../../../lib/calendar';
import { getAccessToken } from '../../../lib/session';

/** Root of every winnings query key. */
export const winningsKey = ['winnings'] as const;

export const getWinningsPage = (body: TWinningListBody) =>
  apiFetch<TWinningPage>('/api/bidders/winningpaginated', { method: 'POST', json: body });

export const winningsPageQueryOptions = (body: TWinningListBody) =>
  queryOptions({
    queryKey: [...winningsKey, 'page', body],
    queryFn: () => getWinningsPage(body),
    placeholderData: keepPreviousData,
  });

/** One page of My Winnings, keeping the previous page on screen while the next loads. */
export const useWinningsPage = (body: TWinningListBody) => useQuery(winningsPageQueryOptions(body));

export const getWinning = (lotId: string) =>
  apiFetch<TWinningRecord>(`/api/bidders/winning/${encodeURIComponent(lotId)}`);

export const winningQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: [...winningsKey, 'detail', lotId], queryFn: () => getWinning(lotId) });

/** One winning record; refetched every minute so the deadlines and past-due state stay current. */
export const useWinning = (lotId: string) =>
  useQuery({ ...winningQueryOptions(lotId), refetchInterval: 60_000 });

/** PUT /api/lots/{lotId}/setdeeddelivery, then the record is read again. */
export function useSetDeedDelivery(lotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeedDeliveryBody) =>
      apiFetch(`/api/lots/${encodeURIComponent(lotId)}/setdeeddelivery`, {
        method: 'PUT',
        json: body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: winningsKey }),
  });
}

/** Saves the deposit and balance deadlines as an .ics file. */
export async function downloadWinningCalendar(lotId: string) {
  const text = await apiFetch<string>(`/api/bidders/winning/${encodeURIComponent(lotId)}/calendar`, {
    headers: { Accept: 'text/calendar' },
  });
  downloadText(`winning-lot-${lotId}.ics`, text);
}

/**
 * Downloads a court-sale PDF (Receipt of Sale). Binary, so it is fetched directly rather than through
 * apiFetch's text reader; the session's access token is refreshed first by a cheap apiFetch if needed.
 */
export async function downloadReceiptOfSale(lotId: string) {
  await apiFetch('/api/notifications', { silent: true });
  const response = await fetch(`/api/lots/${encodeURIComponent(lotId)}/receiptofsale`, {
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` },
  });
  if (!response.ok) throw new Error('The receipt could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-of-sale-lot-${lotId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
