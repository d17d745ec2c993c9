import { ADDRESS_AUTOCOMPLETE_MIN_CHARS, type TAddressSuggestion } from '@bidright/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/maps/autocomplete?q=: US addresses for what was typed in street line 1 (public). */
export const getAddressSuggestions = (query: string, signal?: AbortSignal) =>
  apiFetch<TAddressSuggestion[]>(`/api/maps/autocomplete?q=${encodeURIComponent(query)}`, {
    signal,
    // Suggestions are optional help: a failure leaves the person typing, with no error toast.
    silent: true,
  });

export const addressSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['maps', 'autocomplete', query.trim().toLowerCase()],
    queryFn: ({ signal }) => getAddressSuggestions(query.trim(), signal),
    enabled: query.trim().length >= ADDRESS_AUTOCOMPLETE_MIN_CHARS,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions for an already debounced query; the previous list stays up while the next one loads. */
export const useAddressSuggestions = (query: string) =>
  useQuery({ ...addressSuggestionsQueryOptions(query), placeholderData: keepPreviousData });
