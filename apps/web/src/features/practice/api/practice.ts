import type { TPracticeLobby } from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notifyWarning } from '../../../lib/notifier';
import { errorMessage, joinPracticeLot } from '../../live/api/live-api';

/** Root of every practice-sale query key. */
export const practiceKey = ['practice'] as const;

export const getPracticeLobby = () => apiFetch<TPracticeLobby>('/api/practice');

export const practiceLobbyQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'lobby'], queryFn: getPracticeLobby });

/** The practice lobby, read again every few seconds: lots close and fresh ones open all day. */
export const usePracticeLobby = () => useQuery({ ...practiceLobbyQueryOptions(), refetchInterval: 5000 });

/** POST /api/practice/lots/{lotId}/join: a seat with play money; the lobby is read again. */
export function useJoinPracticeLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPracticeLot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKey }),
    onError: (error) =>
      notifyWarning(errorMessage(error, 'The practice lot could not be joined. Try again.')),
  });
}
